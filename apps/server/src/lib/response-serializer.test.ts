import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { walletResponseSchema } from '@workspace/shared/accounting/wallet.schemas';
import { taskList } from '@workspace/shared/tasks/tasks.schemas';
import { compileResponseWriter, responseSerializerCompiler } from './response-serializer';

const task = {
  id: 7,
  title: 'Fix the "invoice" flow\n',
  description: null,
  assignee: { id: 3, name: 'Çağlar', surname: 'İnce' },
  project: { id: 2, name: 'Orkide' },
  startDate: '2026-01-05',
  deadline: '2026-02-01',
  estimatedHours: '7.50',
  status: 'completed',
  priority: 'high',
  completedAt: '2026-01-31T10:11:12.000Z',
  isOverdue: false,
  createdBy: null,
  ticketId: 12,
  createdAt: '2026-01-05T08:00:00.000Z',
  updatedAt: '2026-01-31T10:11:12.000Z',
};
const taskPage = {
  data: [task, { ...task, id: 8, createdBy: { id: 1, name: 'Ada', surname: 'Yılmaz' }, ticketId: null }],
  meta: { page: 1, pageSize: 25, total: 1000, totalIsAtLeast: true },
};
const wallet = {
  month: '2026-11',
  timeZone: 'Europe/Istanbul',
  totals: [{ currency: 'TL', income: '10.00', expense: '2.50', balance: '7.50' }],
  monthly: [{ month: '2026-11', currencies: [{ currency: 'TL', income: '10.00', expense: '2.50' }] }],
  recent: [],
  recentFrom: '2026-10-27',
  recentTo: '2026-11-25',
};

const serializer = (schema: z.ZodType, checkResponses = false) =>
  responseSerializerCompiler({ checkResponses })({ schema, method: 'GET', url: '/api/x', httpStatus: '200' });

describe('the compiled response writer', () => {
  it('writes the task list and the wallet exactly as zod does, and what it writes reads back through the shared schema', () => {
    for (const [schema, answer] of [
      [taskList.responseSchema, taskPage],
      [walletResponseSchema, wallet],
    ] as const) {
      const compiled = compileResponseWriter(schema);
      expect(compiled).toBeDefined();
      const written = compiled!(answer);
      expect(written).toBe(JSON.stringify(z.encode(schema as z.ZodType, answer)));
      expect(schema.parse(JSON.parse(written))).toEqual(answer);
    }
  });

  it('never writes a property the schema does not list', () => {
    const written = serializer(taskList.responseSchema)({
      ...taskPage,
      secret: 1,
      data: [{ ...task, passwordHash: 'argon2id$…' }],
    });
    expect(written).not.toContain('passwordHash');
    expect(written).not.toContain('secret');
    expect(JSON.parse(written).data[0]).toEqual(task);
  });

  it('fails an answer that lacks a required property', () => {
    const { title: _title, ...untitled } = task;
    expect(() => serializer(taskList.responseSchema)({ ...taskPage, data: [untitled] })).toThrow(/title/);
  });

  it('leaves to zod a schema whose sent and read forms differ', () => {
    expect(compileResponseWriter(z.object({ at: z.string().transform((value) => value.length) }))).toBeUndefined();
    expect(compileResponseWriter(z.object({ count: z.number().default(0) }))).toBeUndefined();
    expect(compileResponseWriter(z.object({ at: z.date() }))).toBeUndefined();
    expect(compileResponseWriter({ description: 'a file' })).toBeUndefined();
  });

  it('checking, fails an answer zod refuses even where the compiled writer would write it', () => {
    const bad = { ...taskPage, data: [{ ...task, status: 'lost' }] };
    expect(() => serializer(taskList.responseSchema)(bad)).not.toThrow();
    expect(() => serializer(taskList.responseSchema, true)(bad)).toThrow();
    expect(serializer(taskList.responseSchema, true)(taskPage)).toBe(JSON.stringify(taskPage));
  });
});
