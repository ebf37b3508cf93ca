// The learner's choices while taking a quiz, and the submit body built from them (docs/design/contract.md §7).
import { questionTypes } from '@parcours/shared';

/** Per question id: chosen answer ids (QCM) or '1' / '0' (BINARY). */
export type Choices = Record<number, string[]>;

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

export function isAnswered(choices: Choices, questionId: number): boolean {
  return (choices[questionId]?.length ?? 0) > 0;
}

export function submittedAnswers(questions: { id: number; type: number }[], choices: Choices) {
  return questions
    .filter((q) => isAnswered(choices, q.id))
    .map((q) => ({
      questionId: q.id,
      answer: q.type === questionTypes.QCM ? (choices[q.id] ?? []).map(Number) : (choices[q.id] ?? []),
    }));
}
