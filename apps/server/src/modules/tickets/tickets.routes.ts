import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, noQuerySchema } from '@workspace/shared/common/list.schemas';
import { isoToday } from '@workspace/shared/common/work';
import { createTaskRequestSchema, taskResponseSchema } from '@workspace/shared/tasks/tasks.schemas';
import {
  setTicketAssigneeRequestSchema,
  setTicketCategoryRequestSchema,
  setTicketDeadlineRequestSchema,
  setTicketPriorityRequestSchema,
  setTicketStatusRequestSchema,
  ticketList,
  ticketProjectOptionsResponseSchema,
  ticketResponseSchema,
  ticketSummarySchema,
} from '@workspace/shared/tickets/tickets.schemas';
import { serviceContext } from '../../lib/context';
import { sendExport } from '../../lib/export';
import { readCommentUpload } from '../conversation/conversation.upload';
import { ticketEventStream } from './tickets.live';
import * as service from './tickets.service';

/** The support desk's tickets; their conversation is served by the conversation module (tickets.conversation.ts). */
export async function ticketsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tickets'];
  const today = () => isoToday(app.config.APP_TIMEZONE);
  const idWith = <B>(body: B) => ({ tags, params: idParamsSchema, body, response: { 200: ticketResponseSchema } });

  api.get('/api/tickets', { schema: { tags, querystring: ticketList.querySchema, response: { 200: ticketList.responseSchema } } }, (request) =>
    service.listTickets(serviceContext(request), request.query),
  );

  api.get('/api/tickets/summary', { schema: { tags, querystring: ticketList.filtersSchema, response: { 200: ticketSummarySchema } } }, (request) =>
    service.summarizeTickets(serviceContext(request), request.query),
  );

  api.get('/api/tickets/export', { schema: { tags, querystring: ticketList.exportSchema } }, async (request, reply) =>
    sendExport(reply, await service.exportTickets(serviceContext(request), request.query)),
  );

  api.get('/api/tickets/events', { schema: { tags, querystring: noQuerySchema, produces: ['text/event-stream'] } }, ticketEventStream(app));

  api.get('/api/tickets/project-options', { schema: { tags, querystring: noQuerySchema, response: { 200: ticketProjectOptionsResponseSchema } } }, (request) =>
    service.listProjectOptions(serviceContext(request)),
  );

  api.get('/api/tickets/:id', { schema: { tags, params: idParamsSchema, response: { 200: ticketResponseSchema } } }, async (request) => ({
    ticket: await service.getTicket(serviceContext(request), request.params.id),
  }));

  api.post('/api/tickets', { schema: { tags, consumes: ['multipart/form-data'], response: { 201: ticketResponseSchema } } }, async (request, reply) => {
    const ticket = await service.createTicket(serviceContext(request), (tmpDir) => readCommentUpload(request, tmpDir));
    return reply.status(201).send({ ticket });
  });

  api.patch('/api/tickets/:id/status', { schema: idWith(setTicketStatusRequestSchema) }, async (request) => ({
    ticket: await service.setTicketStatus(serviceContext(request), request.params.id, request.body.status),
  }));

  api.patch('/api/tickets/:id/priority', { schema: idWith(setTicketPriorityRequestSchema) }, async (request) => ({
    ticket: await service.setTicketPriority(serviceContext(request), request.params.id, request.body.priority),
  }));

  api.patch('/api/tickets/:id/assignee', { schema: idWith(setTicketAssigneeRequestSchema) }, async (request) => ({
    ticket: await service.setTicketAssignee(serviceContext(request), request.params.id, request.body.assigneeId),
  }));

  api.patch('/api/tickets/:id/deadline', { schema: idWith(setTicketDeadlineRequestSchema(today)) }, async (request) => ({
    ticket: await service.setTicketDeadline(serviceContext(request), request.params.id, request.body.deadline),
  }));

  api.patch('/api/tickets/:id/category', { schema: idWith(setTicketCategoryRequestSchema) }, async (request) => ({
    ticket: await service.setTicketCategory(serviceContext(request), request.params.id, request.body.categoryId),
  }));

  api.post(
    '/api/tickets/:id/task',
    { schema: { tags, params: idParamsSchema, body: createTaskRequestSchema(today), response: { 201: taskResponseSchema } } },
    async (request, reply) => reply.status(201).send({ task: await service.createTaskFromTicket(serviceContext(request), request.params.id, request.body) }),
  );

  api.delete('/api/tickets/:id', { schema: { tags, params: idParamsSchema } }, async (request, reply) => {
    await service.deleteTicket(serviceContext(request), request.params.id);
    return reply.status(204).send();
  });
}
