// The admin's full view of a course's units (quizzes with their correct answers), in a fixed number of queries
// whatever the size of the course. The content a learner reads is flows/learning.ts's `courseContent`.
import type { AdminUnit } from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { adminQuizzesOf } from '../quizzes/service';
import { loadTree, shape } from './outline';
import * as q from './queries';

async function adminView(db: Database, courseId: number, units: q.UnitRow[]): Promise<AdminUnit[]> {
  const tree = await loadTree(db, units);
  const quizzes = await adminQuizzesOf(
    db,
    courseId,
    tree.los.map((lo) => lo.id),
  );
  return shape(tree, (loId) => quizzes.get(loId) ?? null);
}

/** `GET /api/admin/courses/{courseId}/units`: every live unit in the author's order. */
export async function listAdminUnits(db: Database, courseId: number): Promise<AdminUnit[]> {
  if (!(await q.findLiveCourse(db, courseId))) throw new AppError(404, 'error.courseNotFound');
  return adminView(db, courseId, await q.liveUnits(db, courseId));
}

export async function getAdminUnit(db: Database, courseId: number, unitId: number): Promise<AdminUnit> {
  const unit = await q.findLiveUnit(db, courseId, unitId);
  if (!unit) throw new AppError(404, 'error.unitNotFound');
  return (await adminView(db, courseId, [unit]))[0];
}
