import type { Activity } from '@workspace/shared/insight/activities.schemas';
import { companyPath } from './slug';

/** Record types whose one record has a screen of its own; the path from its id (and, for a company, its name). */
const RECORD_SCREENS: Record<string, (id: number, name: string) => string> = {
  task: (id) => `/support-window/${id}/task`,
  ticket: (id) => `/support-window/${id}/ticket`,
  // The company screen replaces a stale or missing name part with the current one.
  company: (id, name) => companyPath({ id, name }),
};

/** Each type's list screen: the nearest place to look when the record has no screen (or no longer exists). */
const LIST_SCREENS: Record<string, string> = {
  task: '/task',
  ticket: '/ticket',
  company: '/company',
  project: '/project',
  transaction: '/transaction',
  expenseCategory: '/expense-category',
  ticketCategory: '/ticket-category',
  wallet: '/wallet',
  loginRecord: '/users-login',
  activity: '/users-activity',
};

/* The record's name as the audit row kept it (a company's create or delete row carries it). */
function recordedName(changes: Activity['changes']): string {
  const name = changes?.name;
  const value = name?.after ?? name?.before;
  return typeof value === 'string' ? value : '';
}

/**
 * Where an audited record can be seen: its own screen (task, ticket, company), else its type's list
 * screen, else null (sessions, users of either kind, canned replies). A deleted record has no screen
 * left, so its delete row links to the list at most.
 */
export function recordPath(activity: Pick<Activity, 'action' | 'entityType' | 'entityId' | 'changes'>): string | null {
  const screen = RECORD_SCREENS[activity.entityType];
  if (screen && activity.entityId !== null && !activity.action.endsWith('.delete'))
    return screen(activity.entityId, recordedName(activity.changes));
  return LIST_SCREENS[activity.entityType] ?? null;
}
