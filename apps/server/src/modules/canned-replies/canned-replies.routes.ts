import type { FastifyInstance } from 'fastify';
import {
  cannedReplyListResponseSchema,
  cannedReplyRequestSchema,
  cannedReplyResponseSchema,
} from '@workspace/shared/tickets/canned-replies.schemas';
import { resourceRoutes } from '../../lib/routes';
import * as service from './canned-replies.service';

export async function cannedRepliesRoutes(app: FastifyInstance) {
  const body = cannedReplyRequestSchema;
  const response = cannedReplyResponseSchema;
  resourceRoutes(app, {
    path: '/api/canned-replies',
    tags: ['canned replies'],
    one: 'CannedReply',
    many: 'CannedReplies',
    record: 'cannedReply',
  })
    .read('', 'listCannedReplies', {
      description: `Answers every canned reply by title, for the ticket reply box's "/" menu. Master, manager and employee.`,
      response: cannedReplyListResponseSchema,
      run: service.listCannedReplies,
    })
    .create({
      description: 'Creates a canned reply; its author is recorded. Master and manager.',
      body,
      response,
      run: service.createCannedReply,
    })
    .update({
      description: "Edits a canned reply's title and body. Master and manager.",
      body,
      response,
      run: service.updateCannedReply,
    })
    .remove({ description: 'Deletes a canned reply. Master and manager.', run: service.deleteCannedReply });
}
