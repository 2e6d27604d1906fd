/*
 * Live updates: `ticket` events of GET /api/events (server-sent events). Written without zod: every signed-in
 * screen reads this stream, and the shell that opens it should not carry a schema library for one
 * object of two fields.
 */

/**
 * What changed: a ticket was created, its fields changed, a comment was added, a customer's reply
 * reopened it (a comment and a status change at once), or it was deleted.
 */
export const TICKET_CHANGE_KINDS = ['created', 'changed', 'comment', 'reopened', 'deleted'] as const;
export type TicketChangeKind = (typeof TICKET_CHANGE_KINDS)[number];

/** The `data` of one `ticket` event of the stream: which ticket, and what kind of change. Fetch the rest. */
export type TicketChangeEvent = { ticketId: number; kind: TicketChangeKind };

/** `value` as a ticket change (only its two fields kept), or null when it is not one. */
export function readTicketChangeEvent(value: unknown): TicketChangeEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { ticketId, kind } = value as Record<string, unknown>;
  if (!Number.isSafeInteger(ticketId)) return null;
  if (!(TICKET_CHANGE_KINDS as readonly unknown[]).includes(kind)) return null;
  return { ticketId: ticketId as number, kind: kind as TicketChangeKind };
}
