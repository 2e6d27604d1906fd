import { TicketsPage } from './tickets-page';

/** /open-ticket: the ticket list, starting at the pending ones with the filters shown. */
export function Component() {
  return <TicketsPage openOnly />;
}
