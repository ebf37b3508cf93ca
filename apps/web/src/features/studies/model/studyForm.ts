// The study form's values and rules: text as typed (dates as YYYY-MM-DD, numbers as text) turned into the
// shared study body (docs/design/adaptive.md §10), and a study turned back into form values.
import {
  type PostTestRule,
  type StudyCondition,
  type StudyInput,
  studyConditions,
  studyInput,
} from '@parcours/shared';
import type { StudyDetail } from '../api/getStudy';

export interface ConditionRow {
  condition: StudyCondition | '';
  weight: string;
}

export interface StudyFormValues {
  title: string;
  description: string;
  course_ids: number[];
  opens_at: string;
  closes_at: string;
  conditions: ConditionRow[];
  seed: string;
  consent_en: string;
  consent_fr: string;
  delayed_posttest_days: string;
  post_test_rule: PostTestRule;
  fallback_condition: StudyCondition;
}

/** YYYY-MM-DD as the start of that day in UTC; the window is whole days. */
function dateToIso(date: string, endOfDay = false): string {
  return endOfDay ? `${date}T23:59:59.000Z` : `${date}T00:00:00.000Z`;
}

function isoToDate(iso: string | null | undefined): string {
  return iso ? new Date(iso).toISOString().slice(0, 10) : '';
}

function toNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** The body the form sends; blank fields become what the shared schema rejects with its own message. */
export function toStudyBody(values: StudyFormValues): StudyInput {
  const delay = toNumber(values.delayed_posttest_days);
  return {
    title: values.title,
    description: values.description,
    course_ids: values.course_ids,
    opens_at: values.opens_at ? dateToIso(values.opens_at) : '',
    closes_at: values.closes_at ? dateToIso(values.closes_at, true) : '',
    conditions: values.conditions.map((row) => ({
      condition: row.condition as StudyCondition,
      weight: toNumber(row.weight) as number,
    })),
    seed: values.seed,
    consent: { en: values.consent_en, fr: values.consent_fr },
    delayed_posttest_days: delay === undefined ? null : delay,
    post_test_rule: values.post_test_rule,
    fallback_condition: values.fallback_condition,
  };
}

/** Where each issue of the shared schema shows in the form: consent.en is the consent_en field, and so on. */
export function formFieldOf(path: readonly PropertyKey[]): string {
  const [head, second, third] = path.map(String);
  if (head === 'consent') return `consent_${second}`;
  if (head === 'conditions' && second !== undefined && third !== undefined) {
    return `conditions.${second}.${third}`;
  }
  return head ?? 'root';
}

/** The form's errors, field by field, as message keys; empty when the body is valid. */
export function studyFormErrors(values: StudyFormValues): Record<string, string> {
  const result = studyInput.safeParse(toStudyBody(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = formFieldOf(issue.path);
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A random seed a researcher can keep or replace; written down in the study package. */
export function newSeed(random: () => number = Math.random): string {
  return Math.floor(random() * 2 ** 31)
    .toString(36)
    .padStart(6, '0');
}

export function emptyStudyValues(seed = newSeed()): StudyFormValues {
  const today = new Date();
  const inThreeMonths = new Date(today.getTime() + 90 * 86_400_000);
  return {
    title: '',
    description: '',
    course_ids: [],
    opens_at: today.toISOString().slice(0, 10),
    closes_at: inThreeMonths.toISOString().slice(0, 10),
    conditions: [
      { condition: 'adaptive', weight: '1' },
      { condition: 'author_order', weight: '1' },
    ],
    seed,
    consent_en: '',
    consent_fr: '',
    delayed_posttest_days: '',
    post_test_rule: 'first',
    fallback_condition: 'adaptive',
  };
}

export function studyFormValues(study: StudyDetail): StudyFormValues {
  return {
    title: study.title,
    description: study.description,
    course_ids: study.courseIds,
    opens_at: isoToDate(study.opensAt),
    closes_at: isoToDate(study.closesAt),
    conditions: study.conditions.map((c) => ({ condition: c.condition, weight: String(c.weight) })),
    seed: study.seed,
    consent_en: study.consent.en,
    consent_fr: study.consent.fr,
    delayed_posttest_days: study.delayedPosttestDays === null ? '' : String(study.delayedPosttestDays),
    post_test_rule: study.postTestRule,
    fallback_condition: study.fallbackCondition,
  };
}

/** The conditions not chosen yet, for the "add a condition" button. */
export function unusedConditions(rows: readonly ConditionRow[]): StudyCondition[] {
  return studyConditions.filter((c) => !rows.some((r) => r.condition === c));
}

/** Only the fields that changed, so a locked study is never sent conditions or seed it did not change. */
export function changedFields(before: StudyInput, after: StudyInput): Partial<StudyInput> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(value) !== JSON.stringify((before as Record<string, unknown>)[key])) out[key] = value;
  }
  return out as Partial<StudyInput>;
}
