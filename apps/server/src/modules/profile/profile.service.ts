import type { z } from 'zod';
import type { changePasswordRequestSchema, updateProfileRequestSchema } from '@workspace/shared/auth/auth.schemas';
import { diffChanges } from '../../lib/audit';
import { inTransaction } from '../../lib/transaction';
import type { ServiceContext } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { hashPassword, refuseCommonPassword, verifyPassword } from '../../lib/passwords';
import { LIMITS, releaseAttempt, reserveAttempt } from '../../lib/rate-limit';
import { endSessionsOf } from '../auth/sessions.service';
import { findAccount, updateAccount } from '../users/users.service';
import { toOwnUser } from '../users/users.mapper';
import { isSetupRequired } from '../two-factor/two-factor.service';
import { notifySecurity } from '../notifications/notifications.service';

type UpdateProfileInput = z.output<typeof updateProfileRequestSchema>;
type ChangePasswordInput = z.output<typeof changePasswordRequestSchema>;

/** Edits the caller's own name, surname, phone and language; nothing else is reachable here. */
export async function updateProfile(ctx: ServiceContext, input: UpdateProfileInput) {
  const row = await inTransaction(ctx, async ({ tx, audit }) => {
    const before = (await findAccount(tx, ctx.actor.id))!;
    const changes = diffChanges(before, input, ['name', 'surname', 'phone', 'language']);
    const updated = await updateAccount(tx, ctx.actor.id, input);
    await audit({ action: 'profile.update', entityType: 'user', entityId: ctx.actor.id, changes });
    return updated;
  });
  // The browser keeps this answer as its stored user, so it carries the same flag as /api/me.
  return { user: toOwnUser(row, await isSetupRequired(ctx.db, row)) };
}

/** The language alone: the header's switch and the profile's field are one setting, saved as it changes. */
export async function updateLanguage(ctx: ServiceContext, language: UpdateProfileInput['language']) {
  const row = await inTransaction(ctx, async ({ tx, audit }) => {
    const before = (await findAccount(tx, ctx.actor.id))!;
    const updated = await updateAccount(tx, ctx.actor.id, { language });
    await audit({
      action: 'profile.update',
      entityType: 'user',
      entityId: ctx.actor.id,
      changes: diffChanges(before, { language }, ['language']),
    });
    return updated;
  });
  return { user: toOwnUser(row, await isSetupRequired(ctx.db, row)) };
}

/**
 * Changes the caller's password after checking the current one; every other session ends. Wrong
 * current passwords are limited like sign-ins (per account, and per IP together with sign-ins), so
 * a stolen session cannot be used to guess the password.
 */
export async function changePassword(ctx: ServiceContext, input: ChangePasswordInput) {
  refuseCommonPassword(input.newPassword, 'newPassword');
  const attempt = await reserveAttempt(ctx.db, [
    {
      scope: 'password:account',
      key: String(ctx.actor.id),
      max: LIMITS.passwordPerAccount,
      windowMinutes: LIMITS.windowMinutes,
    },
    { scope: 'credentials:ip', key: ctx.ip, max: LIMITS.credentialsPerIp, windowMinutes: LIMITS.windowMinutes },
  ]);
  if (!(await verifyPassword(ctx.actor.passwordHash, input.currentPassword))) {
    throw badRequest({ currentPassword: 'wrongCurrentPassword' });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(ctx, async ({ tx, audit }) => {
    await releaseAttempt(tx, attempt);
    await updateAccount(tx, ctx.actor.id, { passwordHash });
    await endSessionsOf(tx, ctx.actor.id, ctx.tokenId);
    await notifySecurity(tx, ctx.actor.id, 'passwordChanged', ctx.actor.id);
    await audit({
      action: 'user.passwordChange',
      entityType: 'user',
      entityId: ctx.actor.id,
      changes: { password: { after: '(changed)' } },
    });
  });
  return { ok: true as const };
}
