import { defineListShape } from '../common/list-shape';

export const SHARED_DATA_ACCESS = ['own', 'shared'] as const;
export type SharedDataAccess = (typeof SHARED_DATA_ACCESS)[number];

export const SHARED_DATA_SORT_FIELDS = ['updatedAt', 'createdAt', 'domain', 'username'] as const;

export const sharedDataListShape = defineListShape({
  name: 'shared-data',
  filterKeys: ['access'],
  sortFields: SHARED_DATA_SORT_FIELDS,
  defaultSort: 'updatedAt',
  defaultOrder: 'desc',
});

/** Why a password is read: shown in place, or copied to the clipboard. Each is its own audit action. */
export const PASSWORD_READ_PURPOSES = ['reveal', 'copy'] as const;
export type PasswordReadPurpose = (typeof PASSWORD_READ_PURPOSES)[number];
