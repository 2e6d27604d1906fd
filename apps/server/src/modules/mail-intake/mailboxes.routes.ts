import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createMailboxSchema,
  mailboxesResponseSchema,
  mailboxResponseSchema,
  testMailboxResponseSchema,
  testMailboxSchema,
  updateMailboxSchema,
} from '@workspace/shared/mailboxes/mailboxes.schemas';
import { serviceContext } from '../../lib/context';
import { resourceRoutes } from '../../lib/routes';
import * as service from './mailboxes.service';

const mailboxContext = (request: FastifyRequest): service.MailboxContext => ({
  ...serviceContext(request),
  keyring: request.server.keyring,
  imapUrl: request.server.config.IMAP_URL,
});

/** The support mailboxes whose mail becomes tickets (docs/decisions/039); the master's alone. */
export async function mailboxesRoutes(app: FastifyInstance) {
  resourceRoutes(app, {
    path: '/api/mailboxes',
    tags: ['mailboxes'],
    one: 'Mailbox',
    many: 'Mailboxes',
    record: 'mailbox',
    context: mailboxContext,
  })
    .read('', 'listMailboxes', {
      description:
        "Answers every support mailbox with its reader's state (last check, last error, messages imported and kept aside), never a password. The master alone.",
      response: mailboxesResponseSchema,
      run: service.listMailboxes,
    })
    .create({
      description:
        'Adds a support mailbox, its password sealed; the reader starts on it when enabled. The master alone.',
      body: createMailboxSchema,
      response: mailboxResponseSchema,
      run: service.createMailbox,
    })
    .update({
      description:
        'Changes a support mailbox; a password left out keeps the stored one. The IMAP_URL mailbox answers 409 (it is changed through the variable). The master alone.',
      errors: [409],
      body: updateMailboxSchema,
      response: mailboxResponseSchema,
      run: service.updateMailbox,
    })
    .remove({
      description:
        'Removes a support mailbox; its mail stays on the server. The IMAP_URL mailbox answers 409. The master alone.',
      errors: [409],
      run: service.deleteMailbox,
    })
    .action('POST', '/test', 'testMailboxConnection', {
      description:
        'Tries the settings as typed (without a password, the stored one of `mailboxId`): connects, signs in and opens the folder, and says what failed in plain words. The master alone.',
      body: testMailboxSchema,
      response: testMailboxResponseSchema,
      noStore: true,
      run: service.testMailbox,
    });
}
