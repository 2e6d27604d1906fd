import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** Identity primary key and the two timestamps every table carries. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/* PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer: both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
