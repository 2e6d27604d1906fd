import type { TicketCategory, TicketCategoryRequest } from '@workspace/shared/tickets/ticket-categories.schemas';
import { useSaveMutation } from '../../../lib/mutations';
import { ticketCategoryKeys, ticketKeys } from '../../../lib/query-keys';

/** POST /api/ticket-categories, or PUT /api/ticket-categories/:id; 409 with fields.name for a taken name. */
export function useSaveTicketCategory() {
  // The selectors read the lookup; a renamed category shows under its new name in the ticket lists too.
  return useSaveMutation<TicketCategoryRequest, { category: TicketCategory }>('/api/ticket-categories', [ticketCategoryKeys.all, ticketKeys.all]);
}
