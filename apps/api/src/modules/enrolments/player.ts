// The course player's state of one enrolment (docs/design/product.md §4): the resume point ("continue where
// you left off"), kept on the server so it follows the learner across devices, and the learning objects they
// opened. What an opening or a move means for the learner's path, a study and the research record is recorded
// around these by flows/learning.ts.
import type { PlayerStateWire } from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import * as q from './queries';

/** A live learning object (of this course when one is given), or 404. */
export async function requireLiveLearningObject(db: Database, learningObjectId: number, courseId?: number) {
  const lo = await q.findLiveLearningObject(db, learningObjectId);
  if (!lo || (courseId !== undefined && lo.course_id !== courseId))
    throw new AppError(404, 'error.learningObjectNotFound');
  return lo;
}

/** The resume point and the learning objects the learner opened in this course. */
export async function playerStateOf(
  db: Database,
  enrolment: { id: number; user_id: number; course_id: number },
): Promise<PlayerStateWire> {
  const [resume, opened] = await Promise.all([
    q.liveResumePoint(db, enrolment.id),
    q.openedInCourse(db, enrolment.user_id, enrolment.course_id),
  ]);
  return {
    course_id: enrolment.course_id,
    resume: resume ? { learning_object_id: resume.id, updated_at: resume.resume_at } : null,
    opened_learning_object_ids: opened,
  };
}

/** Moves the resume point, in the caller's transaction. */
export async function setResumePoint(
  trx: Database,
  enrolmentId: number,
  learningObjectId: number,
  at: string,
) {
  await q.setResumePoint(trx, enrolmentId, learningObjectId, at);
}

/** Records an opening, in the caller's transaction; true only the first time (opening again changes nothing). */
export async function markOpened(trx: Database, userId: number, learningObjectId: number, at: string) {
  return q.markOpened(trx, userId, learningObjectId, at);
}
