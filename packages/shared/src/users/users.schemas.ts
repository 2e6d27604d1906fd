import { z } from 'zod';
import { USER_TYPES } from '../auth/roles';
import { choiceField, emailField, idField, nameField, passwordField, phoneField } from '../common/fields';
import { LANGUAGES } from '../common/limits';
import { defineList } from '../common/list.schemas';
import { userListShape } from './users.constants';
import { QUOTA_MAX } from './quotas';

/** The user as every answer shows it: never a hash, a secret or a token. */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  type: z.enum(USER_TYPES),
  isActive: z.boolean(),
  language: z.enum(LANGUAGES),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Only on the signed-in user's own answers (sign-in, /api/me, /api/profile): true while their
   * role requires two-factor and they have not turned it on. Until then the server refuses every
   * other call with 403 `twoFactorSetupRequired` and the browser keeps them on the profile.
   */
  twoFactorSetupRequired: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const USER_KINDS = ['internal', 'external'] as const;
export type UserKind = (typeof USER_KINDS)[number];

/** Internal staff and external customers are one list, told apart by `kind`. */
export const userList = defineList(userListShape, {
  item: userSchema,
  filters: {
    kind: z.enum(USER_KINDS).default('internal'),
    type: z.enum(USER_TYPES).optional(),
    isActive: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  },
});

/** Summary cards of the users list under its filters: active and inactive, and how many of each type. */
export const userSummarySchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  byType: z.record(z.enum(USER_TYPES), z.number().int()),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** A customer belongs to at most this many companies. */
export const USER_COMPANIES_MAX = 20;

/**
 * The companies a customer (type `user`) belongs to: existing company ids, each once (repeats are
 * dropped), none when left out. Staff belong to none: for an internal type the server stores none.
 */
export const userCompanyIdsField = z
  .array(idField, { error: 'invalid' })
  .max(USER_COMPANIES_MAX, 'invalid')
  .default([])
  .transform((ids) => [...new Set(ids)]);

const userBase = {
  name: nameField,
  surname: nameField,
  email: emailField,
  phone: phoneField,
  language: z.enum(LANGUAGES).default('en'),
  companyIds: userCompanyIdsField,
};

/** Master creates internal staff (master, manager, employee) or external customers (user). */
export const createUserRequestSchema = z.object({
  ...userBase,
  type: choiceField(USER_TYPES),
  password: passwordField,
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

/** One of an account's quotas as the master sets it: a whole number from 1, or null for the role's default. */
const quotaField = z
  .number({ error: 'wholeNumber' })
  .int('wholeNumber')
  .min(1, 'positiveNumber')
  .max(QUOTA_MAX, 'numberTooBig')
  .nullable();

/** An account's own quotas (docs/decisions/032): null where it keeps its role's default. */
export const userQuotasSchema = z.object({
  creationsPerHour: quotaField,
  uploadMbPerHour: quotaField,
  uploadMbTotal: quotaField,
});
export type UserQuotas = z.infer<typeof userQuotasSchema>;

/** Edit; the password is optional here (blank keeps the current one), the quotas too (left out keeps them). */
export const updateUserRequestSchema = z.object({
  ...userBase,
  type: choiceField(USER_TYPES),
  password: z.optional(passwordField).or(z.literal('').transform(() => undefined)),
  quotas: userQuotasSchema.optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

export const setUserActiveRequestSchema = z.object({ isActive: z.boolean() });
export type SetUserActiveRequest = z.infer<typeof setUserActiveRequestSchema>;

export const userResponseSchema = z.object({ user: userSchema });

/** What an account has used of its quotas: records created and megabytes uploaded in this hour, and megabytes in all. */
export const quotaUsageSchema = z.object({
  creationsThisHour: z.number().int(),
  uploadMbThisHour: z.number(),
  uploadMbTotal: z.number(),
});
export type QuotaUsage = z.infer<typeof quotaUsageSchema>;

/**
 * One user with the companies they belong to, their own quotas (null: the role's default) and what
 * they used of them (GET /api/users/:id, and the create and update answers); lists stay without them.
 */
export const userDetailSchema = userSchema.extend({
  companyIds: z.array(z.number().int()),
  quotas: userQuotasSchema,
  quotaUsage: quotaUsageSchema,
});
export type UserDetail = z.infer<typeof userDetailSchema>;
export const userDetailResponseSchema = z.object({ user: userDetailSchema });

/** Minimal shape for selectors (userPolicy.lookup). */
export const userLookupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  type: z.enum(USER_TYPES),
});
export const userLookupResponseSchema = z.object({ data: z.array(userLookupSchema) });
export type UserLookup = z.infer<typeof userLookupSchema>;
