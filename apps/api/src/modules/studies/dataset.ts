// What a study's dashboard and package are computed from (docs/design/adaptive.md §10), read in a fixed number
// of queries whatever the number of learners: each allocated learner still taking part with their enrolment in
// the course they were allocated in, their pretest and their post-tests, and the counts of the flow.
// Withdrawn learners are absent from everything here except the withdrawn count.
import crypto from 'node:crypto';
import {
  type LearnerLevel,
  type StudyCondition,
  type StyleResult,
  styleResultFromColumns,
} from '@parcours/shared';
import { type NotNull, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { StudyRow } from './queries';

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

export interface StudyData {
  flow: { enrolled: number; consented: number; declined: number; withdrawn: number; pending: number };
  participants: StudyParticipant[];
}

/** The learner's id in one study's data: an HMAC of the study and the user with the server's secret. */
export function studyPseudonym(secret: string, studyId: number, userId: number): string {
  return `P${crypto.createHmac('sha256', secret).update(`study:${studyId}:${userId}`).digest('hex').slice(0, 16)}`;
}

export async function loadStudyData(db: Database, study: StudyRow, secret: string): Promise<StudyData> {
  const [enrolled, statuses, rows, styles] = await Promise.all([
    db
      .selectFrom('enrolments as e')
      .innerJoin('study_courses as sc', 'sc.course_id', 'e.course_id')
      .select(sql<number>`count(distinct e.user_id)`.as('n'))
      .where('sc.study_id', '=', study.id)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('study_participants as w')
              .select('w.id')
              .where('w.study_id', '=', study.id)
              .whereRef('w.user_id', '=', 'e.user_id')
              .where('w.status', '=', 'withdrawn'),
          ),
        ),
      )
      .executeTakeFirst(),
    db
      .selectFrom('study_participants')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('study_id', '=', study.id)
      .groupBy('status')
      .execute(),
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
  const count = (status: string) => Number(statuses.find((s) => s.status === status)?.n ?? 0);

  return {
    flow: {
      enrolled: Number(enrolled?.n ?? 0),
      consented: count('accepted'),
      declined: count('declined'),
      withdrawn: count('withdrawn'),
      pending: count('pending'),
    },
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
