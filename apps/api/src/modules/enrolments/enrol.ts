// Enrolment (docs/design/product.md §4: "Enrolment updates stored coursesCount and latestCourseId"). One
// transaction records the enrolment, counts the subscriber once and remembers the learner's latest course; the
// unique index on (user, course) makes a second or parallel enrolment a no-op rather than a second count.
import { type EnrolResult, finalPrice } from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { visibleStatus } from '../courses/access';
import { addSubscriber, addSubscribers, addSubscriberToEach } from '../courses/service';
import { setLatestCourse } from '../users/latest-course';
import * as q from './queries';

const courseNotFound = () => new AppError(404, 'error.courseNotFound');

export async function enrol(
  deps: { db: Database; now?: () => Date },
  learner: { userId: number },
  courseId: number,
  /** What the learner saw and confirmed: the price of a paid course (docs/design/product.md §4). */
  confirmedPrice?: number,
): Promise<EnrolResult> {
  const course = await q.findCourseRules(deps.db, courseId);
  // A draft does not exist for learners; an archived course takes no new learners.
  if (!course || course.status === 'draft') throw courseNotFound();
  if (course.is_public !== 1 && !(await q.isSelected(deps.db, courseId, learner.userId))) {
    throw new AppError(403, 'error.notAllowed');
  }
  if (course.status !== visibleStatus) throw new AppError(409, 'error.courseNotOpen');
  const price = finalPrice({
    is_paid: course.is_paid,
    price: Number(course.price),
    discount: Number(course.discount),
  });
  if (price > 0 && (confirmedPrice === undefined || Math.abs(confirmedPrice - price) >= 0.005)) {
    throw new AppError(409, 'error.priceNotConfirmed', { price }, { price });
  }
  const now = (deps.now?.() ?? new Date()).toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const inserted = await q.insertEnrolmentOnce(trx, learner.userId, courseId, now);
    if (inserted) {
      // Checked again inside the transaction: an admin may have closed the course in the meantime.
      const open = await q.findCourseRules(trx, courseId);
      if (!open) throw courseNotFound();
      if (open.is_active !== 1 || open.is_offline !== 0 || open.status !== visibleStatus)
        throw new AppError(409, 'error.courseNotOpen');
      await addSubscriber(trx, courseId);
    }
    await setLatestCourse(trx, learner.userId, courseId, now);
    return { courses_count: await q.countEnrolments(trx, learner.userId), id: courseId };
  });
}

/**
 * Enrols a learner in several courses inside the caller's transaction (a class's courses when they join it).
 * Courses closed or deleted meanwhile are skipped; existing enrolments are left as they are, and only new ones
 * count a subscriber. Returns the ids of the courses the learner is enrolled in afterwards, among those asked.
 */
export async function enrolInCourses(
  trx: Database,
  userId: number,
  courseIds: number[],
  now: string,
): Promise<number[]> {
  if (courseIds.length === 0) return [];
  const open = await q.openCourseIds(trx, courseIds);
  if (open.length === 0) return [];
  const inserted = await q.insertEnrolmentPairsOnce(trx, [userId], open, now);
  await addSubscriberToEach(trx, inserted);
  // The learner flow continues with the class's first course (questionnaire, then its pretest).
  if (inserted.length > 0) await setLatestCourse(trx, userId, inserted[0]!, now);
  return open;
}

/**
 * Enrols several learners in several courses at once, inside the caller's transaction (the members of a class
 * when a course is attached to it). Closed or deleted courses are skipped; existing enrolments are left alone
 * and only new ones count a subscriber. One insert for every pair, then one update per course.
 */
export async function enrolLearnersInCourses(
  trx: Database,
  userIds: number[],
  courseIds: number[],
  now: string,
): Promise<number> {
  if (userIds.length === 0 || courseIds.length === 0) return 0;
  const open = await q.openCourseIds(trx, courseIds);
  if (open.length === 0) return 0;
  const inserted = await q.insertEnrolmentPairsOnce(trx, userIds, open, now);
  const perCourse = new Map<number, number>();
  for (const courseId of inserted) perCourse.set(courseId, (perCourse.get(courseId) ?? 0) + 1);
  for (const [courseId, added] of perCourse) await addSubscribers(trx, courseId, added);
  return inserted.length;
}
