import type { FastifyInstance } from 'fastify';
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
import { resourceRoutes } from '../../lib/routes';
import * as service from './projects.service';

export async function projectsRoutes(app: FastifyInstance) {
  resourceRoutes(app, {
    path: '/api/projects',
    tags: ['projects'],
    one: 'Project',
    many: 'Projects',
    record: 'project',
  })
    .list(projectList, {
      list: {
        description:
          'Answers one page of projects with their task counts, searched, filtered and sorted. Master and manager.',
        run: service.listProjects,
      },
      summary: {
        description: "Answers the project counts per status under the list's search and filters. Master and manager.",
        response: projectSummarySchema,
        run: service.summarizeProjects,
      },
      export: {
        description:
          'Downloads every project matching the search and filters as CSV, XLSX or PDF; the export is recorded in the audit trail. Master and manager.',
        run: service.exportProjects,
      },
    })
    .lookup({
      description:
        "Answers projects' ids and names for selectors: every project to master and manager, to an employee those holding a task of theirs. Master, manager and employee.",
      response: projectLookupResponseSchema,
      run: service.lookupProjects,
    })
    .get({
      description:
        'Answers one project. Master, manager and employee; to an employee a project without a task of theirs does not exist (404).',
      response: projectSchema,
      run: service.getProject,
    })
    .create({
      description: 'Creates a project of an existing company. Master and manager.',
      body: createProjectRequestSchema(() => isoToday(app.config.APP_TIMEZONE)),
      response: projectResponseSchema,
      run: service.createProject,
    })
    .update({
      description: 'Edits a project; the audit trail keeps each changed field before and after. Master and manager.',
      body: updateProjectRequestSchema,
      response: projectResponseSchema,
      run: service.updateProject,
    })
    .remove({
      description:
        'Deletes a project. Master and manager; while a task or transaction references it the answer is 409 and nothing changes.',
      errors: [409],
      run: service.deleteProject,
    });
}
