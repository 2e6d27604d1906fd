import type { WorkStatus } from '@workspace/shared/common/work';
import type { TaskEventType } from '@workspace/shared/tasks/tasks.schemas';
import type { TaskRow } from '../../db/schema/tasks';

/* Pure rules of the task flow, unit-tested beside this file. */

/**
 * When the task counts as completed: set on entering `completed`, cleared on leaving it, kept
 * while it stays there (re-saving a completed task must not move its completion date).
 */
export function nextCompletedAt(
  before: { status: WorkStatus; completedAt: Date | null } | undefined,
  status: WorkStatus,
  now: Date,
): Date | null {
  if (status !== 'completed') return null;
  if (before?.status === 'completed') return before.completedAt ?? now;
  return now;
}

export type TaskChange = { type: TaskEventType; before: string | null; after: string | null };
type Tracked = Pick<TaskRow, 'status' | 'priority' | 'assigneeId' | 'deadline'>;

/**
 * The timeline entries one change produces: one per tracked field that differs. Assignees are
 * recorded by name ("Name Surname") so the entry stays readable whatever happens to the account.
 */
export function taskChanges(before: Tracked, after: Tracked, nameOf: (userId: number) => string): TaskChange[] {
  const changes: TaskChange[] = [];
  if (before.status !== after.status) changes.push({ type: 'status', before: before.status, after: after.status });
  if (before.priority !== after.priority)
    changes.push({ type: 'priority', before: before.priority, after: after.priority });
  if (before.assigneeId !== after.assigneeId) {
    changes.push({ type: 'assignee', before: nameOf(before.assigneeId), after: nameOf(after.assigneeId) });
  }
  if (before.deadline !== after.deadline)
    changes.push({ type: 'deadline', before: before.deadline, after: after.deadline });
  return changes;
}
