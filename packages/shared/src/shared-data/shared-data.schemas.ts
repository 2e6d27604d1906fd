import { z } from 'zod';
import { hostField, idParam, isStorableText, optionalText, requiredText } from '../common/fields';
import { CREDENTIAL_PASSWORD_MAX, CREDENTIAL_USERNAME_MAX, DESCRIPTION_MAX, DOMAIN_MAX } from '../common/limits';
import { defineList } from '../common/list.schemas';
import { PASSWORD_READ_PURPOSES, SHARED_DATA_ACCESS, sharedDataListShape } from './shared-data.constants';

/*
 * Shared data (`/shared-data`): customer credentials a manager or employee keeps and shares with
 * colleagues (`sharedDataPolicy`). No answer here carries the password, not even its length: only
 * `POST /api/shared-data/:id/reveal` gives it, to the owner and those it is shared with.
 */

/** The most people one record is shared with. */
export const SHARE_MAX = 50;

const personSchema = z.object({ id: z.number().int(), name: z.string(), surname: z.string() });
export type SharedDataPerson = z.infer<typeof personSchema>;

/** One shared data record as lists and reads show it: `own` for the caller's, `shared` for one shared with them. */
export const sharedDataSchema = z.object({
  id: z.number().int(),
  access: z.enum(SHARED_DATA_ACCESS),
  owner: personSchema,
  sharedWith: z.array(personSchema),
  domain: z.string(),
  username: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SharedData = z.infer<typeof sharedDataSchema>;

/** Search: username, domain, description and the owner's name. `access` keeps the caller's own or those shared with them. */
export const sharedDataList = defineList(sharedDataListShape, {
  item: sharedDataSchema,
  filters: { access: z.enum(SHARED_DATA_ACCESS).optional() },
});

/** Summary cards under the search: all, own, shared with the caller, and the caller's own shared with someone. */
export const sharedDataSummarySchema = z.object({
  total: z.number().int(),
  own: z.number().int(),
  sharedWithMe: z.number().int(),
  sharedByMe: z.number().int(),
});
export type SharedDataSummary = z.infer<typeof sharedDataSummarySchema>;

/** A whole user id, as a number or the digits of a select's value. */
const isUserId = (value: unknown) =>
  (typeof value === 'number' || (typeof value === 'string' && /^\d{1,10}$/.test(value))) &&
  idParam.safeParse(value).success;

/**
 * The people a record is shared with, by user id, each once. Every refusal is on the field itself
 * (`sharedWith`), not on one element: the form shows one message under its one selector. Whether
 * each id is an active manager or employee other than the owner is the server's check.
 */
export const sharedWithField = z
  .array(z.unknown(), { error: 'invalid' })
  .max(SHARE_MAX, 'tooManyShares')
  .refine((ids) => ids.every(isUserId), 'shareTargetInvalid')
  .transform((ids) => [...new Set(ids.map(Number))]);

/** The password as typed: never trimmed (spaces may be part of it), at least one character. */
const passwordValue = z
  .string({ error: 'required' })
  .min(1, 'required')
  .max(CREDENTIAL_PASSWORD_MAX, 'tooLong')
  .refine(isStorableText, 'invalidCharacters');

const detailFields = {
  username: requiredText(CREDENTIAL_USERNAME_MAX),
  domain: hostField(DOMAIN_MAX),
  description: optionalText(DESCRIPTION_MAX),
};

/** `POST /api/shared-data`: everything required but the description; shared with nobody when `sharedWith` is left out. */
export const createSharedDataSchema = z.strictObject({
  ...detailFields,
  password: passwordValue,
  sharedWith: sharedWithField.default([]),
});
export type CreateSharedDataRequest = z.input<typeof createSharedDataSchema>;

/**
 * `PUT /api/shared-data/:id` (the owner): a password left out or empty keeps the stored one;
 * `sharedWith` left out keeps the people it is shared with, `[]` shares it with nobody.
 */
export const updateSharedDataSchema = z.strictObject({
  ...detailFields,
  password: z
    .string({ error: 'invalid' })
    .max(CREDENTIAL_PASSWORD_MAX, 'tooLong')
    .refine(isStorableText, 'invalidCharacters')
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  sharedWith: sharedWithField.optional(),
});
export type UpdateSharedDataRequest = z.input<typeof updateSharedDataSchema>;

export const sharedDataResponseSchema = z.object({ sharedData: sharedDataSchema });

/**
 * `POST /api/shared-data/:id/reveal` says why the password is read: to show it or to copy it; the
 * audit trail records the two apart. Without a body it is a reveal.
 */
export const revealRequestSchema = z.object({ purpose: z.enum(PASSWORD_READ_PURPOSES) }).strict();
export type RevealRequest = z.infer<typeof revealRequestSchema>;

/** `POST /api/shared-data/:id/reveal`: the password, for the owner and those it is shared with. */
export const revealResponseSchema = z.object({ password: z.string() });
export type RevealResponse = z.infer<typeof revealResponseSchema>;
