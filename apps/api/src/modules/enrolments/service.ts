// The enrolment and its life (docs/design/adaptive.md §2 and §4): the one check that a learner is enrolled,
// what the course quiz counts as at each point (pretest, post-test, or closed), recording the counted pretest
// and post-test, the content gate before the pretest, completion and progress. Other modules ask here; none
// decides these rules itself.
import {
  awaitsPayment,
  type CourseProgress,
  type Language,
  type LearnerLevel,
  levelFromPretest,
  type PostTestNext,
  type PostTestRule,
  postTestNext,
  postTestReplaces,
  postTestRuleOf,
  translate,
} from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { delayedPosttestDues } from '../studies/participation';
import { type ProgressCourse, progressState, refreshProgress } from './progress';
import * as q from './queries';

export {
  learnerFacts,
  type ProgressCourse,
  progressFromFacts,
  refreshProgress,
} from './progress';
export type { CourseRules } from './queries';

/** Holds the learner's enrolment row for the rest of the caller's transaction (see queries.lockEnrolment). */
export const lockEnrolment = q.lockEnrolment;
export type { EnrolmentRow } from './queries';

const notEnrolled = () => new AppError(403, 'error.notEnrolled');
const courseNotFound = () => new AppError(404, 'error.courseNotFound');
const pretestRequired = () => new AppError(409, 'error.pretestRequired');
const paymentAwaited = () => new AppError(403, 'error.paymentAwaited');

/** The one "is this learner enrolled" check: the enrolment in a course not deleted, or 403. */
export async function requireEnrolment(
  db: Database,
  userId: number,
  courseId: number,
): Promise<q.EnrolmentRow> {
  const enrolment = await q.findLiveEnrolment(db, userId, courseId);
  if (!enrolment) throw notEnrolled();
  return enrolment;
}

/**
 * The course and the learner's enrolment in it, read together once for the request (one query when enrolled):
 * 404 for a missing or deleted course, 403 when not enrolled.
 */
export async function requireEnrolledCourse(
  db: Database,
  userId: number,
  courseId: number,
): Promise<{ course: q.CourseRules; enrolment: q.EnrolmentRow }> {
  const found = await q.findEnrolledCourse(db, userId, courseId);
  if (found) return found;
  if (!(await q.findCourseRules(db, courseId))) throw courseNotFound();
  throw notEnrolled();
}

/** The course when it exists and is not deleted, with its rules (404 otherwise). */
export async function requireCourseRules(db: Database, courseId: number): Promise<q.CourseRules> {
  const course = await q.findCourseRules(db, courseId);
  if (!course) throw courseNotFound();
  return course;
}

/**
 * The enrolment of a learner who may learn in the course (its quiz, path and player), with the course, read once:
 * 404 for a missing course, 403 when not enrolled, and 403 while the enrolment waits for an admin to mark its
 * payment received (docs/design/product.md §4). The questionnaire and the course page stay open to a learner who
 * waits.
 */
export async function requirePaidEnrolment(
  db: Database,
  userId: number,
  courseId: number,
): Promise<{ course: q.CourseRules; enrolment: q.EnrolmentRow }> {
  const found = await requireEnrolledCourse(db, userId, courseId);
  if (awaitsPayment(found.course, found.enrolment)) throw paymentAwaited();
  return found;
}

/** The same check as a yes or no, for callers whose answer to "not enrolled" is not a 403. */
export async function isEnrolled(db: Database, userId: number, courseId: number): Promise<boolean> {
  return (await q.findLiveEnrolment(db, userId, courseId)) !== undefined;
}

/** The enrolment when there is one (admin views, where not enrolled is not an error). */
export function findEnrolment(db: Database, userId: number, courseId: number) {
  return q.findEnrolment(db, userId, courseId);
}

/** Whether the course content is open to this enrolment: the pretest is taken, or the course does not wait. */
function isContentOpen(
  course: Pick<q.CourseRules, 'content_requires_pretest'>,
  enrolment: Pick<q.EnrolmentRow, 'pretest_attempt_id'>,
): boolean {
  return course.content_requires_pretest !== 1 || enrolment.pretest_attempt_id !== null;
}

/**
 * Whether the learner may see the course content, with the course and the enrolment it was decided on: 404 for a
 * missing course, 403 when not enrolled or while the payment is awaited, `open` false while the course waits for the pretest.
 */
export async function contentAccessOf(db: Database, userId: number, courseId: number) {
  const { course, enrolment } = await requirePaidEnrolment(db, userId, courseId);
  return { course, enrolment, open: isContentOpen(course, enrolment) };
}

/**
 * The enrolment of a learner who may see the course content (units, learning-object quizzes): 404 for a
 * missing course, 403 when not enrolled or while the payment is awaited, 409 while the pretest the course waits
 * for is not taken.
 */
export async function requireContentOpen(db: Database, userId: number, courseId: number) {
  const { course, enrolment, open } = await contentAccessOf(db, userId, courseId);
  if (!open) throw pretestRequired();
  return { course, enrolment };
}

/**
 * What an attempt of the course quiz started now counts as: the pretest until one is recorded, the post-test
 * once the course is completed, and nothing in between (409: the pretest is never offered again).
 */
export function courseQuizKind(enrolment: Pick<q.EnrolmentRow, 'status' | 'pretest_attempt_id'>) {
  const kind = courseQuizFor(enrolment);
  if (kind === 'none') throw new AppError(409, 'error.pretestTaken');
  return kind;
}

/** The same rule as a state for the pages: what the course quiz is for this learner now. */
export function courseQuizFor(enrolment: Pick<q.EnrolmentRow, 'status' | 'pretest_attempt_id'>) {
  if (enrolment.status === 'completed') return 'posttest' as const;
  return enrolment.pretest_attempt_id === null ? ('pretest' as const) : ('none' as const);
}

export interface CourseQuizOutcome {
  counted_as: 'pretest' | 'posttest' | null;
  level: LearnerLevel | null;
  level_reason: string | null;
}

/** The reason of a level, in the learner's language (the percentage shown rounded down, as the rule reads it). */
function levelReason(lang: Language, level: LearnerLevel, percentage: number): string {
  return translate(lang, `level.reason.${level}`, { percentage: Math.floor(percentage * 10) / 10 });
}

/**
 * Records a submitted course-quiz attempt on the enrolment, inside the caller's transaction (which holds the
 * enrolment's lock). An expired attempt counts as nothing. A pretest counts when it is the first; a post-test
 * counts by the course's rule (`first`, `best`, `latest`; `postTestReplaces`), except the delayed post-test of a
 * study, submitted once it is due. An attempt whose kind no longer matches the enrolment (a pretest opened before
 * completing and sent after) counts as nothing.
 */
export async function recordCourseQuizAttempt(
  trx: Database,
  lang: Language,
  input: {
    userId: number;
    courseId: number;
    attemptId: number;
    kind: string;
    status: string;
    percentage: number | null;
    submittedAt: string;
  },
): Promise<CourseQuizOutcome> {
  const none: CourseQuizOutcome = { counted_as: null, level: null, level_reason: null };
  if (input.status === 'expired' || input.percentage === null) return none;
  const [course, enrolment] = await Promise.all([
    q.findCourseRules(trx, input.courseId),
    q.findEnrolment(trx, input.userId, input.courseId),
  ]);
  if (!course || !enrolment) return none;

  if (input.kind === 'pretest' && enrolment.status !== 'completed' && enrolment.pretest_attempt_id === null) {
    const level = levelFromPretest(input.percentage);
    if (!(await q.setPretestOnce(trx, enrolment.id, input.attemptId, level))) return none;
    // The level picks the path's required units, so the progress figure follows it.
    await refreshProgress(trx, course, { ...enrolment, level, pretest_attempt_id: input.attemptId });
    return { counted_as: 'pretest', level, level_reason: levelReason(lang, level, input.percentage) };
  }
  if (input.kind === 'posttest' && enrolment.status === 'completed') {
    // The delayed post-test of a study measures retention: it never replaces the post-test.
    const due = (await delayedPosttestDues(trx, input.userId, [input.courseId])).get(input.courseId);
    if (due !== undefined && input.submittedAt >= due) return none;
    const current =
      enrolment.posttest_attempt_id === null
        ? undefined
        : await q.attemptPercentage(trx, enrolment.posttest_attempt_id);
    const counts = postTestReplaces(
      postTestRuleOf(course),
      current ? { percentage: Number(current.percentage ?? -1) } : null,
      { percentage: input.percentage },
    );
    if (counts) await q.setPosttest(trx, enrolment.id, input.attemptId);
    return { counted_as: counts ? 'posttest' : null, level: null, level_reason: null };
  }
  return none;
}

/** Where a learner stands with a course's post-test (docs/design/adaptive.md §2), for the pages and the quiz start. */
export interface PostTestStanding {
  rule: PostTestRule;
  /** The counted post-test passed; null before one counts. */
  passed: boolean | null;
  score: number | null;
  total: number | null;
  next: PostTestNext | null;
  /** A study's delayed post-test is due (its time has come). */
  delayedDue: boolean;
}

/** The learner's post-test standing in each of these courses they are enrolled in, in three queries at most. */
export async function postTestStandings(
  db: Database,
  userId: number,
  courseIds: readonly number[],
  now: Date,
): Promise<Map<number, PostTestStanding>> {
  if (courseIds.length === 0) return new Map();
  const [facts, dues] = await Promise.all([
    q.postTestFacts(db, userId, courseIds),
    delayedPosttestDues(db, userId, courseIds),
  ]);
  const due = new Map([...dues].filter(([, at]) => at <= now.toISOString()));
  const takenSinceDue = await q.posttestsSince(db, userId, due);
  return new Map(
    facts.map((f) => {
      const rule = postTestRuleOf(f);
      const counted = f.posttest_attempt_id !== null;
      const standing: PostTestStanding = {
        rule,
        passed: counted ? f.post_status === 'passed' : null,
        score: counted && f.post_score !== null ? Number(f.post_score) : null,
        total: counted && f.post_total !== null ? Number(f.post_total) : null,
        next: postTestNext(rule, {
          completed: f.status === 'completed',
          counted,
          delayedDue: due.has(f.course_id),
          delayedTaken: takenSinceDue.has(f.course_id),
        }),
        delayedDue: due.has(f.course_id),
      };
      return [f.course_id, standing];
    }),
  );
}

/**
 * Whether the post-test being submitted now closes the post-test (docs/design/adaptive.md §2): the state after
 * it, with a post-test counted and, once the delayed post-test is due, that one taken, read by `postTestNext`.
 */
export async function postTestClosesAfter(db: Database, userId: number, courseId: number, now: Date) {
  const standing = (await postTestStandings(db, userId, [courseId], now)).get(courseId);
  if (!standing) return false;
  const after = {
    completed: true,
    counted: true,
    delayedDue: standing.delayedDue,
    delayedTaken: standing.delayedDue,
  };
  return postTestNext(standing.rule, after) === 'closed';
}

/**
 * The 409 to answer when the post-test is closed to this learner (docs/design/adaptive.md §2): under `first`
 * once one counts, and once the delayed post-test is taken; null while it is open. Read before a post-test
 * attempt is opened.
 */
export async function postTestClosure(
  db: Database,
  userId: number,
  courseId: number,
  now: Date,
): Promise<AppError | null> {
  const standing = (await postTestStandings(db, userId, [courseId], now)).get(courseId);
  if (standing?.next !== 'closed') return null;
  return new AppError(409, standing.delayedDue ? 'error.delayedPosttestTaken' : 'error.postTestTakenOnce');
}

/**
 * The progress figure of an enrolment, fresh (the path, the mastery view and the course page send it). Reads
 * only: the writes that move it (a quiz submitted, an object opened, the pretest) store it in their own
 * transaction, and a GET never writes (docs/design/adaptive.md §4).
 */
export async function progressOf(
  db: Database,
  enrolment: q.EnrolmentRow,
  course?: ProgressCourse,
): Promise<CourseProgress> {
  const rules = course ?? (await q.findCourseRules(db, enrolment.course_id));
  if (!rules) throw courseNotFound();
  return (await progressState(db, rules, enrolment)).progress;
}

/**
 * The enrolment a learner asks to complete, once the course allows it: 403 when not enrolled, 409 while the
 * content waits for the pretest, and 409 with how many are passed while a required learning object's quiz is not
 * (unless the course relaxes it). An enrolment completed already is answered as it is.
 */
export async function requireCompletable(db: Database, userId: number, courseId: number) {
  const { course, enrolment } = await requireEnrolledCourse(db, userId, courseId);
  if (enrolment.status === 'completed') return { enrolment, completed: true };
  if (!isContentOpen(course, enrolment)) throw pretestRequired();
  if (course.completion_requires_quizzes === 1) {
    const { quizzesLeft, quizTotal } = await progressState(db, course, enrolment);
    if (quizzesLeft.length > 0) {
      throw new AppError(409, 'error.completionRequiresQuizzes', {
        passed: quizTotal - quizzesLeft.length,
        total: quizTotal,
      });
    }
  }
  return { enrolment, completed: false };
}

/**
 * Completes the enrolment inside the caller's transaction, holding its lock. True only for the call that
 * completes it: a repeated call is not a second completion.
 */
export async function completeEnrolmentOnce(trx: Database, enrolmentId: number, now: Date): Promise<boolean> {
  await q.lockEnrolment(trx, enrolmentId);
  return q.completeEnrolment(trx, enrolmentId, now.toISOString());
}

/** What `POST /api/user/complete-course/{courseId}` answers: the completion kept (the first one). */
export async function completionOf(db: Database, userId: number, courseId: number) {
  const after = await q.findEnrolment(db, userId, courseId);
  return { course_id: courseId, status: 'completed' as const, completed_at: after!.completed_at! };
}

/**
 * The progress percentage of an enrolment, refreshed inside the caller's transaction; null when the learner is
 * not enrolled (any more) or the course is gone. What an LMS column graded by progress receives.
 */
export async function refreshedProgressPercent(
  trx: Database,
  userId: number,
  courseId: number,
): Promise<number | null> {
  const enrolment = await q.findEnrolment(trx, userId, courseId);
  const course = await q.findCourseRules(trx, courseId);
  if (!enrolment || !course) return null;
  return (await refreshProgress(trx, course, enrolment)).percent;
}
