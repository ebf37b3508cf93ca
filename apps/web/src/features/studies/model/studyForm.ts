// The study form's values and rules: text as typed (dates as YYYY-MM-DD, numbers as text) turned into the
// shared study body (docs/design/adaptive.md §10), and a study turned back into form values.
import {
  ancovaSampleSize,
  type PostTestRule,
  type StudyCondition,
  studyConditions,
  studyInput,
  studyPlan,
} from '@parcours/shared';
import { wireIssues } from '../../../shared/ui/form';
import type { StudyDetail } from '../api/getStudy';
import type { StudyValues } from '../api/saveStudy';

export interface ConditionRow {
  condition: StudyCondition | '';
  weight: string;
}

export interface StudyFormValues {
  title: string;
  description: string;
  courseIds: number[];
  opensAt: string;
  closesAt: string;
  conditions: ConditionRow[];
  seed: string;
  consentEn: string;
  consentFr: string;
  delayedPosttestDays: string;
  postTestRule: PostTestRule;
  fallbackCondition: StudyCondition;
  /** The pre-registered plan; the study has none while its three texts are blank. */
  planHypotheses: string;
  planOutcome: string;
  planAnalysis: string;
  planEffectSize: string;
  planAlpha: string;
  planPower: string;
  planCorrelation: string;
}

/** Where each field of the plan (`plan.effectSize`, or `plan.effect_size` from the server) shows in the form. */
const planFields: Record<string, keyof StudyFormValues> = {
  hypotheses: 'planHypotheses',
  primaryOutcome: 'planOutcome',
  analysis: 'planAnalysis',
  effectSize: 'planEffectSize',
  alpha: 'planAlpha',
  power: 'planPower',
  prePostCorrelation: 'planCorrelation',
};

/** The usual starting point of a power calculation: d 0.5, alpha 0.05, power 0.80, pre/post correlation 0.5. */
const planDefaults = { planEffectSize: '0.5', planAlpha: '0.05', planPower: '0.8', planCorrelation: '0.5' };

/** A number as typed, a comma taken as the decimal point (French). */
const decimal = (text: string) => toNumber(text.replace(',', '.')) as number;

/** The plan the form sends: null while its three texts are blank. */
function toPlan(values: StudyFormValues): StudyValues['plan'] {
  if ([values.planHypotheses, values.planOutcome, values.planAnalysis].every((v) => v.trim() === ''))
    return null;
  return {
    hypotheses: values.planHypotheses,
    primaryOutcome: values.planOutcome,
    analysis: values.planAnalysis,
    effectSize: decimal(values.planEffectSize),
    alpha: decimal(values.planAlpha),
    power: decimal(values.planPower),
    prePostCorrelation: decimal(values.planCorrelation),
  };
}

const powerInputs = studyPlan.pick({
  effect_size: true,
  alpha: true,
  power: true,
  pre_post_correlation: true,
});

/** The learners per condition the plan's numbers in the form call for; null while one of them is not valid. */
export function plannedPerCondition(values: StudyFormValues): number | null {
  const parsed = powerInputs.safeParse({
    effect_size: decimal(values.planEffectSize),
    alpha: decimal(values.planAlpha),
    power: decimal(values.planPower),
    pre_post_correlation: decimal(values.planCorrelation),
  });
  return parsed.success ? ancovaSampleSize(parsed.data).per_condition : null;
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
export function toStudyBody(values: StudyFormValues): StudyValues {
  const delay = toNumber(values.delayedPosttestDays);
  return {
    title: values.title,
    description: values.description,
    courseIds: values.courseIds,
    opensAt: values.opensAt ? dateToIso(values.opensAt) : '',
    closesAt: values.closesAt ? dateToIso(values.closesAt, true) : '',
    conditions: values.conditions.map((row) => ({
      condition: row.condition as StudyCondition,
      weight: toNumber(row.weight) as number,
    })),
    seed: values.seed,
    consent: { en: values.consentEn, fr: values.consentFr },
    delayedPosttestDays: delay === undefined ? null : delay,
    postTestRule: values.postTestRule,
    fallbackCondition: values.fallbackCondition,
    plan: toPlan(values),
  };
}

/**
 * Where a field of the body (`courseIds.0`, `consent.en`, `conditions.1.weight`) shows in the form: consent.en is
 * the consentEn field, a condition's field stays its own, anything else shows on its top field.
 */
export function formFieldOf(name: string): string {
  const [head, second, third] = name.split('.');
  if (head === 'consent' && second) return `consent${second.charAt(0).toUpperCase()}${second.slice(1)}`;
  const planField =
    head === 'plan' && second
      ? planFields[second.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())]
      : undefined;
  if (planField) return planField;
  if (head === 'conditions' && second !== undefined && third !== undefined) {
    return `conditions.${second}.${third}`;
  }
  return head || 'root';
}

/** The form's errors, field by field, as message keys; empty when the body is valid. */
export function studyFormErrors(values: StudyFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, message] of Object.entries(wireIssues(studyInput, toStudyBody(values)))) {
    errors[formFieldOf(name)] ??= message;
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
    courseIds: [],
    opensAt: today.toISOString().slice(0, 10),
    closesAt: inThreeMonths.toISOString().slice(0, 10),
    conditions: [
      { condition: 'adaptive', weight: '1' },
      { condition: 'author_order', weight: '1' },
    ],
    seed,
    consentEn: '',
    consentFr: '',
    delayedPosttestDays: '',
    postTestRule: 'first',
    fallbackCondition: 'adaptive',
    planHypotheses: '',
    planOutcome: '',
    planAnalysis: '',
    ...planDefaults,
  };
}

export function studyFormValues(study: StudyDetail): StudyFormValues {
  return {
    title: study.title,
    description: study.description,
    courseIds: study.courseIds,
    opensAt: isoToDate(study.opensAt),
    closesAt: isoToDate(study.closesAt),
    conditions: study.conditions.map((c) => ({ condition: c.condition, weight: String(c.weight) })),
    seed: study.seed,
    consentEn: study.consent.en,
    consentFr: study.consent.fr,
    delayedPosttestDays: study.delayedPosttestDays === null ? '' : String(study.delayedPosttestDays),
    postTestRule: study.postTestRule,
    fallbackCondition: study.fallbackCondition,
    ...(study.plan
      ? {
          planHypotheses: study.plan.hypotheses,
          planOutcome: study.plan.primaryOutcome,
          planAnalysis: study.plan.analysis,
          planEffectSize: String(study.plan.effectSize),
          planAlpha: String(study.plan.alpha),
          planPower: String(study.plan.power),
          planCorrelation: String(study.plan.prePostCorrelation),
        }
      : { planHypotheses: '', planOutcome: '', planAnalysis: '', ...planDefaults }),
  };
}

/** The conditions not chosen yet, for the "add a condition" button. */
export function unusedConditions(rows: readonly ConditionRow[]): StudyCondition[] {
  return studyConditions.filter((c) => !rows.some((r) => r.condition === c));
}

/** Only the fields that changed, so a locked study is never sent conditions or seed it did not change. */
export function changedFields(before: StudyValues, after: StudyValues): Partial<StudyValues> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(value) !== JSON.stringify((before as Record<string, unknown>)[key])) out[key] = value;
  }
  return out as Partial<StudyValues>;
}
