import { cols } from '../common/list-columns';

export const outgoingMailColumns = cols(
  'outgoing-mail',
  'subject!:title status:status recipient kind tries lastError createdAt:date',
);
