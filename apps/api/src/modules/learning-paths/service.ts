// Mastery and completion of a learner's course (docs/design/adaptive.md §4 and §7): Bayesian Knowledge Tracing of
// each learning object from its quiz answers, the progress kept on the enrolment, the mastery list, completing
// a course. The rules are the shared adaptive model's. This file imports no other module's service, so the
// quizzes module can call recordLearningObjectAnswers from its submit transaction.
import {
  bktUpdate,
  buildLearningPath,
  type CourseMasteryWire,
  isMastered,
  type LearnerLevel,
  learnerLevels,
  type Progress,
  pathLearningObjectIds,
  progressFromMastery,
  resolveBktParams,
  type UnitType,
} from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import * as q from './queries';

export interface Learner {
  userId: number;
}

export const courseNotFound = () => new AppError(404, 'error.courseNotFound');
export const notEnrolled = () => new AppError(403, 'error.notEnrolled');

export function asLevel(level: string | null): LearnerLevel | null {
  return level && (learnerLevels as readonly string[]).includes(level) ? (level as LearnerLevel) : null;
}

export function masteryMap(rows: readonly q.MasteryRow[]): Map<number, number> {
  return new Map(rows.map((r) => [r.learning_object_id, Number(r.p_known)]));
}

/** The course, and the learner's enrolment in it: 404 for a missing or deleted course, 403 when not enrolled. */
export async function enrolledCourse(db: Database, learner: Learner, courseId: number) {
  const course = await q.findLiveCourse(db, courseId);
  if (!course) throw courseNotFound();
  const enrolment = await q.findEnrolment(db, learner.userId, courseId);
  if (!enrolment) throw notEnrolled();
  return { course, enrolment };
}

/**
 * Progress along the learner's path: mastered learning objects over those of the core units the level selects.
 * The path is built from the outline alone, since the learning style orders objects but never adds or drops one.
 */
export function outlineProgress(
  course: q.LiveCourse,
  outline: q.CourseOutline,
  level: LearnerLevel | null,
  mastery: ReadonlyMap<number, number>,
): Progress {
  const path = buildLearningPath({
    course: { isSequential: course.is_sequential === 1 },
    units: outline.units.map((u) => ({
      id: u.id,
      title: u.title,
      type: u.type as UnitType,
      position: u.position,
      learningObjects: outline.learningObjects
        .filter((lo) => lo.unit_id === u.id)
        .map((lo) => ({
          id: lo.id,
          title: lo.title,
          type: lo.type as 'abstract' | 'concrete',
          position: lo.position,
          media: [],
          quizId: null,
          quizPassed: false,
        })),
    })),
    level,
    style: null,
  });
  return progressFromMastery(pathLearningObjectIds(path), mastery);
}

/** Recomputes the enrolment's progress (percent) from mastery and stores it when it changed. */
export async function refreshProgress(
  db: Database,
  course: q.LiveCourse,
  enrolment: q.EnrolmentRow,
): Promise<Progress> {
  const outline = await q.courseOutline(db, course.id);
  const rows = await q.masteryRows(
    db,
    enrolment.user_id,
    outline.learningObjects.map((lo) => lo.id),
  );
  const progress = outlineProgress(course, outline, asLevel(enrolment.level), masteryMap(rows));
  await q.setProgress(db, enrolment.id, progress.percent);
  return progress;
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
  progress: Progress;
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
  const enrolment = await q.findEnrolment(trx, input.userId, input.courseId);
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
    progress: outlineProgress(course, outline, asLevel(enrolment.level), masteryMap(rows)),
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

/**
 * `POST /api/user/complete-course/{courseId}`: the enrolment becomes completed (once; later calls keep the first
 * time), after which the course quiz is taken as the post-test.
 */
export async function completeCourse(db: Database, learner: Learner, courseId: number, now: Date) {
  const { enrolment } = await enrolledCourse(db, learner, courseId);
  await q.completeEnrolment(db, enrolment.id, now.toISOString());
  const after = await q.findEnrolment(db, learner.userId, courseId);
  return { course_id: courseId, status: 'completed' as const, completed_at: after!.completed_at! };
}
