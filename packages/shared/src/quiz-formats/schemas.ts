// Wire schemas of quiz import and export (docs/design/contract.md): the file sent for a preview or a save,
// the preview answered per question, and the export's format.
import { z } from 'zod';
import { quizFormats } from './types';

export const quizFormatValue = z.enum(quizFormats, { error: 'validation.invalidValue' });

/** The largest file accepted, in characters (Moodle XML with embedded files grows fast). */
export const quizFileMaxLength = 4_000_000;

export const quizImportBody = z.object({
  format: quizFormatValue,
  content: z
    .string({ error: 'quizFormat.contentRequired' })
    .max(quizFileMaxLength, 'validation.tooLong')
    .refine((v) => v.trim() !== '', 'quizFormat.contentRequired'),
  /** `append` adds the questions after the quiz's own; `replace` removes the quiz's questions first. */
  mode: z.enum(['append', 'replace'], { error: 'validation.invalidValue' }).optional().default('append'),
});
export type QuizImportBody = z.infer<typeof quizImportBody>;

const translatedNote = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** The note in the caller's language. */
  message: z.string(),
});

export const quizImportPreviewQuestion = z.object({
  number: z.number(),
  name: z.string().nullable(),
  source_type: z.string(),
  question: z.string(),
  type: z.number().nullable(),
  is_valid: z.number().nullable(),
  /** 1 when a short answer is compared with case. */
  case_sensitive: z.number(),
  /**
   * A choice's answers, a typed question's accepted answers with their credit (0..1) and a number's tolerance, a
   * matching question's pairs, or an ordering question's items in the correct order.
   */
  answers: z.array(
    z.object({
      answer: z.string(),
      is_valid: z.number(),
      credit: z.number(),
      tolerance: z.number().nullable(),
      /** A matching row's text that its prompt (`answer`, empty for an extra text) matches; null otherwise. */
      match: z.string().nullable(),
    }),
  ),
  /** What Parcours does not keep of this question. */
  notes: z.array(translatedNote),
  /** Why it cannot be imported; the question is skipped when there is one. */
  errors: z.array(translatedNote.extend({ field: z.string() })),
});
export type QuizImportPreviewQuestion = z.infer<typeof quizImportPreviewQuestion>;

export const quizImportPreview = z.object({
  format: quizFormatValue,
  questions: z.array(quizImportPreviewQuestion),
  /** Problems of the whole file. */
  errors: z.array(translatedNote),
  importable: z.number(),
  skipped: z.number(),
});
export type QuizImportPreview = z.infer<typeof quizImportPreview>;

export const quizExportQuery = z.object({ format: quizFormatValue });
