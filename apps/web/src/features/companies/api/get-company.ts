import { useQuery } from '@tanstack/react-query';
import type { CompanyDetailResponse } from '@workspace/shared/companies/companies.schemas';
import { api, ApiError } from '../../../lib/api-client';
import { companyKeys } from '../../../lib/query-keys';

/** GET /api/companies/:id: the card and its totals per currency. */
export function useCompany(id: number) {
  return useQuery({
    queryKey: companyKeys.detail(id),
    queryFn: () => api<CompanyDetailResponse>('GET', `/api/companies/${id}`),
    // A 404 will not turn up on a second try.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
    enabled: Number.isInteger(id) && id > 0,
  });
}
