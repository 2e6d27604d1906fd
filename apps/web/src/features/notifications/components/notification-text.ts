import type { TFunction } from 'i18next';
import type { Notification } from '@workspace/shared/notifications/notifications.schemas';

/** Where a notification leads: the ticket's or task's support window, the shared data, the profile (security). */
export function notificationLink(notification: Pick<Notification, 'subject'>): string {
  const { kind, id } = notification.subject;
  switch (kind) {
    case 'ticket':
      return `/support-window/${id}/ticket`;
    case 'task':
      return `/support-window/${id}/task`;
    case 'sharedData':
      return '/shared-data';
    case 'account':
      return '/profile';
  }
}

/** A country's name in the reader's language ("DE" → "Germany" / "Almanya"), or the code when it has none. */
function countryName(code: string | undefined, language: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** What happened, as one sentence in the reader's language: who did what to which record. */
export function notificationText(notification: Notification, t: TFunction, language: string): string {
  const { kind, actor, facts, subject } = notification;
  const values = {
    actor: actor ? `${actor.name} ${actor.surname}` : t('notifications.someone'),
    title: facts.title ?? '',
    number: subject.id,
    status: facts.status ? t(`work.status.${facts.status}`, { defaultValue: facts.status }) : '',
    country: countryName(facts.country, language),
  };
  // A bulk change told once: how many, and the first of them.
  if ((kind === 'taskAssigned' || kind === 'ticketAssigned' || kind === 'ticketStatus') && (facts.count ?? 0) > 1)
    return t(`notifications.kinds.${kind}Many`, { ...values, count: facts.count });
  if (kind === 'ticketReply' && facts.internal) return t('notifications.kinds.ticketInternalNote', values);
  if (kind === 'mention' && subject.kind === 'task') return t('notifications.kinds.mentionTask', values);
  if (kind === 'mention' && facts.internal) return t('notifications.kinds.mentionInternalNote', values);
  if (kind === 'passwordChanged' && actor) return t('notifications.kinds.passwordChangedBy', values);
  if (kind === 'twoFactorDisabled' && actor) return t('notifications.kinds.twoFactorDisabledBy', values);
  return t(`notifications.kinds.${kind}`, values);
}
