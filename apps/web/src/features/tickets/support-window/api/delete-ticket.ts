import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/**
 * DELETE /api/tickets/:id (the master): 204. The caller leaves the page and refreshes the lists
 * itself, so the deleted ticket is never fetched again while its page is still showing.
 */
export function useDeleteTicket(id: number) {
  return useMutation({ mutationFn: () => api<void>('DELETE', `/api/tickets/${id}`) });
}
