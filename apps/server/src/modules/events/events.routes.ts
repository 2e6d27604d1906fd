import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noQuerySchema } from '@workspace/shared/common/list.schemas';
import { eventStreamResponse } from '../../lib/openapi';
import { liveEventStream, STREAMS_PER_PERSON } from './events.stream';

/** The one live event stream of a signed-in tab: tickets and notifications (docs/decisions/010, 036). */
export async function eventsRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/events',
      {
        schema: {
          tags: ['events'],
          operationId: 'streamEvents',
          description:
            'Streams server-sent events: `ready`, then `ticket` events (`{ ticketId, kind }`) after each change of a ticket the caller may read, and ' +
            "`notification` events (`{ notificationId, change }`) of the caller's own notifications; the stream ends when its session does " +
            `(sign-out, deactivation). Any signed-in user, at most ${STREAMS_PER_PERSON} streams at once (429 beyond); a request that does not ` +
            'accept `text/event-stream` gets 406.',
          errors: [406, 429],
          querystring: noQuerySchema,
          response: { 200: eventStreamResponse },
        },
      },
      liveEventStream(app),
    );
}
