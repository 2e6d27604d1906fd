import { z } from 'zod';
import { textFilterField } from '../common/fields';
import { defineList } from '../common/list.schemas';
import { OUTGOING_MAIL_STATUSES, outgoingMailListShape } from './outgoing-mail.constants';

/**
 * One mail of the delivery log as the master's list shows it: to whom, what, where it stands, how
 * many tries it took and the last error. `messageId` is the left part of its Message-ID.
 */
export const outgoingMailSchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  kind: z.string(),
  language: z.string(),
  subject: z.string(),
  status: z.enum(OUTGOING_MAIL_STATUSES),
  tries: z.number().int(),
  lastError: z.string().nullable(),
  messageId: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutgoingMail = z.infer<typeof outgoingMailSchema>;

export const outgoingMailList = defineList(outgoingMailListShape, {
  item: outgoingMailSchema,
  filters: { status: z.enum(OUTGOING_MAIL_STATUSES).optional(), kind: textFilterField(40) },
});

/** One mail with what it says, for the preview: the plain text and the HTML as sent, and its threading headers. */
export const outgoingMailDetailSchema = outgoingMailSchema.extend({
  text: z.string(),
  html: z.string(),
  headers: z.object({
    inReplyTo: z.string().optional(),
    references: z.array(z.string()).optional(),
    listUnsubscribe: z.string().optional(),
    replyTo: z.string().optional(),
  }),
});
export type OutgoingMailDetail = z.infer<typeof outgoingMailDetailSchema>;
export const outgoingMailResponseSchema = z.object({ mail: outgoingMailDetailSchema });
