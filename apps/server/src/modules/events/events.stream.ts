import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NotificationLiveEvent } from '@workspace/shared/notifications/notification-events';
import type { TicketChangeEvent } from '@workspace/shared/tickets/ticket-events';
import { requireAuth } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { LiveEvent } from '../../lib/live-events';
import { securityHeaders } from '../../plugins/security-headers';

/* A comment line keeps proxies and the browser from timing the stream out. */
const PING_MS = 15_000;
/*
 * A stream ends after this long and the browser opens a new one with its token, checked like any
 * request. (A sign-out, a revoked session or a deactivation ends it at once: watchSession.)
 */
const STREAM_LIFETIME_MS = 10 * 60_000;
/*
 * Open streams of one person on one instance: enough for every tab they work in, while each holds
 * a socket and a listener for as long as it lasts. One more answers 429.
 */
export const STREAMS_PER_PERSON = 10;

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/*
 * The frame each kind of live event is written as; an event of any other kind is not written.
 * Each carries ids and what happened, never content: the browser fetches the rest.
 */
const FRAMES: Record<string, (event: LiveEvent) => string> = {
  ticket: ({ subject, change }) => frame('ticket', { ticketId: subject.id, kind: change } as TicketChangeEvent),
  notification: ({ subject, change }) =>
    frame('notification', { notificationId: subject.id, change } as NotificationLiveEvent),
};

/**
 * GET /api/events: one stream per tab of everything live the caller may receive (the bus's
 * recipient rules): `ready` first, then `ticket` events ({ ticketId, kind }) of the tickets they may
 * read, and `notification` events ({ notificationId, change }) of their own notifications. Asked
 * for without `Accept: text/event-stream` it answers 406: it is a stream, never a document.
 */
export function liveEventStream(app: FastifyInstance) {
  const open = new Set<() => void>();
  const openPerPerson = new Map<number, number>();
  // Streams never finish on their own: end them when the server closes, so closing does not wait.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { user } = requireAuth(request);
    if (!(request.headers.accept ?? '').includes('text/event-stream'))
      throw new AppError(406, 'notAcceptable', 'notAcceptable');
    const actor = { id: user.id, type: user.type };
    const held = openPerPerson.get(user.id) ?? 0;
    if (held >= STREAMS_PER_PERSON) throw new AppError(429, 'rateLimited', 'tooManyStreams');
    openPerPerson.set(user.id, held + 1);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...securityHeaders,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    raw.write(`retry: 2000\n\n${frame('ready', {})}`);

    const unsubscribe = app.live.subscribe(actor, (event) => {
      const write = FRAMES[event.subject.kind];
      if (write) raw.write(write(event));
    });
    const ping = setInterval(() => raw.write(': ping\n\n'), PING_MS);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(ping);
      clearTimeout(lifetime);
      unsubscribe();
      unwatch();
      open.delete(end);
      const left = (openPerPerson.get(user.id) ?? 1) - 1;
      if (left > 0) openPerPerson.set(user.id, left);
      else openPerPerson.delete(user.id);
      if (!raw.writableEnded) raw.end();
    };
    // Signed out, revoked or deactivated: the stream ends within moments, not at its lifetime.
    const unwatch = app.watchSession(request, end);
    const lifetime = setTimeout(end, STREAM_LIFETIME_MS);
    open.add(end);
    request.raw.on('close', end);
    raw.on('error', end);
  };
}
