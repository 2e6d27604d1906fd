import { cols } from '../common/list-columns';

export const transactionColumns = cols(
  'transactions',
  'transactionDate:date type:status name!:title amount:amount currency category company project assignedUser',
);
