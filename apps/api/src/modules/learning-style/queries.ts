// SQL of learning-style results: a re-take adds a row (history is kept), the newest row per user is the result.
import type { RoleValue } from '@parcours/shared';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, LearningStyleResultsTable } from '../../db/schema';

type Db = Kysely<DB>;
export type StyleRow = Selectable<LearningStyleResultsTable>;

export function insertResult(db: Db, values: Insertable<LearningStyleResultsTable>) {
  return db.insertInto('learning_style_results').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Whether the learner is enrolled in a course that is not deleted. */
/** The newest result of each of these users (ids grow with time, so the largest id is the latest). */
export async function latestResults(db: Db, userIds: readonly number[]): Promise<StyleRow[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  return db
    .selectFrom('learning_style_results')
    .selectAll()
    .where('id', 'in', (qb) =>
      qb
        .selectFrom('learning_style_results')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('user_id', 'in', ids)
        .groupBy('user_id'),
    )
    .execute();
}

/** One page of a user's results, newest first. */
export async function resultsPage(db: Db, userId: number, limit: number, offset: number) {
  const base = db.selectFrom('learning_style_results').where('user_id', '=', userId);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * The latest result of every learner whose account is not deleted, in one query: the newest row per user
 * (max id grouped by user) joined back to its columns.
 */
export function latestResultsOfLearners(db: Db, learnerRole: RoleValue) {
  return db
    .selectFrom('learning_style_results as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.user_id',
      'r.processing_category',
      'r.processing_score',
      'r.perception_category',
      'r.perception_score',
      'r.input_category',
      'r.input_score',
      'r.understanding_category',
      'r.understanding_score',
    ])
    .where('r.id', 'in', (qb) =>
      qb
        .selectFrom('learning_style_results')
        .select((eb) => eb.fn.max('id').as('id'))
        .groupBy('user_id'),
    )
    .where('u.deleted_at', 'is', null)
    .where('u.role', '=', learnerRole)
    .execute();
}
