import { defineListShape } from '../common/list-shape';

export const LOGIN_STATUSES = ['success', 'failed'] as const;
export type LoginStatus = (typeof LOGIN_STATUSES)[number];

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
