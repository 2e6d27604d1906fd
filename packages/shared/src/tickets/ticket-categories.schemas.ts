import { z } from 'zod';
import { categoryFieldsSchema, categoryNamesSchema, categorySchema } from '../common/categories';
import { defineList } from '../common/list.schemas';
import { ticketCategoryListShape } from './ticket-categories.constants';

/** Ticket category: name (at most 35) and description; `ticketCount` says whether it can be deleted. */
export const ticketCategorySchema = categorySchema('ticketCount');
export type TicketCategory = z.infer<typeof ticketCategorySchema>;

export const ticketCategoryList = defineList(ticketCategoryListShape, { item: ticketCategorySchema, filters: {} });

/** Summary cards of the ticket categories under the search: in use or not, and the open tickets filed under them. */
export const ticketCategorySummarySchema = z.object({
  total: z.number().int(),
  inUse: z.number().int(),
  unused: z.number().int(),
  openTickets: z.number().int(),
});
export type TicketCategorySummary = z.infer<typeof ticketCategorySummarySchema>;

export const ticketCategoryRequestSchema = categoryFieldsSchema;
export type TicketCategoryRequest = z.input<typeof ticketCategoryRequestSchema>;
export const ticketCategoryResponseSchema = z.object({ category: ticketCategorySchema });

/** Every role reads the categories for the ticket form and filters. */
export const ticketCategoryLookupResponseSchema = categoryNamesSchema;
