import { defineListShape } from '../common/list-shape';

export const LOGIN_STATUSES = ['success', 'failed'] as const;
export type LoginStatus = (typeof LOGIN_STATUSES)[number];

/** Why a sign-in attempt failed, as its login record keeps it; the words are in i18n/labels.ts. */
export const LOGIN_FAILURE_REASONS = [
  'wrongPassword',
  'unknownEmail',
  'inactive',
  'rateLimited',
  'invalidTwoFactorCode',
  'invalidRecoveryCode',
  'twoFactorOff',
] as const;
export type LoginFailureReason = (typeof LOGIN_FAILURE_REASONS)[number];

/** A burst: this many failed attempts or more, for one account or one IP, within BURST_WINDOW_MINUTES. */
export const BURST_MIN_FAILURES = 5;

export const BURST_WINDOW_MINUTES = 15;

export const LOGIN_RECORD_SORT_FIELDS = ['createdAt', 'email', 'user', 'ip', 'country', 'status'] as const;

export const loginRecordListShape = defineListShape({
  name: 'login-records',
  filterKeys: ['status', 'userId', 'country', 'dateFrom', 'dateTo', 'since', 'until'],
  sortFields: LOGIN_RECORD_SORT_FIELDS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
});
