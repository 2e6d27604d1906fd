import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, noQuerySchema } from '@workspace/shared/common/list.schemas';
import { isoToday } from '@workspace/shared/common/work';
import {
  createProjectRequestSchema,
  projectList,
  projectLookupResponseSchema,
  projectResponseSchema,
  projectSchema,
  projectSummarySchema,
  updateProjectRequestSchema,
} from '@workspace/shared/projects/projects.schemas';
import { serviceContext } from '../../lib/context';
import { sendExport } from '../../lib/export';
import { exportResponse, noContent } from '../../lib/openapi';
import * as service from './projects.service';

export async function projectsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];
  const createProjectBody = createProjectRequestSchema(() => isoToday(app.config.APP_TIMEZONE));

  api.get(
    '/api/projects',
    {
      schema: {
        tags,
        operationId: 'listProjects',
        description: 'Answers one page of projects with their task counts, searched, filtered and sorted. Master and manager.',
        querystring: projectList.querySchema,
        response: { 200: projectList.responseSchema },
      },
    },
    (request) => service.listProjects(serviceContext(request), request.query),
  );

  api.get(
    '/api/projects/summary',
    {
      schema: {
        tags,
        operationId: 'summarizeProjects',
        description: "Answers the project counts per status under the list's search and filters. Master and manager.",
        querystring: projectList.filtersSchema,
        response: { 200: projectSummarySchema },
      },
    },
    (request) => service.summarizeProjects(serviceContext(request), request.query),
  );

  api.get(
    '/api/projects/export',
    {
      schema: {
        tags,
        operationId: 'exportProjects',
        description:
          'Downloads every project matching the search and filters as CSV, XLSX or PDF; the export is recorded in the audit trail. Master and manager.',
        response: { 200: exportResponse() },
        querystring: projectList.exportSchema,
      },
    },
    async (request, reply) => sendExport(reply, await service.exportProjects(serviceContext(request), request.query)),
  );

  api.get(
    '/api/projects/lookup',
    {
      schema: {
        tags,
        operationId: 'lookupProjects',
        description:
          "Answers projects' ids and names for selectors: every project to master and manager, to an employee those holding a task of theirs. Master, manager and employee.",
        querystring: noQuerySchema,
        response: { 200: projectLookupResponseSchema },
      },
    },
    (request) => service.lookupProjects(serviceContext(request)),
  );

  api.get(
    '/api/projects/:id',
    {
      schema: {
        tags,
        operationId: 'getProject',
        description: 'Answers one project. Master, manager and employee; to an employee a project without a task of theirs does not exist (404).',
        params: idParamsSchema,
        response: { 200: projectSchema },
      },
    },
    (request) => service.getProject(serviceContext(request), request.params.id),
  );

  api.post(
    '/api/projects',
    {
      schema: {
        tags,
        operationId: 'createProject',
        description: 'Creates a project of an existing company. Master and manager.',
        body: createProjectBody,
        response: { 201: projectResponseSchema },
      },
    },
    async (request, reply) => {
      const project = await service.createProject(serviceContext(request), request.body);
      return reply.status(201).send({ project });
    },
  );

  api.put(
    '/api/projects/:id',
    {
      schema: {
        tags,
        operationId: 'updateProject',
        description: 'Edits a project; the audit trail keeps each changed field before and after. Master and manager.',
        params: idParamsSchema,
        body: updateProjectRequestSchema,
        response: { 200: projectResponseSchema },
      },
    },
    async (request) => ({ project: await service.updateProject(serviceContext(request), request.params.id, request.body) }),
  );

  api.delete(
    '/api/projects/:id',
    {
      schema: {
        tags,
        operationId: 'deleteProject',
        description: 'Deletes a project. Master and manager; while a task or transaction references it the answer is 409 and nothing changes.',
        errors: [409],
        params: idParamsSchema,
        response: { 204: noContent('Deleted; no body.') },
      },
    },
    async (request, reply) => {
      await service.deleteProject(serviceContext(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
