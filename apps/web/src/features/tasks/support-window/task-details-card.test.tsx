import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Task } from '@workspace/shared/tasks/tasks.schemas';
import { renderWithApp } from '../../../test-utils';
import { TaskDetailsCard } from './task-details-card';

const task: Task = {
  id: 40,
  title: 'Regenerate invoice',
  description: null,
  assignee: { id: 3, name: 'Selin', surname: 'Aktaş' },
  project: { id: 1, name: 'Website relaunch' },
  startDate: '2026-02-01',
  deadline: '2026-02-10',
  estimatedHours: '2.50',
  status: 'inProgress',
  priority: 'high',
  completedAt: null,
  isOverdue: false,
  createdBy: { id: 2, name: 'Murat', surname: 'Demir' },
  ticketId: 12,
  createdAt: '2026-01-30T09:00:00.000Z',
  updatedAt: '2026-01-30T09:00:00.000Z',
};

describe('TaskDetailsCard', () => {
  it('links a task made from a ticket to that ticket', () => {
    renderWithApp(<TaskDetailsCard task={task} canChangeStatus={false} />);
    expect(screen.getByRole('link', { name: 'From ticket #12' })).toHaveAttribute('href', '/support-window/12/ticket');
  });

  it('names no ticket for a task made without one', () => {
    renderWithApp(<TaskDetailsCard task={{ ...task, ticketId: null }} canChangeStatus={false} />);
    expect(screen.queryByRole('link', { name: /From ticket/ })).not.toBeInTheDocument();
  });
});
