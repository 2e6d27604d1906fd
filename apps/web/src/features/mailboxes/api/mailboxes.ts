import type {
  CreateMailboxRequest,
  Mailbox,
  TestMailboxRequest,
  TestMailboxResponse,
} from '@workspace/shared/mailboxes/mailboxes.schemas';
import { api } from '../../../lib/api-client';
import { useSaveMutation } from '../../../lib/mutations';

export const mailboxKeys = { all: ['mailboxes'] as const };

/** GET /api/mailboxes (master): every mailbox with its reader's state. */
export const mailboxesQuery = {
  queryKey: mailboxKeys.all,
  queryFn: () => api<{ mailboxes: Mailbox[] }>('GET', '/api/mailboxes').then((answer) => answer.mailboxes),
  // The state (last check, counts) moves while the screen is open.
  refetchInterval: 15_000,
};

/** POST /api/mailboxes, or PUT /api/mailboxes/:id. */
export function useSaveMailbox() {
  return useSaveMutation<CreateMailboxRequest, { mailbox: Mailbox }>('/api/mailboxes', [mailboxKeys.all]);
}

/** POST /api/mailboxes/test: the settings as typed. */
export const testMailbox = (body: TestMailboxRequest) => api<TestMailboxResponse>('POST', '/api/mailboxes/test', body);
