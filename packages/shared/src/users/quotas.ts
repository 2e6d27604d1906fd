import type { UserType } from '../auth/roles';

/*
 * What one account may create and upload (docs/decisions/032): records created per hour (tickets,
 * replies and comments, notes), megabytes of files uploaded per hour and in all. Each role has a
 * default, generous for staff and tighter for customers, who can register themselves; the master
 * sets another figure on one account (null keeps the role's default).
 */
export type Quotas = { creationsPerHour: number; uploadMbPerHour: number; uploadMbTotal: number };
export type QuotaKey = keyof Quotas;
export const QUOTA_KEYS = [
  'creationsPerHour',
  'uploadMbPerHour',
  'uploadMbTotal',
] as const satisfies readonly QuotaKey[];

/** The role defaults. */
export const DEFAULT_QUOTAS: Record<UserType, Quotas> = {
  master: { creationsPerHour: 1000, uploadMbPerHour: 2048, uploadMbTotal: 51200 },
  manager: { creationsPerHour: 1000, uploadMbPerHour: 2048, uploadMbTotal: 51200 },
  employee: { creationsPerHour: 500, uploadMbPerHour: 1024, uploadMbTotal: 20480 },
  user: { creationsPerHour: 30, uploadMbPerHour: 50, uploadMbTotal: 500 },
};

/** The highest figure the master may set for any of them. */
export const QUOTA_MAX = 1_000_000;

/** One account's own figures: null where it keeps the role's default. */
export type QuotaOverrides = Record<QuotaKey, number | null>;

/** The figures that hold for an account: its own where set, its role's otherwise. */
export function effectiveQuotas(type: UserType, overrides: QuotaOverrides): Quotas {
  const defaults = DEFAULT_QUOTAS[type];
  return {
    creationsPerHour: overrides.creationsPerHour ?? defaults.creationsPerHour,
    uploadMbPerHour: overrides.uploadMbPerHour ?? defaults.uploadMbPerHour,
    uploadMbTotal: overrides.uploadMbTotal ?? defaults.uploadMbTotal,
  };
}

export const MEGABYTE = 1024 * 1024;
