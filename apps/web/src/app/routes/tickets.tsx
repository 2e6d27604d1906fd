import { CannedRepliesButton } from '../../features/canned-replies/canned-replies-button';
import { TicketsPage } from '../../features/tickets/tickets-page';

/** /ticket: the tickets feature's list with the canned-replies feature's manager in its header (master, manager). */
export function Component() {
  return <TicketsPage headerActions={<CannedRepliesButton />} />;
}
