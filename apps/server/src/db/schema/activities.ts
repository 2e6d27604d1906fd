import { index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { users } from './users';

export type ActivityChanges = Record<string, { before?: unknown; after?: unknown }>;

/** The audit trail: who changed what, from which IP; written in the same transaction as the change. */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    actorId: integer('actor_id').references(() => users.id),
    action: varchar('action', { length: 60 }).notNull(),
    entityType: varchar('entity_type', { length: 40 }).notNull(),
    entityId: integer('entity_id'),
    changes: jsonb('changes').$type<ActivityChanges>(),
    ip: varchar('ip', { length: 45 }),
    ...timestamps,
  },
  (table) => [
    index('activities_created_idx').on(table.createdAt),
    // The action filter in date order, and the distinct actions read by skipping along it (the facets, the search).
    index('activities_action_idx').on(table.action, table.createdAt),
    index('activities_actor_idx').on(table.actorId, table.createdAt),
    index('activities_entity_idx').on(table.entityType, table.entityId),
  ],
);
