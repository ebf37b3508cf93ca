// SQL of the research export: enrolments in id order, a batch at a time (keyset pagination), and the latest
// learning-style result of a batch's learners.
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB>;

export function courseExists(db: Db, courseId: number) {
  return db.selectFrom('courses').select('id').where('id', '=', courseId).executeTakeFirst();
}

/**
 * The next `limit` enrolments after `afterId`, with the learner's pseudonym and latest survey scores and the
 * course's post-test rule. Consent is honoured (docs/design/adaptive.md §10): an enrolment in a course of a
 * study that has opened is research data only when the learner accepted that study (and has not withdrawn);
 * the study and the learner's condition come with it.
 */
export function enrolmentBatch(db: Db, f: { afterId: number; courseId?: number; limit: number }) {
  // The learner's accepted participation in a study (opened at some point) that covers this course.
  const accepted = (eb: ExpressionBuilder<DB & { e: DB['enrolments'] }, 'e'>) =>
    eb
      .selectFrom('study_participants as p')
      .innerJoin('study_courses as sc', 'sc.study_id', 'p.study_id')
      .innerJoin('studies as s', 's.id', 'p.study_id')
      .whereRef('sc.course_id', '=', 'e.course_id')
      .whereRef('p.user_id', '=', 'e.user_id')
      .where('p.status', '=', 'accepted')
      .where('s.state', '<>', 'draft');
  let q = db
    .selectFrom('enrolments as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .select((eb) => [
      'e.id',
      'e.user_id',
      'e.course_id',
      'e.level',
      'u.pseudonym',
      'u.nps',
      'u.usability_score',
      'u.engagement_score',
      'c.post_test_rule',
      accepted(eb).select('p.study_id').orderBy('p.study_id', 'desc').limit(1).as('study_id'),
      accepted(eb).select('p.condition').orderBy('p.study_id', 'desc').limit(1).as('study_condition'),
    ])
    .where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb
              .selectFrom('study_courses as sc')
              .innerJoin('studies as s', 's.id', 'sc.study_id')
              .select('sc.study_id')
              .whereRef('sc.course_id', '=', 'e.course_id')
              .where('s.state', '<>', 'draft'),
          ),
        ),
        eb.exists(accepted(eb).select('p.id')),
      ]),
    )
    .where('e.id', '>', f.afterId)
    .orderBy('e.id')
    .limit(f.limit);
  if (f.courseId !== undefined) q = q.where('e.course_id', '=', f.courseId);
  return q.execute();
}

/** Each learner's latest learning-style result (by created_at, then id). */
export async function latestStyles(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .with('ranked', (qb) =>
      qb
        .selectFrom('learning_style_results as r')
        .selectAll('r')
        .select(
          sql<number>`row_number() over (partition by r.user_id order by r.created_at desc, r.id desc)`.as(
            'rn',
          ),
        )
        .where('r.user_id', 'in', userIds),
    )
    .selectFrom('ranked')
    .select([
      'ranked.user_id',
      'ranked.processing_category',
      'ranked.processing_score',
      'ranked.perception_category',
      'ranked.perception_score',
      'ranked.input_category',
      'ranked.input_score',
      'ranked.understanding_category',
      'ranked.understanding_score',
    ])
    .where('ranked.rn', '=', 1)
    .execute();
}
