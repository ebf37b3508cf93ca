// What the learning-paths module's reads share: the learner and their enrolled course. Mastery is the mastery
// module's (modules/mastery).
import type { Database } from '../../db/database';
import { requirePaidEnrolment } from '../enrolments/service';

export interface Learner {
  userId: number;
}

/**
 * The course, and the learner's enrolment in it, read once for the request: 404 for a missing or deleted course,
 * 403 when not enrolled or while the payment is awaited.
 */
export function enrolledCourse(db: Database, learner: Learner, courseId: number) {
  return requirePaidEnrolment(db, learner.userId, courseId);
}
