// The one owner of dates in the web app: how a date is shown and how a typed date is read, in the interface's
// language, with the formats of docs/design/product.md §9 (DD/MM/YYYY and DD/MM/YYYY HH:mm). Nothing else calls
// toLocaleDateString or Intl.DateTimeFormat.
import { dateFormats, defaultLanguage, type Language, languages } from '@parcours/shared';
import dayjs from 'dayjs';

type DateInput = string | number | Date | null | undefined;

/** Per language: what dates look like, and the hint a date field shows while empty. */
const formats: Record<Language, { date: string; dateTime: string; hint: string; hintTime: string }> = {
  en: {
    date: dateFormats.date,
    dateTime: dateFormats.dateTime,
    hint: 'DD/MM/YYYY',
    hintTime: 'DD/MM/YYYY HH:mm',
  },
  fr: {
    date: dateFormats.date,
    dateTime: dateFormats.dateTime,
    hint: 'JJ/MM/AAAA',
    hintTime: 'JJ/MM/AAAA HH:mm',
  },
};

/** The language dates follow: the one given, else the interface's (dayjs follows i18next, see i18n/index.ts). */
function formatsOf(language?: string) {
  const lang = language ?? dayjs.locale();
  return formats[(languages as readonly string[]).includes(lang) ? (lang as Language) : defaultLanguage];
}

/** Unix seconds (the wire's birth_date) or ISO text or Date to a dayjs value; null when absent. */
function parse(value: DateInput) {
  if (value === null || value === undefined || value === '') return null;
  const d = typeof value === 'number' ? dayjs.unix(value) : dayjs(value);
  return d.isValid() ? d : null;
}

export function formatDate(value: DateInput, language?: string): string {
  return parse(value)?.format(formatsOf(language).date) ?? '';
}

export function formatDateTime(value: DateInput, language?: string): string {
  return parse(value)?.format(formatsOf(language).dateTime) ?? '';
}

/** What an empty date field shows: "DD/MM/YYYY" in English, "JJ/MM/AAAA" in French. */
export function dateHint(withTime: boolean, language?: string): string {
  const f = formatsOf(language);
  return withTime ? f.hintTime : f.hint;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A typed date ("07/03/2024", or "07/03/2024 10:05" with the time) to the value forms and the API use
 * ("2024-03-07", "2024-03-07T10:05"); null when it is not a real date in the interface's format.
 */
export function parseDateText(text: string, withTime = false): string | null {
  const m = withTime
    ? /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(text.trim())
    : /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year, hour = 0, minute = 0] = m.slice(1).map(Number) as number[];
  const check = new Date(Date.UTC(year as number, (month as number) - 1, day));
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== (month as number) - 1 ||
    check.getUTCDate() !== day ||
    (hour as number) > 23 ||
    (minute as number) > 59
  ) {
    return null;
  }
  const date = `${year}-${pad(month as number)}-${pad(day as number)}`;
  return withTime ? `${date}T${pad(hour as number)}:${pad(minute as number)}` : date;
}

/** The reverse of parseDateText: "2024-03-07" (or "2024-03-07T10:05") as it is typed; "" when not a date. */
export function dateTextOf(value: string, withTime = false): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value);
  if (!m) return '';
  const date = `${m[3]}/${m[2]}/${m[1]}`;
  return withTime ? `${date} ${m[4] ?? '00'}:${m[5] ?? '00'}` : date;
}

/** Puts the separators in as digits are typed: "0703" -> "07/03", "070320241005" -> "07/03/2024 10:05". */
export function maskDateText(text: string, withTime = false): string {
  const digits = text.replace(/\D/g, '').slice(0, withTime ? 12 : 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)];
  let out = parts[0] ?? '';
  if (digits.length > 2) out += `/${parts[1]}`;
  if (digits.length > 4) out += `/${parts[2]}`;
  if (digits.length > 8) out += ` ${digits.slice(8, 10)}`;
  if (digits.length > 10) out += `:${digits.slice(10, 12)}`;
  return out;
}

/**
 * A birth date field's value ("2000-01-02") to unix seconds at midnight UTC; undefined when empty, NaN when
 * something was typed that is not a date (so the form says so instead of dropping it).
 */
export function dateInputToUnix(value: string | undefined | null): number | undefined {
  if (!value || value.trim() === '') return undefined;
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  return Number.isNaN(ms) ? Number.NaN : Math.floor(ms / 1000);
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
