// The quiz builder's form: QCM (several answers, any number correct) and BINARY questions, pass mark, time
// limit and cooldown; docs/design/product.md §3 (new questions are BINARY with is_valid 0) and section 5 (messages).
// A course quiz may have parallel forms, split by each question's level (docs/design/adaptive.md §5).
import { canSplitForms, type FormQuestion, questionTypes, unitTypes } from '@parcours/shared';
import { z } from 'zod';
import type { EditableQuiz } from '../api/courseQuiz';
import type { QuizPayload } from '../api/saveQuiz';

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
        type: z.union([z.literal(questionTypes.QCM), z.literal(questionTypes.BINARY)], {
          error: 'validation.questionTypeRequired',
        }),
        isValid: z.enum(['0', '1']),
        /** The author's level; '' for none. */
        level: z.union([z.enum(unitTypes), z.literal('')]),
        answers: z.array(
          z.object({
            id: z.number().optional(),
            answer: z.string().trim().min(1, 'validation.answerRequired'),
            isValid: z.boolean(),
          }),
        ),
      })
      .superRefine((q, ctx) => {
        if (q.type !== questionTypes.QCM) return;
        if (q.answers.length < 2)
          ctx.addIssue({ code: 'custom', path: ['answers'], message: 'validation.qcmTwoAnswers' });
        else if (!q.answers.some((a) => a.isValid))
          ctx.addIssue({ code: 'custom', path: ['answers'], message: 'validation.qcmOneCorrect' });
      }),
  ),
});
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

export function newQuestion(): QuestionValues {
  return { question: '', type: questionTypes.BINARY, isValid: '0', level: '', answers: [] };
}

export function newAnswer(): QuestionValues['answers'][number] {
  return { answer: '', isValid: false };
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
      // OPEN questions are kept on the server but never edited here: only QCM and BINARY are sent.
      .filter((q) => q.type === questionTypes.QCM || q.type === questionTypes.BINARY)
      .map((q) => ({
        id: q.id,
        question: q.question,
        type: q.type as QuestionValues['type'],
        isValid: q.isValid === 1 ? '1' : '0',
        level: q.level ?? '',
        answers: q.answers.map((a) => ({ id: a.id, answer: a.answer, isValid: a.isValid === 1 })),
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
