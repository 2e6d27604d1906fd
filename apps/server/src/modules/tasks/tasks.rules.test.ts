import { describe, expect, it } from 'vitest';
import { nextCompletedAt, taskChanges } from './tasks.rules';

describe('nextCompletedAt', () => {
  const now = new Date('2026-03-10T09:00:00Z');
  const earlier = new Date('2026-03-01T12:00:00Z');

  it('is set on entering completed and cleared on leaving it', () => {
    expect(nextCompletedAt(undefined, 'completed', now)).toEqual(now);
    expect(nextCompletedAt({ status: 'inProgress', completedAt: null }, 'completed', now)).toEqual(now);
    expect(nextCompletedAt({ status: 'completed', completedAt: earlier }, 'inProgress', now)).toBeNull();
    expect(nextCompletedAt({ status: 'pending', completedAt: null }, 'cancelled', now)).toBeNull();
  });

  it('keeps the first completion while the task stays completed', () => {
    expect(nextCompletedAt({ status: 'completed', completedAt: earlier }, 'completed', now)).toEqual(earlier);
  });
});

describe('taskChanges', () => {
  const base = { status: 'pending', priority: 'low', assigneeId: 1, deadline: '2026-04-01' } as const;
  const names = (id: number) => ({ 1: 'Can Özkan', 2: 'Selin Aktaş' })[id] ?? '?';

  it('gives one entry per tracked field that changed, assignees by name', () => {
    expect(
      taskChanges(base, { status: 'completed', priority: 'high', assigneeId: 2, deadline: '2026-04-03' }, names),
    ).toEqual([
      { type: 'status', before: 'pending', after: 'completed' },
      { type: 'priority', before: 'low', after: 'high' },
      { type: 'assignee', before: 'Can Özkan', after: 'Selin Aktaş' },
      { type: 'deadline', before: '2026-04-01', after: '2026-04-03' },
    ]);
  });

  it('gives nothing when nothing tracked changed', () => {
    expect(taskChanges(base, { ...base }, names)).toEqual([]);
  });
});
