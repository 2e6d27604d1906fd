import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, noQuerySchema } from '@workspace/shared/common/list.schemas';
import { isoToday } from '@workspace/shared/common/work';
import { createTaskFromTicketRequestSchema, taskResponseSchema } from '@workspace/shared/tasks/tasks.schemas';
import {
  createTicketFieldsSchema,
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
import { bulkResponseSchema, ticketBulkRequestSchema } from '@workspace/shared/bulk/bulk.schemas';
import { resourceRoutes } from '../../lib/routes';
import { bulkChangeTickets } from './tickets.bulk';
import { readCommentUpload } from '../conversation/conversation.upload';
import * as service from './tickets.service';

/** The support desk's tickets; their conversation is served by the conversation module (tickets.conversation.ts). */
export async function ticketsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tickets'];
  const today = () => isoToday(app.config.APP_TIMEZONE);
  const response = ticketResponseSchema;

  resourceRoutes(app, { path: '/api/tickets', tags, one: 'Ticket', many: 'Tickets', record: 'ticket' })
    .list(ticketList, {
      list: {
        description:
          'Answers one page of the tickets the caller may read, searched, filtered and sorted. Any signed-in user: customers see their own tickets, employees those assigned to them, master and manager all.',
        run: service.listTickets,
      },
      summary: {
        description:
          'Answers the cards above the ticket list under its search and filters: per status, urgent open ones and, for master and manager, unassigned open ones. Any signed-in user, over the tickets they may read.',
        response: ticketSummarySchema,
        run: service.summarizeTickets,
      },
      export: {
        description:
          'Downloads the tickets the caller may read, matching the search and filters, as CSV, XLSX or PDF; the export is recorded in the audit trail. Any signed-in user.',
        run: service.exportTickets,
      },
    })
    .read('/project-options', 'listTicketProjectOptions', {
      description:
        'Answers the projects a new ticket may name: for a customer, those of the companies they belong to. Any signed-in user.',
      response: ticketProjectOptionsResponseSchema,
      run: service.listProjectOptions,
    })
    .get({
      description:
        'Answers one ticket with the tasks made from it. Any signed-in user who may read it; anyone else gets 404.',
      response,
      wrapped: true,
      run: service.getTicket,
    })
    .set('status', {
      description:
        'Moves a ticket to another status. Any signed-in user who may read the ticket: staff move it to any status, its customer only closes it ' +
        '(completed) or reopens it (pending) and anything else is 400; for anyone else the ticket does not exist (404).',
      body: setTicketStatusRequestSchema,
      response,
      run: (ctx, id, body) => service.setTicketStatus(ctx, id, body.status),
    })
    .set('priority', {
      description: "Changes a ticket's priority; the timeline records it. Master and manager.",
      body: setTicketPriorityRequestSchema,
      response,
      run: (ctx, id, body) => service.setTicketPriority(ctx, id, body.priority),
    })
    .set('assignee', {
      description:
        'Assigns a ticket to an active internal user, or to nobody; the timeline records it. Master and manager.',
      body: setTicketAssigneeRequestSchema,
      response,
      run: (ctx, id, body) => service.setTicketAssignee(ctx, id, body.assigneeId),
    })
    .set('deadline', {
      description:
        "Sets a ticket's deadline (today or later) or clears it; the timeline records it. Master and manager.",
      body: setTicketDeadlineRequestSchema(today),
      response,
      run: (ctx, id, body) => service.setTicketDeadline(ctx, id, body.deadline),
    })
    .set('category', {
      description: 'Files a ticket under another existing category; the timeline records it. Master and manager.',
      body: setTicketCategoryRequestSchema,
      response,
      run: (ctx, id, body) => service.setTicketCategory(ctx, id, body.categoryId),
    })
    .remove({
      description:
        'Deletes a ticket with its conversation and files; tasks made from it stay, unlinked. The master alone.',
      run: service.deleteTicket,
    })
    .action('POST', '/bulk', 'bulkChangeTickets', {
      description:
        'Changes many tickets at once, named by id or as every ticket of the filtered list (at most 500). Master, manager and employee: ' +
        'status on the tickets they see; priority, assignee, category and deadline master and manager; delete the master alone. All or ' +
        'nothing in one transaction: when any ticket may not take the change, 403 names each and why; audited per ticket, each person told once.',
      body: ticketBulkRequestSchema(today),
      response: bulkResponseSchema,
      run: (ctx, { body }) => bulkChangeTickets(ctx, body),
    });

  // Following: the caller's own state, answered as the ticket's `following`.
  const follows = resourceRoutes(app, { path: '/api/tickets', tags });
  for (const [method, operationId, follow] of [
    ['PUT', 'followTicket', true],
    ['DELETE', 'unfollowTicket', false],
  ] as const) {
    follows.action(method, '/:id/follow', operationId, {
      description:
        (follow
          ? 'Follows a ticket: its replies and status changes notify the caller (internal notes too; docs/notifications.md). '
          : 'Stops following a ticket: its replies and status changes no longer notify the caller, unless they raised it or are its assignee. ') +
        'Answers the ticket, `following` saying the new state; doing it twice changes nothing. Master, manager and employee, of a ticket they may read; for anyone else it does not exist (404).',
      params: idParamsSchema,
      querystring: noQuerySchema,
      response: ticketResponseSchema,
      run: async (ctx, { params }) => ({ ticket: await service.setTicketFollowing(ctx, params.id, follow) }),
    });
  }

  api.post(
    '/api/tickets',
    {
      schema: {
        tags,
        operationId: 'createTicket',
        errors: [429],
        description:
          'Raises a ticket from a multipart form (its fields and up to five PNG, JPEG or PDF files, checked by their content, stored with the first message in one transaction) ' +
          'or from a JSON object of the same fields, without files. The master and customers.',
        consumes: ['multipart/form-data', 'application/json'],
        multipartFields: createTicketFieldsSchema,
        response: { 201: ticketResponseSchema },
      },
    },
    async (request, reply) => {
      const ticket = await service.createTicket(serviceContext(request), (tmpDir) =>
        readCommentUpload(request, tmpDir),
      );
      return reply.status(201).send({ ticket });
    },
  );

  api.post(
    '/api/tickets/:id/task',
    {
      schema: {
        tags,
        operationId: 'createTaskFromTicket',
        description:
          "Makes a task from a ticket by the task's own rules; the task names the ticket and the ticket's timeline links the task. " +
          "The ticket's files named in `attachmentIds` are copied into the task's conversation in the same transaction (400 for a file of another ticket). Master and manager.",
        params: idParamsSchema,
        body: createTaskFromTicketRequestSchema(today),
        response: { 201: taskResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ task: await service.createTaskFromTicket(serviceContext(request), request.params.id, request.body) }),
  );
}
