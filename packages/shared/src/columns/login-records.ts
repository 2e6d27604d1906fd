import { cols } from '../common/list-columns';

export const loginRecordColumns = cols(
  'login-records',
  'user!:title email createdAt:date ip country region status:status',
);
