import type { z } from 'zod';
import type { ListExportQuery, ListQuery, ListResponseOf } from '@workspace/shared/common/list.schemas';
import { WORK_STATUSES, type WorkStatus } from '@workspace/shared/common/work';
import type {
  Project,
  ProjectFilters,
  ProjectSummary,
  projectList,
  projectLookupResponseSchema,
  updateProjectRequestSchema,
} from '@workspace/shared/projects/projects.schemas';
import { projectPolicy } from '@workspace/shared/auth/policies';
import type { DbOrTx } from '../../db/client';
import type { ProjectRow } from '../../db/schema/projects';
import { deletedChanges, diffChanges } from '../../lib/audit';
import { inTransaction } from '../../lib/transaction';
import { isForeignKeyViolation, type ServiceContext } from '../../lib/context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { auditedExport, type ExportRequest } from '../../lib/export';
import { companyExists } from '../companies/companies.service';
import { listSort } from '../../lib/text-order';
import * as repo from './projects.repository';
import { projectExportColumns, projectExportTitle } from './projects.export';

type ProjectLookupResponse = z.infer<typeof projectLookupResponseSchema>;
/** Create and update share one shape once parsed; create's date rule runs in its schema. */
type ProjectInput = z.output<typeof updateProjectRequestSchema>;

const AUDITED_FIELDS = [
  'name',
  'description',
  'budget',
  'currency',
  'companyId',
  'startDate',
  'endDate',
  'status',
  'priority',
] as const;

function filtersOf(query: ProjectFilters): ProjectFilters {
  return {
    q: query.q || undefined,
    status: query.status,
    priority: query.priority,
    currency: query.currency,
    companyId: query.companyId,
  };
}

async function requireCompany(db: DbOrTx, companyId: number) {
  if (!(await companyExists(db, companyId))) throw badRequest({ companyId: 'companyNotFound' });
}

/*
 * Income and expense linked to a project are accounting: only those who may read money get a
 * project's received and paid amounts (a manager sees every project, without them).
 */
const listFor = (ctx: ServiceContext) =>
  projectPolicy.readMoney(ctx.actor) ? repo.projectListQuery : repo.projectListWithoutMoney;

/** The project within the caller's scope (an employee: only one holding a task of theirs), else 404. */
async function loadProject(ctx: ServiceContext, db: DbOrTx, id: number): Promise<Project> {
  const project = await repo.findProject(db, id, {
    withMoney: projectPolicy.readMoney(ctx.actor),
    scope: projectPolicy.scope(ctx.actor),
  });
  if (!project) throw notFound();
  return project;
}

/** One page of projects with their task counts, filtered, searched and sorted in SQL. */
export async function listProjects(
  ctx: ServiceContext,
  query: ListQuery<typeof projectList>,
): Promise<ListResponseOf<typeof projectList>> {
  const { rows, total } = await listFor(ctx).list(ctx.db, filtersOf(query), listSort(ctx.language, query), query);
  return { data: rows, meta: { page: query.page, pageSize: query.pageSize, total } };
}

/** Project counts per status (every status present, zero when none) under the list's filters. */
export async function summarizeProjects(ctx: ServiceContext, query: ProjectFilters): Promise<ProjectSummary> {
  const rows = await repo.countProjectsByStatus(ctx.db, filtersOf(query));
  const byStatus = Object.fromEntries(WORK_STATUSES.map((status) => [status, 0])) as Record<WorkStatus, number>;
  for (const row of rows) byStatus[row.status] = row.count;
  return { total: rows.reduce((sum, row) => sum + row.count, 0), byStatus };
}

/** The whole filtered list for a download; the export itself is recorded in the audit trail. */
export async function exportProjects(
  ctx: ServiceContext,
  query: ListExportQuery<typeof projectList>,
): Promise<ExportRequest<Project>> {
  const filters = filtersOf(query);
  return auditedExport(
    ctx,
    { action: 'projects.export', entityType: 'project', filters },
    {
      format: query.format,
      filename: `projects-${new Date().toISOString().slice(0, 10)}`,
      title: projectExportTitle(ctx.language),
      columns: projectExportColumns(ctx.language),
      rows: repo.projectListWithoutMoney.iterate(ctx.db, filters, listSort(ctx.language, query)),
    },
  );
}

/** Selector entries: staff who plan see every project, an employee only those holding a task of theirs. */
export async function lookupProjects(ctx: ServiceContext): Promise<ProjectLookupResponse> {
  return { data: await repo.lookupProjects(ctx.db, projectPolicy.scope(ctx.actor), ctx.language) };
}

/** One project; to an employee a project without a task of theirs does not exist (404). */
export async function getProject(ctx: ServiceContext, id: number): Promise<Project> {
  return loadProject(ctx, ctx.db, id);
}

/** Creates a project of an existing company, with its audit row, in one transaction. */
export async function createProject(ctx: ServiceContext, input: ProjectInput): Promise<Project> {
  return inTransaction(ctx, async ({ tx, audit }) => {
    await requireCompany(tx, input.companyId);
    const row = await repo.insertProject(tx, { ...input, createdBy: ctx.actor.id });
    await audit({
      action: 'project.create',
      entityType: 'project',
      entityId: row.id,
      changes: diffChanges({} as ProjectRow, input, AUDITED_FIELDS),
    });
    return loadProject(ctx, tx, row.id);
  });
}

/** Edits a project; the audit row holds before and after of each changed field. */
export async function updateProject(ctx: ServiceContext, id: number, input: ProjectInput): Promise<Project> {
  return inTransaction(ctx, async ({ tx, audit }) => {
    const before = await repo.findProjectRow(tx, id, true);
    if (!before) throw notFound();
    if (input.companyId !== before.companyId) await requireCompany(tx, input.companyId);
    const changes = diffChanges(before, input, AUDITED_FIELDS);
    if (Object.keys(changes).length > 0) {
      await repo.updateProject(tx, id, input);
      await audit({ action: 'project.update', entityType: 'project', entityId: id, changes });
    }
    return loadProject(ctx, tx, id);
  });
}

/** Deletes a project that no task references; otherwise 409 and nothing changes. */
export async function deleteProject(ctx: ServiceContext, id: number): Promise<void> {
  try {
    await inTransaction(ctx, async ({ tx, audit }) => {
      const before = await repo.findProjectRow(tx, id, true);
      if (!before) throw notFound();
      if (await repo.projectHasTasks(tx, id)) throw conflict('projectHasTasks');
      if (await repo.projectHasTransactions(tx, id)) throw conflict('projectHasTransactions');
      await repo.deleteProject(tx, id);
      await audit({
        action: 'project.delete',
        entityType: 'project',
        entityId: id,
        changes: deletedChanges(before, AUDITED_FIELDS),
      });
    });
  } catch (error) {
    // A task or transaction added by a concurrent request between the check and the delete.
    if (isForeignKeyViolation(error)) throw conflict('conflict');
    throw error;
  }
}
