import { describe, expect, it } from 'vitest';
import { categoryList as categoryDefinition } from '@workspace/shared/accounting/categories.schemas';
import { transactionList as transactionDefinition } from '@workspace/shared/accounting/transactions.schemas';
import type { ListDefinition } from '@workspace/shared/common/list.schemas';
import { companyList as companyDefinition } from '@workspace/shared/companies/companies.schemas';
import { activityList as activityDefinition } from '@workspace/shared/insight/activities.schemas';
import { loginRecordList as loginRecordDefinition } from '@workspace/shared/insight/login-records.schemas';
import { projectReportList as projectReportDefinition } from '@workspace/shared/insight/reports.schemas';
import { noteList as noteDefinition } from '@workspace/shared/notes/notes.schemas';
import { notificationList as notificationDefinition } from '@workspace/shared/notifications/notifications.schemas';
import { projectList as projectDefinition } from '@workspace/shared/projects/projects.schemas';
import { taskList as taskDefinition } from '@workspace/shared/tasks/tasks.schemas';
import { ticketCategoryList as ticketCategoryDefinition } from '@workspace/shared/tickets/ticket-categories.schemas';
import { ticketList as ticketDefinition } from '@workspace/shared/tickets/tickets.schemas';
import { userList as userDefinition } from '@workspace/shared/users/users.schemas';
import { sharedDataList as sharedDataDefinition } from '@workspace/shared/shared-data/shared-data.schemas';
import * as lists from './lists';

const DEFINITIONS: Record<string, ListDefinition> = {
  activityList: activityDefinition,
  categoryList: categoryDefinition,
  companyList: companyDefinition,
  loginRecordList: loginRecordDefinition,
  noteList: noteDefinition,
  notificationList: notificationDefinition,
  projectList: projectDefinition,
  projectReportList: projectReportDefinition,
  sharedDataList: sharedDataDefinition,
  taskList: taskDefinition,
  ticketCategoryList: ticketCategoryDefinition,
  ticketList: ticketDefinition,
  transactionList: transactionDefinition,
  userList: userDefinition,
};

describe("the web's lists", () => {
  it('holds every list the web reads, each by the name of its definition', () => {
    expect(Object.keys(lists).sort()).toEqual(Object.keys(DEFINITIONS).sort());
  });

  it.each(Object.keys(DEFINITIONS))(
    '%s is the shape of its definition, field for field, and carries no schema',
    (key) => {
      const { name, filterKeys, sortFields, defaultSort, defaultOrder, pageSize } = DEFINITIONS[key]!;
      expect(lists[key as keyof typeof lists]).toEqual({
        name,
        filterKeys,
        sortFields,
        defaultSort,
        defaultOrder,
        pageSize,
      });
    },
  );
});
