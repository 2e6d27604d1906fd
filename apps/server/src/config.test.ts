import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a newcomer', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', TRUST_PROXY: false });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('takes the company time zone from APP_TIMEZONE and accepts only real IANA zones', () => {
    expect(loadConfig({}).APP_TIMEZONE).toBe('Europe/Istanbul');
    expect(loadConfig({ APP_TIMEZONE: 'Europe/London' }).APP_TIMEZONE).toBe('Europe/London');
    expect(() => loadConfig({ APP_TIMEZONE: 'Mars/Olympus_Mons' })).toThrow(/APP_TIMEZONE: must be an IANA time zone/);
    expect(() => loadConfig({ APP_TIMEZONE: 'Europe/Istanbull' })).toThrow(/APP_TIMEZONE/);
  });
});
