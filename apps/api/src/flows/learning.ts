// Learning in a course, across the modules it touches (docs/design/product.md §4, docs/design/adaptive.md §4 and
// §10): the content a learner reads, the player's state and resume point, a learning object opened, the course
// completed. Each records with
// the enrolment what it means elsewhere: the path the learner is shown and a study's exposure log, the research
// record (xAPI), the delayed post-test of a study, the LMS grade. One transaction per write.
import {
  type CourseContent,
  type CourseProgress,
  type PlayerStateWire,
  type ResumePointWire,
  roles,
} from '@parcours/shared';
import type { Database } from '../db/database';
import {
  markOpened,
  playerStateOf,
  requireLiveLearningObject,
  setResumePoint,
} from '../modules/enrolments/player';
import {
  completeEnrolmentOnce,
  completionOf,
  contentAccessOf,
  refreshedProgressPercent,
  refreshProgress,
  requireCompletable,
  requireContentOpen,
  requireCourseRules,
  requirePaidEnrolment,
} from '../modules/enrolments/service';
import { recordShownPath } from '../modules/learning-paths/shown';
import { queueCourseGrades } from '../modules/lti/grades';
import { cooldownsOf, passedQuizIds } from '../modules/quizzes/refs';
import { recordExposure, scheduleDelayedPosttest } from '../modules/studies/participation';
import { type CourseOutline, courseOutline } from '../modules/units/outline';
import { courseCompletedEvent, experiencedEvent, queueStatements } from '../modules/xapi/service';

interface Learner {
  userId: number;
}

/**
 * Queues the learner's grades for the LMS gradebooks they reached this course from (docs/integrations.md, "LTI
 * 1.3"), inside the caller's transaction, after an event that changes the progress or the post-test. The
 * progress is refreshed only when a column is graded by it.
 */
export async function queueLtiGrades(
  trx: Database,
  userId: number,
  courseId: number,
  now: Date,
): Promise<void> {
  await queueCourseGrades(trx, userId, courseId, now.toISOString(), () =>
    refreshedProgressPercent(trx, userId, courseId),
  );
}

/**
 * `GET /api/user/courses/{courseId}/player`: 403 when not enrolled or while the payment is awaited. The player
 * shows the learner their path: a study participant's is recorded when it changed.
 */
export async function playerState(
  db: Database,
  learner: Learner,
  courseId: number,
  now: Date,
): Promise<PlayerStateWire> {
  const { course, enrolment } = await requirePaidEnrolment(db, learner.userId, courseId);
  const [state] = await Promise.all([
    playerStateOf(db, enrolment),
    recordShownPath(db, { course, enrolment, now }),
  ]);
  return state;
}

/**
 * `PUT /api/user/courses/{courseId}/resume`: 404 for a learning object that is not a live one of this course,
 * 403 when not enrolled, 409 while the course waits for the pretest.
 */
export async function moveResumePoint(
  db: Database,
  learner: Learner,
  courseId: number,
  learningObjectId: number,
  now: Date,
): Promise<ResumePointWire> {
  await requireLiveLearningObject(db, learningObjectId, courseId);
  const { enrolment } = await requireContentOpen(db, learner.userId, courseId);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await setResumePoint(trx, enrolment.id, learningObjectId, at);
    // The player shows the object from now on: a study's exposure log keeps it (docs/studies.md §5).
    await recordExposure(trx, { userId: learner.userId, courseId, learningObjectId, now });
  });
  return { learning_object_id: learningObjectId, updated_at: at };
}

/**
 * `POST /api/user/learning-objects/{id}/opened`: records that the learner opened a learning object (an object
 * without a quiz counts as done once opened) and answers the progress figure.
 */
export async function markLearningObjectOpened(
  db: Database,
  learner: Learner,
  learningObjectId: number,
  now: Date,
): Promise<CourseProgress> {
  const lo = await requireLiveLearningObject(db, learningObjectId);
  const { course, enrolment } = await requireContentOpen(db, learner.userId, lo.course_id);
  // The opening shows the learner their path (before its own write: a snapshot records what was shown).
  await recordShownPath(db, { course, enrolment, now });
  return db.transaction().execute(async (trx) => {
    // Said once, like the opening it records ("mark as read" again changes nothing).
    if (await markOpened(trx, learner.userId, learningObjectId, now.toISOString()))
      await queueStatements(trx, [
        experiencedEvent(
          learner.userId,
          { id: lo.id, title: lo.title, courseId: lo.course_id },
          now.toISOString(),
        ),
      ]);
    const progress = await refreshProgress(trx, course, enrolment);
    await queueLtiGrades(trx, learner.userId, lo.course_id, now);
    // Last, as in every transaction that holds both rows: the enrolment's, then the study participant's.
    await recordExposure(trx, { userId: learner.userId, courseId: lo.course_id, learningObjectId, now });
    return progress;
  });
}

/**
 * `POST /api/user/complete-course/{courseId}`: completes the enrolment once (later calls keep the first time).
 * Needs the pretest when the course content waits for it, and every required learning object's quiz passed
 * unless the course relaxes it (409 with how many are passed). The course quiz then opens as the post-test.
 */
export async function completeCourse(db: Database, learner: Learner, courseId: number, now: Date) {
  const { enrolment, completed } = await requireCompletable(db, learner.userId, courseId);
  if (!completed) {
    await db.transaction().execute(async (trx) => {
      if (await completeEnrolmentOnce(trx, enrolment.id, now)) {
        await queueStatements(trx, [courseCompletedEvent(learner.userId, courseId, now.toISOString())]);
        await scheduleDelayedPosttest(trx, learner.userId, courseId, now);
        await queueLtiGrades(trx, learner.userId, courseId, now);
      }
    });
  }
  return completionOf(db, learner.userId, courseId);
}

/**
 * `GET /api/courses/{courseId}/content`: for an admin, or a learner enrolled in the course (403 otherwise). While
 * the course waits for the learner's pretest (docs/design/adaptive.md §2) only the course and its quiz are sent.
 * A learner's request reads the course with the enrolment once, the outline from memory, what they passed and
 * which quizzes wait for a cooldown at `now`; the content shows a study participant their path, recorded when
 * it changed (docs/design/adaptive.md §10).
 */
export async function courseContent(
  db: Database,
  caller: { userId: number; role: number },
  courseId: number,
  now: Date,
): Promise<CourseContent> {
  if (caller.role === roles.admin)
    return contentTree(db, caller.userId, await requireCourseRules(db, courseId), now);
  const { course, enrolment, open } = await contentAccessOf(db, caller.userId, courseId);
  const outline = await courseOutline(db, course);
  if (open) {
    const [passed, cooldowns] = await Promise.all([
      passedQuizIds(db, caller.userId, outline.quizIds),
      cooldownsOf(db, caller.userId, outline.quizIds, now),
    ]);
    await recordShownPath(db, { course, enrolment, now, passed });
    return contentOf(course, outline, passed, cooldowns);
  }
  const passed = await passedQuizIds(db, caller.userId, outline.courseQuiz ? [outline.courseQuiz.id] : []);
  return {
    course: { id: course.id, title: course.title },
    quiz: outline.courseQuiz ? { ...outline.courseQuiz, is_passed: passed.has(outline.courseQuiz.id) } : null,
    waits_for_pretest: true,
    units: [],
  };
}

/**
 * The content of an outline for one user: each quiz with whether they passed it and, while they wait for a
 * cooldown after failing it, when they may take it again.
 */
function contentOf(
  course: { id: number; title: string },
  outline: CourseOutline,
  passed: ReadonlySet<number>,
  cooldowns: ReadonlyMap<number, string> = new Map(),
): CourseContent {
  const withPassed = <R extends { id: number }>(ref: R | null) => {
    if (!ref) return null;
    const next = cooldowns.get(ref.id);
    return { ...ref, is_passed: passed.has(ref.id), ...(next ? { next_attempt_at: next } : {}) };
  };
  return {
    course: { id: course.id, title: course.title },
    quiz: withPassed(outline.courseQuiz),
    waits_for_pretest: false,
    units: outline.units.map((u) => ({
      ...u,
      learning_objects: u.learning_objects.map((lo) => ({ ...lo, quiz: withPassed(lo.quiz) })),
    })),
  };
}

/**
 * The course content with the quizzes the user passed and those cooling down, without access checks (three
 * queries on a kept outline).
 */
async function contentTree(
  db: Database,
  userId: number,
  course: { id: number; title: string; structure_version: number },
  now: Date,
): Promise<CourseContent> {
  const outline = await courseOutline(db, course);
  const [passed, cooldowns] = await Promise.all([
    passedQuizIds(db, userId, outline.quizIds),
    cooldownsOf(db, userId, outline.quizIds, now),
  ]);
  return contentOf(course, outline, passed, cooldowns);
}
