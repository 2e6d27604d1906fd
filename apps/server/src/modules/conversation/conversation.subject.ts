import type { Actor } from '@workspace/shared/auth/policies';
import type { DbOrTx } from '../../db/client';
import { conversationRepository, type ConversationRepository, type ConversationTables } from './conversation.repository';

/** A thing people talk about in a conversation: a task now, a ticket next. */
export type ConversationSubject = {
  /** `task`: audit actions `task.comment`, OpenAPI tag `task support`. */
  name: string;
  /** The subject's address, its id as `:id`: `/api/tasks/:id`. */
  path: string;
  /** What its timeline's events may be. */
  eventTypes: readonly [string, ...string[]];
  repo: ConversationRepository;
  /** Whether the subject exists and the actor may read it, or reply in its conversation. */
  allows: (db: DbOrTx, actor: Actor, id: number, access: 'read' | 'reply') => Promise<boolean>;
};

export type ConversationSubjectDefinition<Row, K extends string> = Omit<ConversationSubject, 'repo' | 'allows'> & {
  tables: ConversationTables<K>;
  /** The subject's row by id, undefined when there is none. */
  find: (db: DbOrTx, id: number) => Promise<Row | undefined>;
  /** The subject's record-level rules, e.g. `taskPolicy`. */
  policy: { read: (actor: Actor, row: Row) => boolean; reply: (actor: Actor, row: Row) => boolean };
};

/** Turns a subject's tables, row and rules into what the conversation module works with. */
export function defineConversationSubject<Row, K extends string>({ tables, find, policy, ...rest }: ConversationSubjectDefinition<Row, K>): ConversationSubject {
  return {
    ...rest,
    repo: conversationRepository(tables),
    allows: async (db, actor, id, access) => {
      const row = await find(db, id);
      return row !== undefined && policy[access](actor, row);
    },
  };
}
