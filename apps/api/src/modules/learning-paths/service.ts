// Mastery of a learner's course (docs/design/adaptive.md §4 and §7): Bayesian Knowledge Tracing of each
// learning object from its quiz answers and the mastery list. The enrolment, its progress figure and completion
// are the enrolments module's. The quizzes module calls recordLearningObjectAnswers from its submit transaction.
import {
  bktUpdate,
  type CourseMasteryWire,
  type CourseProgress,
  isMastered,
  resolveBktParams,
} from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { findEnrolment, progressOf, refreshProgress, requireEnrolment } from '../enrolments/service';
import * as q from './queries';

export { asLevel } from '../enrolments/service';

export interface Learner {
  userId: number;
}

export const courseNotFound = () => new AppError(404, 'error.courseNotFound');
export function masteryMap(rows: readonly q.MasteryRow[]): Map<number, number> {
  return new Map(rows.map((r) => [r.learning_object_id, Number(r.p_known)]));
}

/** The course, and the learner's enrolment in it: 404 for a missing or deleted course, 403 when not enrolled. */
export async function enrolledCourse(db: Database, learner: Learner, courseId: number) {
  const course = await q.findLiveCourse(db, courseId);
  if (!course) throw courseNotFound();
  const enrolment = await requireEnrolment(db, learner.userId, courseId);
  return { course, enrolment };
}

export interface LearningObjectAnswers {
  userId: number;
  courseId: number;
  /** Null for a course quiz: nothing to trace then. */
  learningObjectId: number | null;
  /** Per scored question, whether it was answered correctly; null (an open question) is no observation. */
  correctness: readonly (boolean | null)[];
  now?: Date;
}

export interface MasteryUpdate {
  pKnown: number;
  mastered: boolean;
  progress: CourseProgress;
}

/**
 * Applies the answers of a learning-object quiz to the learner's mastery of that object, one BKT update per
 * answer with the course's parameters, and updates the enrolment's progress. Runs inside the caller's
 * transaction (the quizzes module's submit), so the attempt and the mastery it implies are stored together.
 */
export async function recordLearningObjectAnswers(
  trx: Database,
  input: LearningObjectAnswers,
): Promise<MasteryUpdate | null> {
  const answers = input.correctness.filter((c): c is boolean => typeof c === 'boolean');
  if (input.learningObjectId === null || answers.length === 0) return null;
  const course = await q.findLiveCourse(trx, input.courseId);
  const enrolment = await findEnrolment(trx, input.userId, input.courseId);
  // Progress counts passed quizzes; the caller stored the attempt in this transaction already.
  if (!course || !enrolment) return null;

  const params = resolveBktParams({
    prior: course.bkt_prior,
    learn: course.bkt_learn,
    guess: course.bkt_guess,
    slip: course.bkt_slip,
  });
  const row = await q.findMastery(trx, input.userId, input.learningObjectId);
  const before = row ? Number(row.p_known) : params.prior;
  const after = answers.reduce((p, correct) => bktUpdate(p, correct, params), before);
  const mastered = isMastered(after);
  const now = (input.now ?? new Date()).toISOString();
  await q.upsertMastery(trx, {
    user_id: input.userId,
    learning_object_id: input.learningObjectId,
    p_known: after,
    observations: (row?.observations ?? 0) + answers.length,
    // The time the estimate last crossed the threshold; cleared if wrong answers bring it back below.
    mastered_at: mastered ? (row?.mastered_at ?? now) : null,
    updated_at: now,
  });
  const progress = await refreshProgress(trx, course, enrolment);
  return { pKnown: after, mastered, progress };
}

/** Every learning object of the course with the learner's estimate, and the progress along the path. */
export async function masteryOfCourse(
  db: Database,
  course: q.LiveCourse,
  enrolment: q.EnrolmentRow,
): Promise<CourseMasteryWire> {
  const outline = await q.courseOutline(db, course.id);
  const rows = await q.masteryRows(
    db,
    enrolment.user_id,
    outline.learningObjects.map((lo) => lo.id),
  );
  const byObject = new Map(rows.map((r) => [r.learning_object_id, r]));
  const unitOrder = new Map(outline.units.map((u, i) => [u.id, i]));
  const objects = [...outline.learningObjects].sort(
    (x, y) => unitOrder.get(x.unit_id)! - unitOrder.get(y.unit_id)!,
  );
  return {
    course_id: course.id,
    progress: await progressOf(db, enrolment, course),
    learning_objects: objects.map((lo) => {
      const m = byObject.get(lo.id);
      const pKnown = m ? Number(m.p_known) : null;
      return {
        learning_object_id: lo.id,
        unit_id: lo.unit_id,
        title: lo.title,
        p_known: pKnown,
        mastered: isMastered(pKnown),
        observations: m?.observations ?? 0,
        mastered_at: m?.mastered_at ?? null,
      };
    }),
  };
}

/** `GET /api/user/courses/{courseId}/mastery`. */
export async function learnerMastery(db: Database, learner: Learner, courseId: number) {
  const { course, enrolment } = await enrolledCourse(db, learner, courseId);
  return masteryOfCourse(db, course, enrolment);
}
