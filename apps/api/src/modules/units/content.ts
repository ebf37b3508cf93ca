// Reads of a course's units: the admin's full view (quizzes with their correct answers) and the content an
// enrolled learner reads (quiz ids and whether the caller passed them, never a correct answer). A fixed number
// of queries whatever the size of the course.
import type { AdminUnit, CourseContent } from '@parcours/shared';
import { roles } from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { contentAccessOf, requireCourseRules } from '../enrolments/service';
import { recordShownPath } from '../learning-paths/shown';
import { cooldownsOf, passedQuizIds } from '../quizzes/refs';
import { adminQuizzesOf } from '../quizzes/service';
import { type CourseOutline, courseOutline, loadTree, shape } from './outline';
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
export function contentOf(
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
export async function contentTree(
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
