import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyLookupResponse } from '@workspace/shared/companies/companies.schemas';
import { api } from '../../../lib/api-client';

/** GET /api/companies/lookup: id and name of every company, for selectors. */
export function lookupCompanies(): Promise<CompanyLookupResponse> {
  return api<CompanyLookupResponse>('GET', '/api/companies/lookup');
}

export const companyLookupQueryOptions = queryOptions({ queryKey: ['companies', 'lookup'], queryFn: lookupCompanies, staleTime: 60_000 });

/** Companies as Select options. */
export function useCompanyOptions() {
  const query = useQuery(companyLookupQueryOptions);
  return (query.data?.data ?? []).map((company) => ({ value: String(company.id), label: company.name }));
}
