import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyKeys } from '../../../lib/query-keys';

/** DELETE /api/companies/:id; answers 409 (with a translated message) while projects or transactions reference it. */
export function deleteCompany(id: number): Promise<void> {
  return api<void>('DELETE', `/api/companies/${id}`);
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCompany, onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }) });
}
