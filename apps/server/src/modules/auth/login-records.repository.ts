import type { DbOrTx } from '../../db/client';
import { loginRecords } from '../../db/schema/login-records';

export type NewLoginRecord = typeof loginRecords.$inferInsert;

export async function insertLoginRecord(db: DbOrTx, record: NewLoginRecord): Promise<void> {
  await db.insert(loginRecords).values(record);
}
