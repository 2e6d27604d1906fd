import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyRequest } from '@workspace/shared/companies/companies.schemas';
import { api } from '../../../lib/api-client';
import { companyKeys, projectKeys, transactionKeys } from '../../../lib/query-keys';

/** POST /api/companies, or PUT /api/companies/:id when an id is given. */
export function saveCompany(id: number | null, body: CompanyRequest): Promise<{ company: Company }> {
  return id === null ? api('POST', '/api/companies', body) : api('PUT', `/api/companies/${id}`, body);
}

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CompanyRequest }) => saveCompany(id, body),
    // Company names also show in project and transaction lists.
    onSuccess: () => Promise.all([companyKeys.all, projectKeys.all, transactionKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
