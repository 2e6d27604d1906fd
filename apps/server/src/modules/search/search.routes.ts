import type { FastifyInstance } from 'fastify';
import { searchAnswerSchema, searchQuerySchema } from '@workspace/shared/search/search.schemas';
import { resourceRoutes } from '../../lib/routes';
import * as service from './search.service';

export async function searchRoutes(app: FastifyInstance) {
  resourceRoutes(app, { path: '/api/search', tags: ['search'] }).action('GET', '', 'searchEverything', {
    description:
      "The command palette's search: tasks, tickets, projects, companies, people, the caller's own notes and the shared data they may see, each through its own rule (a customer finds only their own tickets; nobody finds another person's notes). `#123` or `123` also finds ticket and task 123. Results are grouped by kind, ranked by the number, then titles that start with the words, then other matches, newest first; at most `limit` of each kind. Any signed-in user.",
    querystring: searchQuerySchema,
    response: searchAnswerSchema,
    run: (ctx, { query }) => service.search(ctx, query),
  });
}
