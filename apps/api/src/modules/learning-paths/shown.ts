// What a study participant is shown (docs/design/adaptive.md §10): the path's steps and their locks in the order
// of the condition's policy, kept as a path snapshot whenever it changes, by whichever request shows it: the
// pretest that allocates the learner, the path, the player and its learning-object opening, and the course
// content. The one owner of that record: every surface calls recordShownPath (the path page, which has just
// built the path, recordBuiltPath); none builds a snapshot itself.
import { buildLearningPath, type LearningPath, levelFromStored } from '@parcours/shared';
import type { Database } from '../../db/database';
import type { CourseRules, EnrolmentRow } from '../enrolments/queries';
import { latestResultsOf } from '../learning-style/service';
import { passedQuizIds } from '../quizzes/refs';
import { recordPathSnapshot, takingPartIn } from '../studies/participation';
import { courseOutline, pathUnitsOf } from '../units/outline';

/**
 * Records a path already built for an allocated learner when it differs from the last snapshot (`lastDigest`,
 * read with the allocation; compared by digest): a write only on a change. The style result counts only under a
 * policy that reads it.
 */
export function recordBuiltPath(
  db: Database,
  input: {
    participantId: number;
    lastDigest: string | null;
    courseId: number;
    path: Pick<LearningPath, 'policy' | 'level' | 'steps'>;
    styleResultId: number | null;
    now: Date;
  },
): Promise<boolean> {
  const { path } = input;
  return recordPathSnapshot(
    db,
    {
      participantId: input.participantId,
      courseId: input.courseId,
      policy: path.policy,
      level: path.level,
      styleResultId:
        path.policy === 'adaptive' || path.policy === 'style_mismatched' ? input.styleResultId : null,
      steps: path.steps,
      now: input.now,
    },
    input.lastDigest,
  );
}

/**
 * Records what the learner is shown in this course when they take part in a study of it and it changed since
 * the last snapshot; true when a snapshot was written. One indexed read (the allocation, with the last digest)
 * for every learner; a participant's path is then built as the path page builds it, minus mastery (which orders
 * and locks nothing): the course's outline (kept in memory), the latest style result and the quizzes passed
 * (`passed` when the caller read them already). Inside a transaction (the pretest's allocation) it reads that
 * transaction's rows.
 */
export async function recordShownPath(
  db: Database,
  input: {
    course: Pick<CourseRules, 'id' | 'structure_version' | 'is_sequential'>;
    enrolment: Pick<EnrolmentRow, 'user_id' | 'level'>;
    now: Date;
    passed?: ReadonlySet<number>;
  },
): Promise<boolean> {
  const { course, enrolment } = input;
  const userId = enrolment.user_id;
  const taking = await takingPartIn(db, userId, course.id);
  if (!taking) return false;
  const [outline, results] = await Promise.all([courseOutline(db, course), latestResultsOf(db, [userId])]);
  const passed = input.passed ?? (await passedQuizIds(db, userId, outline.quizIds));
  const latest = results.get(userId) ?? null;
  const path = buildLearningPath({
    course: { isSequential: course.is_sequential === 1 },
    units: pathUnitsOf(outline, passed),
    level: levelFromStored(enrolment.level),
    style: latest?.result ?? null,
    policy: taking.policy,
  });
  return recordBuiltPath(db, {
    participantId: taking.participantId,
    lastDigest: taking.lastDigest,
    courseId: course.id,
    path,
    styleResultId: latest?.wire.id ?? null,
    now: input.now,
  });
}
