// The one progress figure of a learner in a course (docs/design/adaptive.md §4): the share of the required
// learning objects on the learner's path that are done, an object being done when its quiz is passed, or,
// for an object without a quiz, when it was opened. Mastery is counted beside it as an estimate, never as
// progress. Every screen reads this figure as the server computed and stored it.

export interface CourseProgress {
  done: number;
  total: number;
  /** 0..100, rounded down so that 100 means every required object is done. */
  percent: number;
  /** Required objects whose mastery estimate reaches the threshold (an estimate, shown beside). */
  mastered: number;
}

export interface ProgressInput {
  /** The required learning objects on the path (core units), each counted once. */
  required: readonly number[];
  /** Objects with a quiz (with questions). */
  withQuiz: ReadonlySet<number>;
  /** Objects whose quiz the learner passed at least once. */
  passed: ReadonlySet<number>;
  /** Objects the learner opened. */
  opened: ReadonlySet<number>;
  /** Objects the mastery estimate places at or above the threshold. */
  mastered: ReadonlySet<number>;
}

/** What one learner did with one learning object, as the progress rule reads it. */
export interface ObjectFacts {
  /** The object has a quiz (with questions). */
  hasQuiz: boolean;
  /** The learner passed that quiz at least once. */
  quizPassed: boolean;
  /** The learner opened the object. */
  opened: boolean;
}

/**
 * Whether one learning object is done: its quiz passed, or, for an object without a quiz, opened. The one rule
 * the server's progress figure and the course player's outline both read; mastery never makes an object done.
 */
export function isObjectDone(facts: ObjectFacts): boolean {
  return facts.hasQuiz ? facts.quizPassed : facts.opened;
}

export function courseProgress(input: ProgressInput): CourseProgress {
  const ids = [...new Set(input.required)];
  const done = ids.filter((id) =>
    isObjectDone({
      hasQuiz: input.withQuiz.has(id),
      quizPassed: input.passed.has(id),
      opened: input.opened.has(id),
    }),
  ).length;
  const mastered = ids.filter((id) => input.mastered.has(id)).length;
  const total = ids.length;
  return { done, total, percent: total === 0 ? 0 : Math.floor((done / total) * 100), mastered };
}

/** The required objects with a quiz not passed yet: what completion still waits for. */
export function quizzesLeft(input: Omit<ProgressInput, 'opened' | 'mastered'>): number[] {
  return [...new Set(input.required)].filter((id) => input.withQuiz.has(id) && !input.passed.has(id));
}
