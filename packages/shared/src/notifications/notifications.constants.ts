import { defineListShape } from '../common/list-shape';

/*
 * The notification centre (docs/notifications.md): what can happen to a person, written down once.
 * Each kind names the subject it links to (`NOTIFICATION_SUBJECTS`); the display facts a
 * notification keeps (`NotificationFacts`) are never a secret, a token or a password.
 */
export const NOTIFICATION_KINDS = [
  'ticketCreated',
  'ticketAssigned',
  'ticketReply',
  'ticketStatus',
  'taskAssigned',
  'taskComment',
  'taskDueTomorrow',
  'taskOverdue',
  'mention',
  'sharedDataShared',
  'twoFactorDisabled',
  'passwordChanged',
  'newCountrySignIn',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification links to: a ticket, a task, a shared credential, or the person's own account (security). */
export const NOTIFICATION_SUBJECT_KINDS = ['ticket', 'task', 'sharedData', 'account'] as const;
export type NotificationSubjectKind = (typeof NOTIFICATION_SUBJECT_KINDS)[number];

/**
 * The subject each kind of notification is about; a `mention` is about the task or ticket whose
 * conversation mentioned the person (`notify` is told which).
 */
export const NOTIFICATION_SUBJECTS = {
  ticketCreated: 'ticket',
  ticketAssigned: 'ticket',
  ticketReply: 'ticket',
  ticketStatus: 'ticket',
  taskAssigned: 'task',
  taskComment: 'task',
  taskDueTomorrow: 'task',
  taskOverdue: 'task',
  mention: ['task', 'ticket'],
  sharedDataShared: 'sharedData',
  twoFactorDisabled: 'account',
  passwordChanged: 'account',
  newCountrySignIn: 'account',
} as const satisfies Record<NotificationKind, NotificationSubjectKind | readonly NotificationSubjectKind[]>;

/**
 * Display facts kept with a notification, so the list reads without loading the record: a ticket's
 * or task's title, a status reached, a credential's name, the country of a sign-in.
 */
export type NotificationFacts = {
  title?: string;
  status?: string;
  country?: string;
  /** A reply that is an internal (staff-only) note. */
  internal?: boolean;
  /** A bulk change told once: how many records it was about (the subject is the first of them). */
  count?: number;
};

/** The most unread notifications the bell counts exactly; beyond it shows "99+". */
export const NOTIFICATION_UNREAD_SHOWN_MAX = 99;

export const NOTIFICATION_SORT_FIELDS = ['createdAt'] as const;

/** The caller's notifications, newest first; `unread` keeps only those not yet read. */
export const notificationListShape = defineListShape({
  name: 'notifications',
  filterKeys: ['unread'],
  sortFields: NOTIFICATION_SORT_FIELDS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
});
