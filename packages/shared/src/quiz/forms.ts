// Parallel forms of a course quiz (docs/design/adaptive.md §5): the pretest and the post-test each draw half of
// the quiz's questions, the halves balanced by the author's levels, so the post-test does not repeat the
// pretest's items (a testing effect). Which half a learner takes first is counterbalanced across learners.
import { type LearnerLevel, learnerLevels } from '../adaptive/levels';
import { isScored } from './scoring';

export const quizForms = ['A', 'B'] as const;
export type QuizForm = (typeof quizForms)[number];

export interface FormQuestion {
  id: number;
  type: number;
  /** The author's level of the question; null when none was set. */
  level: LearnerLevel | null;
  position: number;
}

const levelRank = (level: LearnerLevel | null) =>
  level === null ? learnerLevels.length : learnerLevels.indexOf(level);

/**
 * Each question's form. Scored questions are taken by level (basic, intermediate, advanced, then those without a
 * level), in the author's order within a level, and dealt A, B, A, B... in one run; unscored ones are dealt the
 * same way after them. So each level's questions, and the scored ones in all, split as evenly as they can (the
 * two forms differ by at most one question per level, and by at most one in all), and with two scored
 * questions or more each form has one to score.
 */
export function splitForms(questions: readonly FormQuestion[]): Map<number, QuizForm> {
  const order = (a: FormQuestion, b: FormQuestion) =>
    levelRank(a.level) - levelRank(b.level) || a.position - b.position || a.id - b.id;
  const forms = new Map<number, QuizForm>();
  const deal = (list: FormQuestion[]) =>
    list.sort(order).forEach((question, i) => {
      forms.set(question.id, quizForms[i % 2]!);
    });
  deal(questions.filter((x) => isScored(x.type)));
  deal(questions.filter((x) => !isScored(x.type)));
  return forms;
}

/** The questions of one form, in the quiz's order; every question when the attempt has no form. */
export function questionsOfForm<Q extends FormQuestion>(questions: readonly Q[], form: QuizForm | null): Q[] {
  if (form === null) return [...questions];
  const forms = splitForms(questions);
  return questions.filter((x) => forms.get(x.id) === form);
}

/** Parallel forms need two scored questions at least, one for each form. */
export const canSplitForms = (questions: readonly Pick<FormQuestion, 'type'>[]) =>
  questions.filter((x) => isScored(x.type)).length >= 2;

/**
 * The form a learner takes as the pretest or the post-test of a quiz with parallel forms: a learner with an even
 * id takes form A as the pretest and B as the post-test, one with an odd id the reverse, so each form is a
 * pretest for half of the learners and the difference between the forms cancels out of the mean gain. A
 * learning object's quiz has no forms.
 */
export function formFor(userId: number, kind: 'pretest' | 'posttest' | 'learning_object'): QuizForm | null {
  if (kind === 'learning_object') return null;
  const first: QuizForm = userId % 2 === 0 ? 'A' : 'B';
  if (kind === 'pretest') return first;
  return first === 'A' ? 'B' : 'A';
}
