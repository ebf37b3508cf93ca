// Scoring of the learning-style questionnaire and the questions as the API serves them in one language.
import type { Language } from '../messages';
import { type QuestionnaireItem, questionnaireTable } from './questionnaire-items';
import {
  bandOf,
  type DimensionResult,
  type StyleDimension,
  type StylePole,
  type StyleResult,
  styleDimensions,
  stylePairs,
} from './style';

export type QuestionnaireAnswer = 'a' | 'b';

/** One response as it arrives on the wire; `answer` is checked at run time. */
export interface QuestionnaireResponse {
  question_id: number;
  answer: string;
}

export const questionnaireSize = questionnaireTable.length;

export type QuestionnaireIssueCode = 'missing' | 'duplicate' | 'unknownQuestion' | 'invalidAnswer';

export interface QuestionnaireIssue {
  code: QuestionnaireIssueCode;
  /** The question ids concerned, ascending. */
  questionIds: number[];
}

/** Raised when the responses are not exactly the 44 items answered once each with `a` or `b`. */
export class QuestionnaireError extends Error {
  /** A key of the shared messages, the one the questionnaire form shows. */
  readonly key = 'validation.answerAllQuestions';
  readonly issues: QuestionnaireIssue[];

  constructor(issues: QuestionnaireIssue[]) {
    super(
      `Invalid questionnaire responses: ${issues.map((i) => `${i.code} ${i.questionIds.join(',')}`).join('; ')}`,
    );
    this.name = 'QuestionnaireError';
    this.issues = issues;
  }
}

const itemsByNumber = new Map(questionnaireTable.map((item) => [item.number, item]));

/** The pole an answer to an item leans to: the item's `aPole` for `a`, the other pole of its pair for `b`. */
function poleOf(item: QuestionnaireItem, answer: QuestionnaireAnswer): StylePole {
  const [first, second] = stylePairs[item.dimension];
  return answer === 'a' ? item.aPole : item.aPole === first ? second : first;
}

/**
 * Per dimension, its items in questionnaire order scored 1 when the answer leans to the dimension's first pole
 * (active, sensing, visual, sequential) and 0 when it leans to the second; null for an item without an answer
 * `a` or `b`. The items the reliability of each dimension is computed on (docs/studies.md §4).
 */
export function questionnaireItemScores(
  responses: readonly QuestionnaireResponse[],
): Record<StyleDimension, (0 | 1 | null)[]> {
  const answers = new Map(responses.map((r) => [r.question_id, r.answer]));
  const scores = Object.fromEntries(styleDimensions.map((d) => [d, [] as (0 | 1 | null)[]])) as Record<
    StyleDimension,
    (0 | 1 | null)[]
  >;
  for (const item of questionnaireTable) {
    const answer = answers.get(item.number);
    scores[item.dimension].push(
      answer === 'a' || answer === 'b'
        ? poleOf(item, answer) === stylePairs[item.dimension][0]
          ? 1
          : 0
        : null,
    );
  }
  return scores;
}

/** Every problem with a set of responses; empty when they can be scored. */
export function checkResponses(responses: readonly QuestionnaireResponse[]): QuestionnaireIssue[] {
  const seen = new Set<number>();
  const duplicate = new Set<number>();
  const unknown = new Set<number>();
  const invalid = new Set<number>();
  for (const r of responses) {
    const id = r?.question_id;
    if (typeof id !== 'number' || !itemsByNumber.has(id)) {
      unknown.add(typeof id === 'number' ? id : Number.NaN);
      continue;
    }
    if (seen.has(id)) duplicate.add(id);
    seen.add(id);
    if (r.answer !== 'a' && r.answer !== 'b') invalid.add(id);
  }
  const missing = questionnaireTable.map((item) => item.number).filter((n) => !seen.has(n));
  const issues: QuestionnaireIssue[] = [];
  const add = (code: QuestionnaireIssueCode, ids: Iterable<number>) => {
    const list = [...ids].sort((x, y) => x - y);
    if (list.length > 0) issues.push({ code, questionIds: list });
  };
  add('missing', missing);
  add('duplicate', duplicate);
  add('unknownQuestion', unknown);
  add('invalidAnswer', invalid);
  return issues;
}

/**
 * Scores the questionnaire: per dimension |count(first pole) - count(second pole)| over its 11 items,
 * the category being the pole with more answers. Throws a QuestionnaireError for incomplete or invalid input.
 */
export function scoreQuestionnaire(responses: readonly QuestionnaireResponse[]): StyleResult {
  const issues = checkResponses(responses);
  if (issues.length > 0) throw new QuestionnaireError(issues);

  const counts = new Map<StylePole, number>();
  for (const r of responses) {
    const pole = poleOf(itemsByNumber.get(r.question_id)!, r.answer as QuestionnaireAnswer);
    counts.set(pole, (counts.get(pole) ?? 0) + 1);
  }
  return {
    dimensions: styleDimensions.map((dimension): DimensionResult => {
      const pair = stylePairs[dimension];
      const first = counts.get(pair[0]) ?? 0;
      const second = counts.get(pair[1]) ?? 0;
      const score = Math.abs(first - second);
      return {
        dimension,
        pair: [pair[0], pair[1]],
        category: first > second ? pair[0] : pair[1],
        score,
        band: bandOf(score),
      };
    }),
  };
}

/** The same as scoreQuestionnaire, without throwing. */
export function safeScoreQuestionnaire(
  responses: readonly QuestionnaireResponse[],
): { ok: true; result: StyleResult } | { ok: false; error: QuestionnaireError } {
  try {
    return { ok: true, result: scoreQuestionnaire(responses) };
  } catch (error) {
    if (error instanceof QuestionnaireError) return { ok: false, error };
    throw error;
  }
}

export interface QuestionnaireQuestion {
  /** The item number; responses send it back as `question_id`. */
  id: number;
  number: number;
  dimension: StyleDimension;
  question: string;
  answers: [{ key: 'a'; answer: string }, { key: 'b'; answer: string }];
}

/** The questions in one language, as GET /api/user/Silverman/questions sends them. */
export function questionnaireItems(lang: Language): QuestionnaireQuestion[] {
  return questionnaireTable.map((item) => ({
    id: item.number,
    number: item.number,
    dimension: item.dimension,
    question: item.text[lang],
    answers: [
      { key: 'a', answer: item.a[lang] },
      { key: 'b', answer: item.b[lang] },
    ],
  }));
}
