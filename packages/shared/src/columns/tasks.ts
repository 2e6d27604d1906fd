import { cols } from '../common/list-columns';

export const taskColumns = cols(
  'tasks',
  'title!:title project assignee startDate:date deadline:date estimatedHours status:status priority',
);
