// Scoring of a quiz submission (docs/design/adaptive.md §5): QCM by set equality, BINARY against the question's
// is_valid, OPEN stored but neither scored nor counted in the total.
import { questionTypes } from '../constants';

export type QuestionType = (typeof questionTypes)[keyof typeof questionTypes];
/** Every stored question type number (`questions.type`). */
export const questionTypeValues: readonly QuestionType[] = Object.values(questionTypes);

export interface ScorableAnswer {
  id: number;
  /** 1/true when this answer is one of the correct ones. */
  is_valid: number | boolean;
}

export interface ScorableQuestion {
  id: number;
  type: number;
  /** The correct value of a BINARY question (1 true, 0 false); null counts as false. */
  is_valid: number | boolean | null;
  answers: ScorableAnswer[];
}

/** What the learner gave for one question: chosen answer ids (QCM), '1'/'0' (BINARY) or text (OPEN). */
export interface GivenAnswer {
  question_id: number;
  answer_ids?: number[] | null;
  value?: string | null;
}

export interface QuestionOutcome {
  question_id: number;
  type: number;
  answered: boolean;
  /** null for a question that is not auto-scored (OPEN). */
  is_correct: boolean | null;
}

export interface QuizScoring {
  /** Questions answered correctly. */
  score: number;
  /** Questions that are auto-scored (every question but OPEN ones). */
  total: number;
  /** score / total * 100, rounded to two decimals; 0 when nothing is scored. */
  percentage: number;
  outcomes: QuestionOutcome[];
}

const truthy = (v: number | boolean | null | undefined) => v === true || v === 1;

export function isScored(type: number): boolean {
  return type === questionTypes.QCM || type === questionTypes.BINARY;
}

/** '1'/'true' -> true, '0'/'false' -> false, anything else null. */
export function parseBinaryValue(value: string | null | undefined): boolean | null {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return null;
}

/**
 * Whether one question is answered correctly; null when the question is not auto-scored. An unanswered
 * question (given undefined) is wrong: a QCM needs the exact set of correct answers, a BINARY a value.
 */
export function scoreQuestion(question: ScorableQuestion, given: GivenAnswer | undefined): boolean | null {
  if (question.type === questionTypes.QCM) {
    if (!given) return false;
    const chosen = new Set(given.answer_ids ?? []);
    const correct = new Set(question.answers.filter((a) => truthy(a.is_valid)).map((a) => a.id));
    if (chosen.size !== correct.size) return false;
    for (const id of chosen) if (!correct.has(id)) return false;
    return true;
  }
  if (question.type === questionTypes.BINARY) {
    const value = parseBinaryValue(given?.value);
    if (value === null) return false;
    return value === truthy(question.is_valid);
  }
  return null;
}

function isAnswered(question: ScorableQuestion, given: GivenAnswer | undefined): boolean {
  if (!given) return false;
  if (question.type === questionTypes.QCM) return given.answer_ids != null;
  if (question.type === questionTypes.BINARY) return parseBinaryValue(given.value) !== null;
  return typeof given.value === 'string' && given.value.trim() !== '';
}

/** Percentage of a score, two decimals; 0 when the total is 0. */
export function percentageOf(score: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((score / total) * 10_000) / 100;
}

/**
 * Passed when score / total * 100 >= pass mark, compared without rounding. A quiz with nothing to score
 * passes only with a pass mark of 0.
 */
export function isPassingScore(score: number, total: number, passMark: number): boolean {
  if (total <= 0) return passMark <= 0;
  return score * 100 >= passMark * total;
}

/** Scores every question of the quiz; answers to questions not in `questions` are ignored. */
export function scoreQuiz(questions: ScorableQuestion[], given: GivenAnswer[]): QuizScoring {
  const byQuestion = new Map(given.map((g) => [g.question_id, g]));
  let score = 0;
  let total = 0;
  const outcomes = questions.map((question): QuestionOutcome => {
    const answer = byQuestion.get(question.id);
    const isCorrect = scoreQuestion(question, answer);
    if (isCorrect !== null) {
      total += 1;
      if (isCorrect) score += 1;
    }
    return {
      question_id: question.id,
      type: question.type,
      answered: isAnswered(question, answer),
      is_correct: isCorrect,
    };
  });
  return { score, total, percentage: percentageOf(score, total), outcomes };
}
