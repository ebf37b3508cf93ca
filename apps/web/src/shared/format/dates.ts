// Date display helpers with the formats of docs/design/product.md §9.
import { dateFormats } from '@parcours/shared';
import dayjs from 'dayjs';

type DateInput = string | number | Date | null | undefined;

/** Unix seconds (the wire's birth_date) or ISO text or Date to a dayjs value; null when absent. */
function parse(value: DateInput) {
  if (value === null || value === undefined || value === '') return null;
  const d = typeof value === 'number' ? dayjs.unix(value) : dayjs(value);
  return d.isValid() ? d : null;
}

export function formatDate(value: DateInput): string {
  return parse(value)?.format(dateFormats.date) ?? '';
}

export function formatDateTime(value: DateInput): string {
  return parse(value)?.format(dateFormats.dateTime) ?? '';
}

/** A date input's value (YYYY-MM-DD) to unix seconds at midnight UTC; undefined when empty or invalid. */
export function dateInputToUnix(value: string | undefined | null): number | undefined {
  if (!value) return undefined;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}

/** Age in whole years from a birth date in unix seconds. */
export function ageFromBirthDate(seconds: number, now: Date = new Date()): number {
  return dayjs(now).diff(dayjs.unix(seconds), 'year');
}

/** Seconds as minutes:seconds, e.g. 125 -> "2:05". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
