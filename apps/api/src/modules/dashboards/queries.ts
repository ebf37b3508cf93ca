// SQL of the dashboards: the admin counts, the learner's courses and counts, and the quiz timers and quiz
// attempts tables, each one query for the page and one for the total, paginated and sorted in SQL.
import type { QuizAttemptSort, QuizTimerSort } from '@parcours/shared';
import { type Expression, type Kysely, sql } from 'kysely';
import { containsPattern, type Engine, likeOperator } from '../../db/dialect';
import type { DB } from '../../db/schema';
import { inClassesOf } from '../classes/access';
import { attemptTotalsQuery, gainSql, nlgSql, withPairs } from './gains-queries';

type Db = Kysely<DB>;
type Order = 'asc' | 'desc';

export interface AdminCounts {
  users: number;
  categories: number;
  subcategories: number;
  courses: number;
  subscribers: number;
}

export async function adminCounts(db: Db): Promise<AdminCounts> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('users')
        .select(eb.fn.countAll<number>().as('n'))
        .where('status', '!=', 'deleted')
        .as('users'),
      eb
        .selectFrom('categories')
        .select(eb.fn.countAll<number>().as('n'))
        .where('parent_id', 'is', null)
        .as('categories'),
      eb
        .selectFrom('categories')
        .select(eb.fn.countAll<number>().as('n'))
        .where('parent_id', 'is not', null)
        .as('subcategories'),
      eb
        .selectFrom('courses')
        .select(eb.fn.countAll<number>().as('n'))
        .where('deleted_at', 'is', null)
        .as('courses'),
      eb
        .selectFrom('enrolments as e')
        .innerJoin('courses as c', 'c.id', 'e.course_id')
        .select(eb.fn.countAll<number>().as('n'))
        .where('c.deleted_at', 'is', null)
        .as('subscribers'),
    ])
    .executeTakeFirstOrThrow();
  return {
    users: Number(row.users),
    categories: Number(row.categories),
    subcategories: Number(row.subcategories),
    courses: Number(row.courses),
    subscribers: Number(row.subscribers),
  };
}

/** Enrolments in live courses per top-level category (categories without any show 0), by title. */
export async function subscribersPerCategory(db: Db) {
  const rows = await db
    .selectFrom('categories as cat')
    .leftJoin('courses as c', (j) => j.onRef('c.category_id', '=', 'cat.id').on('c.deleted_at', 'is', null))
    .leftJoin('enrolments as e', 'e.course_id', 'c.id')
    .select(['cat.id as category_id', 'cat.title'])
    .select((eb) => eb.fn.count<number>('e.id').as('subscribers'))
    .where('cat.parent_id', 'is', null)
    .groupBy(['cat.id', 'cat.title'])
    .orderBy('cat.title')
    .orderBy('cat.id')
    .execute();
  return rows.map((r) => ({
    category_id: Number(r.category_id),
    title: r.title,
    subscribers: Number(r.subscribers),
  }));
}

export interface CourseGainRow {
  course_id: number;
  title: string;
  /** Learners with both a pretest and a post-test score: the n of mean_pre and mean_post. */
  learners: number;
  nlg: number | null;
  /** Learners with a normalized change (both 0 or both 100 have none): the n of `nlg`. */
  nlg_learners: number;
  mean_pre: number;
  mean_post: number;
}

/**
 * Course-level figures over the learners with both a pretest and a post-test score (docs/design/adaptive.md §7):
 * how many, the mean of their normalized changes with its own n (SQL avg and count skip the learners who have
 * none), and the mean pre and post that Hake's gain is computed from (by the shared `hakeGain()`, in the
 * service). This is the one implementation of the course mean: every screen and the export's documentation
 * read it from here.
 */
export async function courseGains(
  db: Db,
  opts: { courseId?: number; liveOnly: boolean },
): Promise<CourseGainRow[]> {
  const rows = await withPairs(db, { courseId: opts.courseId })
    .selectFrom('pairs as p')
    .innerJoin('courses as c', 'c.id', 'p.course_id')
    .select(['p.course_id', 'c.title'])
    .select((eb) => [
      eb.fn.countAll<number>().as('learners'),
      sql<number | null>`avg(${nlgSql(eb.ref('p.pre'), eb.ref('p.post'))})`.as('nlg'),
      sql<number>`count(${nlgSql(eb.ref('p.pre'), eb.ref('p.post'))})`.as('nlg_learners'),
      sql<number>`avg(p.pre)`.as('mean_pre'),
      sql<number>`avg(p.post)`.as('mean_post'),
    ])
    .where('p.pre', 'is not', null)
    .where('p.post', 'is not', null)
    .$if(opts.liveOnly, (q) => q.where('c.deleted_at', 'is', null))
    .groupBy(['p.course_id', 'c.title'])
    .orderBy('c.title')
    .orderBy('p.course_id')
    .execute();
  return rows.map((r) => ({
    course_id: Number(r.course_id),
    title: r.title,
    learners: Number(r.learners),
    nlg: r.nlg === null ? null : Number(r.nlg),
    nlg_learners: Number(r.nlg_learners),
    mean_pre: Number(r.mean_pre),
    mean_post: Number(r.mean_post),
  }));
}

/** Every word of the search must appear in the learner's first or last name, e-mail, or the course title. */
function searchWords(search: string | undefined): string[] {
  return (search ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
}

function matchAll(engine: Engine, search: string | undefined) {
  const op = sql.raw(likeOperator(engine));
  const columns = [sql.ref('u.first_name'), sql.ref('u.last_name'), sql.ref('u.email'), sql.ref('c.title')];
  const words = searchWords(search).map(containsPattern);
  if (words.length === 0) return null;
  return sql<boolean>`(${sql.join(
    words.map(
      (pattern) =>
        sql`(${sql.join(
          columns.map((col) => sql`${col} ${op} ${pattern} escape '\\'`),
          sql` or `,
        )})`,
    ),
    sql` and `,
  )})`;
}

/** Sorts on `expr` with nulls last in both directions (the engines disagree on where nulls go by default). */
function nullsLast(expr: Expression<unknown>) {
  return sql`case when ${expr} is null then 1 else 0 end`;
}

export interface TableFilter<S> {
  courseId?: number;
  /** An instructor's view: only their classes' learners, in their classes' courses. */
  instructorId?: number;
  search?: string;
  sort: S;
  order: Order;
  page: number;
  perPage: number;
}

export interface QuizTimerDbRow {
  id: number;
  user_id: number;
  course_id: number;
  first_name: string;
  last_name: string;
  email: string;
  course_title: string;
  pre: number | null;
  post: number | null;
  min_time: number | null;
  pre_version: number | null;
  post_version: number | null;
}

/**
 * One page of the quiz timers table: learners and courses with at least one submitted course-quiz attempt.
 * Sorting by nlg or gain uses the SQL twins of the shared formulas, so the order holds across pages.
 */
export async function quizTimerPage(db: Db, engine: Engine, f: TableFilter<QuizTimerSort>) {
  const pre = sql.ref<number | null>('p.pre');
  const post = sql.ref<number | null>('p.post');
  const sortExpr: Record<QuizTimerSort, Expression<unknown>> = {
    user_id: sql.ref('p.user_id'),
    course_title: sql`lower(c.title)`,
    nlg: nlgSql(pre, post),
    gain: gainSql(pre, post),
    min_time: sql.ref('p.min_time'),
    pre_test_percentage: pre,
    post_test_percentage: post,
  };
  const search = matchAll(engine, f.search);
  const base = withPairs(db, { courseId: f.courseId })
    .selectFrom('pairs as p')
    .innerJoin('enrolments as e', (j) =>
      j.onRef('e.user_id', '=', 'p.user_id').onRef('e.course_id', '=', 'p.course_id'),
    )
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('courses as c', 'c.id', 'p.course_id')
    .$if(search !== null, (q) => q.where(search!))
    .$if(f.instructorId !== undefined, (q) =>
      q.where(inClassesOf(f.instructorId!, 'e.user_id', 'e.course_id')),
    );
  const expr = sortExpr[f.sort];
  const [rows, count] = await Promise.all([
    base
      .select([
        'e.id',
        'p.user_id',
        'p.course_id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'c.title as course_title',
        'p.pre',
        'p.post',
        'p.min_time',
        'p.pre_version',
        'p.post_version',
      ])
      .orderBy(nullsLast(expr))
      .orderBy(expr, f.order)
      .orderBy('e.id')
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as QuizTimerDbRow[], total: Number(count.n) };
}

export interface QuizAttemptDbRow {
  id: number;
  user_id: number;
  course_id: number;
  first_name: string;
  last_name: string;
  email: string;
  course_title: string;
  attempts: number;
  course_quiz_attempts: number;
  learning_object_attempts: number;
  expired_attempts: number;
  average_score: number | null;
}

/** One page of the quiz attempts table: learners and courses with at least one submitted attempt. */
export async function quizAttemptPage(db: Db, engine: Engine, f: TableFilter<QuizAttemptSort>) {
  const sortExpr: Record<QuizAttemptSort, Expression<unknown>> = {
    user_id: sql.ref('t.user_id'),
    learner_name: sql`lower(u.last_name || ' ' || u.first_name)`,
    course_title: sql`lower(c.title)`,
    attempts: sql.ref('t.attempts'),
    average_score: sql.ref('t.average_score'),
  };
  const search = matchAll(engine, f.search);
  const base = db
    .with('totals', () => attemptTotalsQuery(db, { courseId: f.courseId }))
    .selectFrom('totals as t')
    .innerJoin('enrolments as e', (j) =>
      j.onRef('e.user_id', '=', 't.user_id').onRef('e.course_id', '=', 't.course_id'),
    )
    .innerJoin('users as u', 'u.id', 't.user_id')
    .innerJoin('courses as c', 'c.id', 't.course_id')
    .$if(search !== null, (q) => q.where(search!))
    .$if(f.instructorId !== undefined, (q) =>
      q.where(inClassesOf(f.instructorId!, 'e.user_id', 'e.course_id')),
    );
  const expr = sortExpr[f.sort];
  const [rows, count] = await Promise.all([
    base
      .select([
        'e.id',
        't.user_id',
        't.course_id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'c.title as course_title',
        't.attempts',
        't.course_quiz_attempts',
        't.learning_object_attempts',
        't.expired_attempts',
        't.average_score',
      ])
      .orderBy(nullsLast(expr))
      .orderBy(expr, f.order)
      .orderBy('e.id')
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as QuizAttemptDbRow[], total: Number(count.n) };
}

/** The learner's enrolments with their course titles, latest first. */
export function learnerEnrolments(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('enrolments as e')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .select(['c.id', 'c.title', 'e.status', 'e.level', 'e.progress', 'e.enrolled_at', 'e.completed_at'])
    .where('e.user_id', '=', userId)
    .orderBy('e.enrolled_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
}

export async function learnerCounts(db: Db, userId: number) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('enrolments')
        .select(eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .as('enrolled'),
      eb
        .selectFrom('enrolments')
        .select(eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('status', '=', 'completed')
        .as('completed'),
      eb
        .selectFrom('quiz_attempts')
        .select(eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('submitted_at', 'is not', null)
        .as('attempts'),
      eb
        .selectFrom('quiz_attempts')
        .select((e2) => e2.fn.count<number>('quiz_id').distinct().as('n'))
        .where('user_id', '=', userId)
        .where('status', '=', 'passed')
        .as('passed'),
      eb
        .selectFrom('certificates')
        .select(eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .as('certificates'),
    ])
    .executeTakeFirstOrThrow();
  return {
    enrolled_courses: Number(row.enrolled),
    completed_courses: Number(row.completed),
    quiz_attempts: Number(row.attempts),
    passed_quizzes: Number(row.passed),
    certificates: Number(row.certificates),
  };
}
