// Accepted answers of numerical and short-answer questions, shared by both formats: the share of the mark each
// earns (credit), the numbers written with a dot, and what Parcours cannot keep (answers earning nothing,
// Moodle's `*` for "any other number"), reported alike whatever the file.
import { parseTypedNumber, textMatches } from '../quiz/typed-answers';
import { addNote } from './text';
import type { FormatNote, ParsedAnswer } from './types';

/** A number as Parcours stores it: with a dot, without floating-point noise (0.30000000000000004 is 0.3). */
export function numberText(value: number): string {
  return String(Number(value.toPrecision(15)));
}

/** A grade in percent (100, 50, 33.33333) as a credit between 0 and 1, to Moodle's 7 decimals of a fraction. */
export function creditOfPercent(percent: number): number {
  if (Math.abs(percent - 100) < 0.0005) return 1;
  return Math.min(1, Math.round(percent * 100000) / 10000000);
}

/** A credit as the notes show it, in percent. */
const percentText = (credit: number) => String(Math.round(credit * 100 * 100000) / 100000);

/** Decimal places of a written number (`1e-3` counts 3, `2.5e-3` 4); past 15 they are noise anyway. */
function decimals(text: string): number {
  const [mantissa, exponent = '0'] = text.trim().replace(',', '.').split(/e/i);
  const places = (mantissa.split('.')[1] ?? '').length - Number(exponent);
  return Number.isFinite(places) ? Math.max(0, places) : 16;
}

/**
 * A numerical answer as GIFT writes it: `value`, `value:tolerance` or `min..max` (the value is the middle, the
 * tolerance half the width), as Moodle reads it (qformat_gift::readquestion). Null when it is not a number.
 */
export function giftNumber(text: string): { value: number; tolerance: number } | null {
  const range = text.indexOf('..');
  if (range > 0) {
    const [low, high] = [text.slice(0, range), text.slice(range + 2)];
    const min = parseTypedNumber(low);
    const max = parseTypedNumber(high);
    if (min === null || max === null) return null;
    // The middle and half the width have one decimal more than the bounds: rounded there, 3.141..3.142 gives
    // 3.1415 and 0.0005, not 0.000500000000000167.
    const places = Math.max(decimals(low), decimals(high)) + 1;
    const round = (x: number) => (places > 15 ? x : Number(x.toFixed(places)));
    const value = round((min + max) / 2);
    return { value, tolerance: round(Math.abs(max - value)) };
  }
  const colon = text.indexOf(':');
  const value = parseTypedNumber(colon > 0 ? text.slice(0, colon) : text);
  const tolerance = colon > 0 ? parseTypedNumber(text.slice(colon + 1)) : 0;
  if (value === null || tolerance === null) return null;
  return { value, tolerance: Math.abs(tolerance) };
}

export interface AcceptedCandidate {
  /** The answer's text (a short answer) or value (a number, already with a dot). */
  answer: string;
  credit: number;
  /** NUMERICAL: the tolerance; null for a short answer. */
  tolerance: number | null;
  /** A numerical answer that stands for any number (Moodle's `*`, GIFT's `~`). */
  anyValue?: boolean;
}

/** Whether a response could match both answers: two numbers' intervals meet, or a text matches both patterns. */
function overlap(a: AcceptedCandidate, b: AcceptedCandidate, caseSensitive: boolean): boolean {
  if (a.anyValue || b.anyValue) return true;
  if (a.tolerance !== null && b.tolerance !== null) {
    return Math.abs(Number(a.answer) - Number(b.answer)) <= a.tolerance + b.tolerance;
  }
  // A text each pattern accepts: either answer with its wildcards read as nothing, tried against the other.
  const plain = (x: AcceptedCandidate) => x.answer.replace(/\*/g, '');
  return (
    (textMatches(plain(a), a.answer, caseSensitive) && textMatches(plain(a), b.answer, caseSensitive)) ||
    (textMatches(plain(b), b.answer, caseSensitive) && textMatches(plain(b), a.answer, caseSensitive))
  );
}

/**
 * Moodle gives a response the credit of the first answer it matches, in the file's order
 * (qtype_shortanswer_question::get_matching_answer, qtype_numerical's alike); Parcours the best credit among
 * the answers it matches. They differ only where an answer is followed by a better one that a response can
 * also match: said, with the first such pair.
 */
function noteFirstMatch(list: AcceptedCandidate[], caseSensitive: boolean, notes: FormatNote[]) {
  for (let j = 1; j < list.length; j++) {
    const first = list
      .slice(0, j)
      .find((a) => a.credit < list[j].credit && overlap(a, list[j], caseSensitive));
    if (first) {
      addNote(notes, {
        key: 'quizFormat.firstMatchNotKept',
        params: {
          first: first.answer,
          firstCredit: percentText(Math.max(0, first.credit)),
          best: list[j].answer,
          bestCredit: percentText(list[j].credit),
        },
      });
      return;
    }
  }
}

/**
 * The answers Parcours keeps: those earning some credit. Answers earning nothing (0 % or less) say what
 * Parcours does anyway (a value matching no accepted answer earns nothing) and are dropped with a note; so is
 * Moodle's `*` of a numerical question (any other number), whatever it earns. A question with no answer earning
 * the whole mark cannot be saved: that is an error of the question.
 */
export function keepAccepted(
  list: AcceptedCandidate[],
  notes: FormatNote[],
  errors: FormatNote[],
  caseSensitive = false,
): ParsedAnswer[] {
  // A blank answer accepts nothing: Moodle's question types skip it when they save (feedback aside, reported).
  const given = list.filter((a) => a.anyValue || a.answer.trim() !== '');
  noteFirstMatch(given, caseSensitive, notes);
  for (const a of given.filter((x) => x.anyValue)) {
    addNote(notes, { key: 'quizFormat.anyNumberNotKept', params: { credit: percentText(a.credit) } });
  }
  const kept = given.filter((a) => !a.anyValue);
  const nothing = kept.filter((a) => a.credit <= 0).map((a) => a.answer);
  if (nothing.length > 0) {
    addNote(notes, { key: 'quizFormat.noCreditNotKept', params: { answers: nothing.join(', ') } });
  }
  const answers = kept
    .filter((a) => a.credit > 0)
    .map((a) => ({
      answer: a.answer,
      is_valid: (a.credit === 1 ? 1 : 0) as 0 | 1,
      credit: a.credit,
      tolerance: a.tolerance,
      match: null,
    }));
  if (!answers.some((a) => a.credit === 1)) {
    const best = answers.reduce((m, a) => Math.max(m, a.credit), 0);
    errors.push({ key: 'quizFormat.noFullCredit', params: { best: percentText(best) } });
  }
  return answers;
}
