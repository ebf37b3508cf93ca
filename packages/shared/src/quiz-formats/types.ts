// What the quiz file formats are read into and written from: one shape for GIFT and Moodle XML, close to the
// quiz builder's question (docs/design/product.md §3 "Question"), plus what Parcours cannot keep.
import type { MessageKey } from '../messages';

export const quizFormats = ['gift', 'moodle_xml'] as const;
export type QuizFormat = (typeof quizFormats)[number];

/** Something of the file Parcours cannot hold, or a reason the question cannot be read. */
export interface FormatNote {
  key: MessageKey;
  params?: Record<string, string | number>;
}

export interface ParsedAnswer {
  answer: string;
  is_valid: 0 | 1;
}

export interface ParsedQuestion {
  /** Position among the file's questions, from 1 (categories are not questions). */
  number: number;
  /** The question's name or title in the file, if any. */
  name: string | null;
  /** The file's own word for the type: multichoice, truefalse, essay, shortanswer, matching... */
  source_type: string;
  /** Plain text. */
  question: string;
  /** QCM, BINARY or OPEN (questionTypes), or null for a type Parcours does not have. */
  type: number | null;
  /** The correct value of a true/false question. */
  is_valid: 0 | 1 | null;
  answers: ParsedAnswer[];
  /** What of this question Parcours does not keep: reported, never dropped silently. */
  notes: FormatNote[];
  /** Why the question cannot be read at all (a malformed question); empty when it was read. */
  errors: FormatNote[];
}

export interface ParsedFile {
  questions: ParsedQuestion[];
  /** Problems of the whole file (unreadable XML, no question). */
  errors: FormatNote[];
}

/** A question as written to a file: the builder's stored question. */
export interface ExportQuestion {
  question: string;
  type: number;
  is_valid: number | null;
  answers: { answer: string; is_valid: number }[];
}

/** How a file is written: its title (GIFT comment) and the words of the notes written beside the questions. */
export interface WriteOptions {
  title?: string;
  /** A note in the reader's language; without it, notes are not written into the file. */
  comment?: (note: FormatNote) => string;
}
