import type { TFunction } from 'i18next';
import { createTicketFieldsSchema } from '@workspace/shared/tickets/tickets.schemas';
import { zodErrors } from '../../lib/form-validation';

/*
 * The new ticket's checks: the shared schema the server applies to the same fields, and with it
 * zod. A chunk of its own, loaded at the first keystroke and awaited on submit (lazyChecks).
 */

export const ticketFieldsErrors = (fields: unknown, t: TFunction) => zodErrors(createTicketFieldsSchema, fields, t);
/** The fields as the server expects them (trimmed); only called once `ticketFieldsErrors` found nothing. */
export const ticketFields = (fields: unknown) => createTicketFieldsSchema.parse(fields);
