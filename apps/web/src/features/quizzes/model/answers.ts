// The learner's choices while taking a quiz, and the submit body built from them (docs/design/contract.md §7).
import { questionTypes } from '@parcours/shared';

/**
 * Per question id: chosen answer ids (QCM), '1' / '0' (BINARY), the typed text (NUMERICAL, SHORT_ANSWER, OPEN),
 * `"<promptId>:<choiceIndex>"` per prompt matched (MATCHING) or the indexes into the items shown, in the learner's
 * order (ORDERING; absent until the learner moves an item: the order shown).
 */
export type Choices = Record<number, string[]>;

/** The types answered by typing: the text is sent as it was typed ("9,81"); the API reads it. */
export function isTyped(type: number): boolean {
  return (
    type === questionTypes.NUMERICAL || type === questionTypes.SHORT_ANSWER || type === questionTypes.OPEN
  );
}

export function toggleChoice(
  choices: Choices,
  questionId: number,
  answerId: number,
  checked: boolean,
): Choices {
  const current = new Set(choices[questionId] ?? []);
  if (checked) current.add(String(answerId));
  else current.delete(String(answerId));
  return { ...choices, [questionId]: [...current] };
}

/** What the answers need of a question: its id, its type and an ordering question's items. */
export interface AnsweredQuestion {
  id: number;
  type: number;
  items?: readonly string[];
}

/**
 * A choice made, or a text that is not blank. A matching question counts once one prompt is matched: the others
 * then earn nothing, as a QCM's answers not ticked, and the learner chose to leave them. An ordering question
 * counts from the start: its items are always in some order, and that order is the learner's answer (sent as it
 * is shown when never moved), so it is never "unanswered" before the submit.
 */
export function isAnswered(choices: Choices, question: AnsweredQuestion): boolean {
  if (question.type === questionTypes.ORDERING) return true;
  return (choices[question.id] ?? []).some((value) => value.trim() !== '');
}

/** An ordering question's order: indexes into the items shown, in the learner's order. */
function itemOrder(choices: Choices, question: AnsweredQuestion): number[] {
  const order = choices[question.id];
  return order ? order.map(Number) : (question.items ?? []).map((_, i) => i);
}

/** The order with the item at `position` moved one place up (-1) or down (1); the same order at either end. */
export function moveItem(order: readonly number[], position: number, step: -1 | 1): number[] {
  const target = position + step;
  if (target < 0 || target >= order.length) return [...order];
  const next = [...order];
  [next[position], next[target]] = [next[target]!, next[position]!];
  return next;
}

/**
 * A matching question's choices with `promptId` matched with the choice at `choiceIndex` (null: none), in the
 * order of `promptIds` (the prompts shown).
 */
export function chooseMatch(
  current: readonly string[],
  promptIds: readonly number[],
  promptId: number,
  choiceIndex: number | null,
): string[] {
  const chosen = new Map(
    current.map((entry) => {
      const [prompt, index] = entry.split(':');
      return [Number(prompt), Number(index)] as const;
    }),
  );
  if (choiceIndex === null) chosen.delete(promptId);
  else chosen.set(promptId, choiceIndex);
  return promptIds.filter((id) => chosen.has(id)).map((id) => `${id}:${chosen.get(id)}`);
}

/** The choice matched with a prompt, as an index into the question's choices; null when none is. */
export function matchedChoice(current: readonly string[], promptId: number): number | null {
  const entry = current.find((e) => e.startsWith(`${promptId}:`));
  return entry === undefined ? null : Number(entry.slice(entry.indexOf(':') + 1));
}

export function submittedAnswers(questions: AnsweredQuestion[], choices: Choices) {
  return questions
    .filter((q) => isAnswered(choices, q))
    .map((q) => ({
      questionId: q.id,
      answer:
        q.type === questionTypes.QCM
          ? (choices[q.id] ?? []).map(Number)
          : q.type === questionTypes.ORDERING
            ? itemOrder(choices, q).map(String)
            : (choices[q.id] ?? []),
    }));
}
