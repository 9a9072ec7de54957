import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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

  it('accepts production with every secret set', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      ADMIN_SECRET_KEY: 'admin-key',
      DELIVERY_SECRET_KEY: 'rider-key',
      OTP_PEPPER: 'pepper-pepper',
      SMS_API_URL: 'https://sms.example.com/send',
      SMS_API_KEY: 'k',
    });
    expect(config.isProduction).toBe(true);
    expect(config.defaultsUsed).toEqual([]);
    expect(config.sms).toEqual({ url: 'https://sms.example.com/send', apiKey: 'k' });
  });

  it('rejects malformed values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SHOP_ORIGIN_LAT: '123' })).toThrow(/SHOP_ORIGIN_LAT/);
  });
});
