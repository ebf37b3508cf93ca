// One row of the research export per learner and course, and CSV output (RFC 4180), shared by the API export
// and the dashboards so both show the same figures.
import type { PostTestRule } from '../schemas/courses';
import { gain, normalizedChange } from './gains';
import type { LearnerLevel } from './levels';
import { type StyleResultLike, signedScores } from './style';

export const researchColumns = [
  'learner',
  'course_id',
  'processing',
  'perception',
  'input',
  'understanding',
  'level',
  'pre_test_percentage',
  'post_test_percentage',
  // Which of the course's post-tests post_test_percentage is (docs/design/adaptive.md §2): first, best or latest.
  'post_test_rule',
  'gain',
  // Marx and Cummings' normalized change (docs/design/adaptive.md §7), the figure the screens show as NLG.
  'normalized_change',
  'versions_differ',
  'time_spent',
  'attempts',
  'nps',
  'usability_score',
  'engagement_score',
  // For a course in a study (docs/design/adaptive.md §10): the study, the learner's condition and consent
  // state; only learners who accepted appear for such a course. Empty for a course in no study.
  'study_id',
  'study_condition',
  'consent',
] as const;

export type ResearchColumn = (typeof researchColumns)[number];
export type CsvValue = string | number | boolean | null | undefined;
export type ResearchRow = Record<ResearchColumn, string | number | null>;

export interface ResearchRowInput {
  /** The learner's pseudonym, never derived from their identity. */
  pseudonym: string;
  courseId: number;
  style: StyleResultLike | null;
  level: LearnerLevel | null;
  pre: number | null;
  post: number | null;
  /** The course's rule choosing the counted post-test among the learner's post-tests. */
  postTestRule: PostTestRule;
  /** Whether the pretest and the post-test were taken on different versions of the course quiz. */
  versionsDiffer: boolean;
  /** Seconds. */
  timeSpent: number | null;
  attempts: number | null;
  nps: number | null;
  usabilityScore: number | null;
  engagementScore: number | null;
  /** The study the learner takes part in through this course, with their condition; null outside any study. */
  study?: { id: number; condition: string | null } | null;
}

const round = (value: number | null, digits: number) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/** Assembles one row; gain and NLG come from the same functions the dashboards use. Style scores are signed. */
export function researchRow(input: ResearchRowInput): ResearchRow {
  const style = input.style ? signedScores(input.style) : null;
  const both = input.pre !== null && input.post !== null;
  return {
    learner: input.pseudonym,
    course_id: input.courseId,
    processing: style ? style[0] : null,
    perception: style ? style[1] : null,
    input: style ? style[2] : null,
    understanding: style ? style[3] : null,
    level: input.level,
    pre_test_percentage: round(input.pre, 2),
    post_test_percentage: round(input.post, 2),
    // Empty without a post-test: no rule chose anything.
    post_test_rule: input.post === null ? null : input.postTestRule,
    gain: both ? round(gain(input.pre!, input.post!), 2) : null,
    normalized_change: both ? round(normalizedChange(input.pre!, input.post!), 4) : null,
    // 1 or 0 (read as numbers by R and pandas); empty without both scores, as gain and normalized_change.
    versions_differ: both ? (input.versionsDiffer ? 1 : 0) : null,
    time_spent: input.timeSpent,
    attempts: input.attempts,
    nps: input.nps,
    usability_score: round(input.usabilityScore, 2),
    engagement_score: round(input.engagementScore, 4),
    study_id: input.study?.id ?? null,
    study_condition: input.study?.condition ?? null,
    consent: input.study ? 'accepted' : null,
  };
}

/** One CSV field: quoted when it holds a comma, a double quote, CR or LF, with quotes doubled; empty for none. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' && !Number.isFinite(value) ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document with a header row; lines end with CRLF as RFC 4180 asks. */
export function toCsv<C extends string>(
  rows: readonly Partial<Record<C, CsvValue>>[],
  columns: readonly C[] = researchColumns as unknown as readonly C[],
): string {
  const lines = [columns.map(csvField).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvField(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
