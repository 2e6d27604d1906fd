import { z } from 'zod';
import { LANGUAGES } from '../common/limits';
import { isStorableText } from '../common/text-fields';
import { NOTIFICATION_KINDS } from './notifications.constants';
import { EMAIL_RHYTHMS } from './notification-preferences.constants';

const kindPreferenceSchema = z.strictObject({
  kind: z.enum(NOTIFICATION_KINDS),
  inApp: z.boolean(),
  email: z.boolean(),
});

/** `GET /api/notification-preferences`: the caller's, with the defaults filled in; `isDefault` per kind. */
export const notificationPreferencesSchema = z.object({
  emailRhythm: z.enum(EMAIL_RHYTHMS),
  kinds: z.array(kindPreferenceSchema.extend({ isDefault: z.boolean() })),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * `PUT /api/notification-preferences`: the rhythm and/or the kinds given, by kind
 * (`{ "taskComment": { "inApp": true, "email": false } }`, so each once); kinds left out keep what
 * they had. A kind equal to its default stops being kept.
 */
export const notificationPreferencesUpdateSchema = z.strictObject({
  emailRhythm: z.enum(EMAIL_RHYTHMS).optional(),
  kinds: z
    .partialRecord(z.enum(NOTIFICATION_KINDS), z.strictObject({ inApp: z.boolean(), email: z.boolean() }))
    .optional(),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

/** `GET /api/unsubscribe?token=`: what a one-click link turns off, and the language to say it in. */
export const unsubscribeQuerySchema = z.strictObject({
  token: z.string().min(1).max(300).refine(isStorableText, 'invalidCharacters'),
});
export const unsubscribeInfoSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  language: z.enum(LANGUAGES),
  email: z.boolean(),
});
export type UnsubscribeInfo = z.infer<typeof unsubscribeInfoSchema>;
