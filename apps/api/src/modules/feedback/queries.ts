// SQL of the feedback survey: its questions, stored responses and answers, the scores copied to users, and the
// figures of the platform metrics.
import type { FeedbackCategory } from '@parcours/shared';
import type { Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';
import { containsPattern, type Engine, likeOperator } from '../../db/dialect';
import type { DB, FeedbackAnswersTable, FeedbackResponsesTable } from '../../db/schema';
import { inClassesOf } from '../classes/access';

type Db = Kysely<DB>;

export function allQuestions(db: Db) {
  return db.selectFrom('feedback_questions').selectAll().orderBy('question_number').execute();
}

export async function questionPage(
  db: Db,
  f: { category?: FeedbackCategory; limit: number; offset: number },
): Promise<{ rows: Awaited<ReturnType<typeof allQuestions>>; total: number }> {
  let base = db.selectFrom('feedback_questions');
  if (f.category) base = base.where('category', '=', f.category);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('question_number').limit(f.limit).offset(f.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function insertResponse(db: Db, values: Insertable<FeedbackResponsesTable>) {
  return db.insertInto('feedback_responses').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function insertAnswers(db: Db, rows: Insertable<FeedbackAnswersTable>[]) {
  if (rows.length > 0) await db.insertInto('feedback_answers').values(rows).execute();
}

export async function setUserScores(
  db: Db,
  userId: number,
  scores: { nps: number | null; usability_score: number | null; engagement_score: number | null },
  now: string,
) {
  await db
    .updateTable('users')
    .set({ ...scores, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** How many users' latest answer is each NPS value (at most eleven rows). */
export function npsDistribution(db: Db) {
  return db
    .selectFrom('users')
    .select(['nps'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('nps', 'is not', null)
    .groupBy('nps')
    .execute();
}

export async function scoreMeans(db: Db) {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      sql<number | null>`avg(usability_score)`.as('usability'),
      eb.fn.count<number>('usability_score').as('usability_n'),
      sql<number | null>`avg(engagement_score)`.as('engagement'),
      eb.fn.count<number>('engagement_score').as('engagement_n'),
    ])
    // The accounts that answered a survey (the partial index of migration 0016): the same means and counts.
    .where(sql<boolean>`usability_score is not null or engagement_score is not null`)
    .executeTakeFirstOrThrow();
  const submissions = await db
    .selectFrom('feedback_responses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    usability: row.usability === null ? null : Number(row.usability),
    usabilityCount: Number(row.usability_n),
    engagement: row.engagement === null ? null : Number(row.engagement),
    engagementCount: Number(row.engagement_n),
    submissions: Number(submissions.n),
  };
}

export interface ResponseFilter {
  courseId?: number;
  userId?: number;
  search?: string;
  /**
   * An instructor's id: only the responses of their classes' learners about their classes' courses (a response
   * about no course, or about a course of another class, spans other learners and stays out).
   */
  instructorId?: number;
}

function filteredResponses(db: Db, engine: Engine, f: ResponseFilter) {
  const op = sql.raw(likeOperator(engine));
  let q = db
    .selectFrom('feedback_responses as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('courses as c', 'c.id', 'r.course_id');
  if (f.courseId !== undefined) q = q.where('r.course_id', '=', f.courseId);
  if (f.userId !== undefined) q = q.where('r.user_id', '=', f.userId);
  if (f.instructorId !== undefined) q = q.where(inClassesOf(f.instructorId, 'r.user_id', 'r.course_id'));
  for (const word of (f.search ?? '').split(/\s+/).filter(Boolean).slice(0, 5)) {
    const pattern = containsPattern(word);
    q = q.where((eb) =>
      eb.or(
        (['u.first_name', 'u.last_name', 'u.email'] as const).map(
          (column) => sql<boolean>`${eb.ref(column)} ${op} ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return q;
}

export async function countResponses(db: Db, engine: Engine, f: ResponseFilter): Promise<number> {
  const row = await filteredResponses(db, engine, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function responsePage(
  db: Db,
  engine: Engine,
  f: ResponseFilter & {
    sort: 'created_at' | 'nps' | 'usability_score' | 'engagement_score';
    order: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
) {
  const column = sql.ref(`r.${f.sort}`);
  return filteredResponses(db, engine, f)
    .select([
      'r.id',
      'r.user_id',
      'u.first_name',
      'u.last_name',
      'r.course_id',
      'c.title as course_title',
      'r.nps',
      'r.usability_score',
      'r.engagement_score',
      'r.created_at',
    ])
    .orderBy(sql`case when ${column} is null then 1 else 0 end`)
    .orderBy(column, f.order)
    .orderBy('r.id', f.order)
    .limit(f.limit)
    .offset(f.offset)
    .execute();
}

export function answersOf(db: Db, responseIds: number[]) {
  if (responseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('feedback_answers as a')
    .innerJoin('feedback_questions as q', 'q.id', 'a.question_id')
    .select([
      'a.response_id',
      'a.question_id',
      'q.question_number',
      'q.category',
      'a.value_number',
      'a.value_text',
    ])
    .where('a.response_id', 'in', responseIds)
    .orderBy('a.response_id')
    .orderBy('q.question_number')
    .execute();
}

/** The learner's latest submitted post-test, whatever the course: what makes the survey offer appear. */
export function latestPostTest(db: Db, userId: number) {
  return db
    .selectFrom('quiz_attempts')
    .select(['course_id', 'submitted_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'posttest')
    .where('submitted_at', 'is not', null)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The survey sections the learner has answered at least once (at most four rows). */
export async function answeredCategories(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('feedback_answers as a')
    .innerJoin('feedback_responses as r', 'r.id', 'a.response_id')
    .innerJoin('feedback_questions as q', 'q.id', 'a.question_id')
    .select('q.category')
    .distinct()
    .where('r.user_id', '=', userId)
    .execute();
  return rows.map((r) => r.category);
}

export function findSurveyOffer(db: Db, userId: number) {
  return db
    .selectFrom('survey_offers')
    .select(['snoozed_at', 'declined_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** "Not now" sets `snoozed_at`, "No, thanks" `declined_at`; one row per learner. */
export async function saveSurveyOffer(
  db: Db,
  userId: number,
  values: { snoozed_at?: string; declined_at?: string },
  now: string,
) {
  await db
    .insertInto('survey_offers')
    .values({ user_id: userId, ...values, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: now }))
    .execute();
}
