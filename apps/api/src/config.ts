import { z } from 'zod';

// The only place that reads process.env: everything else receives a validated Config.
const DEV_SECRETS = {
  JWT_SECRET: 'dev-only-jwt-secret-change-me-in-production',
  ADMIN_SECRET_KEY: 'nukkad-admin',
  DELIVERY_SECRET_KEY: 'nukkad-rider',
  OTP_PEPPER: 'dev-only-otp-pepper',
} as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('.data'),
    JWT_SECRET: z.string().min(16).optional(),
    ADMIN_SECRET_KEY: z.string().min(4).optional(),
    DELIVERY_SECRET_KEY: z.string().min(4).optional(),
    OTP_PEPPER: z.string().min(8).optional(),
    SHOP_ORIGIN_LAT: z.coerce.number().min(-90).max(90).default(28.6139),
    SHOP_ORIGIN_LNG: z.coerce.number().min(-180).max(180).default(77.209),
    WEB_DIST_DIR: z.string().optional(),
    SMS_API_URL: z.string().url().optional(),
    SMS_API_KEY: z.string().optional(),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
    CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO_DATA: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['JWT_SECRET', 'ADMIN_SECRET_KEY', 'DELIVERY_SECRET_KEY', 'OTP_PEPPER', 'SMS_API_URL', 'SMS_API_KEY'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required in production` });
    }
  });

export type Config = {
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  adminSecretKey: string;
  deliverySecretKey: string;
  otpPepper: string;
  shopOrigin: { lat: number; lng: number };
  webDistDir: string | undefined;
  logLevel: string;
  /** SMS gateway; unset outside production, where codes go to the dev outbox. */
  sms: { url: string; apiKey: string } | undefined;
  rateLimitPerMinute: number;
  /** Sign-in and sign-up calls per client per minute. */
  authRateLimitPerMinute: number;
  /** How long a public catalogue answer is reused (0: identical requests in flight still share one query). */
  catalogueCacheMs: number;
  seedDemoData: boolean;
  /** Names of settings that fell back to development defaults (printed at start). */
  defaultsUsed: string[];
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set".
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const defaultsUsed = (Object.keys(DEV_SECRETS) as (keyof typeof DEV_SECRETS)[]).filter((k) => !e[k]);
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    jwtSecret: e.JWT_SECRET ?? DEV_SECRETS.JWT_SECRET,
    adminSecretKey: e.ADMIN_SECRET_KEY ?? DEV_SECRETS.ADMIN_SECRET_KEY,
    deliverySecretKey: e.DELIVERY_SECRET_KEY ?? DEV_SECRETS.DELIVERY_SECRET_KEY,
    otpPepper: e.OTP_PEPPER ?? DEV_SECRETS.OTP_PEPPER,
    shopOrigin: { lat: e.SHOP_ORIGIN_LAT, lng: e.SHOP_ORIGIN_LNG },
    webDistDir: e.WEB_DIST_DIR,
    logLevel: e.LOG_LEVEL,
    sms: e.SMS_API_URL && e.SMS_API_KEY ? { url: e.SMS_API_URL, apiKey: e.SMS_API_KEY } : undefined,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    catalogueCacheMs: e.CATALOGUE_CACHE_MS,
    seedDemoData: e.SEED_DEMO_DATA,
    defaultsUsed,
  };
}
