import { useQuery } from '@tanstack/react-query';
import type { UserReport } from '@workspace/shared/insight/reports.schemas';
import { api } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/list-params';
import { reportKeys } from '../../../lib/query-keys';

export type ReportRange = { from?: string; to?: string };

/** The address of a user's report (or, with `/export`, its download); an absent bound is the server's (this year in the company's time zone). */
export function userReportUrl(
  userId: number,
  query: ReportRange & { format?: 'pdf' | 'csv' },
  suffix: '' | '/export' = '',
): string {
  const search = toSearchParams(query).toString();
  return `/api/reports/users/${userId}${suffix}${search ? `?${search}` : ''}`;
}

/**
 * GET /api/reports/users/:id?from&to, once a user is chosen. While another period of the same
 * user loads, the last figures stay on screen; another user's never stand in for the chosen one.
 */
export function useUserReport(userId: number | null, range: ReportRange, isEnabled = true) {
  return useQuery({
    queryKey: reportKeys.user(userId ?? 0, range),
    queryFn: () => api<UserReport>('GET', userReportUrl(userId!, range)),
    enabled: userId !== null && isEnabled,
    placeholderData: (previous) => (previous?.user.id === userId ? previous : undefined),
    // A refused period (an inverted range) or an unknown user is an answer, not a failure to retry.
    retry: false,
  });
}
