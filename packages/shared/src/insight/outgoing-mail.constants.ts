import { defineListShape } from '../common/list-shape';

/**
 * A mail's state in the delivery log: waiting in the queue, handed to the server (or kept as .eml),
 * given up, or sent and then bounced (a delivery report came back to a support mailbox; `last_error`
 * holds its reason).
 */
export const OUTGOING_MAIL_STATUSES = ['queued', 'sent', 'failed', 'bounced'] as const;
export type OutgoingMailStatus = (typeof OUTGOING_MAIL_STATUSES)[number];

export const OUTGOING_MAIL_SORT_FIELDS = ['createdAt', 'recipient', 'status'] as const;

/** The master's "Outgoing mail": the delivery log, newest first. */
export const outgoingMailListShape = defineListShape({
  name: 'outgoing-mail',
  filterKeys: ['status', 'kind'],
  sortFields: OUTGOING_MAIL_SORT_FIELDS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
});
