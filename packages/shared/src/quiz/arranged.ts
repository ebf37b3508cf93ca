// Matching and ordering questions (docs/design/adaptive.md §5): what a learner is shown (the choices of a matching
// question, the shuffled items of an ordering one), how an answer is read, and the credit it earns. The take-quiz
// answer, the scoring and the review all call these, so what is shown is what is scored.

/** A matching question's row: a prompt (empty for a distractor) and the text it matches. */
export interface MatchingRow {
  id: number;
  answer: string;
  match?: string | null;
}

/** The rows of a matching question that have a prompt, in the author's order. */
export const matchingPrompts = <R extends MatchingRow>(rows: readonly R[]): R[] =>
  rows.filter((r) => r.answer.trim() !== '');

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Every distinct text a prompt can be matched with, distractors included, sorted by code point. */
export function matchingChoices(rows: readonly MatchingRow[]): string[] {
  return [...new Set(rows.map((r) => r.match ?? '').filter((m) => m !== ''))].sort(byCodePoint);
}

/**
 * A matching answer, `["<promptId>:<choiceIndex>", ...]`, as prompt id -> chosen text; null when an entry is not
 * of that shape, names another question's prompt or an index out of the choices, or names a prompt twice.
 */
export function readMatching(
  rows: readonly MatchingRow[],
  entries: readonly string[],
): Map<number, string> | null {
  const prompts = new Set(matchingPrompts(rows).map((r) => r.id));
  const choices = matchingChoices(rows);
  const chosen = new Map<number, string>();
  for (const entry of entries) {
    const m = /^(\d{1,15}):(\d{1,6})$/.exec(entry.trim());
    if (!m) return null;
    const [prompt, index] = [Number(m[1]), Number(m[2])];
    if (!prompts.has(prompt) || index >= choices.length || chosen.has(prompt)) return null;
    chosen.set(prompt, choices[index]!);
  }
  return chosen;
}

/** Prompts matched right / prompts (Moodle's rule); 0 for a question without prompts. */
export function matchingCredit(
  rows: readonly MatchingRow[],
  entries: readonly string[] | null | undefined,
): number {
  const prompts = matchingPrompts(rows);
  if (prompts.length === 0 || !entries) return 0;
  const chosen = readMatching(rows, entries);
  if (!chosen) return 0;
  const right = prompts.filter((p) => chosen.get(p.id) === (p.match ?? '')).length;
  return right / prompts.length;
}

/** A small deterministic generator (mulberry32): the same seed gives the same shuffle on every server. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The order an ordering question's items are shown in, as positions in the correct order: a shuffle seeded by the
 * question id (the same for every learner and every load), never the correct order itself when there are two
 * items or more (it is then rotated by one).
 */
export function orderingDisplay(questionId: number, count: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  const random = generator(questionId);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  if (count >= 2 && order.every((p, i) => p === i)) order.push(order.shift()!);
  return order;
}

/**
 * An ordering answer, the indexes of the shown items in the learner's order, as positions in the correct order;
 * null unless it is a permutation of the shown indexes.
 */
export function readOrdering(questionId: number, count: number, entries: readonly string[]): number[] | null {
  if (entries.length !== count) return null;
  const shown = orderingDisplay(questionId, count);
  const indexes = entries.map((e) => (/^\d{1,6}$/.test(e.trim()) ? Number(e) : -1));
  if (indexes.some((i) => i < 0 || i >= count) || new Set(indexes).size !== count) return null;
  return indexes.map((i) => shown[i]!);
}

/**
 * "Relative to the next item" (Moodle qtype_ordering's default grading): the adjacent pairs of the learner's order
 * that follow each other in the correct order, / (n - 1). Correct A B C D, given B C D A: BC and CD, 2/3.
 */
export function orderingCredit(
  questionId: number,
  count: number,
  entries: readonly string[] | null | undefined,
): number {
  if (count < 2 || !entries) return 0;
  const positions = readOrdering(questionId, count, entries);
  if (!positions) return 0;
  let right = 0;
  for (let i = 0; i + 1 < positions.length; i++) if (positions[i + 1] === positions[i]! + 1) right += 1;
  return right / (count - 1);
}
