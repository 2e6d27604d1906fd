import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@workspace/shared/notifications/notifications.constants';
import en from './texts/en.json';
import tr from './texts/tr.json';

/* The delivery log names every kind of mail the server queues: each notification's, the digest and the test mail. */
describe('the mail kinds of the Outgoing mail screen', () => {
  it('has words for every kind the server queues, in both languages', () => {
    const kinds = [...NOTIFICATION_KINDS, 'digest', 'test'].sort();
    expect(Object.keys(en.kinds).sort()).toEqual(kinds);
    expect(Object.keys(tr.kinds).sort()).toEqual(kinds);
  });
});
