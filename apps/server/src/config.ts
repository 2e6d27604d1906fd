import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '@workspace/shared/common/work';
import { parseImapUrl } from './lib/mail/imap-url';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/* Intl throws a RangeError for a zone it does not know, so this accepts exactly the real IANA zones. */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().default('./data'),
  /** Seals shared passwords and two-factor secrets; the embedded database makes one in DATA_DIR when unset. */
  APP_KEY: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Earlier keys, comma-separated: they open what they sealed until `npm run rotate-key` re-seals it. */
  APP_KEY_PREVIOUS: z.string().optional(),
  TRUST_PROXY: booleanFlag,
  CORS_ORIGIN: z.string().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** A sign-in token unused for this many days stops working, however long its lifetime. */
  TOKEN_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
  /** The company's time zone: "today", "overdue" and "due this week" are taken here. */
  APP_TIMEZONE: z
    .string()
    .default(DEFAULT_TIME_ZONE)
    .refine(isTimeZone, 'must be an IANA time zone, like Europe/Istanbul'),
  /** Outgoing mail's server (`smtp://user:password@host:587`, `smtps://...`); unset: mail is written as .eml files under DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The sender of outgoing mail, an address or `Name <address>`. */
  MAIL_FROM: z
    .string()
    .regex(/^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'must be an address, or a name and <address>')
    .default('Workspace <workspace@localhost>'),
  /** A support mailbox whose mail becomes tickets (`imaps://user:password@host:993/INBOX?address=support@example.com`, lib/mail/imap-url.ts). */
  IMAP_URL: z
    .string()
    .superRefine((value, context) => {
      const parsed = parseImapUrl(value);
      if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.reason });
    })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** How often (seconds) the reader looks for new mail on a server without IDLE, and at most between two looks with it. */
  IMAP_POLL_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /** The web app's address as people reach it, for the links in mail; unset: `http://localhost:<PORT>`. */
  APP_URL: z
    .string()
    .regex(
      /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/,
      'must be an http:// or https:// address, like https://workspace.example.com',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type Config = Omit<z.infer<typeof envSchema>, 'APP_URL'> & { APP_URL: string };

/** Reads the environment once; a bad variable stops the start with a message that names it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.ADMIN_EMAIL && !parsed.data.ADMIN_PASSWORD) {
    throw new Error('Invalid configuration:\n  ADMIN_PASSWORD: required when ADMIN_EMAIL is set');
  }
  const { APP_URL, ...rest } = parsed.data;
  // Without a trailing slash, so that a link is APP_URL + a path.
  return { ...rest, APP_URL: (APP_URL ?? `http://localhost:${rest.PORT}`).replace(/\/+$/, '') };
}
