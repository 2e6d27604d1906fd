import { cols } from '../common/list-columns';

export const ticketColumns = cols(
  'tickets',
  'id! subject:title status:status priority category? assignee createdBy? deadline:date createdAt:date',
);
