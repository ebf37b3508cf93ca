// The courses a teacher may put in an LMS course (docs/integrations.md, "LTI 1.3"): the list the deep-linking
// page and the course picker show, and the picker's answer. A course navigation link (a Canvas course menu
// entry, a Moodle activity added without "Select content") names no course: its first teacher picks the course it
// opens from then on; learners launching it later land in that course.
import type { LtiLinkableCourse } from '@parcours/shared';
import { roles } from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import type { Engine } from '../../db/dialect';
import type { Actor } from '../../plugins/audit';
import * as q from './queries';

function assertTeaches(actor: Actor): void {
  if (actor.role !== roles.admin && actor.role !== roles.instructor) {
    throw new AppError(403, 'error.ltiDeepLinkInstructorsOnly');
  }
}

/** Published courses and the caller's own drafts (any course for an admin), newest first. */
export async function linkableCourses(
  deps: { db: Database; engine: Engine },
  actor: Actor,
  search?: string,
): Promise<LtiLinkableCourse[]> {
  assertTeaches(actor);
  return q.coursesLinkableBy(deps.db, deps.engine, actor, search || undefined);
}

/** A course the caller may link, or 404 as if absent (another author's draft is not confirmed to exist). */
export async function assertLinkable(
  deps: { db: Database; engine: Engine },
  actor: Actor,
  courseId: number,
): Promise<LtiLinkableCourse> {
  assertTeaches(actor);
  const [course] = await q.coursesLinkableBy(deps.db, deps.engine, actor, undefined, courseId);
  if (!course) throw new AppError(404, 'error.courseNotFound');
  return course;
}

/** The course picker's answer: the link the teacher launched opens this course from now on. */
export async function pickLinkCourse(
  deps: { db: Database; engine: Engine; now?: () => Date },
  actor: Actor,
  linkId: number,
  courseId: number,
): Promise<{ course_id: number }> {
  assertTeaches(actor);
  const link = await q.linkLaunchedBy(deps.db, linkId, actor.id);
  // Only a teacher the LMS named at a launch of this very link picks its course.
  if (link?.instructor !== 1) throw new AppError(404, 'error.ltiLinkNotFound');
  const course = await assertLinkable(deps, actor, courseId);
  await q.setLinkCourse(deps.db, linkId, course.id, (deps.now?.() ?? new Date()).toISOString());
  return { course_id: course.id };
}
