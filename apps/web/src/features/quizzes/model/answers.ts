// The learner's choices while taking a quiz, and the submit body built from them (docs/design/contract.md §7).
import { questionTypes } from '@parcours/shared';

/** Per question id: chosen answer ids (QCM), '1' / '0' (BINARY) or the typed text (NUMERICAL, SHORT_ANSWER, OPEN). */
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

/** A choice made, or a text that is not blank. */
export function isAnswered(choices: Choices, questionId: number): boolean {
  return (choices[questionId] ?? []).some((value) => value.trim() !== '');
}

export function submittedAnswers(questions: { id: number; type: number }[], choices: Choices) {
  return questions
    .filter((q) => isAnswered(choices, q.id))
    .map((q) => ({
      questionId: q.id,
      answer: q.type === questionTypes.QCM ? (choices[q.id] ?? []).map(Number) : (choices[q.id] ?? []),
    }));
}
