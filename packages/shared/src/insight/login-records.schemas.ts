import { z } from 'zod';
import { optionalDateField, optionalIdField, textFilterField } from '../common/fields';
import { defineList } from '../common/list.schemas';
import { LOGIN_STATUSES, loginRecordListShape } from './login-records.constants';

/** One login attempt (`/users-login`). `user` is null when the email belongs to nobody. */
export const loginRecordSchema = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), surname: z.string() }).nullable(),
  email: z.string(),
  status: z.enum(LOGIN_STATUSES),
  /** Why a failed attempt failed (invalidCredentials, inactive, rateLimited); null on success. */
  reason: z.string().nullable(),
  ip: z.string(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  /** A failed attempt that is one of 5 or more for its account or its IP within 15 minutes. */
  burst: z.boolean(),
});
export type LoginRecord = z.infer<typeof loginRecordSchema>;

/** An instant (ISO 8601 with its offset, as `toISOString` writes it). */
const optionalInstantField = z.iso.datetime({ offset: true, error: 'invalid' }).optional();

/**
 * Search: email, the user's name, IP, country, region. Dates: the day of the attempt, company time
 * zone. `since` and `until`: instants, after the one and up to the other, for a span that is not
 * whole days (the dashboard's "last 24 hours").
 */
export const loginRecordList = defineList(loginRecordListShape, {
  item: loginRecordSchema,
  filters: {
    status: z.enum(LOGIN_STATUSES).optional(),
    userId: optionalIdField,
    country: textFilterField(64),
    dateFrom: optionalDateField,
    dateTo: optionalDateField,
    since: optionalInstantField,
    until: optionalInstantField,
  },
  refine: (value, ctx) => {
    if (value.dateFrom && value.dateTo && value.dateFrom > value.dateTo)
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'dateRangeInvalid' });
    if (value.since && value.until && Date.parse(value.since) > Date.parse(value.until)) {
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'dateRangeInvalid' });
    }
  },
});

/** Cards over the filtered records. */
export const loginRecordSummarySchema = z.object({
  total: z.number().int(),
  success: z.number().int(),
  failed: z.number().int(),
  /** Distinct accounts (emails) and IPs among them. */
  accounts: z.number().int(),
  ips: z.number().int(),
  /** The company's time zone: the day filters use it, and the screen shows the times in it. */
  timeZone: z.string(),
});
export type LoginRecordSummary = z.infer<typeof loginRecordSummarySchema>;

/** The countries that appear in the records, for the country filter. */
export const loginCountriesResponseSchema = z.object({ data: z.array(z.string()) });
