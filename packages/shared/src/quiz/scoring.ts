// Scoring of a quiz submission (docs/design/adaptive.md §5): each scored question earns a credit in 0..1 and the
// score is their sum. QCM by set equality, BINARY against the question's is_valid, NUMERICAL and SHORT_ANSWER the
// best credit of the accepted answers the typed value matches; OPEN stored but neither scored nor counted.
import { questionTypes } from '../constants';
import { matchingCredit, orderingCredit } from './arranged';
import { numberMatches, parseTypedNumber, textMatches } from './typed-answers';

export type QuestionType = (typeof questionTypes)[keyof typeof questionTypes];
/** Every stored question type number (`questions.type`). */
export const questionTypeValues: readonly QuestionType[] = Object.values(questionTypes);

export interface ScorableAnswer {
  id: number;
  /** 1/true when this answer is one of the correct ones (full credit for an accepted answer). */
  is_valid: number | boolean;
  /** An accepted answer's text: a NUMERICAL value written with a dot, or a SHORT_ANSWER text. */
  answer?: string;
  /** The credit an accepted answer earns, 0..1; absent or null reads as is_valid (1 or 0). */
  credit?: number | null;
  /** A NUMERICAL answer's tolerance, absolute; absent or null is 0. */
  tolerance?: number | null;
  /** A MATCHING row's text that its prompt (`answer`) matches. */
  match?: string | null;
}

export interface ScorableQuestion {
  id: number;
  type: number;
  /** The correct value of a BINARY question (1 true, 0 false); null counts as false. */
  is_valid: number | boolean | null;
  /** A SHORT_ANSWER compared with case (1/true); otherwise case is ignored. */
  case_sensitive?: number | boolean | null;
  answers: ScorableAnswer[];
}

/** What the learner gave: chosen answer ids (QCM), '1'/'0' (BINARY) or text (NUMERICAL, SHORT_ANSWER, OPEN). */
export interface GivenAnswer {
  question_id: number;
  answer_ids?: number[] | null;
  value?: string | null;
  /** A MATCHING answer's "<promptId>:<choiceIndex>" entries, or an ORDERING answer's shown indexes in order. */
  items?: string[] | null;
}

export interface QuestionOutcome {
  question_id: number;
  type: number;
  answered: boolean;
  /** Full credit; null for a question that is not auto-scored (OPEN). */
  is_correct: boolean | null;
  /** The credit earned, 0..1; null for a question that is not auto-scored (OPEN). */
  credit: number | null;
}

export interface QuizScoring {
  /** The sum of the questions' credits: the questions answered right, plus partial credit. */
  score: number;
  /** Questions that are auto-scored (every question but OPEN ones). */
  total: number;
  /** score / total * 100, rounded to two decimals; 0 when nothing is scored. */
  percentage: number;
  outcomes: QuestionOutcome[];
}

const truthy = (v: number | boolean | null | undefined) => v === true || v === 1;

export function isScored(type: number): boolean {
  return (
    type === questionTypes.QCM ||
    type === questionTypes.BINARY ||
    type === questionTypes.NUMERICAL ||
    type === questionTypes.SHORT_ANSWER ||
    type === questionTypes.MATCHING ||
    type === questionTypes.ORDERING
  );
}

/** Whether the learner types the answer (a NUMERICAL or SHORT_ANSWER question): its accepted answers stay hidden. */
export function isTypedAnswer(type: number): boolean {
  return type === questionTypes.NUMERICAL || type === questionTypes.SHORT_ANSWER;
}

/** The credit an answer earns when chosen or matched: its own credit, else 1 when it is valid. */
export function answerCredit(answer: ScorableAnswer): number {
  if (answer.credit !== null && answer.credit !== undefined) return Number(answer.credit);
  return truthy(answer.is_valid) ? 1 : 0;
}

/** '1'/'true' -> true, '0'/'false' -> false, anything else null. */
export function parseBinaryValue(value: string | null | undefined): boolean | null {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return null;
}

/** The best credit of the accepted answers a typed value matches; 0 when it matches none. */
function typedCredit(question: ScorableQuestion, value: string | null | undefined): number {
  if (typeof value !== 'string') return 0;
  const matches: (answer: ScorableAnswer) => boolean =
    question.type === questionTypes.NUMERICAL
      ? (() => {
          const number = parseTypedNumber(value);
          return (a) => {
            const accepted = parseTypedNumber(a.answer);
            return number !== null && accepted !== null && numberMatches(number, accepted, a.tolerance ?? 0);
          };
        })()
      : (a) => textMatches(value, a.answer ?? '', truthy(question.case_sensitive ?? 0));
  let best = 0;
  for (const answer of question.answers) {
    if (matches(answer)) best = Math.max(best, answerCredit(answer));
  }
  return best;
}

/**
 * The credit one question earns, 0..1; null when the question is not auto-scored. An unanswered question (given
 * undefined) earns 0: a QCM needs the exact set of correct answers, a BINARY a value, a typed answer a match.
 */
export function questionCredit(question: ScorableQuestion, given: GivenAnswer | undefined): number | null {
  if (question.type === questionTypes.QCM) {
    if (!given) return 0;
    const chosen = new Set(given.answer_ids ?? []);
    const correct = new Set(question.answers.filter((a) => truthy(a.is_valid)).map((a) => a.id));
    if (chosen.size !== correct.size) return 0;
    for (const id of chosen) if (!correct.has(id)) return 0;
    return 1;
  }
  if (question.type === questionTypes.BINARY) {
    const value = parseBinaryValue(given?.value);
    if (value === null) return 0;
    return value === truthy(question.is_valid) ? 1 : 0;
  }
  if (isTypedAnswer(question.type)) return typedCredit(question, given?.value);
  if (question.type === questionTypes.MATCHING) {
    return matchingCredit(
      question.answers.map((a) => ({ id: a.id, answer: a.answer ?? '', match: a.match })),
      given?.items,
    );
  }
  if (question.type === questionTypes.ORDERING) {
    return orderingCredit(question.id, question.answers.length, given?.items);
  }
  return null;
}

function isAnswered(question: ScorableQuestion, given: GivenAnswer | undefined): boolean {
  if (!given) return false;
  if (question.type === questionTypes.QCM) return given.answer_ids != null;
  if (question.type === questionTypes.BINARY) return parseBinaryValue(given.value) !== null;
  if (question.type === questionTypes.MATCHING || question.type === questionTypes.ORDERING) {
    return (given.items ?? []).length > 0;
  }
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
    const credit = questionCredit(question, answer);
    if (credit !== null) {
      total += 1;
      score += credit;
    }
    return {
      question_id: question.id,
      type: question.type,
      answered: isAnswered(question, answer),
      is_correct: credit === null ? null : credit === 1,
      credit,
    };
  });
  // Credits such as 1/3 add up with floating-point error: six decimals keep the sum what a hand computes.
  score = Math.round(score * 1e6) / 1e6;
  return { score, total, percentage: percentageOf(score, total), outcomes };
}
