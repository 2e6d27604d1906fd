import { useQuery } from '@tanstack/react-query';
import type { ListParams } from '@workspace/shared/common/list.schemas';
import { companyList } from '@workspace/shared/companies/companies.schemas';
import { listQueryOptions } from '../../../lib/list-api';

/** GET /api/companies?page&pageSize&sort&order&q */
export function useCompanies(params: ListParams<typeof companyList>) {
  return useQuery(listQueryOptions(companyList, params));
}
