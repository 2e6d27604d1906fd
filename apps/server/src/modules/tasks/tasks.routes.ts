import type { FastifyInstance } from 'fastify';
import { isoToday } from '@workspace/shared/common/work';
import {
  createTaskRequestSchema,
  setTaskPriorityRequestSchema,
  setTaskStatusRequestSchema,
  taskResponseSchema,
  taskList,
  taskSchema,
  taskSummarySchema,
  updateTaskRequestSchema,
} from '@workspace/shared/tasks/tasks.schemas';
import { bulkResponseSchema, taskBulkRequestSchema } from '@workspace/shared/bulk/bulk.schemas';
import { resourceRoutes } from '../../lib/routes';
import { bulkChangeTasks } from './tasks.bulk';
import * as service from './tasks.service';

export async function tasksRoutes(app: FastifyInstance) {
  resourceRoutes(app, { path: '/api/tasks', tags: ['tasks'], one: 'Task', many: 'Tasks', record: 'task' })
    .list(taskList, {
      list: {
        description:
          'Answers one page of tasks with their project and assignee, searched, filtered and sorted. Master, manager and employee; an employee gets only tasks assigned to them.',
        run: service.listTasks,
      },
      summary: {
        description:
          "Answers the task counts per status, overdue and due this week under the list's search and filters. Master, manager and employee (their own tasks).",
        response: taskSummarySchema,
        run: service.summarizeTasks,
      },
      export: {
        description:
          'Downloads the tasks matching the search and filters as CSV, XLSX or PDF (an employee: their own); the export is recorded in the audit trail. Master, manager and employee.',
        run: service.exportTasks,
      },
    })
    .get({
      description:
        'Answers one task. Master, manager and employee; a task not assigned to the employee asking answers 404.',
      response: taskSchema,
      run: service.getTask,
    })
    .create({
      description:
        'Creates a task for an active internal user in an existing project, with its first timeline entry. Master and manager.',
      body: createTaskRequestSchema(() => isoToday(app.config.APP_TIMEZONE)),
      response: taskResponseSchema,
      run: service.createTask,
    })
    .update({
      description:
        'Edits a task; each status, priority, assignee and deadline change lands on its timeline. Master and manager.',
      body: updateTaskRequestSchema,
      response: taskResponseSchema,
      run: service.updateTask,
    })
    .set('status', {
      description:
        'Moves a task to another status, keeping its completion time and timeline right. Master and manager on any task; an employee on their own (others answer 404).',
      body: setTaskStatusRequestSchema,
      response: taskResponseSchema,
      run: (ctx, id, body) => service.setTaskStatus(ctx, id, body.status),
    })
    .set('priority', {
      description: "Changes a task's priority; the timeline records it. Master and manager.",
      body: setTaskPriorityRequestSchema,
      response: taskResponseSchema,
      run: (ctx, id, body) => service.setTaskPriority(ctx, id, body.priority),
    })
    .remove({
      description: 'Deletes a task with its timeline, comments and attachments. Master and manager.',
      run: service.deleteTask,
    })
    .action('POST', '/bulk', 'bulkChangeTasks', {
      description:
        'Changes many tasks at once, named by id or as every task of the filtered list (at most 500). Master, manager and employee: ' +
        'status on the tasks they may change; priority, assignee, deadline and delete master and manager. All or nothing in one ' +
        'transaction: when any task may not take the change, 403 or 409 names each and why; each change is audited per task.',
      errors: [409],
      body: taskBulkRequestSchema,
      response: bulkResponseSchema,
      run: (ctx, { body }) => bulkChangeTasks(ctx, body),
    });
}
