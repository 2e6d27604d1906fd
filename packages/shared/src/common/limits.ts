/** Business constants of the product, shared by server and browser. */
export const NAME_MAX = 35;
/** A phone number holds at most 15 digits (E.164); written with spaces, "+", dashes and brackets it may take up to PHONE_TEXT_MAX characters. */
export const PHONE_MAX = 15;
export const PHONE_TEXT_MAX = 25;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;
/** A list that bounds its count (the task search) counts this many matches, or up to its page's last row when that is further; beyond it the total is "1,000+". */
export const COUNT_LIMIT = 1000;
export const SEARCH_MAX = 100;
/** Ids are PostgreSQL `integer` identity columns: nothing above this can name a record. */
export const ID_MAX = 2_147_483_647;

export const CURRENCIES = ['TL', 'Euro', 'USD', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const TOAST = { autoCloseMs: 3000, position: 'bottom-right', minWidth: 100, maxWidth: 400 } as const;

/** Local-storage keys the product fixes: `token` and `user`. */
export const STORAGE_KEYS = { token: 'token', user: 'user', language: 'language' } as const;

/** Money columns are numeric(14,2): at most 12 digits before the point, 2 after. */
export const MONEY_INTEGER_DIGITS = 12;
export const MONEY_MAX = '999999999999.99';
export const DESCRIPTION_MAX = 5000;
export const COMMENT_MAX = 5000;
/** Estimated hours of a task: numeric(7,2). */
export const HOURS_MAX = 99999.99;
export const ATTACHMENTS_PER_COMMENT = 5;
export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** Shared customer credentials: the sign-in name and the password as typed (sealed before storing). */
export const CREDENTIAL_USERNAME_MAX = 150;
export const CREDENTIAL_PASSWORD_MAX = 500;
export const DOMAIN_MAX = 253;
