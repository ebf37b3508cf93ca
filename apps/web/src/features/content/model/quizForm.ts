// The quiz builder's form: QCM (several answers, any number correct) and BINARY questions, pass mark, time
// limit and cooldown; docs/design/product.md §3 (new questions are BINARY with is_valid 0) and section 5 (messages).
import { questionTypes } from '@parcours/shared';
import { z } from 'zod';
import type { EditableQuiz } from '../api/courseQuiz';
import type { QuizPayload } from '../api/saveQuiz';

const seconds = z
  .string()
  .trim()
  .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) <= 7 * 24 * 3600), 'validation.secondsInvalid');

export const quizFormSchema = z.object({
  passMark: z
    .string()
    .trim()
    .refine(
      (v) => v !== '' && !Number.isNaN(Number(v)) && Number(v) >= 0 && Number(v) <= 100,
      'validation.passMarkRange',
    ),
  timeLimitSeconds: seconds.refine((v) => v === '' || Number(v) >= 1, 'validation.secondsInvalid'),
  cooldownSeconds: seconds,
  questions: z.array(
    z
      .object({
        id: z.number().optional(),
        question: z.string().trim().min(1, 'validation.questionRequired'),
        type: z.union([z.literal(questionTypes.QCM), z.literal(questionTypes.BINARY)], {
          error: 'validation.questionTypeRequired',
        }),
        isValid: z.enum(['0', '1']),
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
export type QuizFormValues = z.infer<typeof quizFormSchema>;
export type QuestionValues = QuizFormValues['questions'][number];

export function newQuestion(): QuestionValues {
  return { question: '', type: questionTypes.BINARY, isValid: '0', answers: [] };
}

export function newAnswer(): QuestionValues['answers'][number] {
  return { answer: '', isValid: false };
}

export function quizToForm(quiz: EditableQuiz | null | undefined): QuizFormValues {
  if (!quiz) return { passMark: '50', timeLimitSeconds: '', cooldownSeconds: '', questions: [] };
  return {
    passMark: String(quiz.passMark),
    timeLimitSeconds: quiz.timeLimitSeconds == null ? '' : String(quiz.timeLimitSeconds),
    cooldownSeconds: quiz.cooldownSeconds == null ? '' : String(quiz.cooldownSeconds),
    questions: quiz.questions
      // OPEN questions are kept on the server but never edited here: only QCM and BINARY are sent.
      .filter((q) => q.type === questionTypes.QCM || q.type === questionTypes.BINARY)
      .map((q) => ({
        id: q.id,
        question: q.question,
        type: q.type as QuestionValues['type'],
        isValid: q.isValid === 1 ? '1' : '0',
        answers: q.answers.map((a) => ({ id: a.id, answer: a.answer, isValid: a.isValid === 1 })),
      })),
  };
}

export function formToPayload(values: QuizFormValues, deletedQuestions: number[]): QuizPayload {
  const optional = (v: string) => (v.trim() === '' ? null : Number(v));
  return {
    passMark: Number(values.passMark),
    timeLimitSeconds: optional(values.timeLimitSeconds),
    cooldownSeconds: optional(values.cooldownSeconds),
    questions: values.questions.map((q) =>
      q.type === questionTypes.BINARY
        ? {
            id: q.id,
            question: q.question.trim(),
            type: q.type,
            isValid: q.isValid === '1' ? 1 : 0,
            answers: [],
          }
        : {
            id: q.id,
            question: q.question.trim(),
            type: q.type,
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
