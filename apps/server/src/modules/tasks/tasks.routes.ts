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
import * as service from './tasks.service';

export async function tasksRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tasks'];
  const createTaskBody = createTaskRequestSchema(() => isoToday(app.config.APP_TIMEZONE));

  api.get('/api/tasks', { schema: { tags, querystring: taskList.querySchema, response: { 200: taskList.responseSchema } } }, (request) =>
    service.listTasks(serviceContext(request), request.query),
  );

  api.get('/api/tasks/summary', { schema: { tags, querystring: taskList.filtersSchema, response: { 200: taskSummarySchema } } }, (request) =>
    service.summarizeTasks(serviceContext(request), request.query),
  );

  api.get('/api/tasks/export', { schema: { tags, querystring: taskList.exportSchema } }, async (request, reply) =>
    sendExport(reply, await service.exportTasks(serviceContext(request), request.query)),
  );

  api.get('/api/tasks/:id', { schema: { tags, params: idParamsSchema, response: { 200: taskSchema } } }, (request) =>
    service.getTask(serviceContext(request), request.params.id),
  );

  api.post('/api/tasks', { schema: { tags, body: createTaskBody, response: { 201: taskResponseSchema } } }, async (request, reply) => {
    const task = await service.createTask(serviceContext(request), request.body);
    return reply.status(201).send({ task });
  });

  api.put(
    '/api/tasks/:id',
    { schema: { tags, params: idParamsSchema, body: updateTaskRequestSchema, response: { 200: taskResponseSchema } } },
    async (request) => ({ task: await service.updateTask(serviceContext(request), request.params.id, request.body) }),
  );

  api.patch(
    '/api/tasks/:id/status',
    { schema: { tags, params: idParamsSchema, body: setTaskStatusRequestSchema, response: { 200: taskResponseSchema } } },
    async (request) => ({ task: await service.setTaskStatus(serviceContext(request), request.params.id, request.body.status) }),
  );

  api.patch(
    '/api/tasks/:id/priority',
    { schema: { tags, params: idParamsSchema, body: setTaskPriorityRequestSchema, response: { 200: taskResponseSchema } } },
    async (request) => ({ task: await service.setTaskPriority(serviceContext(request), request.params.id, request.body.priority) }),
  );

  api.delete('/api/tasks/:id', { schema: { tags, params: idParamsSchema } }, async (request, reply) => {
    await service.deleteTask(serviceContext(request), request.params.id);
    return reply.status(204).send();
  });
}
