import { describe, expect, it } from 'vitest';
import {
  categoryList,
  transactionList,
  companyList,
  projectList,
  taskList,
  ticketCategoryList,
  ticketList,
  userList,
} from './lists';
import {
  categoryKeys,
  companyKeys,
  projectKeys,
  ticketCategoryKeys,
  ticketKeys,
  taskKeys,
  transactionKeys,
  userKeys,
} from './query-keys';

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
