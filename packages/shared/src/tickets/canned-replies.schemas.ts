import { z } from 'zod';
import { nameField, requiredText } from '../common/fields';
import { COMMENT_MAX } from '../common/limits';

/**
 * Canned replies: texts staff insert in a ticket's reply box by typing "/". Master and manager
 * keep the list; every staff member reads it. `{customer.name}` and `{ticket.subject}` in the body
 * are filled in when inserted.
 */
export const CANNED_REPLY_PLACEHOLDERS = ['{customer.name}', '{ticket.subject}'] as const;

export const cannedReplySchema = z.object({ id: z.number().int(), title: z.string(), body: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type CannedReply = z.infer<typeof cannedReplySchema>;

/** The whole list, by title: short by nature, so never paged. */
export const cannedReplyListResponseSchema = z.object({ data: z.array(cannedReplySchema) });
export type CannedReplyListResponse = z.infer<typeof cannedReplyListResponseSchema>;

export const cannedReplyRequestSchema = z.object({ title: nameField, body: requiredText(COMMENT_MAX) });
export type CannedReplyRequest = z.input<typeof cannedReplyRequestSchema>;
export const cannedReplyResponseSchema = z.object({ cannedReply: cannedReplySchema });

/** Fills the placeholders of a canned reply for one ticket. */
export function fillCannedReply(body: string, values: { customerName: string; ticketSubject: string }): string {
  return body.replaceAll('{customer.name}', values.customerName).replaceAll('{ticket.subject}', values.ticketSubject);
}
