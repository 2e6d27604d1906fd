import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Identity primary key and the two timestamps every table carries. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
