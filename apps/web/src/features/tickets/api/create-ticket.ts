import type { z } from 'zod';
import type { createTicketFieldsSchema, TicketResponse } from '@workspace/shared/tickets/tickets.schemas';
import { apiForm } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/mutations';
import { ticketKeys } from '../../../lib/query-keys';

/** The text fields as the shared schema gives them back once they pass (trimmed; no project is null). */
export type CreateTicketRequest = z.output<typeof createTicketFieldsSchema>;
export type CreateTicketInput = { fields: CreateTicketRequest; files: readonly File[] };

/** The multipart body of POST /api/tickets: the text fields (no project: left out), then the files under `files`. */
export function createTicketFormData({ fields, files }: CreateTicketInput): FormData {
  const formData = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== null) formData.append(key, String(value));
  }
  for (const file of files) formData.append('files', file, file.name);
  return formData;
}

/** POST /api/tickets (multipart): the ticket and its attachments in one request; refreshes every ticket list and summary. */
export function useCreateTicket() {
  return useInvalidatingMutation(
    (input: CreateTicketInput) => apiForm<TicketResponse>('POST', '/api/tickets', createTicketFormData(input)),
    [ticketKeys.all],
  );
}
