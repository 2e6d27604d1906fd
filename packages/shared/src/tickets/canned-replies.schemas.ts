import { z } from 'zod';
import { nameField, requiredText } from '../common/fields';
import { COMMENT_MAX } from '../common/limits';

export const cannedReplySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CannedReply = z.infer<typeof cannedReplySchema>;

/** The whole list, by title: short by nature, so never paged. */
export const cannedReplyListResponseSchema = z.object({ data: z.array(cannedReplySchema) });
export type CannedReplyListResponse = z.infer<typeof cannedReplyListResponseSchema>;

export const cannedReplyRequestSchema = z.object({ title: nameField, body: requiredText(COMMENT_MAX) });
export type CannedReplyRequest = z.input<typeof cannedReplyRequestSchema>;
export const cannedReplyResponseSchema = z.object({ cannedReply: cannedReplySchema });
