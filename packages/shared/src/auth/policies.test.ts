import { describe, expect, it } from 'vitest';
import {
  cannedReplyPolicy,
  companyPolicy,
  insightPolicy,
  moneyPolicy,
  notePolicy,
  notificationPolicy,
  profilePolicy,
  projectPolicy,
  sharedDataPolicy,
  twoFactorPolicy,
  taskPolicy,
  ticketCategoryPolicy,
  ticketPolicy,
  userPolicy,
  type Actor,
} from './policies';

/*
 * Expectations written by hand from the permission design, one row per rule, in the order
 * master manager employee user ("y" allowed, "-" refused). Never computed from policies.ts.
 */
const master: Actor = { id: 1, type: 'master' };
const manager: Actor = { id: 2, type: 'manager' };
const employee: Actor = { id: 3, type: 'employee' };
const customer: Actor = { id: 4, type: 'user' };
const ACTORS = [master, manager, employee, customer];

const ROLE_RULES: Record<string, [(actor: Actor) => boolean, string]> = {
  'users: manage': [userPolicy.manage, 'y - - -'],
  'users: lookup': [userPolicy.lookup, 'y y y -'],
  'users: lookup lists customers': [userPolicy.lookupIncludesCustomers, 'y - - -'],
  'profile: own': [profilePolicy.manageOwn, 'y y y y'],
  'companies: manage': [companyPolicy.manage, 'y - - -'],
  'companies: lookup': [companyPolicy.lookup, 'y y - -'],
  'money: read': [moneyPolicy.read, 'y - - -'],
  'money: manage': [moneyPolicy.manage, 'y - - -'],
  'insight: read': [insightPolicy.read, 'y - - -'],
  'projects: manage': [projectPolicy.manage, 'y y - -'],
  'projects: read': [projectPolicy.read, 'y y y -'],
  'projects: money': [projectPolicy.readMoney, 'y - - -'],
  'tasks: manage': [taskPolicy.manage, 'y y - -'],
  'tasks: priority': [taskPolicy.changePriority, 'y y - -'],
  'tasks: use': [taskPolicy.use, 'y y y -'],
  'tickets: use': [ticketPolicy.use, 'y y y y'],
  'tickets: create': [ticketPolicy.create, 'y - - y'],
  'tickets: assign': [ticketPolicy.assign, 'y y - -'],
  'tickets: manage': [ticketPolicy.manage, 'y - - -'],
  'tickets: triage': [ticketPolicy.triage, 'y y - -'],
  'tickets: make a task': [ticketPolicy.createTask, 'y y - -'],
  'canned replies: read': [cannedReplyPolicy.read, 'y y y -'],
  'canned replies: manage': [cannedReplyPolicy.manage, 'y y - -'],
  'ticket categories: read': [ticketCategoryPolicy.read, 'y y y y'],
  'ticket categories: manage': [ticketCategoryPolicy.manage, 'y - - -'],
  'notes: use': [notePolicy.use, 'y y y y'],
  'notifications: use': [notificationPolicy.use, 'y y y y'],
  'shared data: use': [sharedDataPolicy.use, '- y y -'],
  'two-factor: manage own': [twoFactorPolicy.manageOwn, 'y y y y'],
  'two-factor: require it for a role': [twoFactorPolicy.setRequirement, 'y - - -'],
};

describe('role-level rules', () => {
  for (const [name, [rule, expected]] of Object.entries(ROLE_RULES)) {
    it(name, () => {
      expect(ACTORS.map((actor) => (rule(actor) ? 'y' : '-')).join(' ')).toBe(expected);
    });
  }
  it('refuses nobody signed in', () => {
    expect(moneyPolicy.read(null)).toBe(false);
    expect(ticketPolicy.use(undefined)).toBe(false);
  });
});

describe('record-level rules', () => {
  const ownTask = { assigneeId: employee.id };
  const otherTask = { assigneeId: 99 };
  it('tasks: planners any, an employee their own, a customer none', () => {
    for (const rule of [taskPolicy.read, taskPolicy.changeStatus, taskPolicy.reply]) {
      expect(ACTORS.map((actor) => (rule(actor, ownTask) ? 'y' : '-')).join(' ')).toBe('y y y -');
      expect(ACTORS.map((actor) => (rule(actor, otherTask) ? 'y' : '-')).join(' ')).toBe('y y - -');
    }
    expect(taskPolicy.read(customer, { assigneeId: customer.id })).toBe(false);
    expect(taskPolicy.scope(manager)).toEqual({ kind: 'all' });
    expect(taskPolicy.scope(employee)).toEqual({ kind: 'assignedTo', userId: 3 });
    expect(projectPolicy.scope(master)).toEqual({ kind: 'all' });
    expect(projectPolicy.scope(employee)).toEqual({ kind: 'assignedTo', userId: 3 });
  });

  it('tickets: master and manager all, an employee those assigned, a customer their own', () => {
    const mine = { createdById: customer.id, assigneeId: employee.id };
    const others = { createdById: 98, assigneeId: 99 };
    expect(ACTORS.map((actor) => (ticketPolicy.read(actor, mine) ? 'y' : '-')).join(' ')).toBe('y y y y');
    expect(ACTORS.map((actor) => (ticketPolicy.read(actor, others) ? 'y' : '-')).join(' ')).toBe('y y - -');
    expect(ACTORS.map((actor) => (ticketPolicy.reply(actor, others) ? 'y' : '-')).join(' ')).toBe('y y - -');
    expect(ACTORS.map((actor) => (ticketPolicy.changeStatus(actor, mine) ? 'y' : '-')).join(' ')).toBe('y y y -');
    expect(ticketPolicy.read(employee, { createdById: employee.id, assigneeId: null })).toBe(false);
    expect(ticketPolicy.scope(customer)).toEqual({ kind: 'ownedBy', userId: 4 });
    expect(ticketPolicy.scope(employee)).toEqual({ kind: 'assignedTo', userId: 3 });
    expect(ticketPolicy.scope(manager)).toEqual({ kind: 'all' });
  });

  it('tickets: staff move a ticket they see to any status; its customer closes it and reopens it unless cancelled', () => {
    const open: { createdById: number; assigneeId: number; status: 'inProgress' | 'completed' | 'cancelled' } = {
      createdById: customer.id,
      assigneeId: employee.id,
      status: 'inProgress',
    };
    const closed = { ...open, status: 'completed' as const };
    type T = typeof open;
    const choices = (actor: Actor, ticket: T) => ticketPolicy.statusChoices(actor, ticket).join(',');
    expect(choices(master, open)).toBe('pending,onHold,completed,cancelled');
    expect(choices(manager, closed)).toBe('pending,inProgress,onHold,cancelled');
    expect(choices(employee, open)).toBe('pending,onHold,completed,cancelled');
    expect(choices(customer, open)).toBe('completed');
    expect(choices(customer, closed)).toBe('pending');
    expect(choices(customer, { ...open, status: 'cancelled' })).toBe('');
    expect(choices({ id: 5, type: 'user' }, open)).toBe('');
    expect(choices({ id: 6, type: 'employee' }, open)).toBe('');
    expect(ACTORS.map((actor) => (ticketPolicy.closeOrReopen(actor, open) ? 'y' : '-')).join(' ')).toBe('- - - y');
  });

  it('users: the master changes the type or active flag of others, never their own', () => {
    expect(ACTORS.map((actor) => (userPolicy.changeTypeOrDeactivate(actor, { id: 99 }) ? 'y' : '-')).join(' ')).toBe(
      'y - - -',
    );
    expect(userPolicy.changeTypeOrDeactivate(master, { id: master.id })).toBe(false);
  });

  it('notifications: only their recipient, whoever asks', () => {
    expect(
      ACTORS.map((actor) => (notificationPolicy.read(actor, { recipientId: actor.id }) ? 'y' : '-')).join(' '),
    ).toBe('y y y y');
    expect(ACTORS.map((actor) => (notificationPolicy.read(actor, { recipientId: 99 }) ? 'y' : '-')).join(' ')).toBe(
      '- - - -',
    );
    expect(notificationPolicy.scope(master)).toEqual({ kind: 'ownedBy', userId: 1 });
  });

  it('notes: only their owner, whoever asks', () => {
    expect(ACTORS.map((actor) => (notePolicy.read(actor, { ownerId: actor.id }) ? 'y' : '-')).join(' ')).toBe(
      'y y y y',
    );
    expect(ACTORS.map((actor) => (notePolicy.manage(actor, { ownerId: 99 }) ? 'y' : '-')).join(' ')).toBe('- - - -');
    expect(notePolicy.scope(master)).toEqual({ kind: 'ownedBy', userId: 1 });
  });

  it('shared data: the owner manages, those shared with read, nobody else', () => {
    const record = { ownerId: manager.id, sharedWith: [employee.id, master.id] };
    expect(ACTORS.map((actor) => (sharedDataPolicy.read(actor, record) ? 'y' : '-')).join(' ')).toBe('- y y -');
    expect(ACTORS.map((actor) => (sharedDataPolicy.manage(actor, record) ? 'y' : '-')).join(' ')).toBe('- y - -');
  });
});
