import { useDeleteMutation } from '../../../lib/mutations';
import { companyKeys } from '../../../lib/query-keys';

/** DELETE /api/companies/:id; answers 409 (with a translated message) while projects or transactions reference it. */
export function useDeleteCompany() {
  return useDeleteMutation('/api/companies', [companyKeys.all]);
}
