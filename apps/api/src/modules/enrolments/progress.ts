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
  levelFromStored,
  pathLearningObjectIds,
  quizzesLeft,
} from '@parcours/shared';
import type { Database } from '../../db/database';
import { type CourseOutline, courseOutline, pathUnitsOf } from '../units/outline';
import * as q from './queries';

/** A course as progress reads it: whether it is sequential, and which outline it has. */
export interface ProgressCourse {
  id: number;
  is_sequential: number;
  structure_version: number;
}

/**
 * The required learning objects of the learner's path. The learning style orders objects but never adds or
 * drops one, so the outline and the level are enough.
 */
function requiredObjects(
  course: { is_sequential: number },
  outline: CourseOutline,
  level: LearnerLevel | null,
): number[] {
  const path = buildLearningPath({
    course: { isSequential: course.is_sequential === 1 },
    units: pathUnitsOf(outline, new Set()),
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

/** What one learner did in a course: the quizzes they passed, the objects they opened, their mastery. */
export interface LearnerFacts {
  /** Passed quizzes among the learning objects' quizzes. */
  passedQuizIds: Set<number>;
  opened: Set<number>;
  /** P(L) per learning object with an estimate. */
  mastery: Map<number, number>;
}

/** The learner's facts on the course's outline, in three queries whatever its size. */
export async function learnerFacts(
  db: Database,
  userId: number,
  outline: CourseOutline,
): Promise<LearnerFacts> {
  const facts = await q.progressFacts(
    db,
    userId,
    [...outline.learningObjectQuizIds.keys()],
    outline.learningObjectIds,
  );
  return {
    passedQuizIds: new Set(facts.passed),
    opened: new Set(facts.opened),
    mastery: new Map(facts.mastery.map((m) => [m.id, m.pKnown])),
  };
}

/** The progress of a learner at this level from their facts (no query). */
export function progressFromFacts(
  course: { is_sequential: number },
  outline: CourseOutline,
  level: LearnerLevel | null,
  facts: LearnerFacts,
): ProgressState {
  const required = requiredObjects(course, outline, level);
  const input = {
    required,
    withQuiz: new Set(
      outline.units.flatMap((u) => u.learning_objects.filter((lo) => lo.quiz !== null).map((lo) => lo.id)),
    ),
    passed: new Set([...facts.passedQuizIds].map((quizId) => outline.learningObjectQuizIds.get(quizId)!)),
    opened: facts.opened,
    mastered: new Set([...facts.mastery].filter(([, p]) => isMastered(p)).map(([id]) => id)),
  };
  return {
    progress: courseProgress(input),
    quizzesLeft: quizzesLeft(input),
    quizTotal: new Set(required.filter((id) => input.withQuiz.has(id))).size,
  };
}

/** The learner's progress in the course, read fresh (three queries whatever the course's size). */
export async function progressState(
  db: Database,
  course: ProgressCourse,
  enrolment: Pick<q.EnrolmentRow, 'user_id' | 'level'>,
): Promise<ProgressState> {
  const outline = await courseOutline(db, course);
  const facts = await learnerFacts(db, enrolment.user_id, outline);
  return progressFromFacts(course, outline, levelFromStored(enrolment.level), facts);
}

/** Recomputes the enrolment's progress and stores its percentage when it changed. */
export async function refreshProgress(
  db: Database,
  course: ProgressCourse,
  enrolment: q.EnrolmentRow,
): Promise<CourseProgress> {
  const { progress } = await progressState(db, course, enrolment);
  await q.setProgress(db, enrolment.id, progress.percent);
  return progress;
}
