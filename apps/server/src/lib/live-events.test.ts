import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListenClient } from '../db/kept-listen';
import { inProcessBus, liveSubject, postgresBus, type LiveEvent } from './live-events';

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
/* A subject kind of this test only: a note-like record its owner and the people it is shared with may hear of. */
type ProbeFacts = { ownerId: number; sharedWithId: number | null };
const publishProbe = liveSubject(
  'probe',
  (actor, facts: ProbeFacts) => actor.id === facts.ownerId || actor.id === facts.sharedWithId,
);
const event: LiveEvent = {
  subject: { kind: 'probe', id: 7 },
  change: 'changed',
  facts: { ownerId: 3, sharedWithId: null },
};
const owner = { id: 3, type: 'employee' } as const;

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
    bus.subscribe(owner, (received) => heard.push(received));

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
    clients[0]!.notify({ ...event, subject: { kind: 'probe', id: 8 } });
    clients[3]!.notify({ ...event, subject: { kind: 'probe', id: 9 } });
    expect(heard.map((received) => received.subject.id)).toEqual([7, 9]);

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

describe('the live bus, for any subject', () => {
  it("delivers a subject's event only to those its kind's rule allows, and one of an unknown kind to nobody", async () => {
    const bus = inProcessBus();
    const heard = { owner: [] as number[], colleague: [] as number[], stranger: [] as number[] };
    bus.subscribe(owner, (received) => heard.owner.push(received.subject.id));
    bus.subscribe({ id: 4, type: 'manager' }, (received) => heard.colleague.push(received.subject.id));
    const unsubscribe = bus.subscribe({ id: 5, type: 'master' }, (received) =>
      heard.stranger.push(received.subject.id),
    );

    await publishProbe(bus, 'changed', [{ id: 1, facts: { ownerId: 3, sharedWithId: null } }]);
    await publishProbe(bus, 'changed', [{ id: 2, facts: { ownerId: 3, sharedWithId: 4 } }]);
    await bus.publish([{ subject: { kind: 'unregistered', id: 3 }, change: 'changed', facts: { ownerId: 3 } }]);
    unsubscribe();
    await publishProbe(bus, 'changed', [{ id: 4, facts: { ownerId: 5, sharedWithId: null } }]);

    expect(heard).toEqual({ owner: [1, 2], colleague: [2], stranger: [] });
  });

  it('on PostgreSQL sends the subject, the change and the facts through NOTIFY, and applies the rule where it is heard', async () => {
    const clients: FakeClient[] = [];
    const bus = await postgresBus(pool, log, () => {
      const client = new FakeClient(true);
      clients.push(client);
      return client as unknown as ListenClient;
    });
    const heard: LiveEvent[] = [];
    bus.subscribe({ id: 4, type: 'manager' }, (received) => heard.push(received));
    const calls = vi.mocked(pool.query).mock.calls.length;
    await publishProbe(bus, 'comment', [
      { id: 11, facts: { ownerId: 3, sharedWithId: 4 } },
      { id: 12, facts: { ownerId: 3, sharedWithId: null } },
    ]);
    // Both events in one statement, in order.
    expect(vi.mocked(pool.query).mock.calls.length - calls).toBe(1);
    const [, [channel, payloads]] = vi.mocked(pool.query).mock.lastCall as unknown as [string, [string, string[]]];
    expect(channel).toBe('workspace_live');
    expect(payloads.map((payload) => JSON.parse(payload) as LiveEvent)).toEqual([
      { subject: { kind: 'probe', id: 11 }, change: 'comment', facts: { ownerId: 3, sharedWithId: 4 } },
      { subject: { kind: 'probe', id: 12 }, change: 'comment', facts: { ownerId: 3, sharedWithId: null } },
    ]);

    for (const payload of payloads)
      clients[0]!.emit('notification', { channel: 'workspace_live', payload, processId: 1 });
    clients[0]!.notify({ ...event, facts: { ownerId: 3, sharedWithId: null } });
    clients[0]!.emit('notification', {
      channel: 'workspace_live',
      payload: '{"topic":"ticket","ticketId":1}',
      processId: 1,
    });
    expect(heard.map((received) => received.subject.id)).toEqual([11]);
    await bus.close();
  });
});
