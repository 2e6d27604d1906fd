import type { CannedReply, CannedReplyRequest } from '@workspace/shared/tickets/canned-replies.schemas';
import { useSaveMutation } from '../../../lib/mutations';
import { cannedReplyKeys } from '../../../lib/query-keys';

/** POST /api/canned-replies, or PUT /api/canned-replies/:id (master and manager). */
export function useSaveCannedReply() {
  return useSaveMutation<CannedReplyRequest, { cannedReply: CannedReply }>('/api/canned-replies', [
    cannedReplyKeys.all,
  ]);
}
