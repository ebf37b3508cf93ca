// The one progress figure of a learner in a course (docs/design/adaptive.md §4), computed here and only here:
// the required learning objects on the learner's path (the core units the level selects) that are done, from
// the shared courseProgress(). It is stored on the enrolment, which every list reads, and sent as is by the
// course page, the path, the mastery view and "My program".
import {
  buildLearningPath,
  type CourseProgress,
  courseProgress,
  isMastered,
  type LearnerLevel,
  learnerLevels,
  pathLearningObjectIds,
  quizzesLeft,
} from '@parcours/shared';
import type { Database } from '../../db/database';
import * as q from './queries';

export function asLevel(level: string | null): LearnerLevel | null {
  return learnerLevels.find((l) => l === level) ?? null;
}

/**
 * The required learning objects of the learner's path. The learning style orders objects but never adds or
 * drops one, so the outline and the level are enough.
 */
export function requiredObjects(
  course: { is_sequential: number },
  outline: q.CourseOutline,
  level: LearnerLevel | null,
): number[] {
  const path = buildLearningPath({
    course: { isSequential: course.is_sequential === 1 },
    units: outline.units.map((u) => ({
      id: u.id,
      title: u.title,
      type: u.type,
      position: u.position,
      learningObjects: outline.learningObjects
        .filter((lo) => lo.unit_id === u.id)
        .map((lo) => ({
          id: lo.id,
          title: lo.title,
          type: lo.type as 'abstract' | 'concrete',
          position: lo.position,
          media: [],
          quizId: null,
          quizPassed: false,
        })),
    })),
    level,
    style: null,
  });
  return pathLearningObjectIds(path);
}

export interface ProgressState {
  progress: CourseProgress;
  /** Required objects whose quiz is not passed yet. */
  quizzesLeft: number[];
  /** Required objects that have a quiz. */
  quizTotal: number;
}

/** The learner's progress in the course, read fresh (five queries whatever the course's size). */
export async function progressState(
  db: Database,
  course: { id: number; is_sequential: number },
  enrolment: Pick<q.EnrolmentRow, 'user_id' | 'level'>,
): Promise<ProgressState> {
  const outline = await q.courseOutline(db, course.id);
  const required = requiredObjects(course, outline, asLevel(enrolment.level));
  const facts = await q.progressFacts(
    db,
    enrolment.user_id,
    outline.learningObjects.map((lo) => lo.id),
  );
  const input = {
    required,
    withQuiz: new Set(facts.withQuiz),
    passed: new Set(facts.passed),
    opened: new Set(facts.opened),
    mastered: new Set(facts.mastery.filter((m) => isMastered(m.pKnown)).map((m) => m.id)),
  };
  return {
    progress: courseProgress(input),
    quizzesLeft: quizzesLeft(input),
    quizTotal: new Set(required.filter((id) => input.withQuiz.has(id))).size,
  };
}

/** Recomputes the enrolment's progress and stores its percentage when it changed. */
export async function refreshProgress(
  db: Database,
  course: { id: number; is_sequential: number },
  enrolment: q.EnrolmentRow,
): Promise<CourseProgress> {
  const { progress } = await progressState(db, course, enrolment);
  await q.setProgress(db, enrolment.id, progress.percent);
  return progress;
}
