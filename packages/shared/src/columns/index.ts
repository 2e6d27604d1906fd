import type { ListColumns } from '../common/list-columns';
import { activityColumns } from './activities';
import { expenseCategoryColumns, ticketCategoryColumns } from './categories';
import { companyColumns } from './companies';
import { loginRecordColumns } from './login-records';
import { outgoingMailColumns } from './outgoing-mail';
import { projectReportColumns } from './projects-report';
import { projectColumns } from './projects';
import { sharedDataColumns } from './shared-data';
import { taskColumns } from './tasks';
import { ticketColumns } from './tickets';
import { transactionColumns } from './transactions';
import { userColumns } from './users';

/*
 * Every list whose columns may be chosen, by its name (the server checks views and choices against
 * it). Each list's columns are a module of their own, so a screen's first load holds only its own.
 */
export const LIST_COLUMNS: Readonly<Record<string, ListColumns>> = Object.fromEntries(
  [
    activityColumns,
    expenseCategoryColumns,
    ticketCategoryColumns,
    companyColumns,
    loginRecordColumns,
    outgoingMailColumns,
    projectReportColumns,
    projectColumns,
    sharedDataColumns,
    taskColumns,
    ticketColumns,
    transactionColumns,
    userColumns,
  ].map((entry) => [entry.list, entry]),
);
