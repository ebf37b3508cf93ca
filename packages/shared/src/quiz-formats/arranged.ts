// Matching and ordering questions, shared by both formats: their rows as Parcours keeps them, and what of
// Moodle's ordering settings Parcours cannot keep (qtype_ordering: the grading and a subset of the items shown).

import { questionTypes } from '../constants';
import { addNote } from './text';
import type { ExportQuestion, FormatNote, ParsedAnswer } from './types';

/** A MATCHING row: a prompt and the text it matches; an empty prompt is a distractor (Moodle's extra answer). */
export const pairAnswer = (prompt: string, match: string): ParsedAnswer => ({
  answer: prompt,
  is_valid: prompt === '' ? 0 : 1,
  credit: prompt === '' ? 0 : 1,
  tolerance: null,
  match,
});

/** An ORDERING item; the items come in the correct order. */
export const itemAnswer = (item: string): ParsedAnswer => ({
  answer: item,
  is_valid: 1,
  credit: 1,
  tolerance: null,
  match: null,
});

/**
 * The grading Parcours does: "relative to the next item (excluding last)", Moodle's default. Moodle's importer
 * reads these words (and an empty or unknown one) as it (qtype_ordering::set_options_for_import).
 */
const relativeNext = new Set(['', 'REL', 'RELATIVE', 'RELATIVE_NEXT_EXCLUDE_LAST']);

/** Moodle's other gradings, by the words its importer reads. */
const otherGradings: Record<string, string> = {
  ALL_OR_NOTHING: 'ALL_OR_NOTHING',
  ABS: 'ABSOLUTE_POSITION',
  ABSOLUTE: 'ABSOLUTE_POSITION',
  ABSOLUTE_POSITION: 'ABSOLUTE_POSITION',
  RELATIVE_NEXT_INCLUDE_LAST: 'RELATIVE_NEXT_INCLUDE_LAST',
  RELATIVE_ONE_PREVIOUS_AND_NEXT: 'RELATIVE_ONE_PREVIOUS_AND_NEXT',
  RELATIVE_ALL_PREVIOUS_AND_NEXT: 'RELATIVE_ALL_PREVIOUS_AND_NEXT',
  LONGEST_ORDERED_SUBSET: 'LONGEST_ORDERED_SUBSET',
  LONGEST_CONTIGUOUS_SUBSET: 'LONGEST_CONTIGUOUS_SUBSET',
  RELATIVE_TO_CORRECT: 'RELATIVE_TO_CORRECT',
};

export interface OrderingSettings {
  /** `gradingtype`, as written (Moodle reads it in capitals). */
  grading: string;
  /** `selecttype`: ALL (or EXACT) shows every item; RANDOM (REL, the default) or CONTIGUOUS a subset. */
  select: string;
  /** `selectcount`: how many items a subset shows; null when not a number. */
  count: number | null;
}

/**
 * What Parcours does not keep of an ordering question's settings: a grading other than relative to the next
 * item, and a subset of the items shown. Moodle shows `max(2, selectcount)` items, at most all of them, unless the
 * select type is ALL (qtype_ordering_question::start_attempt). Layout, numbering and showing the grading details
 * only change how Moodle shows the question, and are not reported (like a multiple choice's numbering).
 */
export function noteOrdering(settings: OrderingSettings, items: number, notes: FormatNote[]) {
  const grading = settings.grading.trim().toUpperCase();
  if (!relativeNext.has(grading) && otherGradings[grading]) {
    addNote(notes, { key: 'quizFormat.orderingGradingNotKept', params: { grading: otherGradings[grading] } });
  }
  const select = settings.select.trim().toUpperCase();
  if (select === 'ALL' || select === 'EXACT') return;
  const shown = Math.min(items, Math.max(2, settings.count ?? 3));
  if (shown < items)
    addNote(notes, { key: 'quizFormat.orderingSubsetNotKept', params: { count: shown, total: items } });
}

/** What Parcours writes: every item shown, graded relative to the next item (excluding the last). */
export const parcoursOrdering = {
  layout: 'VERTICAL',
  select: 'ALL',
  grading: 'RELATIVE_NEXT_EXCLUDE_LAST',
  show: 'SHOW',
  numbering: 'none',
} as const;

/**
 * What Moodle makes of an exported matching question: it imports one with 2 pairs, but its editing form asks for
 * at least 2 prompts and 3 texts (qtype_match_edit_form::validation), so editing it there needs one more.
 */
export function matchingExportNotes(question: ExportQuestion, number: number): FormatNote[] {
  if (question.type !== questionTypes.MATCHING) return [];
  const texts = question.answers.filter((a) => (a.match ?? '') !== '').length;
  return texts < 3 ? [{ key: 'quizFormat.exportMatchingFewTexts', params: { number, texts } }] : [];
}
