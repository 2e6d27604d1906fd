import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { parseImapUrl } from './lib/mail/imap-url';

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

  it('takes one support mailbox from IMAP_URL, and names what is wrong with a bad one', () => {
    expect(loadConfig({}).IMAP_URL).toBeUndefined();
    const url =
      'imaps://desk%40example.com:app%20pass@imap.example.com/Support?address=support@example.com&department=billing';
    expect(loadConfig({ IMAP_URL: url }).IMAP_URL).toBe(url);
    expect(() => loadConfig({ IMAP_URL: 'pop3://a:b@mail.example.com' })).toThrow(/IMAP_URL: must start with imap/);
    expect(() => loadConfig({ IMAP_URL: 'imaps://a:b@mail.example.com' })).toThrow(/IMAP_URL: needs \?address=/);
    expect(() => loadConfig({ IMAP_URL: 'imaps://mail.example.com?address=s@x.y' })).toThrow(
      /IMAP_URL: must carry the user/,
    );
    expect(() => loadConfig({ IMAP_URL: 'imaps://a:b@mail.example.com?address=s@x.y&department=hr' })).toThrow(
      /IMAP_URL: department must be one of/,
    );
    expect(() => loadConfig({ IMAP_URL: 'imaps://a:b@mail.example.com?address=s@x.y&after=move' })).toThrow(/moveTo/);
    expect(() => loadConfig({ IMAP_URL: 'imaps://a:b@mail.example.com?address=s@x.y&adress=t' })).toThrow(
      /unknown option "adress"/,
    );
  });

  it('reads the whole mailbox from IMAP_URL', () => {
    const parsed = parseImapUrl(
      'imaps://desk%40example.com:app%20pass@imap.example.com/Support?address=support@example.com&department=billing&after=move&moveTo=Done&unknownSenders=false',
    );
    expect(parsed).toEqual({
      ok: true,
      mailbox: {
        name: 'support@example.com',
        host: 'imap.example.com',
        port: 993,
        tls: true,
        username: 'desk@example.com',
        password: 'app pass',
        folder: 'Support',
        afterImport: 'move',
        moveTo: 'Done',
        address: 'support@example.com',
        department: 'billing',
        categoryId: null,
        allowUnknownSenders: false,
      },
    });
    expect(parseImapUrl('imap://u:p@127.0.0.1?address=s@x.y')).toMatchObject({
      ok: true,
      mailbox: { port: 143, tls: false, folder: 'INBOX' },
    });
  });
});
