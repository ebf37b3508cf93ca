// Bayesian Knowledge Tracing of one learning object (docs/design/adaptive.md §4): the parameters, the guess of
// each question type, one submission as one learning opportunity, and what counts as mastered. The path and the
// progress read estimates from here; this file imports neither, so the model has no import loop.
import { questionTypes } from '../constants';
import { isTypedAnswer } from '../quiz/scoring';

export interface BktParams {
  /** P(L0): the chance the learner already knows the object before any answer. */
  prior: number;
  /** P(T): the chance of learning it at each opportunity (one submission). */
  learn: number;
  /** P(S): the chance of a wrong answer while knowing. */
  slip: number;
}

/** The defaults of the open tutor OATutor; a course may override each one. */
export const bktDefaults: Readonly<BktParams> = { prior: 0.1, learn: 0.1, slip: 0.1 };
export const masteryThreshold = 0.95;
/** The guess of a question with several correct answers, where choosing the exact set by chance is unlikely. */
export const multipleAnswerGuess = 0.1;
/**
 * The guess of a typed answer (NUMERICAL, SHORT_ANSWER): a value typed without knowing rarely lands within the
 * tolerance or on an accepted word, but not never; 0 would make one right answer certain knowledge (P(L|correct)=1).
 */
export const typedAnswerGuess = 0.05;

/**
 * The guess of a matching or ordering question of k rows: 1/k!, the chance of the one right arrangement among k!
 * (a matching question's extra choices only make it smaller); 0.5 for fewer than two rows.
 */
function arrangementGuess(rows: number): number {
  let arrangements = 1;
  for (let k = 2; k <= rows; k++) arrangements *= k;
  return 1 / Math.max(2, arrangements);
}

/**
 * A course's stored parameters (`courses.bkt_*`), null or missing taking the default. `guess`, when a course
 * sets it, replaces the guess of every question type in that course.
 */
export type BktOverrides = Partial<Record<keyof BktParams | 'guess', number | null | undefined>>;

export interface ResolvedBktParams extends BktParams {
  /** The course's guess for every question, or null to take each question's own (questionGuess). */
  guess: number | null;
}

function probability(name: string, value: number): number {
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw new RangeError(`BKT ${name} is a probability in 0..1, got ${value}`);
  }
  return value;
}

export function resolveBktParams(overrides: BktOverrides = {}): ResolvedBktParams {
  const params: ResolvedBktParams = { ...bktDefaults, guess: null };
  for (const name of ['prior', 'learn', 'slip', 'guess'] as const) {
    const value = overrides[name];
    if (value === null || value === undefined) continue;
    params[name] = probability(name, value);
  }
  return params;
}

/** What the guess of a question depends on: its type and, for a QCM, how many answers and how many correct. */
export interface GuessableQuestion {
  type: number;
  answerCount: number;
  correctCount: number;
}

/**
 * The chance of answering a question right without knowing: 0.5 for true/false, 1/k for a QCM with k answers
 * and one correct, 0.1 for a QCM with several correct answers, 0.05 for a typed answer, 1/k! for a matching or
 * ordering question of k rows (docs/design/adaptive.md §4).
 */
export function questionGuess(question: GuessableQuestion): number {
  if (question.type === questionTypes.BINARY) return 0.5;
  if (isTypedAnswer(question.type)) {
    return typedAnswerGuess;
  }
  if (question.type === questionTypes.MATCHING || question.type === questionTypes.ORDERING) {
    return arrangementGuess(question.answerCount);
  }
  if (question.correctCount === 1 && question.answerCount >= 1) return 1 / question.answerCount;
  return multipleAnswerGuess;
}

/** One observed answer, with the guess of its question. */
export interface BktAnswer {
  correct: boolean;
  guess: number;
}

function checkEstimate(pKnown: number): void {
  if (!Number.isFinite(pKnown) || pKnown < 0 || pKnown > 1) {
    throw new RangeError(`P(L) is a probability in 0..1, got ${pKnown}`);
  }
}

/**
 * The posterior after one answer, without any learning:
 * P(L|correct) = P(L)(1-S) / (P(L)(1-S) + (1-P(L))G), P(L|wrong) = P(L)S / (P(L)S + (1-P(L))(1-G)).
 */
export function bktObserve(pKnown: number, answer: BktAnswer, slip: number): number {
  checkEstimate(pKnown);
  const guess = probability('guess', answer.guess);
  const known = answer.correct ? pKnown * (1 - slip) : pKnown * slip;
  const unknown = answer.correct ? (1 - pKnown) * guess : (1 - pKnown) * (1 - guess);
  // With guess or slip at 0 an impossible observation leaves nothing to divide; it then tells nothing.
  return known + unknown === 0 ? pKnown : known / (known + unknown);
}

/** The chance of learning at one opportunity: P(L) <- P(L|obs) + (1 - P(L|obs)) T. */
export function bktTransit(posterior: number, learn: number): number {
  return posterior + (1 - posterior) * learn;
}

/**
 * One submission is one learning opportunity: every answer is observed in turn (posteriors commute, so their
 * order does not change the result), then one transit. A submission without scored answers changes nothing.
 */
export function bktSubmission(
  pKnown: number,
  answers: readonly BktAnswer[],
  overrides: BktOverrides = {},
): number {
  checkEstimate(pKnown);
  if (answers.length === 0) return pKnown;
  const params = resolveBktParams(overrides);
  const posterior = answers.reduce(
    (p, a) => bktObserve(p, params.guess === null ? a : { ...a, guess: params.guess }, params.slip),
    pKnown,
  );
  return bktTransit(posterior, params.learn);
}

/** The estimate after a series of submissions, starting from the prior. */
export function bktTrace(
  submissions: readonly (readonly BktAnswer[])[],
  overrides: BktOverrides = {},
): number {
  const params = resolveBktParams(overrides);
  return submissions.reduce((p, answers) => bktSubmission(p, answers, params), params.prior);
}

export function isMastered(pKnown: number | null | undefined, threshold = masteryThreshold): boolean {
  return typeof pKnown === 'number' && pKnown >= threshold;
}

/** P(L) per learning object id, as a Map or a plain object. */
export type MasteryMap = ReadonlyMap<number, number> | Readonly<Record<number, number>>;

export function masteryOf(mastery: MasteryMap | null | undefined, learningObjectId: number): number | null {
  if (!mastery) return null;
  const value =
    mastery instanceof Map
      ? mastery.get(learningObjectId)
      : (mastery as Readonly<Record<number, number>>)[learningObjectId];
  return typeof value === 'number' ? value : null;
}
