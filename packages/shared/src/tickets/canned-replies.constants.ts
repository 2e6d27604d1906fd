/**
 * Canned replies: texts staff insert in a ticket's reply box by typing "/". Master and manager
 * keep the list; every staff member reads it. `{customer.name}` and `{ticket.subject}` in the body
 * are filled in when inserted.
 */
export const CANNED_REPLY_PLACEHOLDERS = ['{customer.name}', '{ticket.subject}'] as const;

/** Fills the placeholders of a canned reply for one ticket. */
export function fillCannedReply(body: string, values: { customerName: string; ticketSubject: string }): string {
  return body.replaceAll('{customer.name}', values.customerName).replaceAll('{ticket.subject}', values.ticketSubject);
}
