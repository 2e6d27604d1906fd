import type { FastifyInstance } from 'fastify';
import { outgoingMailList, outgoingMailResponseSchema } from '@workspace/shared/insight/outgoing-mail.schemas';
import { resourceRoutes } from '../../lib/routes';
import * as service from './outgoing-mail.service';

/** The delivery log of outgoing mail (docs/decisions/038): the master reads it, nobody writes it here. */
export async function outgoingMailRoutes(app: FastifyInstance) {
  resourceRoutes(app, {
    path: '/api/outgoing-mail',
    tags: ['outgoing mail'],
    one: 'OutgoingMail',
    many: 'OutgoingMail',
    record: 'mail',
  })
    .list(outgoingMailList, {
      list: {
        description:
          'Answers one page of the delivery log of outgoing mail, newest first: recipient, subject, kind, status (queued, sent, failed), tries and the last error; searched by recipient and subject. The master alone.',
        run: service.listOutgoingMail,
      },
    })
    .get({
      description:
        'Answers one mail of the delivery log with its plain text, its HTML and its threading headers, for a preview. The master alone.',
      response: outgoingMailResponseSchema,
      wrapped: true,
      run: service.getOutgoingMail,
    });
}
