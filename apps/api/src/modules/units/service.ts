// Rules of educational units (docs/design/product.md §3 and §7: create-eu, update-eu, delete-eu, reordering): a unit
// with its learning objects, sections and files in one transaction (see apply.ts); deleting a unit or a
// learning object is a soft delete, so the quiz attempts made on them keep their history.
import type { AdminUnit } from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { type Actor, writeAudit } from '../../plugins/audit';
import { applyBody, invalid, type UnitDeps, writeWithFiles } from './apply';
import type { UnitInput } from './body';
import { getAdminUnit, listAdminUnits } from './content';
import * as q from './queries';

export type { UnitDeps } from './apply';
export { listAdminUnits } from './content';
export { courseOutline, pathUnitsOf } from './outline';

const courseNotFound = () => new AppError(404, 'error.courseNotFound');
const unitNotFound = () => new AppError(404, 'error.unitNotFound');

/** `POST /api/admin/create-eu/{courseId}`: the unit goes after the course's last unit. */
export async function createUnit(
  deps: UnitDeps,
  actor: Actor,
  courseId: number,
  body: UnitInput,
): Promise<AdminUnit> {
  if (!(await q.findLiveCourse(deps.db, courseId))) throw courseNotFound();
  const unitId = await writeWithFiles(deps, body, actor, async (trx, prepared, now) => {
    const unit = await q.insertUnit(trx, {
      course_id: courseId,
      title: body.title,
      type: body.type,
      position: await q.nextUnitPosition(trx, courseId),
      created_at: now,
      updated_at: now,
    });
    const removed = await applyBody(trx, unit, body, prepared, now);
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'unit.create',
      targetType: 'educational_unit',
      targetId: unit.id,
      details: { course_id: courseId, learning_objects: body.learning_objects.length },
      ip: actor.ip,
    });
    return { unitId: unit.id, removed };
  });
  return getAdminUnit(deps.db, courseId, unitId);
}

/** `POST /api/admin/update-eu/{courseId}/{euId}`. */
export async function updateUnit(
  deps: UnitDeps,
  actor: Actor,
  courseId: number,
  unitId: number,
  body: UnitInput,
): Promise<AdminUnit> {
  if (!(await q.findLiveCourse(deps.db, courseId))) throw courseNotFound();
  if (!(await q.findLiveUnit(deps.db, courseId, unitId))) throw unitNotFound();
  await writeWithFiles(deps, body, actor, async (trx, prepared, now) => {
    await q.updateUnit(trx, unitId, { title: body.title, type: body.type, updated_at: now });
    const unit = await q.findLiveUnit(trx, courseId, unitId);
    if (!unit) throw unitNotFound();
    const removed = await applyBody(trx, unit, body, prepared, now);
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'unit.update',
      targetType: 'educational_unit',
      targetId: unitId,
      details: {
        course_id: courseId,
        deleted_learning_objects: body.deleted_learning_objects,
        deleted_sections: body.deleted_sections,
        deleted_media: body.deleted_media,
      },
      ip: actor.ip,
    });
    return { unitId, removed };
  });
  return getAdminUnit(deps.db, courseId, unitId);
}

/** `DELETE /api/admin/delete-eu/{courseId}/{euId}`: hidden from every read, kept for the attempts' history. */
export async function deleteUnit(
  db: Database,
  actor: Actor,
  courseId: number,
  unitId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const unit = await q.findLiveUnit(trx, courseId, unitId);
    if (!unit || !(await q.softDeleteUnit(trx, unitId, new Date().toISOString()))) throw unitNotFound();
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'unit.delete',
      targetType: 'educational_unit',
      targetId: unitId,
      details: { course_id: courseId, title: unit.title },
      ip: actor.ip,
    });
  });
}

/** The ids must be every live item exactly once. */
function sameSet(given: number[], live: number[]): boolean {
  const set = new Set(given);
  return set.size === given.length && given.length === live.length && live.every((id) => set.has(id));
}

/** `POST /api/admin/reorder-eu/{courseId}`. */
export async function reorderUnits(db: Database, actor: Actor, courseId: number, unitIds: number[]) {
  if (!(await q.findLiveCourse(db, courseId))) throw courseNotFound();
  await db.transaction().execute(async (trx) => {
    const live = await q.liveUnits(trx, courseId);
    if (
      !sameSet(
        unitIds,
        live.map((u) => u.id),
      )
    ) {
      throw invalid({ unit_ids: ['validation.orderMismatch'] });
    }
    await q.setPositions(trx, 'educational_units', unitIds, new Date().toISOString());
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'unit.reorder',
      targetType: 'course',
      targetId: courseId,
      details: { unit_ids: unitIds },
      ip: actor.ip,
    });
  });
  return listAdminUnits(db, courseId);
}

/** `POST /api/admin/reorder-lo/{courseId}/{euId}`. */
export async function reorderLearningObjects(
  db: Database,
  actor: Actor,
  courseId: number,
  unitId: number,
  loIds: number[],
): Promise<AdminUnit> {
  if (!(await q.findLiveCourse(db, courseId))) throw courseNotFound();
  await db.transaction().execute(async (trx) => {
    if (!(await q.findLiveUnit(trx, courseId, unitId))) throw unitNotFound();
    const live = await q.liveLearningObjects(trx, [unitId]);
    if (
      !sameSet(
        loIds,
        live.map((lo) => lo.id),
      )
    ) {
      throw invalid({ learning_object_ids: ['validation.orderMismatch'] });
    }
    await q.setPositions(trx, 'learning_objects', loIds, new Date().toISOString());
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'learning_object.reorder',
      targetType: 'educational_unit',
      targetId: unitId,
      details: { learning_object_ids: loIds },
      ip: actor.ip,
    });
  });
  return getAdminUnit(db, courseId, unitId);
}

/**
 * `POST /api/admin/learning-objects/{loId}/reading-only`: marks a learning object as reading only (publishing then
 * expects no quiz of it, docs/design/product.md §4) or not.
 */
export async function setReadingOnly(
  db: Database,
  actor: Actor,
  loId: number,
  value: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await q.updateLearningObject(trx, loId, {
      reading_only: value ? 1 : 0,
      updated_at: new Date().toISOString(),
    });
    await writeAudit(trx, {
      actorId: actor.id,
      action: value ? 'learning_object.reading_only' : 'learning_object.quiz_expected',
      targetType: 'learning_object',
      targetId: loId,
      ip: actor.ip,
    });
  });
}
