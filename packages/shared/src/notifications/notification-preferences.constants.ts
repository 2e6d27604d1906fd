import type { UserType } from '../auth/roles';
import { NOTIFICATION_KINDS, type NotificationKind } from './notifications.constants';

/*
 * Notification preferences (docs/notifications.md): per kind, in the app and/or by e-mail, and one
 * e-mail rhythm per person. The defaults are written here by hand, per role; the database keeps a
 * person's choice only where it departs from them. Every kind must have a default for every role:
 * a new kind without one is a type error.
 */

/** How a person's notification mails go: each at once, gathered in one daily digest, or none. */
export const EMAIL_RHYTHMS = ['immediate', 'daily', 'never'] as const;
export type EmailRhythm = (typeof EMAIL_RHYTHMS)[number];

/** Where one kind of notification reaches a person. */
export type NotificationChannels = { inApp: boolean; email: boolean };

/**
 * Security events of a person's own account: mailed by default to everyone, and mailed at once even
 * with a daily rhythm (a day later is too late to act on a password changed by someone else).
 */
export const SECURITY_NOTIFICATION_KINDS = [
  'passwordChanged',
  'twoFactorDisabled',
  'newCountrySignIn',
] as const satisfies readonly NotificationKind[];

export const isSecurityKind = (kind: NotificationKind): boolean =>
  (SECURITY_NOTIFICATION_KINDS as readonly NotificationKind[]).includes(kind);

const inAppOnly: NotificationChannels = { inApp: true, email: false };
const both: NotificationChannels = { inApp: true, email: true };

/**
 * Staff: everything in the app; by e-mail what is theirs to act on now (an assignment, someone
 * asking for them by name) and security events.
 */
const STAFF_DEFAULTS: Record<NotificationKind, NotificationChannels> = {
  ticketCreated: inAppOnly,
  ticketAssigned: both,
  ticketReply: inAppOnly,
  ticketStatus: inAppOnly,
  taskAssigned: both,
  taskComment: inAppOnly,
  taskDueTomorrow: inAppOnly,
  taskOverdue: inAppOnly,
  mention: both,
  sharedDataShared: inAppOnly,
  twoFactorDisabled: both,
  passwordChanged: both,
  newCountrySignIn: both,
};

/**
 * Customers: replies and status changes on their tickets by e-mail at once (they do not sit in the
 * app waiting), and security events. The staff-only kinds never reach them; their rows are there
 * only so that every kind has a default.
 */
const CUSTOMER_DEFAULTS: Record<NotificationKind, NotificationChannels> = {
  ticketCreated: inAppOnly,
  ticketAssigned: inAppOnly,
  ticketReply: both,
  ticketStatus: both,
  taskAssigned: inAppOnly,
  taskComment: inAppOnly,
  taskDueTomorrow: inAppOnly,
  taskOverdue: inAppOnly,
  mention: inAppOnly,
  sharedDataShared: inAppOnly,
  twoFactorDisabled: both,
  passwordChanged: both,
  newCountrySignIn: both,
};

export const NOTIFICATION_DEFAULTS: Record<UserType, Record<NotificationKind, NotificationChannels>> = {
  master: STAFF_DEFAULTS,
  manager: STAFF_DEFAULTS,
  employee: STAFF_DEFAULTS,
  user: CUSTOMER_DEFAULTS,
};

/** Everyone's mail goes at once unless they choose otherwise. */
export const DEFAULT_EMAIL_RHYTHM: Record<UserType, EmailRhythm> = {
  master: 'immediate',
  manager: 'immediate',
  employee: 'immediate',
  user: 'immediate',
};

const CUSTOMER_KINDS = [
  'ticketReply',
  'ticketStatus',
  ...SECURITY_NOTIFICATION_KINDS,
] as const satisfies readonly NotificationKind[];
const STAFF_KINDS = NOTIFICATION_KINDS.filter((kind) => kind !== 'ticketCreated');

/**
 * The kinds that can reach a person of each role, the rows of their preferences: a customer never
 * hears of tasks or of new tickets; an employee is never told of a new ticket (masters and managers are).
 */
export const NOTIFICATION_KINDS_BY_ROLE: Record<UserType, readonly NotificationKind[]> = {
  master: NOTIFICATION_KINDS,
  manager: NOTIFICATION_KINDS,
  employee: STAFF_KINDS,
  user: CUSTOMER_KINDS,
};
