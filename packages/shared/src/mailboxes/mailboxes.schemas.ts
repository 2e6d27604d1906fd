import { z } from 'zod';
import { emailField, hostField, isStorableText, nullableIdField, requiredText } from '../common/fields';
import { TICKET_DEPARTMENTS } from '../tickets/tickets.constants';
import {
  MAILBOX_AFTER_IMPORT,
  MAILBOX_FOLDER_MAX,
  MAILBOX_HOST_MAX,
  MAILBOX_NAME_MAX,
  MAILBOX_PASSWORD_MAX,
  MAILBOX_TEST_FAILURES,
  MAILBOX_USERNAME_MAX,
} from './mailboxes.constants';

/*
 * Support mailboxes (`/api/mailboxes`, master only). No answer carries a password: only whether
 * one is set. The mailbox of `IMAP_URL` is listed with `fromEnvironment` and cannot be changed here.
 */

export const mailboxSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  host: z.string(),
  port: z.number().int(),
  tls: z.boolean(),
  username: z.string(),
  passwordSet: z.boolean(),
  folder: z.string(),
  afterImport: z.enum(MAILBOX_AFTER_IMPORT),
  moveTo: z.string().nullable(),
  address: z.string(),
  department: z.enum(TICKET_DEPARTMENTS),
  categoryId: z.number().int().nullable(),
  allowUnknownSenders: z.boolean(),
  enabled: z.boolean(),
  fromEnvironment: z.boolean(),
  lastCheckAt: z.string().nullable(),
  lastError: z.enum(MAILBOX_TEST_FAILURES).nullable(),
  lastErrorDetail: z.string().nullable(),
  importedCount: z.number().int(),
  keptAsideCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Mailbox = z.infer<typeof mailboxSchema>;

export const mailboxesResponseSchema = z.object({ mailboxes: z.array(mailboxSchema) });
export const mailboxResponseSchema = z.object({ mailbox: mailboxSchema });

const folderField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(MAILBOX_FOLDER_MAX, 'tooLong')
  .refine(isStorableText, 'invalidCharacters');

/** The connection's settings: what "Test connection" tries, and what a mailbox is saved with. */
const connectionFields = {
  host: hostField(MAILBOX_HOST_MAX),
  port: z.coerce.number({ error: 'required' }).int('invalidNumber').min(1, 'invalidPort').max(65535, 'invalidPort'),
  tls: z.boolean({ error: 'required' }),
  username: requiredText(MAILBOX_USERNAME_MAX),
  folder: folderField,
};

const passwordValue = z
  .string({ error: 'required' })
  .max(MAILBOX_PASSWORD_MAX, 'tooLong')
  .refine(isStorableText, 'invalidCharacters');

const mailboxFields = {
  name: requiredText(MAILBOX_NAME_MAX),
  ...connectionFields,
  afterImport: z.enum(MAILBOX_AFTER_IMPORT, { error: 'invalidValue' }),
  moveTo: folderField.nullish().transform((value) => value ?? null),
  address: emailField,
  department: z.enum(TICKET_DEPARTMENTS, { error: 'invalidValue' }),
  categoryId: nullableIdField,
  allowUnknownSenders: z.boolean({ error: 'required' }),
  enabled: z.boolean({ error: 'required' }),
};

/** Moving needs a folder to move to. */
const moveNeedsFolder = (value: { afterImport: string; moveTo: string | null }) =>
  value.afterImport !== 'move' || value.moveTo !== null;
const moveToIssue = { message: 'required', path: ['moveTo'] };

/** `POST /api/mailboxes`: every field; the password is required. */
export const createMailboxSchema = z
  .strictObject({ ...mailboxFields, password: passwordValue.min(1, 'required') })
  .refine(moveNeedsFolder, moveToIssue);
export type CreateMailboxRequest = z.input<typeof createMailboxSchema>;

/** `PUT /api/mailboxes/:id`: a password left out or empty keeps the stored one. */
export const updateMailboxSchema = z
  .strictObject({
    ...mailboxFields,
    password: passwordValue.optional().transform((value) => (value === '' ? undefined : value)),
  })
  .refine(moveNeedsFolder, moveToIssue);
export type UpdateMailboxRequest = z.input<typeof updateMailboxSchema>;

/**
 * `POST /api/mailboxes/test`: the settings as typed. Without a password, that of `mailboxId`
 * (the mailbox being edited) is tried.
 */
export const testMailboxSchema = z.strictObject({
  ...connectionFields,
  password: passwordValue.optional().transform((value) => (value === '' ? undefined : value)),
  mailboxId: nullableIdField,
});
export type TestMailboxRequest = z.input<typeof testMailboxSchema>;

/** What the test found: `ok`, or the failure in words the screen translates, with the server's own words when it gave any. */
export const testMailboxResponseSchema = z.object({
  ok: z.boolean(),
  failure: z.enum(MAILBOX_TEST_FAILURES).nullable(),
  detail: z.string().nullable(),
});
export type TestMailboxResponse = z.infer<typeof testMailboxResponseSchema>;
