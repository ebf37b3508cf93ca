// SQL of mastery and its history (docs/design/adaptive.md §4).
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, MasteryTable, MasteryUpdatesTable } from '../../db/schema';

type Db = Kysely<DB>;
export type MasteryRow = Selectable<MasteryTable>;

export function masteryRows(
  db: Db,
  userId: number,
  learningObjectIds: readonly number[],
): Promise<MasteryRow[]> {
  if (learningObjectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('mastery')
    .selectAll()
    .where('user_id', '=', userId)
    .where('learning_object_id', 'in', [...learningObjectIds])
    .execute();
}

export function findMastery(db: Db, userId: number, learningObjectId: number) {
  return db
    .selectFrom('mastery')
    .selectAll()
    .where('user_id', '=', userId)
    .where('learning_object_id', '=', learningObjectId)
    .executeTakeFirst();
}

export async function upsertMastery(db: Db, row: MasteryRow): Promise<void> {
  await db
    .insertInto('mastery')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'learning_object_id']).doUpdateSet({
        p_known: row.p_known,
        observations: row.observations,
        mastered_at: row.mastered_at,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function insertMasteryUpdate(db: Db, row: Insertable<MasteryUpdatesTable>): Promise<void> {
  await db.insertInto('mastery_updates').values(row).execute();
}

/** Every change of a learner's estimates on these learning objects, oldest first (one query). */
export function masteryUpdates(db: Db, userId: number, learningObjectIds: readonly number[]) {
  if (learningObjectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('mastery_updates')
    .select(['learning_object_id', 'attempt_id', 'p_before', 'p_after', 'created_at'])
    .where('user_id', '=', userId)
    .where('learning_object_id', 'in', [...learningObjectIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
