import type { Activity, activityList, ActivityFacets } from '@workspace/shared/insight/activities.schemas';
import { insightPolicy } from '@workspace/shared/auth/policies';
import {
  activityNameRefs,
  nameKey,
  type ActivityNameKind,
  type ActivityNames,
} from '@workspace/shared/insight/activity-reading';
import type { ListExportQuery, ListQuery } from '@workspace/shared/common/list.schemas';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { auditedExport, type ExportRequest } from '../../lib/export';
import { listSort } from '../../lib/text-order';
import * as repo from './activities.repository';
import { activityExportColumns, activityExportTitle } from './activities.export';

type ActivityFilterQuery = Omit<ListQuery<typeof activityList>, 'page' | 'pageSize' | 'sort' | 'order'>;

/** The audit trail is the master's alone (the route table says so too; the rule lives here). */
function requireInsight(ctx: ServiceContext) {
  if (!insightPolicy.read(ctx.actor)) throw forbidden();
}

function filtersOf(ctx: ServiceContext, query: ActivityFilterQuery): repo.ActivityFilters {
  return {
    q: query.q || undefined,
    actorId: query.actorId,
    action: query.action || undefined,
    entityType: query.entityType || undefined,
    entityId: query.entityId,
    dateFrom: query.dateFrom,
    dateTo: query.dateTo,
    timeZone: ctx.timeZone,
  };
}

/**
 * The rows with the names their changes' ids point at (users, companies, projects, categories),
 * looked up once per kind for all of them; each row carries only its own.
 */
async function withNames(db: DbOrTx, rows: repo.ActivityRow[]): Promise<Activity[]> {
  const refsOf = rows.map((row) => activityNameRefs(row));
  const wanted = new Map<ActivityNameKind, Set<number>>();
  for (const ref of refsOf.flat()) wanted.set(ref.kind, (wanted.get(ref.kind) ?? new Set()).add(ref.id));
  const found = new Map<ActivityNameKind, Map<number, string>>();
  for (const [kind, ids] of wanted) found.set(kind, await repo.namesOf(db, kind, [...ids]));
  return rows.map((row, index) => {
    const names: ActivityNames = {};
    for (const ref of refsOf[index]!) {
      const name = found.get(ref.kind)?.get(ref.id);
      if (name !== undefined) names[nameKey(ref.kind, ref.id)] = name;
    }
    return { ...row, names };
  });
}

/** One page of the audit trail under the filters, newest first unless sorted otherwise; past 1,000 rows the total is "at least". */
export async function listActivities(ctx: ServiceContext, query: ListQuery<typeof activityList>) {
  requireInsight(ctx);
  const { rows, total, totalIsAtLeast } = await repo.activityListQuery.list(
    ctx.db,
    filtersOf(ctx, query),
    listSort(ctx.language, query),
    query,
  );
  return {
    data: await withNames(ctx.db, rows),
    meta: { page: query.page, pageSize: query.pageSize, total, totalIsAtLeast },
  };
}

/** The whole filtered trail for a download; the export itself is recorded in the trail. */
export async function exportActivities(
  ctx: ServiceContext,
  query: ListExportQuery<typeof activityList>,
): Promise<ExportRequest<Activity>> {
  requireInsight(ctx);
  const filters = filtersOf(ctx, query);
  const { timeZone: _timeZone, ...recorded } = filters;
  return auditedExport(
    ctx,
    {
      action: 'activities.export',
      entityType: 'activity',
      filters: { ...recorded, sort: query.sort, order: query.order },
    },
    {
      format: query.format,
      filename: `activities-${new Date().toISOString().slice(0, 10)}`,
      title: activityExportTitle(ctx.language),
      columns: activityExportColumns(ctx.language),
      rows: repo.activityListQuery.iterate(ctx.db, filters, listSort(ctx.language, query), (rows) =>
        withNames(ctx.db, rows),
      ),
    },
  );
}

/** The actions and record types that occur, sorted, for the filters. */
export async function activityFacets(ctx: ServiceContext): Promise<ActivityFacets> {
  requireInsight(ctx);
  return repo.activityFacets(ctx.db);
}

/** The newest audit rows, newest first, in the list's shape: the dashboard shows them. */
export async function latestActivities(db: DbOrTx, limit: number): Promise<Activity[]> {
  return withNames(db, await repo.latestActivities(db, limit));
}
