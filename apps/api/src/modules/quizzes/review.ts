// The per-question review of a learning-object quiz after it is submitted (docs/design/adaptive.md §5): these
// quizzes are practice, so the learner sees each question right or wrong, what they answered and the correct
// answer. Course quizzes (pretest, post-test) never get one: their key would give the post-test away.
import {
  answerCredit,
  type GivenAnswer,
  isTypedAnswer,
  matchingPrompts,
  orderingDisplay,
  type QuestionOutcome,
  type QuizReviewItem,
  questionTypes,
  readMatching,
} from '@parcours/shared';
import type { ContentAnswer, QuizContent } from './mapper';

const bit = (v: number | boolean | null) => (v === true || v === 1 ? '1' : '0');

/** One item per question of the content, in quiz order, with the correctness the scoring decided. */
export function quizReview(
  content: QuizContent,
  given: GivenAnswer[],
  outcomes: QuestionOutcome[],
): QuizReviewItem[] {
  const byQuestion = new Map(given.map((g) => [g.question_id, g]));
  const outcomeOf = new Map(outcomes.map((o) => [o.question_id, o]));
  return content.questions.map((question) => {
    const answer = byQuestion.get(question.id);
    const chosen = new Set(answer?.answer_ids ?? []);
    const isQcm = question.type === questionTypes.QCM;
    const outcome = outcomeOf.get(question.id);
    const typed = isTypedAnswer(question.type);
    return {
      question_id: question.id,
      question: question.question,
      type: question.type,
      is_correct: outcome?.is_correct ?? null,
      credit: outcome?.credit ?? null,
      answers: isQcm
        ? (content.answersByQuestion.get(question.id) ?? []).map((a) => ({
            id: a.id,
            answer: a.answer,
            chosen: chosen.has(a.id),
            correct: bit(a.is_valid) === '1',
          }))
        : [],
      given_value: isQcm ? null : (answer?.value ?? null),
      correct_value: question.type === questionTypes.BINARY ? bit(question.is_valid) : null,
      accepted: typed
        ? (content.answersByQuestion.get(question.id) ?? [])
            .map((a) => ({
              answer: a.answer,
              credit: answerCredit(a),
              tolerance: a.tolerance === null ? null : Number(a.tolerance),
            }))
            .sort((a, b) => b.credit - a.credit)
        : [],
      ...arrangedReview(question, content.answersByQuestion.get(question.id) ?? [], answer),
    };
  });
}

/** A matching question's prompts with the learner's match and the right one; an ordering question's two orders. */
function arrangedReview(
  question: QuizContent['questions'][number],
  answers: ContentAnswer[],
  given: GivenAnswer | undefined,
): Pick<QuizReviewItem, 'matches' | 'order'> {
  if (question.type === questionTypes.MATCHING) {
    const rows = answers.map((a) => ({ id: a.id, answer: a.answer, match: a.match_text }));
    const chosen = readMatching(rows, given?.items ?? []) ?? new Map<number, string>();
    return {
      matches: matchingPrompts(rows).map((p) => ({
        prompt: p.answer,
        given: chosen.get(p.id) ?? null,
        correct: p.match ?? '',
      })),
      order: null,
    };
  }
  if (question.type === questionTypes.ORDERING) {
    const shown = orderingDisplay(question.id, answers.length);
    return {
      matches: [],
      order: {
        given: (given?.items ?? []).map((i) => answers[shown[Number(i)]!]?.answer ?? ''),
        correct: answers.map((a) => a.answer),
      },
    };
  }
  return { matches: [], order: null };
}
