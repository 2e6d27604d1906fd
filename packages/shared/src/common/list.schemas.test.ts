import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { transactionList } from '../accounting/transactions.schemas';
import { taskList } from '../tasks/tasks.schemas';
import { defineListShape } from './list-shape';
import { defineList } from './list.schemas';

const noteListShape = defineListShape({
  name: 'notes',
  filterKeys: ['pinned'],
  sortFields: ['title', 'createdAt'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
});
const noteList = defineList(noteListShape, {
  item: z.object({ id: z.number() }),
  filters: { pinned: z.enum(['true', 'false']).optional() },
});

describe('defineList', () => {
  it('derives the list query with paging, sort and order defaults', () => {
    expect(noteList.querySchema.parse({})).toEqual({ page: 1, pageSize: 25, sort: 'createdAt', order: 'desc' });
    expect(noteList.filterKeys).toEqual(['pinned']);
  });

  it('refuses a key it does not name, in the list, the summary and the export', () => {
    for (const schema of [noteList.querySchema, noteList.filtersSchema, noteList.exportSchema]) {
      const result = schema.safeParse({ pined: 'true', format: 'csv' });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toContainEqual(
        expect.objectContaining({ code: 'unrecognized_keys', keys: expect.arrayContaining(['pined']) }),
      );
    }
  });

  it('exports without paging and with a format', () => {
    expect(noteList.exportSchema.parse({ format: 'pdf' })).toEqual({ sort: 'createdAt', order: 'desc', format: 'pdf' });
    expect(noteList.exportSchema.safeParse({ format: 'pdf', page: '2' }).success).toBe(false);
    expect(noteList.exportSchema.safeParse({}).success).toBe(false);
  });

  it('keeps the shape it was made from, without zod', () => {
    const { name, filterKeys, sortFields, defaultSort, defaultOrder, pageSize } = noteList;
    expect({ name, filterKeys, sortFields, defaultSort, defaultOrder, pageSize }).toEqual(noteListShape);
    expect(noteList.querySchema.parse({ pageSize: '100' }).pageSize).toBe(noteListShape.pageSize.max);
    expect(noteList.querySchema.safeParse({ pageSize: '101' }).success).toBe(false);
  });

  it("refuses filters that are not the shape's filter keys, in its order", () => {
    const shape = defineListShape({ name: 'pairs', filterKeys: ['a', 'b'], sortFields: ['name'], defaultSort: 'name' });
    const item = z.object({ id: z.number() });
    expect(() => defineList(shape, { item, filters: { b: z.string().optional(), a: z.string().optional() } })).toThrow(
      /not the shape's a, b/,
    );
    expect(() =>
      defineList(shape, {
        item,
        // @ts-expect-error: a filter key the shape does not name
        filters: { a: z.string().optional(), b: z.string().optional(), c: z.string().optional() },
      }),
    ).toThrow();
    // @ts-expect-error: a filter key of the shape left out
    expect(() => defineList(shape, { item, filters: { a: z.string().optional() } })).toThrow();
  });

  it('keeps the sort keys of the list', () => {
    expect(taskList.querySchema.safeParse({ sort: 'deadline' }).success).toBe(true);
    expect(taskList.querySchema.safeParse({ sort: 'password' }).success).toBe(false);
  });

  it('runs the cross-filter rule wherever the filters are read', () => {
    const inverted = { dateFrom: '2025-02-01', dateTo: '2025-01-01' };
    expect(transactionList.filtersSchema.safeParse(inverted).success).toBe(false);
    expect(transactionList.querySchema.safeParse(inverted).success).toBe(false);
    expect(transactionList.exportSchema.safeParse({ ...inverted, format: 'csv' }).success).toBe(false);
  });
});
