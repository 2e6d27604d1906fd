import type { UserType } from '@workspace/shared/auth/roles';
import type { Task } from '@workspace/shared/tasks/tasks.schemas';
import type { User } from '@workspace/shared/users/users.schemas';

/** A pending task of 2030 as the API answers it, for tests: `taskOf(7, 'Write the report')`. */
export const taskOf = (id: number, title: string): Task => ({
  id,
  title,
  description: null,
  assignee: { id: 3, name: 'Can', surname: 'Özkan' },
  project: { id: 2, name: 'Apollo' },
  startDate: '2030-01-02',
  deadline: '2030-01-10',
  estimatedHours: '7.50',
  status: 'pending',
  priority: 'medium',
  completedAt: null,
  isOverdue: false,
  createdBy: null,
  ticketId: null,
  createdAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-01T00:00:00Z',
});

/** An active user of `type` as the API answers one, for tests. */
export const userOf = (type: UserType, changes: Partial<User> = {}): User => ({
  id: 4,
  name: 'Selin',
  surname: 'Aktaş',
  email: `${type}@example.com`,
  phone: null,
  type,
  isActive: true,
  language: 'en',
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  twoFactorSetupRequired: false,
  ...changes,
});
