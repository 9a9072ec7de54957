import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadProofKnobs } from './config';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  ADMIN_SECRET_KEY: 'admin-key-0123456789',
  DELIVERY_SECRET_KEY: 'rider-key-0123456789',
  OTP_PEPPER: 'pepper-pepper',
  SMS_API_URL: 'https://sms.example.com/send',
  SMS_API_KEY: 'k',
  RAZORPAY_KEY_ID: 'rzp_live_key',
  RAZORPAY_KEY_SECRET: 'rzp-secret',
  RAZORPAY_WEBHOOK_SECRET: 'rzp-webhook-secret',
  VAPID_PUBLIC_KEY: 'BHhGHxGWjBPY2ymMU2UfmGV8Jqr6P8ewqgL5lIR2DkRhhCBxaFLLHQ02jRL9-oqbbcToAkgu5YsWZZcvSVmKICg',
  VAPID_PRIVATE_KEY: 'CEq8aAIypx_CgdqoDMzDEZ_mpnxPPkoK3Ojf_2FExGk',
  VAPID_SUBJECT: 'mailto:ops@nukkad.example',
};

/** The plain lines a configuration error carries, or [] when the configuration loads. */
function errorLines(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.lines;
    throw err;
  }
}

describe('configuration', () => {
  it('falls back to development defaults and says which', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('.data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.isProduction).toBe(false);
    expect(config.defaultsUsed).toEqual(['JWT_SECRET', 'ADMIN_SECRET_KEY', 'DELIVERY_SECRET_KEY', 'OTP_PEPPER']);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('refuses to start in production without the secrets, naming each', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET.*required in production[\s\S]*ADMIN_SECRET_KEY/);
  });

  it('names each missing production setting on a plain line of its own', () => {
    expect(errorLines({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET: required in production',
      'ADMIN_SECRET_KEY: required in production',
      'DELIVERY_SECRET_KEY: required in production',
      'OTP_PEPPER: required in production',
      'SMS_API_URL: required in production',
      'SMS_API_KEY: required in production',
      'VAPID_PUBLIC_KEY: required in production',
      'VAPID_PRIVATE_KEY: required in production',
      'VAPID_SUBJECT: required in production',
      'RAZORPAY_KEY_ID: required in production',
      'RAZORPAY_KEY_SECRET: required in production',
      'RAZORPAY_WEBHOOK_SECRET: required in production',
    ]);
  });

  it('takes the VAPID key pair whole or not at all, checking each key’s form', () => {
    expect(errorLines({ VAPID_PUBLIC_KEY: PRODUCTION.VAPID_PUBLIC_KEY })).toEqual(['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither']);
    expect(errorLines({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: PRODUCTION.VAPID_PRIVATE_KEY, VAPID_SUBJECT: 'ops@nukkad.example' })).toEqual([
      'VAPID_PUBLIC_KEY: must be a P-256 public key in base64url (87 characters)',
      'VAPID_SUBJECT: must be a mailto: address or an https: URL',
    ]);
    expect(loadConfig({ VAPID_PUBLIC_KEY: PRODUCTION.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: PRODUCTION.VAPID_PRIVATE_KEY }).vapid).toEqual({
      publicKey: PRODUCTION.VAPID_PUBLIC_KEY,
      privateKey: PRODUCTION.VAPID_PRIVATE_KEY,
      subject: 'mailto:push@nukkad.example',
    });
    expect(loadConfig({}).vapid).toBeUndefined();
  });

  it('wants the admin and delivery secret keys at least 16 characters long in production, not elsewhere', () => {
    expect(errorLines({ ...PRODUCTION, ADMIN_SECRET_KEY: 'nukkad-admin', DELIVERY_SECRET_KEY: 'x'.repeat(15) })).toEqual([
      'ADMIN_SECRET_KEY: must be at least 16 characters in production',
      'DELIVERY_SECRET_KEY: must be at least 16 characters in production',
    ]);
    expect(errorLines({ ...PRODUCTION, ADMIN_SECRET_KEY: 'x'.repeat(16), DELIVERY_SECRET_KEY: 'y'.repeat(16) })).toEqual([]);
    expect(errorLines({ ADMIN_SECRET_KEY: 'nukkad-admin' })).toEqual([]);
  });

  it('listens on loopback by default outside production, on every interface in the production container', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig(PRODUCTION).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('lists no CORS origin by default, or the configured origins exactly as a browser names them', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://ops.partner.example, http://localhost:5173' }).corsOrigins).toEqual([
      'https://ops.partner.example',
      'http://localhost:5173',
    ]);
    for (const bad of ['*', 'ops.partner.example', 'https://ops.partner.example/', 'https://ops.partner.example/app', 'https://ops.partner.example:443', 'ftp://files.example']) {
      expect(errorLines({ CORS_ORIGINS: bad })).toEqual(['CORS_ORIGINS: must be a comma-separated list of origins such as https://partner.example']);
    }
  });

  it('trusts only the loopback proxy by default, or the configured addresses and CIDRs', () => {
    expect(loadConfig({}).trustedProxies).toEqual(['127.0.0.1', '::1']);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 172.16.0.1,fd00::/8' }).trustedProxies).toEqual(['10.0.0.0/8', '172.16.0.1', 'fd00::/8']);
    for (const bad of ['anyone', '10.0.0.0/33', '10.0.0.1/8/1', '::1/129', 'true']) {
      expect(errorLines({ TRUSTED_PROXIES: bad })).toEqual(['TRUSTED_PROXIES: must be a comma-separated list of IP addresses or CIDRs']);
    }
  });

  it('stops the server at start with the plain lines on stderr and exit code 1, no stack trace', async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const env = { ...PRODUCTION, ADMIN_SECRET_KEY: 'short', JWT_SECRET: '' };
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { cwd: root, env, timeout: 60_000 }, (_err, _stdout, err) =>
        resolve({ code: child.exitCode, stderr: err }),
      );
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'Invalid configuration:',
      'JWT_SECRET: required in production',
      'ADMIN_SECRET_KEY: must be at least 16 characters in production',
    ]);
  });

  it('checks replies against their schemas outside production unless told otherwise', () => {
    expect(loadConfig({}).checkReplies).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).checkReplies).toBe(true);
    expect(loadConfig(PRODUCTION).checkReplies).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', CHECK_REPLIES: 'false' }).checkReplies).toBe(false);
    expect(loadConfig({ ...PRODUCTION, CHECK_REPLIES: 'true' }).checkReplies).toBe(true);
    expect(() => loadConfig({ CHECK_REPLIES: 'yes' })).toThrow(/CHECK_REPLIES/);
  });

  it('accepts production with every secret set', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.isProduction).toBe(true);
    expect(config.defaultsUsed).toEqual([]);
    expect(config.sms).toEqual({ url: 'https://sms.example.com/send', apiKey: 'k' });
  });

  it('rejects malformed values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SHOP_ORIGIN_LAT: '123' })).toThrow(/SHOP_ORIGIN_LAT/);
  });
});

describe('commerce settings', () => {
  it('uses the local test provider in development and refuses it in production', () => {
    expect(loadConfig({}).payment.provider).toBe('test');
    expect(errorLines({ ...PRODUCTION, PAYMENT_PROVIDER: 'test' })).toContain('PAYMENT_PROVIDER: the test provider is not allowed in production');
    const { RAZORPAY_KEY_SECRET: _unset, ...withoutSecret } = PRODUCTION;
    expect(errorLines(withoutSecret)).toContain('RAZORPAY_KEY_SECRET: required in production');
    expect(loadConfig(PRODUCTION).payment).toEqual({ provider: 'razorpay', keyId: 'rzp_live_key', keySecret: 'rzp-secret', webhookSecret: 'rzp-webhook-secret' });
  });

  it("wants Razorpay's webhook secret in production, and gives the test provider a webhook secret and delay of its own", () => {
    const { RAZORPAY_WEBHOOK_SECRET: _unset, ...withoutWebhookSecret } = PRODUCTION;
    expect(errorLines(withoutWebhookSecret)).toEqual(['RAZORPAY_WEBHOOK_SECRET: required in production']);
    // Outside production Razorpay may run without it: its webhook then refuses every signature.
    expect(loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_key', RAZORPAY_KEY_SECRET: 's' }).payment).toEqual({ provider: 'razorpay', keyId: 'rzp_test_key', keySecret: 's', webhookSecret: undefined });
    const test = loadConfig({ JWT_SECRET: 'j'.repeat(20) }).payment;
    expect(test).toMatchObject({ provider: 'test', webhookDelayMs: 3_000 });
    if (test.provider !== 'test') throw new Error('expected the test provider');
    expect(test.webhookSecret).not.toBe(test.keySecret);
    expect(loadConfig({ JWT_SECRET: 'k'.repeat(20) }).payment).not.toMatchObject({ webhookSecret: test.webhookSecret });
    // Tests turn the delayed webhook off unless they ask for it.
    expect(loadConfig({ NODE_ENV: 'test' }).payment).toMatchObject({ webhookDelayMs: 0 });
    expect(loadConfig({ NODE_ENV: 'test', TEST_PROVIDER_WEBHOOK_DELAY_MS: '50' }).payment).toMatchObject({ webhookDelayMs: 50 });
    expect(errorLines({ TEST_PROVIDER_WEBHOOK_DELAY_MS: '-1' })[0]).toMatch(/^TEST_PROVIDER_WEBHOOK_DELAY_MS: /);
  });

  it('takes the delivery area and the map tiles from the environment', () => {
    expect(loadConfig({}).maxDeliveryKm).toBe(50);
    expect(loadConfig({ MAX_DELIVERY_KM: '12.5' }).maxDeliveryKm).toBe(12.5);
    expect(errorLines({ MAX_DELIVERY_KM: '-1' })[0]).toMatch(/^MAX_DELIVERY_KM: /);
    expect(loadConfig({ MAP_TILE_URL: 'https://tiles.example.in/{z}/{x}/{y}.png' }).mapTiles.url).toBe('https://tiles.example.in/{z}/{x}/{y}.png');
  });

  it("takes the customer app's address for shop QR codes: unset by default, a URL without its trailing slash, never anything else", () => {
    expect(loadConfig({}).publicShopUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_SHOP_URL: 'https://shop.nukkad.in/' }).publicShopUrl).toBe('https://shop.nukkad.in');
    expect(errorLines({ PUBLIC_SHOP_URL: 'shop.nukkad.in' })[0]).toMatch(/^PUBLIC_SHOP_URL: /);
    expect(errorLines({ PUBLIC_SHOP_URL: 'ftp://shop.nukkad.in' })[0]).toMatch(/^PUBLIC_SHOP_URL: /);
  });

  it("takes the riders' speed for the arrival estimate from the environment: 15 km/h unless told, never zero", () => {
    expect(loadConfig({}).riderSpeedKmh).toBe(15);
    expect(loadConfig({ RIDER_SPEED_KMH: '22.5' }).riderSpeedKmh).toBe(22.5);
    expect(errorLines({ RIDER_SPEED_KMH: '0' })[0]).toMatch(/^RIDER_SPEED_KMH: /);
  });
});

describe('sign-in code limits', () => {
  it("default to the contracts' limits and can be raised for the browser journeys", () => {
    // Per address the ceiling is wide (carrier NAT puts a town's phones behind one address); per phone it is strict.
    expect(loadConfig({}).otpSendLimits).toEqual({ perPhone: 3, perClient: 1000 });
    expect(loadConfig({ OTP_SENDS_PER_CLIENT: '50' }).otpSendLimits.perClient).toBe(50);
    expect(loadConfig({ OTP_SENDS_PER_PHONE: '1000' }).otpSendLimits.perPhone).toBe(1000);
    expect(errorLines({ OTP_SENDS_PER_PHONE: '0' })[0]).toMatch(/^OTP_SENDS_PER_PHONE: /);
  });

  it('allow 500 sign-in calls per address a minute by default, and stay configurable', () => {
    expect(loadConfig({}).authRateLimitPerMinute).toBe(500);
    expect(loadConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '30' }).authRateLimitPerMinute).toBe(30);
    expect(errorLines({ AUTH_RATE_LIMIT_PER_MINUTE: '0' })[0]).toMatch(/^AUTH_RATE_LIMIT_PER_MINUTE: /);
  });
});

describe('upload budget', () => {
  it('allows 200 images and 500 MB an hour by default, each configurable, and refuses nonsense', () => {
    expect(loadConfig({}).uploadBudget).toEqual({ imagesPerHour: 200, bytesPerHour: 524_288_000 });
    expect(loadConfig({ UPLOAD_IMAGES_PER_HOUR: '30', UPLOAD_BYTES_PER_HOUR: '1048576' }).uploadBudget).toEqual({ imagesPerHour: 30, bytesPerHour: 1_048_576 });
    expect(errorLines({ UPLOAD_IMAGES_PER_HOUR: '0' })[0]).toMatch(/^UPLOAD_IMAGES_PER_HOUR: /);
    expect(errorLines({ UPLOAD_BYTES_PER_HOUR: '1.5' })[0]).toMatch(/^UPLOAD_BYTES_PER_HOUR: /);
    expect(errorLines({ UPLOAD_BYTES_PER_HOUR: '3000000000' })[0]).toMatch(/^UPLOAD_BYTES_PER_HOUR: /);
  });
});

describe('knobs of the proof suites', () => {
  it('default to fixed seeds so two plain runs make the same choices', () => {
    const knobs = loadProofKnobs({});
    expect(knobs).toEqual(loadProofKnobs({ RACE_SEED: '', FUZZ_SEED: ' ' }));
    expect(knobs.fuzzStats).toBe(false);
    expect(Number.isSafeInteger(knobs.raceSeed) && Number.isSafeInteger(knobs.fuzzSeed)).toBe(true);
  });

  it('take the seeds and runs given', () => {
    expect(loadProofKnobs({ RACE_SEED: '7', FUZZ_SEED: '9', FUZZ_RUNS: '1000', FUZZ_STATS: '1' })).toEqual({ raceSeed: 7, fuzzSeed: 9, fuzzRuns: 1000, fuzzStats: true });
  });

  it('refuse a seed that is not a non-negative integer, naming it', () => {
    expect(() => loadProofKnobs({ RACE_SEED: 'abc' })).toThrow(ConfigError);
    expect(() => loadProofKnobs({ RACE_SEED: '-1' })).toThrow(/RACE_SEED/);
    expect(() => loadProofKnobs({ FUZZ_RUNS: '0' })).toThrow(/FUZZ_RUNS/);
  });
});
