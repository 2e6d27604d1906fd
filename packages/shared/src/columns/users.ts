import { cols } from '../common/list-columns';

export const userColumns = cols(
  'users',
  'name!:title surname email phone? type:status isActive lastLoginAt:date createdAt:date',
);
