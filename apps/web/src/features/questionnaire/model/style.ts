// How a learning-style result is shown: the signed position on the -11..11 scale and what each preference means
// for the learner, as translation keys. The result states the learner's preferences only, never what the course
// does with them: a learner in a study condition whose path does not follow their style must not be told it does
// (docs/design/adaptive.md §10).

export interface DimensionView {
  dimension: string;
  pair: string[];
  category: string;
  score: number;
  band: 'mild' | 'moderate' | 'strong';
}

export const maxStyleScore = 11;

/** Negative towards the first pole (drawn on the left), positive towards the second. */
export function scalePosition(d: Pick<DimensionView, 'pair' | 'category' | 'score'>): number {
  const score = Math.min(Math.abs(d.score), maxStyleScore);
  return d.category === d.pair[0] ? -score : score;
}

/** Where the marker sits, as a percentage of the scale's width. */
export function scalePercent(position: number): number {
  return ((position + maxStyleScore) / (2 * maxStyleScore)) * 100;
}

/** The translation key of what this preference says about the learner: a mild one is a balance. */
export function preferenceKey(d: Pick<DimensionView, 'category' | 'band'>): string {
  return d.band === 'mild' ? 'questionnaire.preference.mild' : `questionnaire.preference.${d.category}`;
}

/** The first item (0-based index) without an answer, or -1 when all are answered. */
export function firstUnanswered(questionIds: number[], responses: Record<number, 'a' | 'b'>): number {
  return questionIds.findIndex((id) => responses[id] !== 'a' && responses[id] !== 'b');
}

/**
 * The items the server reports as unanswered (`errors.question_<id>`, camelCase `question<id>` on the
 * client), as question ids.
 */
export function unansweredFromErrors(errors: Record<string, unknown> | undefined): number[] {
  if (!errors) return [];
  return Object.keys(errors)
    .map((key) => key.match(/^question_?(\d+)$/)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number);
}
