import type { Company, CompanyRequest } from '@workspace/shared/companies/companies.schemas';
import { useSaveMutation } from '../../../lib/mutations';
import { companyKeys, projectKeys, transactionKeys } from '../../../lib/query-keys';

/** POST /api/companies, or PUT /api/companies/:id when an id is given. */
export function useSaveCompany() {
  // Company names also show in project and transaction lists.
  return useSaveMutation<CompanyRequest, { company: Company }>('/api/companies', [
    companyKeys.all,
    projectKeys.all,
    transactionKeys.all,
  ]);
}
