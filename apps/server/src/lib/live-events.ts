import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '@workspace/shared/auth/policies';
import type { Database } from '../db/client';
import { keepListening, type ListenClient } from '../db/kept-listen';

/*
 * Live events: what changed, told to every open event stream of every server instance (docs/decisions/010,
 * 036). On the embedded database there is one process, so an in-process emitter is the whole bus. On
 * PostgreSQL any number of instances share the data, so an event goes through NOTIFY on one
 * channel and every instance (the sender too) hears it on a connection held for LISTEN.
 * An event names its subject (kind and id) and what happened, never its content, with the facts
 * its kind's recipient rule reads: a listener hears only of subjects its actor may receive, and
 * fetches the rest through the usual, checked, routes.
 */

/** Something happened to a subject (`{ kind: 'ticket', id }`, 'comment'), with the people its recipient rule looks at (creator, assignee). */
export type LiveEvent = { subject: { kind: string; id: number }; change: string; facts: Record<string, number | null> };
type RecipientRule = (actor: Actor, facts: LiveEvent['facts']) => boolean;

export type LiveBus = {
  /**
   * Tells every instance's listeners of the events, in order (on PostgreSQL in one round trip,
   * however many: a reply that notifies 200 people is one NOTIFY statement); call after the change
   * has committed. Never throws.
   */
  publish: (events: readonly LiveEvent[]) => Promise<void>;
  /** Calls `listener` for every event from now on that `actor` may receive; answers the unsubscribe function. */
  subscribe: (actor: Actor, listener: (event: LiveEvent) => void) => () => void;
  close: () => Promise<void>;
};

/* Who may receive each kind's events; an event of a kind no subject registered reaches nobody. */
const recipientRules = new Map<string, RecipientRule>();

/**
 * Registers a kind of subject with its recipient rule (its read policy, on the facts its events
 * carry); answers how to publish its events: one change of one or many subjects of that kind.
 */
export function liveSubject<F extends LiveEvent['facts']>(
  kind: string,
  mayReceive: (actor: Actor, facts: F) => boolean,
) {
  recipientRules.set(kind, mayReceive as RecipientRule);
  return (live: LiveBus, change: string, subjects: readonly { id: number; facts: F }[]) =>
    subjects.length === 0
      ? Promise.resolve()
      : live.publish(subjects.map(({ id, facts }) => ({ subject: { kind, id }, change, facts })));
}

const CHANNEL = 'workspace_live';
/* NOTIFY carries at most 8000 bytes; an event is well under 200. */
const isLiveEvent = (value: unknown): value is LiveEvent => {
  const { subject, change, facts } = (value ?? {}) as Partial<LiveEvent>;
  return (
    typeof subject?.kind === 'string' &&
    Number.isInteger(subject.id) &&
    typeof change === 'string' &&
    typeof facts === 'object' &&
    facts !== null
  );
};

function emitterBus(emitter: EventEmitter) {
  emitter.setMaxListeners(0);
  return {
    emit: (event: LiveEvent) => emitter.emit('event', event),
    subscribe: (actor: Actor, listener: (event: LiveEvent) => void) => {
      const heard = (event: LiveEvent) => {
        if (recipientRules.get(event.subject.kind)?.(actor, event.facts)) listener(event);
      };
      emitter.on('event', heard);
      return () => {
        emitter.off('event', heard);
      };
    },
  };
}

/** One process: publishing is emitting. */
export function inProcessBus(): LiveBus {
  const local = emitterBus(new EventEmitter());
  return {
    publish: async (events) => {
      for (const event of events) local.emit(event);
    },
    subscribe: local.subscribe,
    close: async () => undefined,
  };
}

/**
 * PostgreSQL: NOTIFY through the pool, LISTEN on a connection kept beside it (db/kept-listen.ts).
 * Events sent while that connection is being replaced are missed, which streams make up for the
 * way they make up for their own dropped connections (their clients refetch on reconnecting).
 */
export async function postgresBus(
  pool: pg.Pool,
  log: FastifyBaseLogger,
  newClient?: () => ListenClient,
): Promise<LiveBus> {
  const local = emitterBus(new EventEmitter());
  const listening = await keepListening(pool, {
    channel: CHANNEL,
    newClient,
    onNotification: (payload) => {
      if (!payload) return;
      try {
        const event: unknown = JSON.parse(payload);
        if (isLiveEvent(event)) local.emit(event);
      } catch {
        log.warn('ignored an unreadable live event');
      }
    },
    onLost: (error) => log.warn({ err: error }, 'live events: LISTEN connection lost, reconnecting'),
  });

  return {
    publish: async (events) => {
      if (events.length === 0) return;
      try {
        // One notification per event (each well under NOTIFY's 8000 bytes), delivered in this order.
        await pool.query(
          'SELECT pg_notify($1, payload) FROM unnest($2::text[]) WITH ORDINALITY AS e(payload, n) ORDER BY n',
          [CHANNEL, events.map((event) => JSON.stringify(event))],
        );
      } catch (error) {
        // The change itself has committed; a missed event costs a stream a refresh, not data.
        log.warn({ err: error }, 'live events: NOTIFY failed');
      }
    },
    subscribe: local.subscribe,
    close: () => listening.close(),
  };
}

/** The bus for this database: NOTIFY/LISTEN on PostgreSQL, in-process on the embedded one. */
export async function liveBusFor(database: Database, log: FastifyBaseLogger): Promise<LiveBus> {
  return database.kind === 'postgres' && database.pool ? postgresBus(database.pool, log) : inProcessBus();
}
