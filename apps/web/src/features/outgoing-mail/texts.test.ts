import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@workspace/shared/notifications/notifications.constants';
import en from './texts/en.json';
import tr from './texts/tr.json';

/*
 * The delivery log names every kind of mail the server queues: each notification's, the digest, the
 * test mail and the acknowledgement of a mail to the support mailbox.
 */
describe('the mail kinds of the Outgoing mail screen', () => {
  it('has words for every kind the server queues, in both languages', () => {
    const kinds = [...NOTIFICATION_KINDS, 'digest', 'test', 'ticketAcknowledgement'].sort();
    expect(Object.keys(en.kinds).sort()).toEqual(kinds);
    expect(Object.keys(tr.kinds).sort()).toEqual(kinds);
  });
});
