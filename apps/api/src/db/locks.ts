// The one way Parcours holds a row for the rest of a transaction: an update that changes nothing. On PostgreSQL
// it takes the row's write lock (as SELECT ... FOR UPDATE would), so a second transaction touching the same row
// waits for the first to end; on SQLite every write transaction already runs alone, and the update takes the
// database's write lock at once. The owner of each table decides when its rows are held.
import { type Kysely, sql } from 'kysely';
import type { DB } from './schema';

/** Tables whose rows are held this way; each has an integer primary key `id`. */
export type LockableTable = 'enrolments' | 'users' | 'studies' | 'study_participants';

/** Holds row `id` of `table` until the caller's transaction ends; false when there is no such row. */
export async function lockRow(db: Kysely<DB>, table: LockableTable, id: number): Promise<boolean> {
  const result = await sql`update ${sql.table(table)} set id = id where id = ${id}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}
