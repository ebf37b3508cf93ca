// The learner's latest course (docs/design/product.md §4), which the enrolments module sets inside its
// transaction. Apart from the users service so that enrolling imports nothing of accounts and sessions.
import type { Database } from '../../db/database';
import * as q from './queries';

/** Remembers the learner's latest course, inside the caller's transaction. */
export async function setLatestCourse(db: Database, userId: number, courseId: number, now: string) {
  await q.setLatestCourse(db, userId, courseId, now);
}
