// The quiz builder's form: QCM (several answers, any number correct), BINARY, NUMERICAL (accepted values with a
// tolerance) and SHORT_ANSWER (accepted texts, `*` for any characters) questions, each accepted answer with its
// credit; MATCHING (pairs of a prompt and the text it matches, a row without a prompt being an extra answer) and
// ORDERING (the items in the correct order) questions; pass mark, time limit and cooldown.
// docs/design/product.md §3 (new questions are BINARY with is_valid 0) and section 5 (messages); the rules of
// typed, matching and ordering answers are the API's (questionInput, packages/shared).
// A course quiz may have parallel forms, split by each question's level (docs/design/adaptive.md §5).
import {
  canSplitForms,
  type FormQuestion,
  isTypedAnswer,
  parseTypedNumber,
  questionTypes,
  unitTypes,
} from '@parcours/shared';
import { z } from 'zod';
import type { EditableQuiz } from '../api/courseQuiz';
import type { QuizPayload } from '../api/saveQuiz';

/**
 * The credits an accepted answer can earn, as Moodle offers them (percent of the mark); the wire value is the
 * fraction with Moodle's seven decimals (66.66667 % -> 0.6666667).
 */
const creditPercents = [100, 90, 80, 75, 70, 66.66667, 60, 50, 40, 33.33333, 30, 25, 20, 10, 5] as const;
export const creditChoices: readonly string[] = creditPercents.map((p) =>
  String(Number((p / 100).toFixed(7))),
);
const fullCredit = '1';

/** A credit from the form (a fraction as text) or null when it is not one the API accepts (above 0, up to 1). */
function creditOf(value: string): number | null {
  const credit = parseTypedNumber(value);
  return credit !== null && credit > 0 && credit <= 1 ? credit : null;
}

/** A tolerance from the form: blank is 0; null when it is not a number, 0 or more. */
function toleranceOf(value: string): number | null {
  if (value.trim() === '') return 0;
  const tolerance = parseTypedNumber(value);
  return tolerance !== null && tolerance >= 0 ? tolerance : null;
}

const seconds = z
  .string()
  .trim()
  .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) <= 7 * 24 * 3600), 'validation.secondsInvalid');

/** The fields; the schema below adds the rules across them. */
const quizFields = z.object({
  passMark: z
    .string()
    .trim()
    .refine(
      (v) => v !== '' && !Number.isNaN(Number(v)) && Number(v) >= 0 && Number(v) <= 100,
      'validation.passMarkRange',
    ),
  timeLimitSeconds: seconds.refine((v) => v === '' || Number(v) >= 1, 'validation.secondsInvalid'),
  cooldownSeconds: seconds,
  parallelForms: z.boolean(),
  questions: z.array(
    z
      .object({
        id: z.number().optional(),
        question: z.string().trim().min(1, 'validation.questionRequired'),
        type: z.union(
          [
            z.literal(questionTypes.QCM),
            z.literal(questionTypes.BINARY),
            z.literal(questionTypes.NUMERICAL),
            z.literal(questionTypes.SHORT_ANSWER),
            z.literal(questionTypes.MATCHING),
            z.literal(questionTypes.ORDERING),
          ],
          { error: 'validation.questionTypeRequired' },
        ),
        isValid: z.enum(['0', '1']),
        /** A short answer compared with case. */
        caseSensitive: z.boolean(),
        /** The author's level; '' for none. */
        level: z.union([z.enum(unitTypes), z.literal('')]),
        answers: z.array(
          z.object({
            id: z.number().optional(),
            /** The answer's text; a matching question's prompt (empty on an extra answer); an item to order. */
            answer: z.string().trim(),
            /** The text a matching question's prompt matches (kept, unused, while the question has another type). */
            match: z.string().trim(),
            /** Whether a QCM answer is correct. */
            isValid: z.boolean(),
            /** An accepted answer's credit, a fraction as text (one of `creditChoices`, or a stored other one). */
            credit: z.string(),
            /** A numerical answer's tolerance (±), as typed; blank is 0. */
            tolerance: z.string(),
          }),
        ),
      })
      .superRefine((q, ctx) => {
        if (q.type === questionTypes.BINARY) return;
        if (q.type === questionTypes.MATCHING) {
          for (const issue of matchingIssues(q.answers)) ctx.addIssue({ code: 'custom', ...issue });
          return;
        }
        q.answers.forEach((a, i) => {
          if (a.answer === '')
            ctx.addIssue({
              code: 'custom',
              path: ['answers', i, 'answer'],
              message: 'validation.answerRequired',
            });
        });
        if (q.type === questionTypes.ORDERING) {
          for (const issue of orderingIssues(q.answers)) ctx.addIssue({ code: 'custom', ...issue });
          return;
        }
        if (isTypedAnswer(q.type)) {
          q.answers.forEach((a, i) => {
            if (q.type === questionTypes.NUMERICAL && a.answer !== '' && parseTypedNumber(a.answer) === null)
              ctx.addIssue({
                code: 'custom',
                path: ['answers', i, 'answer'],
                message: 'validation.numericalAnswerInvalid',
              });
            if (q.type === questionTypes.NUMERICAL && toleranceOf(a.tolerance) === null)
              ctx.addIssue({
                code: 'custom',
                path: ['answers', i, 'tolerance'],
                message: 'validation.toleranceInvalid',
              });
            if (creditOf(a.credit) === null)
              ctx.addIssue({
                code: 'custom',
                path: ['answers', i, 'credit'],
                message: 'validation.creditInvalid',
              });
          });
          if (!q.answers.some((a) => creditOf(a.credit) === 1))
            ctx.addIssue({
              code: 'custom',
              path: ['answers'],
              message: 'validation.fullCreditAnswerRequired',
            });
          return;
        }
        if (q.type !== questionTypes.QCM) return;
        if (q.answers.length < 2)
          ctx.addIssue({ code: 'custom', path: ['answers'], message: 'validation.qcmTwoAnswers' });
        else if (!q.answers.some((a) => a.isValid))
          ctx.addIssue({ code: 'custom', path: ['answers'], message: 'validation.qcmOneCorrect' });
      }),
  ),
});

type Issue = { path: (string | number)[]; message: string };

/**
 * A matching question's rules, as the API's: every row needs the text it matches (a row with neither prompt nor
 * match is an empty answer), and two rows at least are pairs of a prompt and its match (the rows without a prompt
 * are extra answers).
 */
function matchingIssues(answers: readonly { answer: string; match: string }[]): Issue[] {
  const issues: Issue[] = [];
  answers.forEach((a, i) => {
    if (a.match !== '') return;
    issues.push(
      a.answer === ''
        ? { path: ['answers', i, 'answer'], message: 'validation.answerRequired' }
        : { path: ['answers', i, 'match'], message: 'validation.matchRequired' },
    );
  });
  if (answers.filter((a) => a.answer !== '' && a.match !== '').length < 2)
    issues.push({ path: ['answers'], message: 'validation.matchingTwoPairs' });
  return issues;
}

/** An ordering question's rules, as the API's: two items at least, all different (case and spaces aside). */
function orderingIssues(answers: readonly { answer: string }[]): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  answers.forEach((a, i) => {
    if (a.answer === '') return;
    const key = a.answer.trim().toLowerCase();
    if (seen.has(key))
      issues.push({ path: ['answers', i, 'answer'], message: 'validation.orderingDistinct' });
    seen.add(key);
  });
  if (answers.length < 2) issues.push({ path: ['answers'], message: 'validation.orderingTwoItems' });
  return issues;
}

// The API's own rule (validation.parallelFormsTwoQuestions), said before the save: one question per form.
export const quizFormSchema = quizFields.refine(
  (quiz) => !quiz.parallelForms || canSplitForms(quiz.questions),
  {
    path: ['parallelForms'],
    message: 'validation.parallelFormsTwoQuestions',
  },
);
export type QuizFormValues = z.infer<typeof quizFormSchema>;
export type QuestionValues = QuizFormValues['questions'][number];

export type AnswerValues = QuestionValues['answers'][number];

export function newQuestion(): QuestionValues {
  return {
    question: '',
    type: questionTypes.BINARY,
    isValid: '0',
    caseSensitive: false,
    level: '',
    answers: [],
  };
}

export function newAnswer(): AnswerValues {
  return { answer: '', match: '', isValid: false, credit: fullCredit, tolerance: '0' };
}

/** A stored credit as the select's value: the choice it is (within rounding), else its own text. */
function creditValue(credit: number): string {
  const choice = creditChoices.find((c) => Math.abs(Number(c) - credit) < 1e-6);
  return choice ?? String(credit);
}

/** The types whose rows are a list of texts to choose, order or match: a QCM's answers, items, prompts. */
function isListed(type: number | null): boolean {
  return type === questionTypes.QCM || type === questionTypes.ORDERING || type === questionTypes.MATCHING;
}

/**
 * The answers kept when a question changes type (`from`: the type the answers were last edited as; BINARY has
 * none of its own, so its answers are those of the type before it). A QCM's correct answers become accepted
 * answers with full credit, its wrong ones are dropped (an accepted answer earns some credit); accepted answers
 * become a QCM's answers, correct when they had full credit; numerical and short answers keep theirs. A QCM's
 * answers, an ordering's items and a matching's prompts are the same texts to one another (a matching's extra
 * answers, which have no prompt, are dropped; each row keeps its match and correct mark, unseen, for a way back);
 * accepted answers become items or prompts, and items or prompts are no accepted answers. Each type gets as many
 * rows as it needs to start (a QCM, an ordering or a matching two, a typed answer one).
 */
export function answersForType(from: number | null, to: number, answers: AnswerValues[]): AnswerValues[] {
  if (to === questionTypes.BINARY) return answers;
  let kept = answers;
  if (from === questionTypes.QCM && isTypedAnswer(to))
    kept = answers.filter((a) => a.isValid).map((a) => ({ ...a, credit: fullCredit }));
  else if (from !== null && isTypedAnswer(from) && to === questionTypes.QCM)
    kept = answers.map((a) => ({ ...a, isValid: creditOf(a.credit) === 1 }));
  else if ((from === questionTypes.ORDERING || from === questionTypes.MATCHING) && isTypedAnswer(to))
    kept = [];
  else if (from === questionTypes.MATCHING && isListed(to))
    kept = answers.filter((a) => a.answer.trim() !== '');
  const least = isListed(to) ? 2 : 1;
  return kept.length >= least
    ? kept
    : [...kept, ...Array.from({ length: least - kept.length }, () => newAnswer())];
}

export function quizToForm(quiz: EditableQuiz | null | undefined): QuizFormValues {
  if (!quiz)
    return { passMark: '50', timeLimitSeconds: '', cooldownSeconds: '', parallelForms: false, questions: [] };
  return {
    passMark: String(quiz.passMark),
    timeLimitSeconds: quiz.timeLimitSeconds == null ? '' : String(quiz.timeLimitSeconds),
    cooldownSeconds: quiz.cooldownSeconds == null ? '' : String(quiz.cooldownSeconds),
    parallelForms: quiz.parallelForms === true,
    questions: quiz.questions
      // OPEN questions are kept on the server but never edited here: they are never sent.
      .filter((q) => q.type !== questionTypes.OPEN)
      .map((q) => ({
        id: q.id,
        question: q.question,
        type: q.type as QuestionValues['type'],
        isValid: q.isValid === 1 ? '1' : '0',
        caseSensitive: q.caseSensitive === 1,
        level: q.level ?? '',
        answers: q.answers.map((a) => ({
          id: a.id,
          answer: a.answer,
          match: a.match ?? '',
          isValid: a.isValid === 1,
          // Answers stored before credits existed have none: their credit is their validity.
          credit: creditValue(a.credit ?? (a.isValid === 1 ? 1 : 0)),
          tolerance: a.tolerance == null ? '0' : String(a.tolerance),
        })),
      })),
  };
}

/**
 * The questions as `splitForms` reads them, in the form's order. A question not saved yet has no id: it gets a
 * negative one for the preview, which no saved question can have.
 */
export function formQuestions(questions: readonly QuestionValues[]): FormQuestion[] {
  return questions.map((q, index) => ({
    id: q.id ?? -(index + 1),
    type: q.type,
    level: q.level === '' ? null : q.level,
    position: index,
  }));
}

/** `courseQuiz`: only the course quiz sends `parallel_forms`; the API refuses it on a learning object's. */
export function formToPayload(
  values: QuizFormValues,
  deletedQuestions: number[],
  { courseQuiz }: { courseQuiz: boolean },
): QuizPayload {
  const optional = (v: string) => (v.trim() === '' ? null : Number(v));
  return {
    passMark: Number(values.passMark),
    timeLimitSeconds: optional(values.timeLimitSeconds),
    cooldownSeconds: optional(values.cooldownSeconds),
    ...(courseQuiz ? { parallelForms: values.parallelForms ? 1 : 0 } : {}),
    questions: values.questions.map((q) =>
      q.type === questionTypes.BINARY
        ? {
            id: q.id,
            question: q.question.trim(),
            type: q.type,
            isValid: q.isValid === '1' ? 1 : 0,
            level: q.level === '' ? null : q.level,
            answers: [],
          }
        : q.type === questionTypes.MATCHING || q.type === questionTypes.ORDERING
          ? {
              id: q.id,
              question: q.question.trim(),
              type: q.type,
              level: q.level === '' ? null : q.level,
              // The pairs (a prompt, or none for an extra answer, and its match) or the items, in the author's order.
              answers: q.answers.map((a) =>
                q.type === questionTypes.MATCHING
                  ? { id: a.id, answer: a.answer.trim(), match: a.match.trim() }
                  : { id: a.id, answer: a.answer.trim() },
              ),
            }
          : isTypedAnswer(q.type)
            ? {
                id: q.id,
                question: q.question.trim(),
                type: q.type,
                level: q.level === '' ? null : q.level,
                ...(q.type === questionTypes.SHORT_ANSWER ? { caseSensitive: q.caseSensitive ? 1 : 0 } : {}),
                answers: q.answers.map((a) => typedAnswerPayload(q.type, a)),
              }
            : {
                id: q.id,
                question: q.question.trim(),
                type: q.type,
                level: q.level === '' ? null : q.level,
                answers: q.answers.map((a) => ({
                  id: a.id,
                  answer: a.answer.trim(),
                  isValid: a.isValid ? 1 : 0,
                })),
              },
    ),
    deletedQuestions,
  };
}

/**
 * An accepted answer as the API takes it (the form checked it): the credit as a fraction, valid at full credit;
 * a numerical value written with a dot ("9,81" -> "9.81") and its tolerance.
 */
function typedAnswerPayload(
  type: number,
  a: AnswerValues,
): QuizPayload['questions'][number]['answers'][number] {
  const credit = creditOf(a.credit) ?? 1;
  const base = { id: a.id, isValid: credit === 1 ? (1 as const) : (0 as const), credit };
  if (type !== questionTypes.NUMERICAL) return { ...base, answer: a.answer.trim() };
  const value = parseTypedNumber(a.answer);
  return {
    ...base,
    answer: value === null ? a.answer.trim() : String(value),
    tolerance: toleranceOf(a.tolerance) ?? 0,
  };
}
