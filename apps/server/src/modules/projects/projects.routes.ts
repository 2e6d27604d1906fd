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
import * as service from './projects.service';

export async function projectsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];
  const createProjectBody = createProjectRequestSchema(() => isoToday(app.config.APP_TIMEZONE));

  api.get('/api/projects', { schema: { tags, querystring: projectList.querySchema, response: { 200: projectList.responseSchema } } }, (request) =>
    service.listProjects(serviceContext(request), request.query),
  );

  api.get('/api/projects/summary', { schema: { tags, querystring: projectList.filtersSchema, response: { 200: projectSummarySchema } } }, (request) =>
    service.summarizeProjects(serviceContext(request), request.query),
  );

  api.get('/api/projects/export', { schema: { tags, querystring: projectList.exportSchema } }, async (request, reply) =>
    sendExport(reply, await service.exportProjects(serviceContext(request), request.query)),
  );

  api.get('/api/projects/lookup', { schema: { tags, querystring: noQuerySchema, response: { 200: projectLookupResponseSchema } } }, (request) =>
    service.lookupProjects(serviceContext(request)),
  );

  api.get('/api/projects/:id', { schema: { tags, params: idParamsSchema, response: { 200: projectSchema } } }, (request) =>
    service.getProject(serviceContext(request), request.params.id),
  );

  api.post('/api/projects', { schema: { tags, body: createProjectBody, response: { 201: projectResponseSchema } } }, async (request, reply) => {
    const project = await service.createProject(serviceContext(request), request.body);
    return reply.status(201).send({ project });
  });

  api.put(
    '/api/projects/:id',
    { schema: { tags, params: idParamsSchema, body: updateProjectRequestSchema, response: { 200: projectResponseSchema } } },
    async (request) => ({ project: await service.updateProject(serviceContext(request), request.params.id, request.body) }),
  );

  api.delete('/api/projects/:id', { schema: { tags, params: idParamsSchema } }, async (request, reply) => {
    await service.deleteProject(serviceContext(request), request.params.id);
    return reply.status(204).send();
  });
}
