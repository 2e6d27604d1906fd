import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres, type Database } from '../src/db/client';
import { ticketCategories } from '../src/db/schema/ticket-categories';
import { liveSubject, type LiveBus } from '../src/lib/live-events';
import { users } from '../src/db/schema/users';
import { createTestApp, DEMO_PASSWORD, TEST_APP_KEY, XSRF, type TestApp } from './helpers';
import { multipart } from './work-helpers';

/*
 * Live ticket updates (GET /api/events): a change reaches every open stream that may read
 * the ticket, and no other; on PostgreSQL it crosses server instances through LISTEN/NOTIFY.
 * Streams are read the way a browser reads them: over a real socket, frame by frame.
 */

type Frame = { event: string; data: unknown; at: number };
type Stream = {
  frames: Frame[];
  next: (match: (frame: Frame) => boolean, timeoutMs?: number) => Promise<Frame>;
  close: () => void;
  /** Resolves when the server ends the stream (not when the test closes it). */
  ended: Promise<void>;
};

/** Opens the stream on a listening app and collects its frames. */
async function openStream(base: string, token: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  let markEnded = () => undefined as void;
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) frames.push({ event, data: JSON.parse(data), at: Date.now() });
          for (const wake of waiters) wake();
        }
      }
      markEnded();
    } catch {
      // aborted
    }
  })();
  const next: Stream['next'] = (match, timeoutMs = 2000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = frames.find(match);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  await next((frame) => frame.event === 'ready');
  return { frames, next, close: () => controller.abort(), ended };
}

const isTicket = (ticketId: number, kind?: string) => (frame: Frame) =>
  frame.event === 'ticket' &&
  (frame.data as { ticketId: number }).ticketId === ticketId &&
  (kind === undefined || (frame.data as { kind: string }).kind === kind);

const isNotification = (change?: string) => (frame: Frame) =>
  frame.event === 'notification' && (change === undefined || (frame.data as { change: string }).change === change);

let t: TestApp;
let base: string;
const tokens = {} as Record<'manager' | 'employee' | 'customer' | 'other', string>;
let categoryId: number;
let employeeId: number;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const [category] = await t.database.db.insert(ticketCategories).values({ name: 'Live test' }).returning();
  categoryId = category!.id;
  employeeId = (await t.database.db.select().from(users).where(eq(users.email, 'employee@example.com')))[0]!.id;
  tokens.manager = await t.login('manager');
  tokens.employee = await t.login('employee');
  tokens.customer = await t.login('user');
  await t.call({
    method: 'POST',
    url: '/api/register',
    payload: { name: 'Ece', surname: 'Live', email: 'ece.live@example.com', password: DEMO_PASSWORD },
  });
  tokens.other = await t.login('ece.live@example.com');
});
afterAll(() => t.close());

async function raiseTicket(token = tokens.customer): Promise<number> {
  const body = multipart({
    subject: 'Live ticket',
    description: 'Watch me',
    priority: 'medium',
    department: 'support',
    type: 'question',
    categoryId: String(categoryId),
  });
  const response = await t.call({
    method: 'POST',
    url: '/api/tickets',
    token,
    payload: body.payload,
    headers: body.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().ticket.id;
}
function reply(ticketId: number, text: string, token: string) {
  const body = multipart({ body: text });
  return t.call({
    method: 'POST',
    url: `/api/tickets/${ticketId}/comments`,
    token,
    payload: body.payload,
    headers: body.headers,
  });
}

describe('GET /api/events', () => {
  it('answers 406 to a caller that does not ask for an event stream, and 401 without a token', async () => {
    const plain = await t.call({ method: 'GET', url: '/api/events', token: tokens.manager });
    expect(plain.statusCode).toBe(406);
    expect(plain.json().error.code).toBe('notAcceptable');
    expect((await fetch(`${base}/api/events`, { headers: { accept: 'text/event-stream' } })).status).toBe(401);
  });

  it('tells each stream only of tickets its owner may read: the customer theirs, the manager all, the employee once assigned', async () => {
    const streams = {
      manager: await openStream(base, tokens.manager),
      employee: await openStream(base, tokens.employee),
      customer: await openStream(base, tokens.customer),
      other: await openStream(base, tokens.other),
    };
    try {
      const id = await raiseTicket();
      await streams.manager.next(isTicket(id, 'created'));
      await streams.customer.next(isTicket(id, 'created'));

      const sent = Date.now();
      expect((await reply(id, 'Any news?', tokens.customer)).statusCode).toBe(201);
      const arrived = await streams.manager.next(isTicket(id, 'comment'));
      expect(arrived.at - sent).toBeLessThan(2000);

      await t.call({
        method: 'PATCH',
        url: `/api/tickets/${id}/assignee`,
        token: tokens.manager,
        payload: { assigneeId: employeeId },
      });
      await streams.employee.next(isTicket(id, 'changed'));
      await reply(id, 'Looking into it', tokens.employee);
      await streams.customer.next(isTicket(id, 'comment'));

      // The other customer heard nothing about it, and the employee nothing from before the assignment.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(streams.other.frames.filter(isTicket(id))).toEqual([]);
      expect(
        streams.employee.frames.filter(isTicket(id)).map((frame) => (frame.data as { kind: string }).kind),
      ).toEqual(['changed', 'comment']);
    } finally {
      for (const stream of Object.values(streams)) stream.close();
    }
  });

  it("carries the caller's own notifications on the same stream, within 2 s, and nobody else's", async () => {
    const streams = {
      manager: await openStream(base, tokens.manager),
      employee: await openStream(base, tokens.employee),
      customer: await openStream(base, tokens.customer),
    };
    try {
      const sent = Date.now();
      await raiseTicket();
      // A new ticket notifies the managers: the manager's stream hears of it, with the ticket's own event.
      const arrived = await streams.manager.next(isNotification('created'));
      expect(arrived.at - sent).toBeLessThan(2000);
      expect(arrived.data).toEqual({ notificationId: expect.any(Number), change: 'created' });
      const listed = await t.call({ method: 'GET', url: '/api/notifications?pageSize=5', token: tokens.manager });
      expect(listed.json().data[0]).toMatchObject({
        id: (arrived.data as { notificationId: number }).notificationId,
        kind: 'ticketCreated',
      });
      // Marking it read tells the manager's other tabs.
      const { notificationId } = arrived.data as { notificationId: number };
      await t.call({
        method: 'PATCH',
        url: `/api/notifications/${notificationId}/read`,
        token: tokens.manager,
        payload: {},
      });
      await streams.manager.next(isNotification('read'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(streams.employee.frames.filter(isNotification())).toEqual([]);
      expect(streams.customer.frames.filter(isNotification())).toEqual([]);
    } finally {
      for (const stream of Object.values(streams)) stream.close();
    }
  });

  const endsWithin = (stream: Stream, ms: number) =>
    Promise.race([
      stream.ended.then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), ms)),
    ]);

  it('ends the stream of a session that signs out, within seconds, and no other stream of that person', async () => {
    const leaving = await t.login('user');
    const [stream, otherTab] = [await openStream(base, leaving), await openStream(base, tokens.customer)];
    try {
      expect((await t.call({ method: 'GET', url: '/api/logout', token: leaving })).statusCode).toBe(200);
      expect(await endsWithin(stream, 3000)).toBe('ended');
      expect(await endsWithin(otherTab, 300)).toBe('still open');
      const reopened = await fetch(`${base}/api/events`, {
        headers: { authorization: `Bearer ${leaving}`, accept: 'text/event-stream' },
      });
      expect(reopened.status).toBe(401);
    } finally {
      stream.close();
      otherTab.close();
    }
  });

  it('ends every stream of a person the master deactivates, within seconds', async () => {
    await t.call({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Deniz', surname: 'Gider', email: 'deniz.gider@example.com', password: DEMO_PASSWORD },
    });
    const token = await t.login('deniz.gider@example.com');
    const id = (await t.call({ method: 'GET', url: '/api/me', token })).json<{ id: number }>().id;
    const streams = [await openStream(base, token), await openStream(base, await t.login('deniz.gider@example.com'))];
    try {
      const master = await t.login('master');
      const response = await t.call({
        method: 'PATCH',
        url: `/api/users/${id}/active`,
        token: master,
        payload: { isActive: false },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await Promise.all(streams.map((stream) => endsWithin(stream, 3000)))).toEqual(['ended', 'ended']);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('keeps at most 10 streams open per person: the 11th answers 429 in their language, and one closed makes room', async () => {
    const streams = [];
    try {
      for (let index = 0; index < 10; index += 1)
        streams.push(await openStream(base, index % 2 ? tokens.other : await t.login('ece.live@example.com')));
      const refused = await fetch(`${base}/api/events`, {
        headers: { authorization: `Bearer ${tokens.other}`, accept: 'text/event-stream' },
      });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        error: {
          code: 'rateLimited',
          message: 'Too many live updates are open for your account. Close a few tabs and try again.',
        },
      });
      const turkish = await fetch(`${base}/api/events`, {
        headers: { authorization: `Bearer ${tokens.other}`, accept: 'text/event-stream', 'accept-language': 'tr' },
      });
      expect(turkish.status).toBe(429);
      expect(((await turkish.json()) as { error: { message: string } }).error.message).toBe(
        'Hesabınız için çok fazla canlı güncelleme açık. Birkaç sekmeyi kapatıp tekrar deneyin.',
      );
      // Someone else is not held back by it.
      streams.push(await openStream(base, tokens.customer));

      streams.shift()!.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      streams.push(await openStream(base, tokens.other));
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('a closed stream stops listening: closing the server does not wait for it', async () => {
    const stream = await openStream(base, tokens.customer);
    stream.close();
    const id = await raiseTicket();
    expect((await reply(id, 'Still works', tokens.customer)).statusCode).toBe(201);
  });
});

describe('across server instances on PostgreSQL', () => {
  let second: { app: FastifyInstance; database: Database; base: string } | undefined;
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
  });

  async function secondInstance() {
    if (second) return second;
    const url = (t.database.pool!.options as { connectionString: string }).connectionString;
    const database = openPostgres(url, 2);
    const app = await buildApp({
      database,
      config: loadConfig({ LOG_LEVEL: 'silent', APP_KEY: TEST_APP_KEY }),
      logger: false,
    });
    second = { app, database, base: await app.listen({ port: 0, host: '127.0.0.1' }) };
    return second;
  }

  it('carries an event of any registered subject kind to the listeners its rule allows (on PostgreSQL, to another instance)', async () => {
    const listening: LiveBus = process.env.DATABASE_URL === undefined ? t.app.live : (await secondInstance()).app.live;
    const publishProbe = liveSubject('probe', (actor, facts: { ownerId: number }) => actor.id === facts.ownerId);
    const heard = { owner: [] as number[], other: [] as number[] };
    const stop = [
      listening.subscribe({ id: employeeId, type: 'employee' }, (event) => heard.owner.push(event.subject.id)),
      listening.subscribe({ id: employeeId + 1000, type: 'master' }, (event) => heard.other.push(event.subject.id)),
    ];
    try {
      await publishProbe(t.app.live, 'changed', [{ id: 5, facts: { ownerId: employeeId } }]);
      await publishProbe(t.app.live, 'changed', [{ id: 6, facts: { ownerId: employeeId + 1000 } }]);
      await expect.poll(() => heard).toEqual({ owner: [5], other: [6] });
      // Many events in one publish (one NOTIFY statement on PostgreSQL) arrive each, in order.
      await publishProbe(
        t.app.live,
        'changed',
        [8, 9, 10, 11].map((id) => ({ id, facts: { ownerId: id % 2 === 0 ? employeeId : employeeId + 1000 } })),
      );
      await expect.poll(() => heard).toEqual({ owner: [5, 8, 10], other: [6, 9, 11] });
      await publishProbe(t.app.live, 'changed', [{ id: 7, facts: { ownerId: -1 } }]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toEqual({ owner: [5, 8, 10], other: [6, 9, 11] });
    } finally {
      for (const unsubscribe of stop) unsubscribe();
    }
  });

  it.skipIf(process.env.DATABASE_URL === undefined)(
    'a notification written on one instance reaches its recipient on the other, within 2 s',
    async () => {
      const { base: otherBase } = await secondInstance();
      const stream = await openStream(otherBase, tokens.manager);
      try {
        const sent = Date.now();
        await raiseTicket();
        const arrived = await stream.next(isNotification('created'));
        expect(arrived.at - sent).toBeLessThan(2000);
      } finally {
        stream.close();
      }
    },
  );

  it.skipIf(process.env.DATABASE_URL === undefined)(
    'a sign-out on one instance ends the stream held on the other',
    async () => {
      const { base: otherBase } = await secondInstance();
      const leaving = await t.login('manager');
      const stream = await openStream(otherBase, leaving);
      try {
        expect((await t.call({ method: 'GET', url: '/api/logout', token: leaving })).statusCode).toBe(200);
        expect(
          await Promise.race([
            stream.ended.then(() => 'ended'),
            new Promise((resolve) => setTimeout(() => resolve('still open'), 3000)),
          ]),
        ).toBe('ended');
      } finally {
        stream.close();
      }
    },
  );

  it.skipIf(process.env.DATABASE_URL === undefined)(
    'a reply posted on one instance reaches a stream held on the other (LISTEN/NOTIFY)',
    async () => {
      await secondInstance();
      if (!second) throw new Error('no second instance');

      const stream = await openStream(second.base, tokens.manager);
      try {
        const id = await raiseTicket();
        await stream.next(isTicket(id, 'created'));
        const sent = Date.now();
        expect((await reply(id, 'Posted on the first instance', tokens.customer)).statusCode).toBe(201);
        const arrived = await stream.next(isTicket(id, 'comment'));
        expect(arrived.at - sent).toBeLessThan(2000);
        // And the other way round: a change on the second instance reaches a stream on the first.
        const onFirst = await openStream(base, tokens.customer);
        try {
          const changed = await fetch(`${second.base}/api/tickets/${id}/priority`, {
            method: 'PATCH',
            headers: {
              authorization: `Bearer ${tokens.manager}`,
              'content-type': 'application/json',
              'x-xsrf-token': XSRF,
              cookie: `XSRF-TOKEN=${XSRF}`,
            },
            body: JSON.stringify({ priority: 'urgent' }),
          });
          expect(changed.status).toBe(200);
          await onFirst.next(isTicket(id, 'changed'));
        } finally {
          onFirst.close();
        }
      } finally {
        stream.close();
      }
    },
  );
});
