// Number formats of every page: percentages, gains, normalized gains and durations, with a dash for none.
import { formatDuration } from './dates';

export const none = '—';

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/**
 * The one percentage format of the web app (docs/adr/0004): 72.456 -> "72.5%" in English, "72,5 %" in French, with
 * at most one decimal; null -> dash. French puts a no-break space (U+00A0) before the sign: some engines' data
 * give a narrow one (U+202F), which is turned into the no-break space so every browser writes the same text.
 * `digits` allows more decimals where a share must read exactly (a credit of 66.667 %).
 */
export function formatPercent(value: number | null | undefined, locale = 'en', digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return none;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits })
    .format(round(value, digits) / 100)
    .replace('\u202f', '\u00a0');
}

/**
 * A quiz score, which partial credit can make fractional (2.5 of 4): at most two decimals, in the reader's
 * locale ("2.5", "2,5"); null -> dash.
 */
export function formatScore(value: number | null | undefined, locale = 'en'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return none;
  // `|| 0` turns a -0 into 0.
  return (round(value, 2) || 0).toLocaleString(locale, { maximumFractionDigits: 2 });
}

/**
 * A number as the author wrote it (an accepted value, a tolerance), in the reader's locale and without rounding:
 * 9.81 -> "9,81" in French.
 */
export function formatDecimal(value: number | null | undefined, locale = 'en'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return none;
  return value.toLocaleString(locale, { maximumFractionDigits: 20 }).replace('\u202f', '\u00a0');
}

/** A gain in percentage points, signed: 45 -> "+45", -3.25 -> "-3.3". */
export function formatGain(value: number | null | undefined, locale = 'en'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return none;
  const text = round(Math.abs(value), 1).toLocaleString(locale);
  if (value > 0) return `+${text}`;
  if (value < 0) return `-${text}`;
  return text;
}

/** A normalized gain (-1..1) with two decimals: 0.75 -> "0.75". */
export function formatRatio(value: number | null | undefined, locale = 'en'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return none;
  return round(value, 2).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A plain number rounded to one decimal, or a dash. */
export function formatNumber(value: number | null | undefined, locale = 'en'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return none;
  return round(value, 1).toLocaleString(locale);
}

/** Seconds as minutes:seconds (docs/design/product.md §9), or a dash. */
export function formatSeconds(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return none;
  return formatDuration(value);
}

/** A p-value with three decimals, below 0.001 as "< 0.001" (APA style); null -> dash. */
export function formatP(value: number | null | undefined, locale = 'en'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return none;
  const digits = { minimumFractionDigits: 3, maximumFractionDigits: 3 };
  if (value < 0.001) return `< ${(0.001).toLocaleString(locale, digits)}`;
  return round(value, 3).toLocaleString(locale, digits);
}

/** A difference in points with one decimal always, so the bounds of an interval line up: -6 -> "-6.0". */
export function formatPoints(value: number | null | undefined, locale = 'en'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return none;
  // `|| 0` turns a -0 (a small negative rounded) into 0, never shown as "-0.0".
  return (round(value, 1) || 0).toLocaleString(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}
