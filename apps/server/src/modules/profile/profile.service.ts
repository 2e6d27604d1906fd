import type { z } from 'zod';
import type { changePasswordRequestSchema, updateProfileRequestSchema } from '@workspace/shared/auth/auth.schemas';
import { diffChanges, recordActivity } from '../../lib/audit';
import type { ServiceContext } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { revokeUserSessions } from '../auth/sessions.repository';
import { findUserById, updateUser } from '../users/users.repository';
import { toUser } from '../users/users.mapper';

type UpdateProfileInput = z.output<typeof updateProfileRequestSchema>;
type ChangePasswordInput = z.output<typeof changePasswordRequestSchema>;

/** Edits the caller's own name, surname, phone and language; nothing else is reachable here. */
export async function updateProfile(ctx: ServiceContext, input: UpdateProfileInput) {
  return ctx.db.transaction(async (tx) => {
    const before = (await findUserById(tx, ctx.actor.id))!;
    const changes = diffChanges(before, input, ['name', 'surname', 'phone', 'language']);
    const row = await updateUser(tx, ctx.actor.id, input);
    await recordActivity(tx, { actorId: ctx.actor.id, action: 'profile.update', entityType: 'user', entityId: ctx.actor.id, changes, ip: ctx.ip });
    return { user: toUser(row) };
  });
}

/** Changes the caller's password after checking the current one; every other session ends. */
export async function changePassword(ctx: ServiceContext, input: ChangePasswordInput) {
  if (!(await verifyPassword(ctx.actor.passwordHash, input.currentPassword))) {
    throw badRequest({ currentPassword: 'wrongCurrentPassword' });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, ctx.actor.id, { passwordHash });
    await revokeUserSessions(tx, ctx.actor.id, ctx.tokenId);
    await recordActivity(tx, {
      actorId: ctx.actor.id,
      action: 'user.passwordChange',
      entityType: 'user',
      entityId: ctx.actor.id,
      changes: { password: { after: '(changed)' } },
      ip: ctx.ip,
    });
  });
  return { ok: true as const };
}
