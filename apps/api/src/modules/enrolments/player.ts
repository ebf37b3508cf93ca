// The course player's state of one enrolment (docs/design/product.md §4): the resume point ("continue where
// you left off"), kept on the server so it follows the learner across devices, and the learning objects they
// opened. Moving the point needs the course content open, and a learning object of that course. The player and
// an opening show the learner their path: a study participant's is recorded when it changed, and the objects
// they are shown go to the study's exposure log (docs/design/adaptive.md §10).
import type { CourseProgress, PlayerStateWire, ResumePointWire } from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { recordShownPath } from '../learning-paths/shown';
import { recordExposure } from '../studies/participation';
import { experiencedEvent, queueStatements } from '../xapi/service';
import * as q from './queries';
import { queueLtiGrades, refreshProgress, requireContentOpen, requirePaidEnrolment } from './service';

/** `GET /api/user/courses/{courseId}/player`: 403 when not enrolled or while the payment is awaited. */
export async function playerState(
  db: Database,
  learner: { userId: number },
  courseId: number,
  now: Date,
): Promise<PlayerStateWire> {
  const { course, enrolment } = await requirePaidEnrolment(db, learner.userId, courseId);
  const [resume, opened] = await Promise.all([
    q.liveResumePoint(db, enrolment.id),
    q.openedInCourse(db, learner.userId, courseId),
    recordShownPath(db, { course, enrolment, now }),
  ]);
  return {
    course_id: courseId,
    resume: resume ? { learning_object_id: resume.id, updated_at: resume.resume_at } : null,
    opened_learning_object_ids: opened,
  };
}

/**
 * `PUT /api/user/courses/{courseId}/resume`: 404 for a learning object that is not a live one of this course,
 * 403 when not enrolled, 409 while the course waits for the pretest.
 */
export async function moveResumePoint(
  db: Database,
  learner: { userId: number },
  courseId: number,
  learningObjectId: number,
  now: Date,
): Promise<ResumePointWire> {
  const lo = await q.findLiveLearningObject(db, learningObjectId);
  if (!lo || lo.course_id !== courseId) throw new AppError(404, 'error.learningObjectNotFound');
  const { enrolment } = await requireContentOpen(db, learner.userId, courseId);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await q.setResumePoint(trx, enrolment.id, learningObjectId, at);
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
  learner: { userId: number },
  learningObjectId: number,
  now: Date,
): Promise<CourseProgress> {
  const lo = await q.findLiveLearningObject(db, learningObjectId);
  if (!lo) throw new AppError(404, 'error.learningObjectNotFound');
  const { course, enrolment } = await requireContentOpen(db, learner.userId, lo.course_id);
  // The opening shows the learner their path (before its own write: a snapshot records what was shown).
  await recordShownPath(db, { course, enrolment, now });
  return db.transaction().execute(async (trx) => {
    // Said once, like the opening it records ("mark as read" again changes nothing).
    if (await q.markOpened(trx, learner.userId, learningObjectId, now.toISOString()))
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
    await recordExposure(trx, {
      userId: learner.userId,
      courseId: lo.course_id,
      learningObjectId,
      now,
    });
    return progress;
  });
}
