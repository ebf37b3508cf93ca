// The quizzes a course's content points at, whoever reads it (no caller, no access check): the course quiz and
// each learning object's quiz with how many live questions they have. The units module keeps them in the
// course outline; passedQuizIds says which of them one learner passed, cooldownsOf which wait for a cooldown.
import { isCoolingDown } from '@parcours/shared';
import type { Database } from '../../db/database';
import * as q from './queries';

export interface QuizOutlineRef {
  id: number;
  questions_count: number;
}

export interface QuizOutline {
  /** The course quiz, when it has questions. */
  course: QuizOutlineRef | null;
  /** Each learning object's quiz (the first one with questions). */
  byLearningObject: Map<number, QuizOutlineRef>;
  /** Every quiz of these learning objects, with or without questions, and the learning object of each. */
  learningObjectQuizIds: Map<number, number>;
}

/** Three queries whatever the size of the course. */
export async function quizOutline(
  db: Database,
  courseId: number,
  learningObjectIds: number[],
): Promise<QuizOutline> {
  const [courseQuiz, loQuizzes] = await Promise.all([
    q.courseQuizOf(db, courseId),
    q.learningObjectQuizzes(db, learningObjectIds),
  ]);
  const counts = await q.questionCounts(db, [
    ...(courseQuiz ? [courseQuiz.id] : []),
    ...loQuizzes.map((z) => z.id),
  ]);
  const ref = (quiz: q.QuizRow): QuizOutlineRef | null => {
    const count = counts.get(quiz.id) ?? 0;
    return count > 0 ? { id: quiz.id, questions_count: count } : null;
  };
  const byLearningObject = new Map<number, QuizOutlineRef>();
  for (const quiz of loQuizzes) {
    const r = ref(quiz);
    // The first quiz of a learning object is its quiz (the builder never makes a second one).
    if (r && quiz.learning_object_id !== null && !byLearningObject.has(quiz.learning_object_id)) {
      byLearningObject.set(quiz.learning_object_id, r);
    }
  }
  return {
    course: courseQuiz ? ref(courseQuiz) : null,
    byLearningObject,
    learningObjectQuizIds: new Map(loQuizzes.map((z) => [z.id, z.learning_object_id!])),
  };
}

/** Which of these quizzes the user has passed (one query). */
export function passedQuizIds(db: Database, userId: number, quizIds: number[]): Promise<Set<number>> {
  return q.passedQuizIds(db, userId, quizIds);
}

/**
 * The quizzes the user may not start again yet, after a failed attempt, with the time they may (one query): the
 * cooldown the server enforces (docs/design/adaptive.md §5), so a page read after a reload knows it too.
 */
export async function cooldownsOf(
  db: Database,
  userId: number,
  quizIds: number[],
  now: Date,
): Promise<Map<number, string>> {
  const times = await q.nextAttemptTimes(db, userId, quizIds);
  return new Map([...times].filter(([, next]) => isCoolingDown(next, now)));
}
