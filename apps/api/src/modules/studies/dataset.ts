// What a study's dashboard and package are computed from (docs/design/adaptive.md §10), read in a fixed number
// of queries whatever the number of learners: each allocated learner still taking part with their enrolment in
// the course they were allocated in, their pretest and their post-tests, and the counts of the flow.
// Withdrawn learners are absent from everything here except the flow's counts and their allocation (condition
// and stratum, which the flow and the balance count as allocated: docs/studies.md §4).
import crypto from 'node:crypto';
import {
  type LearnerLevel,
  type QuestionnaireResponse,
  type StudyCondition,
  type StyleResult,
  styleResultFromColumns,
} from '@parcours/shared';
import type { NotNull } from 'kysely';
import type { Database } from '../../db/database';
import { type InstrumentData, loadInstrumentData } from './instruments';
import { statusOf } from './participation';
import type { ParticipantRow, StudyRow } from './queries';
import * as q from './queries';

export interface StudyParticipant {
  userId: number;
  pseudonym: string;
  condition: StudyCondition;
  stratum: LearnerLevel;
  allocationSeq: number;
  allocatedAt: string;
  studyVersion: number;
  consentVersion: number | null;
  courseId: number;
  enrolledAt: string;
  completedAt: string | null;
  pretestAttemptId: number | null;
  pre: number | null;
  /**
   * The post-test the course counts (its rule, which the study sets, among those submitted before the delayed
   * post-test became due): the enrolment's counted post-test.
   */
  postAttemptId: number | null;
  post: number | null;
  delayedDueAt: string | null;
  style: StyleResult | null;
  styleResultId: number | null;
}

/** One allocation as recorded, for a learner taking part or withdrawn since: nothing else of theirs. */
interface StudyAllocation {
  userId: number;
  condition: StudyCondition;
  stratum: LearnerLevel;
  withdrawn: boolean;
}

/** The counts of the flow before allocation (docs/studies.md §4); they add up as the dashboard's schema says. */
interface StudyDecisions {
  enrolled: number;
  consented: number;
  declined: number;
  undecided: number;
  awaitingAllocation: number;
  withdrawnBeforeAllocation: number;
  withdrawn: number;
}

export interface StudyData {
  flow: StudyDecisions;
  /** What the reliability and item figures are computed from (docs/studies.md §4, "Instruments"). */
  instruments: InstrumentData;
  /** Every allocation, withdrawn learners included, in allocation order. */
  allocations: StudyAllocation[];
  /** The allocated learners still taking part, with their data. */
  participants: StudyParticipant[];
}

/**
 * Each asked learner once: consented (withdrawn since or not), declined or undecided, by the participation rule
 * the consent page applies (`statusOf`: a consent to an older text is no decision until allocated).
 */
function studyDecisions(
  study: Pick<StudyRow, 'consent_version'>,
  groups: readonly (Pick<ParticipantRow, 'status' | 'condition' | 'consent_version'> & { n: number })[],
  neverAnswered: number,
): StudyDecisions {
  const d: StudyDecisions = {
    enrolled: 0,
    consented: 0,
    declined: 0,
    undecided: neverAnswered,
    awaitingAllocation: 0,
    withdrawnBeforeAllocation: 0,
    withdrawn: 0,
  };
  for (const g of groups) {
    const n = Number(g.n);
    const allocated = g.condition !== null;
    const status = statusOf(study, g);
    if (status === 'declined') d.declined += n;
    else if (status === 'pending') d.undecided += n;
    else {
      d.consented += n;
      if (status === 'withdrawn') d.withdrawn += n;
      if (!allocated && status === 'withdrawn') d.withdrawnBeforeAllocation += n;
      if (!allocated && status === 'accepted') d.awaitingAllocation += n;
    }
  }
  d.enrolled = d.consented + d.declined + d.undecided;
  return d;
}

/** The learner's id in one study's data: an HMAC of the study and the user with the server's secret. */
export function studyPseudonym(secret: string, studyId: number, userId: number): string {
  return `P${crypto.createHmac('sha256', secret).update(`study:${studyId}:${userId}`).digest('hex').slice(0, 16)}`;
}

export async function loadStudyData(db: Database, study: StudyRow, secret: string): Promise<StudyData> {
  const [decisions, neverAnswered, allocations, rows, styles] = await Promise.all([
    q.decisionGroups(db, study.id),
    q.enrolledWithoutDecision(db, study.id),
    q.allocationsOf(db, study.id),
    db
      .selectFrom('study_participants as p')
      .innerJoin('enrolments as e', (j) =>
        j.onRef('e.user_id', '=', 'p.user_id').onRef('e.course_id', '=', 'p.course_id'),
      )
      .leftJoin('quiz_attempts as pre', 'pre.id', 'e.pretest_attempt_id')
      // The post-test the course counts by its rule (docs/design/adaptive.md §2): the learner's pages, the
      // certificate and the study read the same one.
      .leftJoin('quiz_attempts as post', 'post.id', 'e.posttest_attempt_id')
      .select([
        'p.user_id',
        'p.condition',
        'p.stratum',
        'p.allocation_seq',
        'p.allocated_at',
        'p.study_version',
        'p.consent_version',
        'p.course_id',
        'p.delayed_due_at',
        'e.enrolled_at',
        'e.completed_at',
        'e.pretest_attempt_id',
        'pre.percentage as pre',
        'e.posttest_attempt_id',
        'post.percentage as post',
      ])
      .where('p.study_id', '=', study.id)
      .where('p.status', '=', 'accepted')
      .where('p.condition', 'is not', null)
      // the allocation writes condition and stratum together
      .$narrowType<{ condition: NotNull; stratum: NotNull }>()
      .orderBy('p.allocated_at')
      .orderBy('p.id')
      .execute(),
    // Each participant's latest style result, found by the results' (user, time) index: no window over them all.
    db
      .selectFrom('study_participants as p')
      .innerJoin('learning_style_results as r', (j) =>
        j.on((eb) =>
          eb(
            'r.id',
            '=',
            eb
              .selectFrom('learning_style_results as latest')
              .select('latest.id')
              .whereRef('latest.user_id', '=', 'p.user_id')
              .orderBy('latest.created_at', 'desc')
              .orderBy('latest.id', 'desc')
              .limit(1),
          ),
        ),
      )
      .selectAll('r')
      .where('p.study_id', '=', study.id)
      .where('p.status', '=', 'accepted')
      .where('p.condition', 'is not', null)
      .execute(),
  ]);

  const styleByUser = new Map(styles.map((s) => [s.user_id, s]));
  const instruments = await loadInstrumentData(
    db,
    study.id,
    styles.map((s) => JSON.parse(s.responses) as QuestionnaireResponse[]),
  );

  return {
    flow: studyDecisions(study, decisions, neverAnswered),
    instruments,
    allocations: allocations.map((a) => ({
      userId: a.user_id,
      condition: a.condition,
      stratum: a.stratum,
      withdrawn: a.status === 'withdrawn',
    })),
    participants: rows.map((r) => {
      const style = styleByUser.get(r.user_id);
      return {
        userId: r.user_id,
        pseudonym: studyPseudonym(secret, study.id, r.user_id),
        condition: r.condition,
        stratum: r.stratum,
        allocationSeq: Number(r.allocation_seq),
        allocatedAt: r.allocated_at!,
        studyVersion: Number(r.study_version),
        consentVersion: r.consent_version,
        courseId: r.course_id,
        enrolledAt: r.enrolled_at,
        completedAt: r.completed_at,
        pretestAttemptId: r.pretest_attempt_id,
        pre: r.pre === null ? null : Number(r.pre),
        postAttemptId: r.posttest_attempt_id,
        post: r.post === null ? null : Number(r.post),
        delayedDueAt: r.delayed_due_at,
        style: style ? styleResultFromColumns(style) : null,
        styleResultId: style?.id ?? null,
      };
    }),
  };
}
