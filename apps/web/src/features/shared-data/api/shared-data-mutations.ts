import type {
  CreateSharedDataRequest,
  RevealRequest,
  RevealResponse,
  SharedData,
  UpdateSharedDataRequest,
} from '@workspace/shared/shared-data/shared-data.schemas';
import { api } from '../../../lib/api-client';
import { useSaveMutation } from '../../../lib/mutations';
import { sharedDataKeys } from '../../../lib/query-keys';

/** POST /api/shared-data, or PUT /api/shared-data/:id (the owner); lists and summaries refresh. */
export function useSaveSharedData() {
  return useSaveMutation<CreateSharedDataRequest | UpdateSharedDataRequest, { sharedData: SharedData }>(
    '/api/shared-data',
    [sharedDataKeys.all],
  );
}

/**
 * POST /api/shared-data/:id/reveal: the password, for the owner and those it is shared with; each
 * call is recorded on the server as shown or copied (`purpose`). Deliberately not a query or a mutation hook: TanStack Query
 * would keep the answer in its cache, and the password must live only in the cell that shows it.
 */
export async function revealPassword(id: number, purpose: RevealRequest['purpose']): Promise<string> {
  return (await api<RevealResponse>('POST', `/api/shared-data/${id}/reveal`, { purpose } satisfies RevealRequest))
    .password;
}
