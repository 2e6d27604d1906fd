import type * as categories from '@workspace/shared/accounting/categories.schemas';
import { categoryListShape } from '@workspace/shared/accounting/categories.constants';
import type * as transactions from '@workspace/shared/accounting/transactions.schemas';
import { transactionListShape } from '@workspace/shared/accounting/transactions.constants';
import type { ListShape } from '@workspace/shared/common/list-shape';
import type {
  ListDefinition,
  ListExportParams,
  ListFilterParams,
  ListParams,
  ListResponseOf,
} from '@workspace/shared/common/list.schemas';
import type * as companies from '@workspace/shared/companies/companies.schemas';
import { companyListShape } from '@workspace/shared/companies/companies.constants';
import type * as activities from '@workspace/shared/insight/activities.schemas';
import { activityListShape } from '@workspace/shared/insight/activities.constants';
import type * as loginRecords from '@workspace/shared/insight/login-records.schemas';
import { loginRecordListShape } from '@workspace/shared/insight/login-records.constants';
import type * as reports from '@workspace/shared/insight/reports.schemas';
import { projectReportListShape } from '@workspace/shared/insight/reports.constants';
import type * as notes from '@workspace/shared/notes/notes.schemas';
import { noteListShape } from '@workspace/shared/notes/notes.constants';
import type * as notifications from '@workspace/shared/notifications/notifications.schemas';
import { notificationListShape } from '@workspace/shared/notifications/notifications.constants';
import type * as projects from '@workspace/shared/projects/projects.schemas';
import { projectListShape } from '@workspace/shared/projects/projects.constants';
import type * as tasks from '@workspace/shared/tasks/tasks.schemas';
import { taskListShape } from '@workspace/shared/tasks/tasks.constants';
import type * as ticketCategories from '@workspace/shared/tickets/ticket-categories.schemas';
import { ticketCategoryListShape } from '@workspace/shared/tickets/ticket-categories.constants';
import type * as tickets from '@workspace/shared/tickets/tickets.schemas';
import { ticketListShape } from '@workspace/shared/tickets/tickets.constants';
import type * as users from '@workspace/shared/users/users.schemas';
import { userListShape } from '@workspace/shared/users/users.constants';
import type * as sharedData from '@workspace/shared/shared-data/shared-data.schemas';
import { sharedDataListShape } from '@workspace/shared/shared-data/shared-data.constants';

/*
 * The lists as the web holds them: each list's zod-free shape (name, filter keys, sort keys,
 * defaults, page size), typed by its definition. The definitions' zod schemas are the server's; a
 * list screen reads its address and builds its requests from the shape alone, so its first render
 * loads no schema library. The definitions come in as types only (erased by the build).
 */

/** The fields of a list definition the web reads at run time: its shape. */
export type ShapeOf<D extends ListDefinition> = Pick<D, keyof ListShape>;

declare const definitionType: unique symbol;
/**
 * A list's shape with the type of its definition: the definition is never held (the optional
 * member is always absent), it only gives the list's parameters and answer their types.
 */
export type WebList<D extends ListDefinition = ListDefinition> = ShapeOf<D> & { readonly [definitionType]?: D };

/** The list of a definition's type, from its shape: the shape must be the definition's own (same name, keys and defaults). */
function webList<D extends ListDefinition>(shape: ShapeOf<D>): WebList<D> {
  return shape;
}

type DefinitionOf<L extends WebList> = NonNullable<L[typeof definitionType]>;
export type FilterKey<L extends WebList> = L['filterKeys'][number];
/** What a caller may send to the list, its summary and its export (the definition's input types). */
export type ListParamsOf<L extends WebList> = ListParams<DefinitionOf<L>>;
export type FilterParamsOf<L extends WebList> = ListFilterParams<DefinitionOf<L>>;
export type ExportParamsOf<L extends WebList> = Omit<ListExportParams<DefinitionOf<L>>, 'format'>;
export type ResponseOf<L extends WebList> = ListResponseOf<DefinitionOf<L>>;

export const activityList = webList<typeof activities.activityList>(activityListShape);
export const categoryList = webList<typeof categories.categoryList>(categoryListShape);
export const companyList = webList<typeof companies.companyList>(companyListShape);
export const loginRecordList = webList<typeof loginRecords.loginRecordList>(loginRecordListShape);
export const noteList = webList<typeof notes.noteList>(noteListShape);
export const notificationList = webList<typeof notifications.notificationList>(notificationListShape);
export const projectList = webList<typeof projects.projectList>(projectListShape);
export const projectReportList = webList<typeof reports.projectReportList>(projectReportListShape);
export const sharedDataList = webList<typeof sharedData.sharedDataList>(sharedDataListShape);
export const taskList = webList<typeof tasks.taskList>(taskListShape);
export const ticketCategoryList = webList<typeof ticketCategories.ticketCategoryList>(ticketCategoryListShape);
export const ticketList = webList<typeof tickets.ticketList>(ticketListShape);
export const transactionList = webList<typeof transactions.transactionList>(transactionListShape);
export const userList = webList<typeof users.userList>(userListShape);
