import { CannedRepliesButton } from '../../features/canned-replies/canned-replies-button';
import { TicketsPage } from '../../features/tickets/tickets-page';

/** /open-ticket: the same list, starting at status pending, with the canned-replies manager. */
export function Component() {
  return <TicketsPage openOnly headerActions={<CannedRepliesButton />} />;
}
