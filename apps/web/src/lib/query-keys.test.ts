import { describe, expect, it } from 'vitest';
import { categoryList } from '@workspace/shared/accounting/categories.schemas';
import { transactionList } from '@workspace/shared/accounting/transactions.schemas';
import { companyList } from '@workspace/shared/companies/companies.schemas';
import { projectList } from '@workspace/shared/projects/projects.schemas';
import { taskList } from '@workspace/shared/tasks/tasks.schemas';
import { ticketCategoryList } from '@workspace/shared/tickets/ticket-categories.schemas';
import { ticketList } from '@workspace/shared/tickets/tickets.schemas';
import { userList } from '@workspace/shared/users/users.schemas';
import { categoryKeys, companyKeys, projectKeys, ticketCategoryKeys, ticketKeys, taskKeys, transactionKeys, userKeys } from './query-keys';

describe('query keys', () => {
  it('start with the name of their list, as the list queries (lib/list-api.ts) key them', () => {
    expect(taskKeys.all).toEqual([taskList.name]);
    expect(projectKeys.all).toEqual([projectList.name]);
    expect(companyKeys.all).toEqual([companyList.name]);
    expect(categoryKeys.all).toEqual([categoryList.name]);
    expect(transactionKeys.all).toEqual([transactionList.name]);
    expect(userKeys.all).toEqual([userList.name]);
    expect(ticketKeys.all).toEqual([ticketList.name]);
    expect(ticketKeys.timeline(4)[0]).toBe(ticketList.name);
    expect(ticketCategoryKeys.all).toEqual([ticketCategoryList.name]);
  });
});
