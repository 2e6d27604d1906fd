/*
 * The columns of each list, zod-free: which a person may show, hide and reorder, which one is the
 * row's key (never hidden), which are left out until chosen (so the default columns fit 1366 px),
 * and the role each plays on a phone card (title, status, a date, an amount). A screen's own
 * column code draws the cells; these say what the columns are. Columns a screen draws that are not
 * named here (the row actions) are always shown, last.
 */

export type ColumnRole = 'title' | 'status' | 'date' | 'amount';

export type ColumnSpec = {
  readonly key: string;
  readonly role?: ColumnRole;
  /** The row's key: always shown, first in the card. */
  readonly rowKey?: true;
  /** Hidden until the person chooses it. */
  readonly optional?: true;
};

export type ListColumns = { readonly list: string; readonly columns: readonly ColumnSpec[] };

const cols = (list: string, columns: readonly ColumnSpec[]): ListColumns => ({ list, columns });

export const taskColumns = cols('tasks', [
  { key: 'title', role: 'title', rowKey: true },
  { key: 'project' },
  { key: 'assignee' },
  { key: 'startDate', role: 'date' },
  { key: 'deadline', role: 'date' },
  { key: 'estimatedHours' },
  { key: 'status', role: 'status' },
  { key: 'priority' },
]);

export const ticketColumns = cols('tickets', [
  { key: 'id', rowKey: true },
  { key: 'subject', role: 'title' },
  { key: 'status', role: 'status' },
  { key: 'priority' },
  { key: 'category', optional: true },
  { key: 'assignee' },
  { key: 'createdBy', optional: true },
  { key: 'deadline', role: 'date' },
  { key: 'createdAt', role: 'date' },
]);

export const projectColumns = cols('projects', [
  { key: 'name', role: 'title', rowKey: true },
  { key: 'companyName' },
  { key: 'budget', role: 'amount' },
  { key: 'money' },
  { key: 'startDate', role: 'date' },
  { key: 'status', role: 'status' },
  { key: 'priority' },
  { key: 'tasks' },
]);

export const companyColumns = cols('companies', [
  { key: 'name', role: 'title', rowKey: true },
  { key: 'websiteDomain' },
  { key: 'email' },
  { key: 'phone' },
  { key: 'taxOffice' },
  { key: 'projectCount' },
]);

export const userColumns = cols('users', [
  { key: 'name', role: 'title', rowKey: true },
  { key: 'surname' },
  { key: 'email' },
  { key: 'phone' },
  { key: 'type', role: 'status' },
  { key: 'isActive' },
  { key: 'lastLoginAt', role: 'date' },
  { key: 'createdAt', role: 'date' },
]);

export const transactionColumns = cols('transactions', [
  { key: 'transactionDate', role: 'date' },
  { key: 'type', role: 'status' },
  { key: 'name', role: 'title', rowKey: true },
  { key: 'amount', role: 'amount' },
  { key: 'currency' },
  { key: 'category' },
  { key: 'company' },
  { key: 'project' },
  { key: 'assignedUser' },
]);

export const outgoingMailColumns = cols('outgoing-mail', [
  { key: 'subject', role: 'title', rowKey: true },
  { key: 'status', role: 'status' },
  { key: 'recipient' },
  { key: 'kind' },
  { key: 'tries' },
  { key: 'lastError' },
  { key: 'createdAt', role: 'date' },
]);

export const sharedDataColumns = cols('shared-data', [
  { key: 'domain', role: 'title', rowKey: true },
  { key: 'username' },
  { key: 'password' },
  { key: 'description' },
  { key: 'owner' },
  { key: 'sharedWith' },
]);

export const expenseCategoryColumns = cols('expense-categories', [
  { key: 'name', role: 'title', rowKey: true },
  { key: 'description' },
  { key: 'createdAt', role: 'date' },
]);

export const ticketCategoryColumns = cols('ticket-categories', expenseCategoryColumns.columns);

export const activityColumns = cols('activities', [
  { key: 'createdAt', role: 'date' },
  { key: 'actor' },
  { key: 'action', role: 'title', rowKey: true },
  { key: 'entityType', role: 'status' },
  { key: 'changes' },
  { key: 'ip' },
]);

export const loginRecordColumns = cols('login-records', [
  { key: 'user', role: 'title', rowKey: true },
  { key: 'email' },
  { key: 'createdAt', role: 'date' },
  { key: 'ip' },
  { key: 'country' },
  { key: 'region' },
  { key: 'status', role: 'status' },
]);

export const projectReportColumns = cols('reports/projects', [
  { key: 'name', role: 'title', rowKey: true },
  { key: 'company' },
  { key: 'status', role: 'status' },
  { key: 'progress' },
  { key: 'daysLeft' },
  { key: 'tasks', optional: true },
  { key: 'overdueTasks', optional: true },
  { key: 'budget', role: 'amount' },
  { key: 'endDate', role: 'date' },
]);

/** Every list whose columns may be chosen, by its name. */
export const LIST_COLUMNS: Readonly<Record<string, ListColumns>> = /* @__PURE__ */ Object.fromEntries(
  [
    taskColumns,
    ticketColumns,
    projectColumns,
    companyColumns,
    userColumns,
    transactionColumns,
    outgoingMailColumns,
    sharedDataColumns,
    expenseCategoryColumns,
    ticketCategoryColumns,
    activityColumns,
    loginRecordColumns,
    projectReportColumns,
  ].map((entry) => [entry.list, entry]),
);

/** The columns shown when a person has chosen none: every column but the optional ones, in order. */
export const defaultColumnKeys = (spec: ListColumns): string[] =>
  spec.columns.filter((column) => !column.optional).map((column) => column.key);

/**
 * A chosen set of columns, kept to those the list has, with the row's key put back first when it
 * was left out. `dropped` names what no longer exists.
 */
export function checkColumns(spec: ListColumns, keys: readonly string[]): { columns: string[]; dropped: string[] } {
  const known = new Set(spec.columns.map((column) => column.key));
  const dropped = keys.filter((key) => !known.has(key));
  const columns = [...new Set(keys.filter((key) => known.has(key)))];
  for (const column of spec.columns) if (column.rowKey && !columns.includes(column.key)) columns.unshift(column.key);
  return { columns, dropped };
}
