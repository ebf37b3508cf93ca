// Enrolment (docs/design/product.md §4: "Enrolment updates stored coursesCount and latestCourseId"). One
// transaction records the enrolment, counts the subscriber once and remembers the learner's latest course; the
// unique index on (user, course) makes a second or parallel enrolment a no-op rather than a second count.
import type { EnrolResult } from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { addSubscriber } from '../courses/service';
import { setLatestCourse } from '../users/service';
import * as q from './queries';

const courseNotFound = () => new AppError(404, 'error.courseNotFound');

export async function enrol(
  deps: { db: Database; now?: () => Date },
  learner: { userId: number },
  courseId: number,
): Promise<EnrolResult> {
  const course = await q.findCourseRules(deps.db, courseId);
  if (!course) throw courseNotFound();
  if (course.is_public !== 1 && !(await q.isSelected(deps.db, courseId, learner.userId))) {
    throw new AppError(403, 'error.notAllowed');
  }
  const now = (deps.now?.() ?? new Date()).toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const inserted = await q.insertEnrolmentOnce(trx, learner.userId, courseId, now);
    if (inserted) {
      // Checked again inside the transaction: an admin may have closed the course in the meantime.
      const open = await q.findCourseRules(trx, courseId);
      if (!open) throw courseNotFound();
      if (open.is_active !== 1 || open.is_offline !== 0) throw new AppError(409, 'error.courseNotOpen');
      await addSubscriber(trx, courseId);
    }
    await setLatestCourse(trx, learner.userId, courseId, now);
    return { courses_count: await q.countEnrolments(trx, learner.userId), id: courseId };
  });
}
