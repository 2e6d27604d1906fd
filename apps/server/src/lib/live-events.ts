import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { keepListening, type ListenClient } from '../db/kept-listen';

/*
 * Live events: what changed, told to every open event stream of every server instance (docs/decisions/010).
 * On the embedded database there is one process, so an in-process emitter is the whole bus. On
 * PostgreSQL any number of instances share the data, so an event goes through NOTIFY on one
 * channel and every instance (the sender too) hears it on a connection held for LISTEN.
 * An event says which record changed and who may read it, never its content: a stream's owner
 * is told only of records they may read, and fetches the rest through the usual, checked, routes.
 */

/** A ticket changed: its id, the kind of change, and the two people its read rule looks at. */
export type LiveEvent = {
  topic: 'ticket';
  ticketId: number;
  kind: 'created' | 'changed' | 'comment' | 'deleted';
  createdById: number | null;
  assigneeId: number | null;
};

export type LiveBus = {
  /** Tells every instance's listeners; call after the change has committed. Never throws. */
  publish: (event: LiveEvent) => Promise<void>;
  /** Calls `listener` for every event from now on; answers the unsubscribe function. */
  subscribe: (listener: (event: LiveEvent) => void) => () => void;
  close: () => Promise<void>;
};

const CHANNEL = 'workspace_live';
/* NOTIFY carries at most 8000 bytes; an event is well under 200. */
const isLiveEvent = (value: unknown): value is LiveEvent =>
  typeof value === 'object' && value !== null && (value as LiveEvent).topic === 'ticket' && Number.isInteger((value as LiveEvent).ticketId);

function emitterBus(emitter: EventEmitter) {
  emitter.setMaxListeners(0);
  return {
    emit: (event: LiveEvent) => emitter.emit('event', event),
    subscribe: (listener: (event: LiveEvent) => void) => {
      emitter.on('event', listener);
      return () => {
        emitter.off('event', listener);
      };
    },
  };
}

/** One process: publishing is emitting. */
export function inProcessBus(): LiveBus {
  const local = emitterBus(new EventEmitter());
  return {
    publish: async (event) => {
      local.emit(event);
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
export async function postgresBus(pool: pg.Pool, log: FastifyBaseLogger, newClient?: () => ListenClient): Promise<LiveBus> {
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
    publish: async (event) => {
      try {
        await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
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
