/** The four user types: master (administrator), manager, employee (engineer), user (external customer). */
export const USER_TYPES = ['master', 'manager', 'employee', 'user'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Staff accounts; `user` is an external customer. */
export const INTERNAL_USER_TYPES = ['master', 'manager', 'employee'] as const;
export type InternalUserType = (typeof INTERNAL_USER_TYPES)[number];

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}
