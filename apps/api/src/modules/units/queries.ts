// SQL of educational units, learning objects and sections. Each function takes the database or a transaction
// first. Courses and enrolments are read here only to check access; they belong to the courses module.
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type {
  DB,
  EducationalUnitsTable,
  LearningObjectsTable,
  MediaTable,
  SectionsTable,
} from '../../db/schema';

type Db = Kysely<DB>;
export type UnitRow = Selectable<EducationalUnitsTable>;
export type LearningObjectRow = Selectable<LearningObjectsTable>;
export type SectionRow = Selectable<SectionsTable>;
export type MediaRow = Selectable<MediaTable>;

export { findLiveCourse } from '../../db/lookups';

// ---- units ----

export function findLiveUnit(db: Db, courseId: number, unitId: number) {
  return db
    .selectFrom('educational_units')
    .selectAll()
    .where('id', '=', unitId)
    .where('course_id', '=', courseId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function liveUnits(db: Db, courseId: number) {
  return db
    .selectFrom('educational_units')
    .selectAll()
    .where('course_id', '=', courseId)
    .where('deleted_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The position after the last unit of the course (deleted ones included, so positions never repeat). */
export async function nextUnitPosition(db: Db, courseId: number): Promise<number> {
  const row = await db
    .selectFrom('educational_units')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return row?.max == null ? 0 : Number(row.max) + 1;
}

export function insertUnit(db: Db, values: Insertable<EducationalUnitsTable>) {
  return db.insertInto('educational_units').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateUnit(
  db: Db,
  id: number,
  values: Updateable<EducationalUnitsTable>,
): Promise<void> {
  await db.updateTable('educational_units').set(values).where('id', '=', id).execute();
}

/** Soft delete of a live unit; false when it was already gone (a parallel delete). */
export async function softDeleteUnit(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('educational_units')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- learning objects ----

export function liveLearningObjects(db: Db, unitIds: number[]) {
  if (unitIds.length === 0) return Promise.resolve([] as LearningObjectRow[]);
  return db
    .selectFrom('learning_objects')
    .selectAll()
    .where('unit_id', 'in', unitIds)
    .where('deleted_at', 'is', null)
    .orderBy('unit_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function insertLearningObject(db: Db, values: Insertable<LearningObjectsTable>) {
  return db.insertInto('learning_objects').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function updateLearningObject(db: Db, id: number, values: Updateable<LearningObjectsTable>) {
  await db.updateTable('learning_objects').set(values).where('id', '=', id).execute();
}

export async function softDeleteLearningObjects(db: Db, ids: number[], now: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('learning_objects')
    .set({ deleted_at: now, updated_at: now })
    .where('id', 'in', ids)
    .execute();
}

// ---- sections ----

export function sectionsOf(db: Db, loIds: number[]) {
  if (loIds.length === 0) return Promise.resolve([] as SectionRow[]);
  return db
    .selectFrom('sections')
    .selectAll()
    .where('learning_object_id', 'in', loIds)
    .orderBy('learning_object_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function insertSection(db: Db, values: Insertable<SectionsTable>) {
  return db.insertInto('sections').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function updateSection(db: Db, id: number, values: Updateable<SectionsTable>): Promise<void> {
  await db.updateTable('sections').set(values).where('id', '=', id).execute();
}

export async function deleteSections(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('sections').where('id', 'in', ids).execute();
}

// ---- media links ----

export function mediaByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([] as MediaRow[]);
  return db.selectFrom('media').selectAll().where('id', 'in', ids).execute();
}

/** The next media position of each owner of `modelType` among `ids`. */
export async function nextMediaPositions(
  db: Db,
  modelType: string,
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('media')
    .select(['model_id', (eb) => eb.fn.max('position').as('max')])
    .where('model_type', '=', modelType)
    .where('model_id', 'in', ids)
    .groupBy('model_id')
    .execute();
  return new Map(rows.map((r) => [r.model_id!, Number(r.max) + 1]));
}

/** Links an uploaded file to its owner; only a file not linked yet, or linked to this owner already, moves. */
export async function attachMedia(
  db: Db,
  mediaId: number,
  modelType: string,
  modelId: number,
  position: number,
): Promise<void> {
  await db
    .updateTable('media')
    .set({ model_type: modelType, model_id: modelId, temporary_id: null, position })
    .where('id', '=', mediaId)
    .execute();
}

export function mediaOfOwners(db: Db, owners: { type: string; ids: number[] }[]) {
  const wanted = owners.filter((o) => o.ids.length > 0);
  if (wanted.length === 0) return Promise.resolve([] as MediaRow[]);
  return db
    .selectFrom('media')
    .selectAll()
    .where((eb) =>
      eb.or(wanted.map((o) => eb.and([eb('model_type', '=', o.type), eb('model_id', 'in', o.ids)]))),
    )
    .execute();
}

export async function deleteMediaRowsByIds(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('media').where('id', 'in', ids).execute();
}

/** Gives each listed row of `table` its new position, in one statement. */
export async function movePositions(
  db: Db,
  table: 'educational_units' | 'learning_objects' | 'sections',
  moves: readonly { id: number; position: number }[],
  now: string,
): Promise<void> {
  if (moves.length === 0) return;
  // Positions are whole numbers computed here, written as literals so both engines read an integer.
  const cases = sql.join(
    moves.map((m) => sql`when ${m.id} then ${sql.lit(Math.trunc(m.position))}`),
    sql` `,
  );
  await db
    .updateTable(table)
    .set({ position: sql<number>`case id ${cases} end`, updated_at: now })
    .where(
      'id',
      'in',
      moves.map((m) => m.id),
    )
    .execute();
}

/** `ids` take positions 0, 1, ... in their order. */
export function setPositions(
  db: Db,
  table: 'educational_units' | 'learning_objects',
  ids: number[],
  now: string,
): Promise<void> {
  return movePositions(
    db,
    table,
    ids.map((id, position) => ({ id, position })),
    now,
  );
}

export async function setMediaTitle(db: Db, mediaId: number, title: string | null): Promise<void> {
  await db.updateTable('media').set({ title }).where('id', '=', mediaId).execute();
}
