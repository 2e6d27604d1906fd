/*
 * Support mailboxes (`/mailboxes`, the master's): IMAP mailboxes whose mail becomes tickets and
 * replies. What the screen shows and the server checks without zod.
 */

/** What the reader does with a message on the IMAP server once its import has committed. */
export const MAILBOX_AFTER_IMPORT = ['flag', 'move'] as const;
export type MailboxAfterImport = (typeof MAILBOX_AFTER_IMPORT)[number];

/** The keyword set (beside \Seen) on a message the reader imported, when it flags rather than moves. */
export const MAILBOX_IMPORTED_FLAG = '$WorkspaceImported';

export const MAILBOX_NAME_MAX = 60;
export const MAILBOX_FOLDER_MAX = 200;
export const MAILBOX_USERNAME_MAX = 254;
export const MAILBOX_PASSWORD_MAX = 500;
export const MAILBOX_HOST_MAX = 253;

/** Why "Test connection" failed, in words the screen translates. */
export const MAILBOX_TEST_FAILURES = [
  'hostNotFound',
  'connectionRefused',
  'tlsFailed',
  'signInRefused',
  'folderMissing',
  'timeout',
  'other',
] as const;
export type MailboxTestFailure = (typeof MAILBOX_TEST_FAILURES)[number];
