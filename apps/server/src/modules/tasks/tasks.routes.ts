import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@workspace/shared/common/list.schemas';
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
import { serviceContext } from '../../lib/context';
import { sendExport } from '../../lib/export';
import { exportResponse, noContent } from '../../lib/openapi';
import * as service from './tasks.service';

export async function tasksRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tasks'];
  const createTaskBody = createTaskRequestSchema(() => isoToday(app.config.APP_TIMEZONE));

  api.get(
    '/api/tasks',
    {
      schema: {
        tags,
        operationId: 'listTasks',
        description:
          'Answers one page of tasks with their project and assignee, searched, filtered and sorted. Master, manager and employee; an employee gets only tasks assigned to them.',
        querystring: taskList.querySchema,
        response: { 200: taskList.responseSchema },
      },
    },
    (request) => service.listTasks(serviceContext(request), request.query),
  );

  api.get(
    '/api/tasks/summary',
    {
      schema: {
        tags,
        operationId: 'summarizeTasks',
        description:
          "Answers the task counts per status, overdue and due this week under the list's search and filters. Master, manager and employee (their own tasks).",
        querystring: taskList.filtersSchema,
        response: { 200: taskSummarySchema },
      },
    },
    (request) => service.summarizeTasks(serviceContext(request), request.query),
  );

  api.get(
    '/api/tasks/export',
    {
      schema: {
        tags,
        operationId: 'exportTasks',
        description:
          'Downloads the tasks matching the search and filters as CSV, XLSX or PDF (an employee: their own); the export is recorded in the audit trail. Master, manager and employee.',
        response: { 200: exportResponse() },
        querystring: taskList.exportSchema,
      },
    },
    async (request, reply) => sendExport(reply, await service.exportTasks(serviceContext(request), request.query)),
  );

  api.get(
    '/api/tasks/:id',
    {
      schema: {
        tags,
        operationId: 'getTask',
        description: 'Answers one task. Master, manager and employee; a task not assigned to the employee asking answers 404.',
        params: idParamsSchema,
        response: { 200: taskSchema },
      },
    },
    (request) => service.getTask(serviceContext(request), request.params.id),
  );

  api.post(
    '/api/tasks',
    {
      schema: {
        tags,
        operationId: 'createTask',
        description: 'Creates a task for an active internal user in an existing project, with its first timeline entry. Master and manager.',
        body: createTaskBody,
        response: { 201: taskResponseSchema },
      },
    },
    async (request, reply) => {
      const task = await service.createTask(serviceContext(request), request.body);
      return reply.status(201).send({ task });
    },
  );

  api.put(
    '/api/tasks/:id',
    {
      schema: {
        tags,
        operationId: 'updateTask',
        description: 'Edits a task; each status, priority, assignee and deadline change lands on its timeline. Master and manager.',
        params: idParamsSchema,
        body: updateTaskRequestSchema,
        response: { 200: taskResponseSchema },
      },
    },
    async (request) => ({ task: await service.updateTask(serviceContext(request), request.params.id, request.body) }),
  );

  api.patch(
    '/api/tasks/:id/status',
    {
      schema: {
        tags,
        operationId: 'setTaskStatus',
        description:
          'Moves a task to another status, keeping its completion time and timeline right. Master and manager on any task; an employee on their own (others answer 404).',
        params: idParamsSchema,
        body: setTaskStatusRequestSchema,
        response: { 200: taskResponseSchema },
      },
    },
    async (request) => ({ task: await service.setTaskStatus(serviceContext(request), request.params.id, request.body.status) }),
  );

  api.patch(
    '/api/tasks/:id/priority',
    {
      schema: {
        tags,
        operationId: 'setTaskPriority',
        description: "Changes a task's priority; the timeline records it. Master and manager.",
        params: idParamsSchema,
        body: setTaskPriorityRequestSchema,
        response: { 200: taskResponseSchema },
      },
    },
    async (request) => ({ task: await service.setTaskPriority(serviceContext(request), request.params.id, request.body.priority) }),
  );

  api.delete(
    '/api/tasks/:id',
    {
      schema: {
        tags,
        operationId: 'deleteTask',
        description: 'Deletes a task with its timeline, comments and attachments. Master and manager.',
        params: idParamsSchema,
        response: { 204: noContent('Deleted; no body.') },
      },
    },
    async (request, reply) => {
      await service.deleteTask(serviceContext(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
