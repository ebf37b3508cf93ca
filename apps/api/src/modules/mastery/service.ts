// Mastery of a learner's course (docs/design/adaptive.md §4 and §7): Bayesian Knowledge Tracing of each
// learning object from its quiz answers, kept with its history, and the mastery list. This module owns the
// mastery and mastery_updates tables. The enrolment, its progress figure and completion are the enrolments
// module's; the quiz submission (flows/quiz-taking.ts) calls recordLearningObjectAnswers in its transaction.
import {
  type BktAnswer,
  bktSubmission,
  type CourseMasteryWire,
  type CourseProgress,
  type GuessableQuestion,
  isMastered,
  questionGuess,
  resolveBktParams,
} from '@parcours/shared';
import type { Database } from '../../db/database';
import {
  type CourseRules,
  type EnrolmentRow,
  progressOf,
  refreshProgress,
  requirePaidEnrolment,
} from '../enrolments/service';
import { courseOutline } from '../units/service';
import * as q from './queries';

/** One question of a learning-object quiz submission: whether it was right, and what its guess depends on. */
export interface ObservedAnswer {
  /** Null for a question that is not auto-scored (an open question): no observation. */
  correct: boolean | null;
  question: GuessableQuestion;
}

export interface LearningObjectAnswers {
  /** The course, read once by the caller's request. */
  course: CourseRules;
  /** The enrolment as the caller's transaction holds it locked. */
  enrolment: EnrolmentRow;
  /** Null for a course quiz: nothing to trace then. */
  learningObjectId: number | null;
  /** The submitted attempt the answers belong to, kept with the update. */
  attemptId: number;
  answers: readonly ObservedAnswer[];
  now?: Date;
}

export interface MasteryUpdate {
  pKnown: number;
  mastered: boolean;
  progress: CourseProgress;
}

/**
 * Applies a learning-object quiz submission to the learner's mastery of that object as one learning opportunity
 * (docs/design/adaptive.md §4): every scored answer observed with its question's guess, then one transit, with
 * the course's parameters. Keeps the update (before, after, attempt) and refreshes the enrolment's progress.
 * Runs inside the caller's transaction (the quiz submission's), so the attempt and the mastery it implies
 * are stored together. The course and the enrolment come from the caller (no path is built: the progress needs
 * only the outline, the level and what the learner did).
 */
export async function recordLearningObjectAnswers(
  trx: Database,
  input: LearningObjectAnswers,
): Promise<MasteryUpdate | null> {
  const observed: BktAnswer[] = input.answers
    .filter((a): a is ObservedAnswer & { correct: boolean } => typeof a.correct === 'boolean')
    .map((a) => ({ correct: a.correct, guess: questionGuess(a.question) }));
  if (input.learningObjectId === null || observed.length === 0) return null;
  const { course, enrolment } = input;
  const userId = enrolment.user_id;

  const params = resolveBktParams({
    prior: course.bkt_prior,
    learn: course.bkt_learn,
    guess: course.bkt_guess,
    slip: course.bkt_slip,
  });
  const row = await q.findMastery(trx, userId, input.learningObjectId);
  const before = row ? Number(row.p_known) : params.prior;
  const after = bktSubmission(before, observed, params);
  const mastered = isMastered(after);
  const now = (input.now ?? new Date()).toISOString();
  await q.upsertMastery(trx, {
    user_id: userId,
    learning_object_id: input.learningObjectId,
    p_known: after,
    observations: (row?.observations ?? 0) + observed.length,
    // The time the estimate last crossed the threshold; cleared if wrong answers bring it back below.
    mastered_at: mastered ? (row?.mastered_at ?? now) : null,
    updated_at: now,
  });
  await q.insertMasteryUpdate(trx, {
    user_id: userId,
    learning_object_id: input.learningObjectId,
    attempt_id: input.attemptId,
    p_before: before,
    p_after: after,
    created_at: now,
  });
  // Progress counts passed quizzes; the caller stored the attempt in this transaction already.
  const progress = await refreshProgress(trx, course, enrolment);
  return { pKnown: after, mastered, progress };
}

export interface MasteryTrajectoryPoint {
  learningObjectId: number;
  attemptId: number;
  before: number;
  after: number;
  at: string;
}

/**
 * A learner's mastery trajectories on these learning objects, oldest update first: what a research export of
 * trajectories reads (docs/design/adaptive.md §4 and §10).
 */
export async function masteryTrajectories(
  db: Database,
  userId: number,
  learningObjectIds: readonly number[],
): Promise<MasteryTrajectoryPoint[]> {
  const rows = await q.masteryUpdates(db, userId, learningObjectIds);
  return rows.map((r) => ({
    learningObjectId: r.learning_object_id,
    attemptId: r.attempt_id,
    before: Number(r.p_before),
    after: Number(r.p_after),
    at: r.created_at,
  }));
}

/** Every learning object of the course with the learner's estimate, and the progress along the path. */
export async function masteryOfCourse(
  db: Database,
  course: CourseRules,
  enrolment: EnrolmentRow,
): Promise<CourseMasteryWire> {
  const outline = await courseOutline(db, course);
  const rows = await q.masteryRows(db, enrolment.user_id, outline.learningObjectIds);
  const byObject = new Map(rows.map((r) => [r.learning_object_id, r]));
  // Units in the author's order, each one's objects in order.
  const objects = outline.units.flatMap((u) => u.learning_objects.map((lo) => ({ ...lo, unit_id: u.id })));
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

/**
 * `GET /api/user/courses/{courseId}/mastery`: 404 for a missing course, 403 when not enrolled or while the
 * payment is awaited.
 */
export async function learnerMastery(db: Database, learner: { userId: number }, courseId: number) {
  const { course, enrolment } = await requirePaidEnrolment(db, learner.userId, courseId);
  return masteryOfCourse(db, course, enrolment);
}
