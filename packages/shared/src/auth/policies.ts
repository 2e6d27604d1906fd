import { CLOSED_TICKET_STATUSES, TICKET_STATUSES, type TicketStatus } from '../tickets/tickets.constants';
import { USER_TYPES, type UserType } from './roles';

/*
 * Who may do what: the one place. Server services, the server's route table and the web call
 * these; nothing else compares a user's type. Written from the permission design in
 * docs/architecture.md ("Permissions").
 *
 * A role-level rule answers "may this kind of user do this at all" (the route table asks these).
 * A record-level rule answers it for one record (a task, a ticket, a note) and is checked in the
 * service before the work; a record the caller may not see answers 404, as if it did not exist.
 */

/** The signed-in user as policies need them: who, and of which type. */
export type Actor = { id: number; type: UserType };

const STAFF = ['master', 'manager', 'employee'] as const satisfies readonly UserType[];
const PLANNERS = ['master', 'manager'] as const satisfies readonly UserType[];
const MASTER = ['master'] as const satisfies readonly UserType[];

/** The role sets behind every role-level rule; the API's route table and the screen routes are written with these. */
export const ROLES = {
  everyone: USER_TYPES,
  staff: STAFF,
  /** Plan work: projects and tasks in full. */
  planners: PLANNERS,
  master: MASTER,
  /** Shared customer credentials: own records and those shared with them. */
  sharedData: ['manager', 'employee'],
  /** Customers raise tickets; the master may too, on a customer's behalf (through the API). */
  ticketRaisers: ['master', 'user'],
  /** External customers: the new-ticket screen is theirs. */
  customers: ['user'],
} as const satisfies Record<string, readonly UserType[]>;

type RoleSet = keyof typeof ROLES;
const isIn =
  (set: RoleSet) =>
  (actor: Actor | null | undefined): boolean =>
    actor != null && (ROLES[set] as readonly UserType[]).includes(actor.type);

/**
 * Which records of a list a caller sees. `all`, or only those assigned to them, or only those
 * they created or own. Repositories turn this into a WHERE clause.
 */
export type RecordScope =
  { kind: 'all' } | { kind: 'assignedTo'; userId: number } | { kind: 'ownedBy'; userId: number };
const ALL: RecordScope = { kind: 'all' };

/** Users and their active flag: the master's alone. */
export const userPolicy = {
  manage: isIn('master'),
  /** Pick a person in a selector (id and name). */
  lookup: isIn('staff'),
  /** The master's selectors list customers too; other staff see internal users only. */
  lookupIncludesCustomers: isIn('master'),
  /** Change an account's type or deactivate it: never one's own, so a master cannot lock themselves out. */
  changeTypeOrDeactivate: (actor: Actor, user: { id: number }): boolean =>
    isIn('master')(actor) && user.id !== actor.id,
};

/** Profile, password and two-factor: everyone, their own. */
export const profilePolicy = { manageOwn: isIn('everyone') };

/**
 * Two-factor sign-in: everyone turns their own on and off; only the master decides which roles
 * must have it (a role that must cannot turn it off).
 */
export const twoFactorPolicy = { manageOwn: isIn('everyone'), setRequirement: isIn('master') };

export const companyPolicy = {
  manage: isIn('master'),
  /** Choose a company in a project form. */
  lookup: isIn('planners'),
};

/** Income, expense, categories, transactions and the wallet. */
export const moneyPolicy = { read: isIn('master'), manage: isIn('master') };

/** Reports, login records, user activity and the dashboard. */
export const insightPolicy = { read: isIn('master') };

export const projectPolicy = {
  /** List, create, edit, delete every project. */
  manage: isIn('planners'),
  /** Open a project or pick one: planners any, employees those holding a task of theirs. */
  read: isIn('staff'),
  /** Received and paid amounts against the budget. */
  readMoney: moneyPolicy.read,
  /** Employees see only projects holding a task assigned to them. */
  scope: (actor: Actor): RecordScope => (isIn('planners')(actor) ? ALL : { kind: 'assignedTo', userId: actor.id }),
};

type TaskRecord = { assigneeId: number };
const isOwnTaskOrPlanner = (actor: Actor, task: TaskRecord) =>
  isIn('planners')(actor) || (isIn('staff')(actor) && task.assigneeId === actor.id);

export const taskPolicy = {
  /** Create, edit and delete tasks. */
  manage: isIn('planners'),
  changePriority: isIn('planners'),
  /** Reach the task routes at all (lists, one task, status, support window). */
  use: isIn('staff'),
  /** Planners see every task; an employee only those assigned to them. */
  scope: (actor: Actor): RecordScope => (isIn('planners')(actor) ? ALL : { kind: 'assignedTo', userId: actor.id }),
  read: isOwnTaskOrPlanner,
  changeStatus: isOwnTaskOrPlanner,
  /** Comment and attach files in the task's support window. */
  reply: isOwnTaskOrPlanner,
};

type TicketRecord = { createdById: number | null; assigneeId: number | null };
const isClosedTicket = (status: TicketStatus) => CLOSED_TICKET_STATUSES.includes(status);

export const ticketPolicy = {
  use: isIn('everyone'),
  create: isIn('ticketRaisers'),
  /** Master and manager see every ticket; an employee those assigned to them; a customer their own. */
  scope: (actor: Actor): RecordScope =>
    isIn('planners')(actor)
      ? ALL
      : isIn('staff')(actor)
        ? { kind: 'assignedTo', userId: actor.id }
        : { kind: 'ownedBy', userId: actor.id },
  read: (actor: Actor, ticket: TicketRecord): boolean => {
    const scope = ticketPolicy.scope(actor);
    if (scope.kind === 'all') return true;
    return scope.kind === 'assignedTo' ? ticket.assigneeId === actor.id : ticket.createdById === actor.id;
  },
  reply: (actor: Actor, ticket: TicketRecord): boolean => ticketPolicy.read(actor, ticket),
  /**
   * Internal notes (comments among staff, and their files): staff who may read the ticket write and
   * see them; a customer never does, not even that one was written.
   */
  internalNotes: isIn('staff'),
  /**
   * A customer's reply on a closed ticket: it reopens a completed one (back to `pending`, waiting for
   * staff); a cancelled one takes no more replies from them. Staff's replies and notes change no status.
   */
  replyReopens: isIn('customers'),
  /** Follow or unfollow a ticket (its replies and status changes notify them): staff who may read it. */
  follow: (actor: Actor, ticket: TicketRecord): boolean => isIn('staff')(actor) && ticketPolicy.read(actor, ticket),
  /** Staff who see a ticket move it to any status. */
  changeStatus: (actor: Actor, ticket: TicketRecord): boolean =>
    isIn('staff')(actor) && ticketPolicy.read(actor, ticket),
  /** The customer who raised a ticket closes it while open and reopens it once closed; nothing else. */
  closeOrReopen: (actor: Actor, ticket: TicketRecord): boolean =>
    isIn('ticketRaisers')(actor) && ticket.createdById === actor.id,
  /**
   * The statuses this caller may move the ticket to from where it stands: staff any other; its
   * customer `completed` (close) while it is open, `pending` (reopen) once completed, nothing once
   * staff cancelled it (a cancelled ticket takes no more of the customer's replies either: they raise
   * a new one); others none.
   */
  statusChoices: (actor: Actor, ticket: TicketRecord & { status: TicketStatus }): TicketStatus[] => {
    if (ticketPolicy.changeStatus(actor, ticket)) return TICKET_STATUSES.filter((status) => status !== ticket.status);
    if (!ticketPolicy.closeOrReopen(actor, ticket) || ticket.status === 'cancelled') return [];
    return isClosedTicket(ticket.status) ? ['pending'] : ['completed'];
  },
  /** Priority, deadline and category: master and manager. */
  triage: isIn('planners'),
  assign: isIn('planners'),
  /** Make a task from a ticket (the task's own rule). */
  createTask: isIn('planners'),
  /** Delete a ticket. */
  manage: isIn('master'),
};

/** Canned replies: staff insert them; master and manager keep the list. */
export const cannedReplyPolicy = { read: isIn('staff'), manage: isIn('planners') };

export const ticketCategoryPolicy = { read: isIn('everyone'), manage: isIn('master') };

type OwnedRecord = { ownerId: number };

/** Personal notes: everyone keeps their own; nobody sees another's. */
/** Notifications: each person sees and marks only their own, the master included. */
export const notificationPolicy = {
  use: isIn('everyone'),
  scope: (actor: Actor): RecordScope => ({ kind: 'ownedBy', userId: actor.id }),
  read: (actor: Actor, notification: { recipientId: number }): boolean => notification.recipientId === actor.id,
};

export const notePolicy = {
  use: isIn('everyone'),
  scope: (actor: Actor): RecordScope => ({ kind: 'ownedBy', userId: actor.id }),
  read: (actor: Actor, note: OwnedRecord): boolean => note.ownerId === actor.id,
  manage: (actor: Actor, note: OwnedRecord): boolean => note.ownerId === actor.id,
};

/** Shared customer credentials: the creator edits, deletes and shares; those shared with view. */
export const sharedDataPolicy = {
  use: isIn('sharedData'),
  read: (actor: Actor, record: OwnedRecord & { sharedWith: readonly number[] }): boolean =>
    isIn('sharedData')(actor) && (record.ownerId === actor.id || record.sharedWith.includes(actor.id)),
  manage: (actor: Actor, record: OwnedRecord): boolean => isIn('sharedData')(actor) && record.ownerId === actor.id,
};
