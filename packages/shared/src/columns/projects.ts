import { cols } from '../common/list-columns';

export const projectColumns = cols(
  'projects',
  'name!:title companyName budget:amount money startDate:date status:status priority tasks',
);
