import type { User } from '@workspace/shared/users/users.schemas';
import type { UserRow } from '../../db/schema/users';

/** The public shape of a user: the response schema drops anything else, this keeps types honest. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    type: row.type,
    isActive: row.isActive,
    language: row.language,
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The signed-in user's own shape (sign-in, /api/me, /api/profile): with whether they must still turn two-factor on. */
export function toOwnUser(row: UserRow, twoFactorSetupRequired: boolean): User {
  return { ...toUser(row), twoFactorSetupRequired };
}
