import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListenClient } from '../db/kept-listen';
import { postgresBus, type LiveEvent } from './live-events';

/* The PostgreSQL bus keeps listening through lost connections and failed reconnects. */

class FakeClient extends EventEmitter {
  queries: string[] = [];
  ended = false;
  constructor(private readonly connects: boolean) {
    super();
  }
  async connect() {
    if (!this.connects) throw new Error('connection refused');
  }
  async query(text: string) {
    this.queries.push(text);
    return {};
  }
  async end() {
    this.ended = true;
  }
  notify(event: LiveEvent) {
    this.emit('notification', { channel: 'workspace_live', payload: JSON.stringify(event), processId: 1 });
  }
}

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
const pool = { options: {}, query: vi.fn(async () => ({})) } as unknown as pg.Pool;
const event: LiveEvent = { topic: 'ticket', ticketId: 7, kind: 'changed', createdById: 3, assigneeId: null };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the PostgreSQL live bus', () => {
  it('listens again after a lost connection, trying every second while connecting fails', async () => {
    // The first connection works, the next two attempts are refused, the fourth works.
    const outcomes = [true, false, false, true];
    const clients: FakeClient[] = [];
    const bus = await postgresBus(pool, log, () => {
      const client = new FakeClient(outcomes[clients.length] ?? true);
      clients.push(client);
      return client as unknown as ListenClient;
    });
    const heard: LiveEvent[] = [];
    bus.subscribe((received) => heard.push(received));

    clients[0]!.notify(event);
    expect(heard).toEqual([event]);
    expect(clients[0]!.queries).toEqual(['LISTEN workspace_live']);

    clients[0]!.emit('end');
    expect(clients[0]!.ended).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(clients).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(clients).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(clients).toHaveLength(4);
    expect(clients[3]!.queries).toEqual(['LISTEN workspace_live']);

    // A lost client's late notification is not heard; the new one's is.
    clients[0]!.notify({ ...event, ticketId: 8 });
    clients[3]!.notify({ ...event, ticketId: 9 });
    expect(heard.map((received) => received.ticketId)).toEqual([7, 9]);

    // Once listening, nothing more is tried.
    await vi.advanceTimersByTimeAsync(5000);
    expect(clients).toHaveLength(4);
    await bus.close();
    expect(clients[3]!.ended).toBe(true);
  });

  it('tries no more once closed', async () => {
    const clients: FakeClient[] = [];
    const bus = await postgresBus(pool, log, () => {
      const client = new FakeClient(clients.length === 0);
      clients.push(client);
      return client as unknown as ListenClient;
    });
    clients[0]!.emit('error', new Error('terminated'));
    await bus.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(clients).toHaveLength(1);
  });
});
