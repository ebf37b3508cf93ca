// The item-level answers of the demo study's course-quiz attempts, so that its item analysis (docs/studies.md §4,
// "Instruments") has answers to read: an attempt with r questions right gets them among the easier questions more
// often (the first question of the quiz is the easiest, the last the hardest, as a test author orders them), and
// a wrong answer to a choice question is one of its wrong answers. Its own seeded draws: no other figure moves.
import { type AdminQuestion, isScored, questionTypes } from '@parcours/shared';
import type { ClosedAttempt } from '../../modules/quizzes/past-attempts';

type Answer = ClosedAttempt['answers'][number];

/** The answers of an attempt with `right` of the quiz's scored questions right, drawn with `random`. */
export function simulatedAnswers(
  questions: readonly AdminQuestion[],
  right: number,
  random: () => number,
): Answer[] {
  const scored = questions.filter((q) => isScored(q.type));
  // Easiness weights from e^1.5 (first question) down to e^-1.5 (last), drawn without replacement.
  const weights = scored.map((_, j) => Math.exp(1.5 - (3 * j) / Math.max(1, scored.length - 1)));
  const correct = new Set<number>();
  while (correct.size < Math.min(right, scored.length)) {
    const open = scored.map((q, j) => (correct.has(q.id) ? 0 : weights[j]!));
    const pick = random() * open.reduce((a, w) => a + w, 0);
    let sum = 0;
    const j = open.findIndex((w) => {
      sum += w;
      return pick < sum;
    });
    correct.add(scored[j === -1 ? open.findLastIndex((w) => w > 0) : j]!.id);
  }
  return questions.map((q): Answer => {
    if (q.type === questionTypes.BINARY) {
      const truth = q.is_valid === 1;
      const value = correct.has(q.id) ? truth : !truth;
      return {
        question_id: q.id,
        answer_ids: null,
        value: value ? '1' : '0',
        is_correct: correct.has(q.id) ? 1 : 0,
        credit: correct.has(q.id) ? 1 : 0,
      };
    }
    if (q.type === questionTypes.QCM) {
      const good = q.answers.filter((a) => a.is_valid === 1).map((a) => a.id);
      const wrong = q.answers.filter((a) => a.is_valid !== 1).map((a) => a.id);
      const chosen = correct.has(q.id)
        ? good
        : wrong.length > 0
          ? [wrong[Math.floor(random() * wrong.length)]!]
          : good.slice(0, Math.max(0, good.length - 1));
      return {
        question_id: q.id,
        answer_ids: JSON.stringify(chosen),
        value: null,
        is_correct: correct.has(q.id) ? 1 : 0,
        credit: correct.has(q.id) ? 1 : 0,
      };
    }
    return { question_id: q.id, answer_ids: null, value: null, is_correct: null, credit: null };
  });
}
