import { defineListShape } from '../common/list-shape';

export const TASK_SORT_FIELDS = [
  'title',
  'assignee',
  'project',
  'startDate',
  'deadline',
  'estimatedHours',
  'status',
  'priority',
  'createdAt',
] as const;
export type TaskSortField = (typeof TASK_SORT_FIELDS)[number];

export const taskListShape = defineListShape({
  name: 'tasks',
  filterKeys: ['mine', 'status', 'priority', 'assigneeId', 'projectId', 'deadlineFrom', 'deadlineTo', 'overdue'],
  sortFields: TASK_SORT_FIELDS,
  defaultSort: 'deadline',
});
