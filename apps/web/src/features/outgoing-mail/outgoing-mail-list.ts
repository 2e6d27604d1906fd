import type * as outgoingMail from '@workspace/shared/insight/outgoing-mail.schemas';
import { outgoingMailListShape } from '@workspace/shared/insight/outgoing-mail.constants';
import type { WebList } from '../../lib/lists';
import { resourceKeys } from '../../lib/query-keys';

/*
 * The delivery log's list (lib/lists.ts explains the web's lists), kept with the screen: the lists
 * in lib/lists.ts are on every first load (the first page of a list is asked for before its
 * screen's code), and this one has no page fetched ahead, so it costs the other screens nothing.
 */
export const outgoingMailList: WebList<typeof outgoingMail.outgoingMailList> = outgoingMailListShape;

/** The log's queries: its pages (`listQueryOptions` keys them under the list's name) and one mail's preview. */
export const outgoingMailKeys = resourceKeys('outgoing-mail');
