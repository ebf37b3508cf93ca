// How a typed answer is read and matched (docs/design/adaptive.md §5): a NUMERICAL question's number and a
// SHORT_ANSWER question's text. The builder, the scoring and the file formats all read numbers through here.

/**
 * A number as a person types it: spaces (also no-break and narrow no-break) are dropped and one comma is read as
 * the decimal point, so "9,81", "9.81" and "1 000,5" all read; null for anything else ("", "9,8,1", "abc").
 */
export function parseTypedNumber(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  let s = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (s === '') return null;
  const commas = s.split(',').length - 1;
  if (commas > 1 || (commas === 1 && s.includes('.'))) return null;
  s = s.replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(s)) return null;
  const value = Number(s);
  return Number.isFinite(value) ? value : null;
}

/** Slack for the floating-point error of `|value - accepted|` (0.1 + 0.2 is not 0.3). */
const numericSlack = 1e-9;

/** Whether a typed number is within the tolerance of the accepted value. */
export function numberMatches(value: number, accepted: number, tolerance: number): boolean {
  return (
    Math.abs(value - accepted) <= Math.max(0, tolerance) + numericSlack * Math.max(1, Math.abs(accepted))
  );
}

/**
 * A typed text as it is compared: Unicode NFC, trimmed, inner whitespace collapsed to one space, typographic
 * apostrophes read as ', lower-cased unless the question is case sensitive.
 */
export function normalizeTypedText(text: string, caseSensitive: boolean): string {
  const s = text
    .normalize('NFC')
    .replace(/[\u2019\u2018\u02bc]/g, "'")
    .trim()
    .replace(/\s+/g, ' ');
  return caseSensitive ? s : s.toLowerCase();
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a typed text matches an accepted answer, where `*` stands for any characters (Moodle's wildcard). */
export function textMatches(given: string, accepted: string, caseSensitive: boolean): boolean {
  const value = normalizeTypedText(given, caseSensitive);
  if (value === '') return false;
  const pattern = normalizeTypedText(accepted, caseSensitive);
  if (!pattern.includes('*')) return value === pattern;
  const source = pattern.split('*').map(escapeRegExp).join('.*');
  return new RegExp(`^${source}$`, 'su').test(value);
}
