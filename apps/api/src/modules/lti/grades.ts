// Assignment and Grade Services 2.0 (docs/integrations.md, "LTI 1.3"): what goes back to the LMS gradebook. A
// link graded by `score` sends the post-test score that counts (docs/design/adaptive.md §2) once there is one;
// a link graded by `progress` sends the course progress. Scores are queued in the transaction of the event that
// changes them and sent by grade-sender.ts with retries.
import type { Database } from '../../db/database';
import * as q from './queries';

/** The AGS score of a learner for one link, or null when there is nothing to send yet. */
function scoreFor(
  grading: string,
  subject: string,
  facts: { status: string; progress: number; posttest_percentage: number | null },
  timestamp: string,
): Record<string, unknown> | null {
  const completed = facts.status === 'completed';
  if (grading === 'progress') {
    return {
      userId: subject,
      scoreGiven: Math.round(Number(facts.progress) * 100) / 100,
      scoreMaximum: 100,
      activityProgress: completed ? 'Completed' : 'InProgress',
      gradingProgress: 'FullyGraded',
      timestamp,
    };
  }
  if (facts.posttest_percentage === null) return null;
  return {
    userId: subject,
    scoreGiven: Math.round(Number(facts.posttest_percentage) * 100) / 100,
    scoreMaximum: 100,
    activityProgress: 'Completed',
    gradingProgress: 'FullyGraded',
    timestamp,
  };
}

/**
 * Queues the learner's grades for this course in every gradebook column they came from, inside the caller's
 * transaction. One indexed query when the learner never came from an LMS.
 */
export async function queueCourseGrades(
  trx: Database,
  userId: number,
  courseId: number,
  at: string,
  /** The fresh progress percentage (the enrolments module computes it), read only for `progress` columns. */
  freshProgress: () => Promise<number | null>,
) {
  const links = await q.gradedLinksOf(trx, userId, courseId);
  if (links.length === 0) return;
  const stored = await q.gradeFacts(trx, userId, courseId);
  if (!stored) return;
  const progress = links.some((l) => l.grading === 'progress') ? await freshProgress() : null;
  const facts = { ...stored, progress: progress ?? stored.progress };
  const rows = links.flatMap((link) => {
    const score = scoreFor(link.grading, link.subject, facts, at);
    return score
      ? [{ link_id: link.id, user_id: userId, payload: JSON.stringify(score), created_at: at }]
      : [];
  });
  await q.queueScores(trx, rows);
}
