// The events of Parcours as xAPI events, one builder per kind, so that a service records them with one line:
// `await queueStatements(trx, quizAttemptEvents(...))` inside the transaction that stores the fact.
import { type GivenAnswer, type QuestionOutcome, questionTypes } from '@parcours/shared';
import type { XapiEvent } from './statements';

const bool = (v: number | boolean | null | undefined) => v === true || v === 1;

export interface QuizAttemptFacts {
  userId: number;
  /** `kind` is the attempt's (pretest, posttest, learning_object), as quiz_attempts stores it. */
  quiz: { id: number; courseId: number; kind: string; title?: string };
  attemptId: number;
  questions: {
    id: number;
    question: string;
    type: number;
    is_valid: number | boolean | null;
    answers: { id: number; answer: string; is_valid: number | boolean }[];
  }[];
  given: GivenAnswer[];
  outcomes: QuestionOutcome[];
  score: number;
  total: number;
  passed: boolean;
  timeSpentSeconds: number;
  condition?: string;
  at?: string;
}

/** A submitted attempt: each question answered (response and result), then attempted and passed or failed. */
export function quizAttemptEvents(f: QuizAttemptFacts): XapiEvent[] {
  const context = {
    courseId: f.quiz.courseId,
    quizId: f.quiz.id,
    attemptId: f.attemptId,
    ...(f.condition ? { condition: f.condition } : {}),
  };
  const base = { userId: f.userId, context, ...(f.at ? { at: f.at } : {}) };
  const given = new Map(f.given.map((g) => [g.question_id, g]));
  const outcomes = new Map(f.outcomes.map((o) => [o.question_id, o]));
  const answered: XapiEvent[] = f.questions.map((question) => {
    const g = given.get(question.id);
    const correct = outcomes.get(question.id)?.is_correct;
    let interaction: NonNullable<XapiEvent['object']['interaction']>;
    let response: string[] | string | undefined;
    if (question.type === questionTypes.QCM) {
      interaction = {
        type: 'choice',
        choices: question.answers.map((a) => ({ id: String(a.id), text: a.answer })),
        correct: question.answers.filter((a) => bool(a.is_valid)).map((a) => String(a.id)),
      };
      response = g ? (g.answer_ids ?? []).map(String) : undefined;
    } else if (question.type === questionTypes.BINARY) {
      interaction = { type: 'true-false', correct: [bool(question.is_valid) ? 'true' : 'false'] };
      response = g?.value === '1' || g?.value === 'true' ? 'true' : g?.value ? 'false' : undefined;
    } else {
      interaction = { type: 'long-fill-in' };
      response = g?.value ?? undefined;
    }
    return {
      ...base,
      verb: 'answered',
      object: { kind: 'question', id: question.id, name: question.question, interaction },
      result: {
        ...(response !== undefined ? { response } : {}),
        ...(correct === true || correct === false ? { success: correct } : {}),
      },
    };
  });
  const quizObject = {
    kind: 'quiz' as const,
    id: f.quiz.id,
    ...(f.quiz.title ? { name: f.quiz.title } : {}),
  };
  const result = {
    score: { raw: f.score, max: f.total },
    success: f.passed,
    completion: true,
    durationSeconds: f.timeSpentSeconds,
  };
  return [
    ...answered,
    { ...base, verb: 'attempted', object: quizObject },
    { ...base, verb: f.passed ? 'passed' : 'failed', object: quizObject, result },
  ];
}

/** The learning-style questionnaire (docs/design/adaptive.md §1): each item answered a or b, then completed. */
export function questionnaireEvents(
  userId: number,
  courseId: number,
  responses: { question_id: number; answer: string }[],
  at?: string,
): XapiEvent[] {
  const base = { userId, context: { courseId }, ...(at ? { at } : {}) };
  return [
    ...responses.map(
      (r): XapiEvent => ({
        ...base,
        verb: 'answered',
        object: {
          kind: 'questionnaire-item',
          id: r.question_id,
          interaction: {
            type: 'choice',
            choices: [
              { id: 'a', text: 'a' },
              { id: 'b', text: 'b' },
            ],
          },
        },
        result: { response: r.answer },
      }),
    ),
    {
      ...base,
      verb: 'completed',
      object: { kind: 'questionnaire', id: 'learning-style' },
      result: { completion: true },
    },
  ];
}

/** A feedback survey (NPS, usability, engagement): each item answered, then completed. */
export function surveyEvents(
  userId: number,
  courseId: number | null,
  answers: { question_number: number; answer?: number | string | null }[],
  at?: string,
): XapiEvent[] {
  const base = { userId, ...(courseId !== null ? { context: { courseId } } : {}), ...(at ? { at } : {}) };
  return [
    ...answers
      .filter((a) => a.answer !== undefined && a.answer !== null && a.answer !== '')
      .map(
        (a): XapiEvent => ({
          ...base,
          verb: 'answered',
          object: {
            kind: 'survey-item',
            id: a.question_number,
            interaction: { type: typeof a.answer === 'number' ? 'numeric' : 'long-fill-in' },
          },
          result: { response: String(a.answer) },
        }),
      ),
    { ...base, verb: 'completed', object: { kind: 'survey', id: 'feedback' }, result: { completion: true } },
  ];
}

/** A learner opens a course (launched) or a learning object (experienced). */
export function launchedEvent(
  userId: number,
  course: { id: number; title?: string },
  at?: string,
): XapiEvent {
  return {
    userId,
    verb: 'launched',
    object: { kind: 'course', id: course.id, ...(course.title ? { name: course.title } : {}) },
    ...(at ? { at } : {}),
  };
}

export function experiencedEvent(
  userId: number,
  learningObject: { id: number; title?: string; courseId: number },
  at?: string,
): XapiEvent {
  return {
    userId,
    verb: 'experienced',
    object: {
      kind: 'learning-object',
      id: learningObject.id,
      ...(learningObject.title ? { name: learningObject.title } : {}),
    },
    context: { courseId: learningObject.courseId },
    ...(at ? { at } : {}),
  };
}

/** A course finished (post-test passed or progress complete, as the course says). */
export function courseCompletedEvent(userId: number, courseId: number, at?: string): XapiEvent {
  return {
    userId,
    verb: 'completed',
    object: { kind: 'course', id: courseId },
    result: { completion: true },
    ...(at ? { at } : {}),
  };
}
