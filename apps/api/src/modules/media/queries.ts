// SQL of media rows: insert, attach temporary uploads to their owner, batched reads, removal.
import type { Insertable, Kysely } from 'kysely';
import type { DB, MediaTable } from '../../db/schema';

type Db = Kysely<DB>;

export function insertMedia(db: Db, values: Insertable<MediaTable>) {
  return db.insertInto('media').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function attachTemporary(
  db: Db,
  temporaryId: string,
  modelType: string,
  modelId: number,
  collection: string | undefined,
  uploadedBy: number | undefined,
): Promise<number> {
  let query = db
    .updateTable('media')
    .set({
      model_type: modelType,
      model_id: modelId,
      temporary_id: null,
      ...(collection ? { collection } : {}),
    })
    .where('temporary_id', '=', temporaryId)
    .where('model_type', 'is', null);
  if (uploadedBy !== undefined) query = query.where('uploaded_by', '=', uploadedBy);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function mediaOf(db: Db, modelType: string, ids: number[], collection?: string) {
  let query = db
    .selectFrom('media')
    .selectAll()
    .where('model_type', '=', modelType)
    .where('model_id', 'in', ids);
  if (collection) query = query.where('collection', '=', collection);
  return query.orderBy('model_id').orderBy('position').orderBy('id').execute();
}

/** Deletes the rows and returns them, so their files can be removed once the transaction has committed. */
export async function deleteMediaOf(db: Db, modelType: string, ids: number[], collection?: string) {
  const rows = await mediaOf(db, modelType, ids, collection);
  if (rows.length > 0) {
    await db
      .deleteFrom('media')
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
  }
  return rows;
}

/** Uploads of a person never attached to anything (a form left half-way). */
export async function deleteUnattachedUploadsBy(db: Db, userId: number) {
  const rows = await db
    .selectFrom('media')
    .selectAll()
    .where('uploaded_by', '=', userId)
    .where('model_type', 'is', null)
    .execute();
  if (rows.length > 0) {
    await db
      .deleteFrom('media')
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
  }
  return rows;
}

/** Bytes held by a person's uploads (index media_uploader_created_idx). */
export async function bytesUploadedBy(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('media')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'))
    .where('uploaded_by', '=', userId)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/** Uploads never attached to an owner, created before `before` (index media_unattached_idx). */
export function unattachedBefore(db: Db, before: string, limit: number) {
  return db
    .selectFrom('media')
    .selectAll()
    .where('model_type', 'is', null)
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

export async function deleteByIds(db: Db, ids: number[]) {
  if (ids.length > 0) await db.deleteFrom('media').where('id', 'in', ids).execute();
}
