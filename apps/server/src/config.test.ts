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

  it('takes outgoing mail from SMTP_URL and MAIL_FROM: without a server, none is needed', () => {
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    expect(loadConfig({}).MAIL_FROM).toBe('Workspace <workspace@localhost>');
    expect(loadConfig({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    const config = loadConfig({
      SMTP_URL: 'smtps://desk:secret@mail.example.com:465',
      MAIL_FROM: 'Destek <destek@example.com>',
    });
    expect(config).toMatchObject({
      SMTP_URL: 'smtps://desk:secret@mail.example.com:465',
      MAIL_FROM: 'Destek <destek@example.com>',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: must start with smtp/);
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ MAIL_FROM: 'a@b.c\r\nBcc: x@y.z' })).toThrow(/MAIL_FROM/);
  });
});
