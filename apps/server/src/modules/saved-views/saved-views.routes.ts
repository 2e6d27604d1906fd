import type { FastifyInstance } from 'fastify';
import {
  createSavedViewSchema,
  listColumnsResponseSchema,
  listColumnsSchema,
  savedViewListQuerySchema,
  savedViewListResponseSchema,
  savedViewResponseSchema,
  updateSavedViewSchema,
} from '@workspace/shared/views/saved-views.schemas';
import { noQuerySchema } from '@workspace/shared/common/list.schemas';
import { resourceRoutes } from '../../lib/routes';
import * as service from './saved-views.service';

export async function savedViewsRoutes(app: FastifyInstance) {
  resourceRoutes(app, {
    path: '/api/saved-views',
    tags: ['saved views'],
    one: 'SavedView',
    many: 'SavedViews',
    record: 'savedView',
  })
    .action('GET', '', 'listSavedViews', {
      description:
        "Answers the caller's saved views of one list and those the master shared with their role, by name; each checked " +
        'against the list: what it no longer has is left out of `state` and named in `dropped`. `isDefault` marks the ' +
        "view the caller's list opens with (their own or a shared one). Any signed-in user.",
      querystring: savedViewListQuerySchema,
      response: savedViewListResponseSchema,
      run: (ctx, { query }) => service.listViews(ctx, query.list),
    })
    .create({
      description:
        "Saves a list's state under a name, checked against the list (400 naming a filter, sort or column it does not have); " +
        "`isDefault` makes it the view the caller's list opens with, in place of the former one. Only the master may share " +
        'a view with a role. Any signed-in user.',
      body: createSavedViewSchema,
      response: savedViewResponseSchema,
      run: service.createView,
    })
    .update({
      description:
        'Renames a view, replaces its state or shares it: its owner; the master also for views shared with a role. A view ' +
        'shared with the caller is read only (403); anyone else’s is not found. `isDefault` alone is the caller’s own ' +
        'choice of the view their list opens with (true) or not (false), for any view they see, their own or one shared ' +
        'with their role; a view they do not see is not found. A view no longer shared with a role stops being the default ' +
        'of its people. Any signed-in user.',
      body: updateSavedViewSchema,
      response: savedViewResponseSchema,
      run: service.updateView,
    })
    .remove({
      description:
        'Deletes a view, and with it the default of everyone whose list opened with it; who may is as for a change. ' +
        'Any signed-in user.',
      run: service.deleteView,
    });

  resourceRoutes(app, { path: '/api/list-columns', tags: ['saved views'] })
    .action('GET', '', 'getListColumns', {
      description: "The caller's choice of columns on a list (null: the list's defaults). Any signed-in user.",
      querystring: savedViewListQuerySchema,
      response: listColumnsResponseSchema,
      run: (ctx, { query }) => service.readColumns(ctx, query.list),
    })
    .action('PUT', '', 'setListColumns', {
      description:
        "Keeps the caller's columns of a list, in order (null: back to the defaults); the row's key column is always kept. " +
        'Any signed-in user.',
      querystring: noQuerySchema,
      body: listColumnsSchema,
      response: listColumnsResponseSchema,
      run: (ctx, { body }) => service.saveColumns(ctx, body),
    });
}
