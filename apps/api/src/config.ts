import { isIP } from 'node:net';
import { DEFAULT_RIDER_SPEED_KMH, OTP_SENDS_PER_CLIENT, OTP_SENDS_PER_PHONE } from '@nukkad/contracts';
import { z } from 'zod';

// The only place that reads process.env: everything else receives a validated Config.
const DEV_SECRETS = {
  JWT_SECRET: 'dev-only-jwt-secret-change-me-in-production',
  ADMIN_SECRET_KEY: 'nukkad-admin',
  DELIVERY_SECRET_KEY: 'nukkad-rider',
  OTP_PEPPER: 'dev-only-otp-pepper',
} as const;

/** Secrets an attacker could guess if short: production wants at least this many characters. */
const PRODUCTION_KEY_MIN = 16;

/** An IP address, or an address/prefix (CIDR) of the right family. */
function isAddressOrCidr(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** An origin exactly as a browser's Origin header spells it: http(s), host, a port only when not the default, nothing else. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /** Unset: loopback only in development; every interface in production (the container behind the proxy). */
    HOST: z.string().optional(),
    TRUSTED_PROXIES: z
      .string()
      .default('127.0.0.1,::1')
      .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
      .refine((list) => list.every(isAddressOrCidr), { message: 'must be a comma-separated list of IP addresses or CIDRs' }),
    /** Other origins whose pages may call the API with a Bearer token (CORS); none by default. */
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
      .refine((list) => list.every(isOrigin), { message: 'must be a comma-separated list of origins such as https://partner.example' }),
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
    /** Wide, as carrier NAT puts many phones behind one address: passwords are guarded per identifier as well. */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(500),
    CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
    /** Sign-in codes sent per phone and per client address in each window (the contracts' limits by default). */
    OTP_SENDS_PER_PHONE: z.coerce.number().int().positive().default(OTP_SENDS_PER_PHONE),
    OTP_SENDS_PER_CLIENT: z.coerce.number().int().positive().default(OTP_SENDS_PER_CLIENT),
    /** Images, and bytes of images, each uploading account may send per hour; the bytes are counted in a 32-bit column. */
    UPLOAD_IMAGES_PER_HOUR: z.coerce.number().int().positive().default(200),
    UPLOAD_BYTES_PER_HOUR: z.coerce.number().int().positive().max(2_000_000_000).default(500 * 1024 * 1024),
    MEDICINES_ENABLED: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    MAX_DELIVERY_KM: z.coerce.number().positive().max(1000).default(50),
    /** The largest tip a customer may give the rider, in whole rupees. */
    TIP_MAX_RUPEES: z.coerce.number().int().min(0).max(10_000).default(200),
    /** The riders' average speed, for the arrival estimate the customer sees. */
    RIDER_SPEED_KMH: z.coerce.number().positive().max(200).default(DEFAULT_RIDER_SPEED_KMH),
    MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_TILE_DARK_URL: z.string().default('https://{s}.basemaps.cartocdn.com/dark_all/{z}/{x}/{y}{r}.png'),
    MAP_TILE_ATTRIBUTION: z.string().default('&copy; OpenStreetMap contributors'),
    /** The customer app's address, which a shop's QR code opens; unset: the request's own host with `shop.` in front. */
    PUBLIC_SHOP_URL: z
      .string()
      .url()
      .refine((v) => /^https?:\/\//.test(v), { message: 'must be an http(s) address' })
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
    /** Unset: Razorpay when its keys are set, else the local test provider (never in production). */
    PAYMENT_PROVIDER: z.enum(['razorpay', 'test']).optional(),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    /** Signs Razorpay's webhook posts (set in its dashboard); unset outside production: the webhook refuses every post. */
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    /** How long after Pay the local test provider posts its webhook; 0 turns it off (the default in tests). */
    TEST_PROVIDER_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).max(600_000).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Web Push (VAPID): the application server's key pair (base64url, as `npx web-push generate-vapid-keys` prints) and a contact. */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, { message: 'must be a P-256 public key in base64url (87 characters)' })
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, { message: 'must be a P-256 private key in base64url (43 characters)' })
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .refine((v) => /^(?:mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(v), { message: 'must be a mailto: address or an https: URL' })
      .optional(),
    /** Unset: no GET /api/metrics at all. */
    METRICS_TOKEN: z.string().min(16).optional(),
    SEED_DEMO_DATA: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** Unset: on outside production. */
    CHECK_REPLIES: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['JWT_SECRET', 'ADMIN_SECRET_KEY', 'DELIVERY_SECRET_KEY', 'OTP_PEPPER', 'SMS_API_URL', 'SMS_API_KEY', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required in production' });
    }
    if (env.PAYMENT_PROVIDER === 'test') ctx.addIssue({ code: 'custom', path: ['PAYMENT_PROVIDER'], message: 'the test provider is not allowed in production' });
    for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required in production' });
    }
    for (const key of ['ADMIN_SECRET_KEY', 'DELIVERY_SECRET_KEY'] as const) {
      const value = env[key];
      if (value && value.length < PRODUCTION_KEY_MIN) {
        ctx.addIssue({ code: 'custom', path: [key], message: `must be at least ${PRODUCTION_KEY_MIN} characters in production` });
      }
    }
  });

export type Config = {
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDRs); any other peer's header is ignored. */
  trustedProxies: string[];
  /** Origins allowed to call the API from their pages with a Bearer token (CORS_ORIGINS). */
  corsOrigins: string[];
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  adminSecretKey: string;
  deliverySecretKey: string;
  otpPepper: string;
  shopOrigin: { lat: number; lng: number };
  webDistDir: string | undefined;
  logLevel: string;
  /**
   * Web Push's VAPID keys and contact as configured (required in production); undefined: the push module generates a
   * pair, kept in DATA_DIR by the embedded database's default setup (see modules/push/vapid-keys.ts).
   */
  vapid: VapidKeys | undefined;
  /** The bearer token GET /api/metrics wants; undefined: the route answers 404. */
  metricsToken: string | undefined;
  /** SMS gateway; unset outside production, where codes go to the dev outbox. */
  sms: { url: string; apiKey: string } | undefined;
  rateLimitPerMinute: number;
  /** Sign-in and sign-up calls per client per minute. */
  authRateLimitPerMinute: number;
  /** One-time codes sent per phone and per client address in each send window. */
  otpSendLimits: { perPhone: number; perClient: number };
  /** What each seller or admin may upload per hour: images, and their bytes as sent. */
  uploadBudget: { imagesPerHour: number; bytesPerHour: number };
  /** How long a public catalogue answer is reused (0: identical requests in flight still share one query). */
  catalogueCacheMs: number;
  /** Pharmacies and their products appear in the customer catalogue only once medicines launch. */
  medicinesEnabled: boolean;
  /** Addresses farther than this from the shop origin are outside the delivery area. */
  maxDeliveryKm: number;
  /** The largest tip for the rider, in paise. */
  tipMaxPaise: number;
  /** The riders' average speed (km/h): a rider's distance from the drop point at this speed is the arrival estimate. */
  riderSpeedKmh: number;
  /** Map tiles for the address picker: an operator may point these at their own tile server. */
  mapTiles: { url: string; darkUrl: string; attribution: string };
  /** The customer app's address without a trailing slash (PUBLIC_SHOP_URL); undefined: derived from each request's host. */
  publicShopUrl: string | undefined;
  /**
   * The online payment provider: Razorpay with its keys, or the local test provider (development and tests), which
   * posts its webhook `webhookDelayMs` after Pay (0: never).
   */
  payment:
    | { provider: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string | undefined }
    | { provider: 'test'; keySecret: string; webhookSecret: string; webhookDelayMs: number };
  seedDemoData: boolean;
  /** Each reply is also checked against its zod schema before it is written (development and tests; costs time). */
  checkReplies: boolean;
  /** Names of settings that fell back to development defaults (printed at start). */
  defaultsUsed: string[];
};

/** The application server's VAPID key pair (base64url) and the contact push services may write to. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** A configuration that cannot start the server: one plain line per setting at fault. */
export class ConfigError extends Error {
  constructor(readonly lines: string[]) {
    super(`Invalid configuration:\n${lines.map((l) => `  ${l}`).join('\n')}`);
    this.name = 'ConfigError';
  }

  /** One line per refused variable: its name and the reason. */
  static from(error: z.ZodError): ConfigError {
    return new ConfigError(error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
}

function paymentConfig(e: z.infer<typeof envSchema>): Config['payment'] {
  const useRazorpay = e.PAYMENT_PROVIDER === 'razorpay' || (!e.PAYMENT_PROVIDER && e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET);
  if (useRazorpay) {
    if (!e.RAZORPAY_KEY_ID || !e.RAZORPAY_KEY_SECRET) throw new ConfigError(['RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: required for Razorpay']);
    return { provider: 'razorpay', keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET };
  }
  // The test provider signs with secrets of its own, derived so they differ between installations.
  const jwtSecret = e.JWT_SECRET ?? DEV_SECRETS.JWT_SECRET;
  return {
    provider: 'test',
    keySecret: `test-provider:${jwtSecret}`,
    webhookSecret: `test-provider-webhook:${jwtSecret}`,
    // A few seconds, so the browser's own verify usually comes first, as with the real provider.
    webhookDelayMs: e.TEST_PROVIDER_WEBHOOK_DELAY_MS ?? (e.NODE_ENV === 'test' ? 0 : 3_000),
  };
}

function vapidConfig(e: z.infer<typeof envSchema>): VapidKeys | undefined {
  if (!e.VAPID_PUBLIC_KEY && !e.VAPID_PRIVATE_KEY) return undefined;
  if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY) throw new ConfigError(['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither']);
  return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT ?? DEV_VAPID_SUBJECT };
}

/** The contact of keys set without one, or generated, outside production (where VAPID_SUBJECT is required). */
export const DEV_VAPID_SUBJECT = 'mailto:push@nukkad.example';

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set".
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    throw ConfigError.from(parsed.error);
  }
  const e = parsed.data;
  const defaultsUsed = (Object.keys(DEV_SECRETS) as (keyof typeof DEV_SECRETS)[]).filter((k) => !e[k]);
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    trustedProxies: e.TRUSTED_PROXIES,
    corsOrigins: e.CORS_ORIGINS,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    jwtSecret: e.JWT_SECRET ?? DEV_SECRETS.JWT_SECRET,
    adminSecretKey: e.ADMIN_SECRET_KEY ?? DEV_SECRETS.ADMIN_SECRET_KEY,
    deliverySecretKey: e.DELIVERY_SECRET_KEY ?? DEV_SECRETS.DELIVERY_SECRET_KEY,
    otpPepper: e.OTP_PEPPER ?? DEV_SECRETS.OTP_PEPPER,
    shopOrigin: { lat: e.SHOP_ORIGIN_LAT, lng: e.SHOP_ORIGIN_LNG },
    webDistDir: e.WEB_DIST_DIR,
    logLevel: e.LOG_LEVEL,
    vapid: vapidConfig(e),
    metricsToken: e.METRICS_TOKEN,
    sms: e.SMS_API_URL && e.SMS_API_KEY ? { url: e.SMS_API_URL, apiKey: e.SMS_API_KEY } : undefined,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    otpSendLimits: { perPhone: e.OTP_SENDS_PER_PHONE, perClient: e.OTP_SENDS_PER_CLIENT },
    uploadBudget: { imagesPerHour: e.UPLOAD_IMAGES_PER_HOUR, bytesPerHour: e.UPLOAD_BYTES_PER_HOUR },
    catalogueCacheMs: e.CATALOGUE_CACHE_MS,
    medicinesEnabled: e.MEDICINES_ENABLED,
    maxDeliveryKm: e.MAX_DELIVERY_KM,
    tipMaxPaise: e.TIP_MAX_RUPEES * 100,
    riderSpeedKmh: e.RIDER_SPEED_KMH,
    mapTiles: { url: e.MAP_TILE_URL, darkUrl: e.MAP_TILE_DARK_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    publicShopUrl: e.PUBLIC_SHOP_URL,
    payment: paymentConfig(e),
    seedDemoData: e.SEED_DEMO_DATA,
    checkReplies: e.CHECK_REPLIES ?? e.NODE_ENV !== 'production',
    defaultsUsed,
  };
}

/** Knobs of the proof suites (fuzzing, races): test settings, read here too so nothing else reads process.env. */
export type ProofKnobs = { raceSeed: number; fuzzSeed: number; fuzzRuns: number; fuzzStats: boolean };

const seed = z.coerce.number().int().min(0).max(0xffff_ffff);
const proofKnobsSchema = z.object({
  /** Fixed defaults, so two plain runs make the same choices; a failure prints the seed to replay it with. */
  RACE_SEED: seed.default(20_250_301),
  FUZZ_SEED: seed.default(20_240_611),
  FUZZ_RUNS: z.coerce.number().int().min(1).max(100_000).default(200),
  FUZZ_STATS: z.enum(['0', '1']).default('0'),
});

export function loadProofKnobs(env: Record<string, string | undefined> = process.env): ProofKnobs {
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = proofKnobsSchema.safeParse(set);
  if (!parsed.success) throw ConfigError.from(parsed.error);
  const k = parsed.data;
  return { raceSeed: k.RACE_SEED, fuzzSeed: k.FUZZ_SEED, fuzzRuns: k.FUZZ_RUNS, fuzzStats: k.FUZZ_STATS === '1' };
}
