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
  /**
   * The choice's text; a NUMERICAL question's accepted value written with a dot ("9.81"); a MATCHING row's prompt
   * ('' for a distractor); an ORDERING item (the items in the correct order).
   */
  answer: string;
  /** QCM: a correct answer; NUMERICAL and SHORT_ANSWER: an answer earning full credit; MATCHING: a pair. */
  is_valid: 0 | 1;
  /** The share of the mark the answer earns, 0..1; a QCM answer's is its validity. */
  credit: number;
  /** A NUMERICAL answer's tolerance (absolute, 0 or more); null for other types. */
  tolerance: number | null;
  /** A MATCHING row's text that its prompt matches (a distractor's is offered and matches no prompt); else null. */
  match: string | null;
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
  /**
   * QCM, BINARY, OPEN, NUMERICAL, SHORT_ANSWER, MATCHING or ORDERING (questionTypes), or null for a type Parcours
   * does not have.
   */
  type: number | null;
  /** The correct value of a true/false question. */
  is_valid: 0 | 1 | null;
  /** 1 when a short answer is compared with case (Moodle's `usecase`); 0 otherwise. */
  case_sensitive: 0 | 1;
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
  /** 1 when a SHORT_ANSWER is compared with case. */
  case_sensitive: number;
  /**
   * QCM: its answers; NUMERICAL and SHORT_ANSWER: the accepted answers with their credit (and tolerance);
   * MATCHING: the pairs, prompt in `answer` ('' for a distractor) and `match`; ORDERING: the items in order.
   */
  answers: {
    answer: string;
    is_valid: number;
    credit: number;
    tolerance: number | null;
    match: string | null;
  }[];
}

/** How a file is written: its title (GIFT comment) and the words of the notes written beside the questions. */
export interface WriteOptions {
  title?: string;
  /** A note in the reader's language; without it, notes are not written into the file. */
  comment?: (note: FormatNote) => string;
}
