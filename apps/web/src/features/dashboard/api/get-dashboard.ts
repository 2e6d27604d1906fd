import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@workspace/shared/insight/dashboard.schemas';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from '../../../lib/query-keys';

/** GET /api/dashboard: the master's figures, "today" and "this month" taken in the company's time zone. */
export function useDashboard() {
  return useQuery({ queryKey: dashboardKeys.all, queryFn: () => api<Dashboard>('GET', '/api/dashboard') });
}
