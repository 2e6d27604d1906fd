import type { NotificationKind } from '@workspace/shared/notifications/notifications.constants';
import {
  DEFAULT_EMAIL_RHYTHM,
  type NotificationChannels,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS_BY_ROLE,
} from '@workspace/shared/notifications/notification-preferences.constants';
import type {
  NotificationPreferences,
  NotificationPreferencesUpdate,
  UnsubscribeInfo,
} from '@workspace/shared/notifications/notification-preferences.schemas';
import type { Db } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { Keyring } from '../../lib/secret-box';
import { inTransaction } from '../../lib/transaction';
import { readUnsubscribeToken } from './notification-mail';
import * as repo from './notifications.repository';

/*
 * Notification preferences (docs/notifications.md): the caller's own only, by whom they are (no id
 * in any route), with their role's defaults filled in; kept only where they depart from them.
 */

async function preferencesOf(db: Db, user: { id: number; type: keyof typeof NOTIFICATION_DEFAULTS }) {
  const stored = await repo.storedPreferences(db, user.id);
  const byKind = new Map(stored.kinds.map((item) => [item.kind, item]));
  const defaults = NOTIFICATION_DEFAULTS[user.type];
  return {
    emailRhythm: stored.emailRhythm ?? DEFAULT_EMAIL_RHYTHM[user.type],
    kinds: NOTIFICATION_KINDS_BY_ROLE[user.type].map((kind) => {
      const own = byKind.get(kind);
      return {
        kind,
        inApp: own?.inApp ?? defaults[kind].inApp,
        email: own?.email ?? defaults[kind].email,
        isDefault: own === undefined,
      };
    }),
  } satisfies NotificationPreferences;
}

/** The caller's preferences: every kind that can reach them, their choice or the default. */
export function getNotificationPreferences(ctx: ServiceContext): Promise<NotificationPreferences> {
  return preferencesOf(ctx.db, ctx.actor);
}

/**
 * Changes the caller's preferences in one transaction: the rhythm and each kind given; a choice
 * equal to the role's default is forgotten rather than kept. Answers them all, as GET does.
 */
export async function updateNotificationPreferences(
  ctx: ServiceContext,
  input: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  const defaults = NOTIFICATION_DEFAULTS[ctx.actor.type];
  await inTransaction(ctx, async ({ tx }) => {
    if (input.emailRhythm !== undefined) {
      const rhythm = input.emailRhythm === DEFAULT_EMAIL_RHYTHM[ctx.actor.type] ? null : input.emailRhythm;
      await repo.setEmailRhythm(tx, ctx.actor.id, rhythm);
    }
    for (const [kind, channels] of Object.entries(input.kinds ?? {}) as [NotificationKind, NotificationChannels][]) {
      const { inApp, email } = channels;
      const isDefault = defaults[kind].inApp === inApp && defaults[kind].email === email;
      await repo.setKindPreference(tx, ctx.actor.id, kind, isDefault ? null : { inApp, email });
    }
  });
  return preferencesOf(ctx.db, ctx.actor);
}

/** Whom an unsubscribe link names, or 404 for a forged, altered or dead one. */
async function linkTarget(db: Db, keyring: Keyring, token: string) {
  const target = readUnsubscribeToken(keyring, token);
  const user = target && (await repo.unsubscribeTarget(db, target.userId));
  if (!target || !user) throw notFound();
  return { user, kind: target.kind };
}

/** What a one-click link turns off (its kind), in its person's language, and whether that e-mail is on now. */
export async function describeUnsubscribe(db: Db, keyring: Keyring, token: string): Promise<UnsubscribeInfo> {
  const { user, kind } = await linkTarget(db, keyring, token);
  const current = (await preferencesOf(db, user)).kinds.find((item) => item.kind === kind);
  return { kind, language: user.language, email: current?.email ?? NOTIFICATION_DEFAULTS[user.type][kind].email };
}

/**
 * One-click unsubscribe (RFC 8058): turns the e-mail of the link's kind off for the link's person,
 * keeping in-app as it was. The signed link is the only credential: no sign-in, no cookie.
 */
export async function unsubscribe(db: Db, keyring: Keyring, token: string, ip: string): Promise<UnsubscribeInfo> {
  const { user, kind } = await linkTarget(db, keyring, token);
  const current = (await preferencesOf(db, user)).kinds.find((item) => item.kind === kind);
  const inApp = current?.inApp ?? NOTIFICATION_DEFAULTS[user.type][kind].inApp;
  // A person's own preference, as their settings page changes it: not audited either.
  await inTransaction({ db, actor: user, ip }, ({ tx }) =>
    repo.setKindPreference(tx, user.id, kind, { inApp, email: false }),
  );
  return { kind, language: user.language, email: false };
}
