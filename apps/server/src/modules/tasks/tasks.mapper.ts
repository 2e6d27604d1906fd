import type { Task } from '@workspace/shared/tasks/tasks.schemas';
import type { TaskView } from './tasks.repository';

/** The public shape of a task: timestamps as ISO strings, dates and hours as stored. */
export function toTask(row: TaskView): Task {
  return {
    ...row,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
