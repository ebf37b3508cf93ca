// SQL of the dashboards: the admin counts, the learner's courses and counts, and the quiz timers and quiz
// attempts tables, each one query for the page and one for the total, paginated and sorted in SQL. Course-wide
// figures and unfiltered totals come from the per-course sums of `course_figures` (figures.ts keeps them).
import type { QuizAttemptSort, QuizTimerSort } from '@parcours/shared';
import { type Expression, type Kysely, sql } from 'kysely';
import { containsPattern, type Engine, likeOperator } from '../../db/dialect';
import type { DB } from '../../db/schema';
import { inClassesOf } from '../classes/access';
import { tableFigures } from './gains-queries';

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
      // Each course's count of enrolments, kept by the enrol transaction: no read of every enrolment.
      eb
        .selectFrom('courses')
        .select(sql<number>`coalesce(sum(subscribers_count), 0)`.as('n'))
        .where('deleted_at', 'is', null)
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
    .select(['cat.id as category_id', 'cat.title'])
    .select(sql<number>`coalesce(sum(c.subscribers_count), 0)`.as('subscribers'))
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

export interface CourseSumsRow {
  course_id: number;
  title: string;
  learners: number;
  pre_sum: number;
  post_sum: number;
  nlg_sum: number;
  nlg_count: number;
}

/**
 * Each course's sums over its learners with both a pretest and a post-test score (docs/design/adaptive.md §7),
 * one row per course from `course_figures`: the course NLG and Hake's gain are computed from them by the shared
 * `courseNlg()` and `courseHakeGain()` (in the service), the one implementation every screen reads. Courses
 * without such a learner are left out.
 */
export async function courseSums(
  db: Db,
  opts: { courseId?: number; liveOnly: boolean },
): Promise<CourseSumsRow[]> {
  const rows = await db
    .selectFrom('course_figures as f')
    .innerJoin('courses as c', 'c.id', 'f.course_id')
    .select(['f.course_id', 'c.title', 'f.learners', 'f.pre_sum', 'f.post_sum', 'f.nlg_sum', 'f.nlg_count'])
    .where('f.learners', '>', 0)
    .$if(opts.courseId !== undefined, (q) => q.where('f.course_id', '=', opts.courseId!))
    .$if(opts.liveOnly, (q) => q.where('c.deleted_at', 'is', null))
    .orderBy('c.title')
    .orderBy('f.course_id')
    .execute();
  return rows.map((r) => ({
    course_id: Number(r.course_id),
    title: r.title,
    learners: Number(r.learners),
    pre_sum: Number(r.pre_sum),
    post_sum: Number(r.post_sum),
    nlg_sum: Number(r.nlg_sum),
    nlg_count: Number(r.nlg_count),
  }));
}

/**
 * Rows of the quiz timers (`timer_rows`) or quiz attempts (`attempt_rows`) table: without a search or an
 * instructor's scope, the sum of the courses' kept counts (all courses or one); otherwise `count` of the page's
 * own query.
 */
async function pageTotal(
  db: Db,
  column: 'timer_rows' | 'attempt_rows',
  f: { courseId?: number; instructorId?: number },
  searched: boolean,
  count: () => Promise<{ n: number | string }>,
) {
  if (searched || f.instructorId !== undefined) return Number((await count()).n);
  const row = await db
    .selectFrom('course_figures')
    .select(sql<number>`coalesce(sum(${sql.ref(column)}), 0)`.as('n'))
    .$if(f.courseId !== undefined, (q) => q.where('course_id', '=', f.courseId!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every word of the search must appear in the learner's first or last name, e-mail, or the course title. */
function searchWords(search: string | undefined): string[] {
  return (search ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
}

/** Every word of the search in one of the columns (by default the learner's names, e-mail and the course title). */
export function matchAll(
  engine: Engine,
  search: string | undefined,
  columnNames: readonly string[] = ['u.first_name', 'u.last_name', 'u.email', 'c.title'],
) {
  const op = sql.raw(likeOperator(engine));
  const columns = columnNames.map((name) => sql.ref(name));
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

/**
 * Sorts on `expr` with nulls last in both directions (the engines disagree on where nulls go by default). Keys
 * that are never null (`neverNull`) sort on themselves alone, so the index that holds them serves the sort.
 */
function nullsLast(expr: Expression<unknown>) {
  return sql`case when ${expr} is null then 1 else 0 end`;
}

/**
 * The row after equal sort keys: by learner the (learner, course) key itself, which the per-learner rows' primary
 * key serves, so the default page reads ten rows in index order; otherwise the enrolment's id.
 */
function tieBreak(sort: string) {
  return sort === 'user_id' ? sql.ref('f.course_id') : sql.ref('e.id');
}

/** Learners never sort with nulls: their id, name and the course title and attempt count always exist. */
const neverNull = new Set(['user_id', 'learner_name', 'course_title', 'attempts']);

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

/**
 * What the quiz timers and quiz attempts tables share: their figures rows (`tableFigures`) with the learner's
 * enrolment, name and course, searched and kept to an instructor's classes; `page` sorts them on `sortExpr[f.sort]`
 * and cuts the page (the learner's and course's columns; the caller adds its own), `total()` counts every row.
 */
function figuresTable<S extends string>(
  db: Db,
  engine: Engine,
  f: TableFilter<S>,
  table: { rows: 'pairs' | 'totals'; sortExpr: Record<S, Expression<unknown>> },
) {
  const search = matchAll(engine, f.search);
  const base = tableFigures(db, { courseId: f.courseId }, table.rows)
    .innerJoin('enrolments as e', (j) =>
      j.onRef('e.user_id', '=', 'f.user_id').onRef('e.course_id', '=', 'f.course_id'),
    )
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .innerJoin('courses as c', 'c.id', 'f.course_id')
    .$if(search !== null, (q) => q.where(search!))
    .$if(f.instructorId !== undefined, (q) =>
      q.where(inClassesOf(f.instructorId!, 'e.user_id', 'e.course_id')),
    );
  const expr = table.sortExpr[f.sort];
  const page = base
    .select([
      'e.id',
      'f.user_id',
      'f.course_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'c.title as course_title',
    ])
    .$if(!neverNull.has(f.sort), (q) => q.orderBy(nullsLast(expr)))
    .orderBy(expr, f.order)
    .orderBy(tieBreak(f.sort))
    .limit(f.perPage)
    .offset((f.page - 1) * f.perPage);
  const total = () =>
    pageTotal(db, table.rows === 'pairs' ? 'timer_rows' : 'attempt_rows', f, search !== null, () =>
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    );
  return { page, total };
}

/** The columns every row of the two tables starts with: the enrolment's id, the learner and the course. */
interface LearnerCourseDbRow {
  id: number;
  user_id: number;
  course_id: number;
  first_name: string;
  last_name: string;
  email: string;
  course_title: string;
}

interface QuizTimerDbRow extends LearnerCourseDbRow {
  post_test_rule: string;
  pre: number | null;
  post: number | null;
  min_time: number | null;
  pre_version: number | null;
  post_version: number | null;
}

/**
 * One page of the quiz timers table: learners and courses with at least one submitted course-quiz attempt.
 * Sorting by nlg or gain reads the values the shared functions stored with each row, so the order holds across
 * pages.
 */
export async function quizTimerPage(db: Db, engine: Engine, f: TableFilter<QuizTimerSort>) {
  const { page, total } = figuresTable(db, engine, f, {
    rows: 'pairs',
    sortExpr: {
      user_id: sql.ref('f.user_id'),
      course_title: sql`lower(c.title)`,
      nlg: sql.ref('f.nlg'),
      gain: sql.ref('f.gain'),
      min_time: sql.ref('f.min_time'),
      pre_test_percentage: sql.ref('f.pre'),
      post_test_percentage: sql.ref('f.post'),
    },
  });
  const [rows, count] = await Promise.all([
    page
      .select(['c.post_test_rule', 'f.pre', 'f.post', 'f.min_time', 'f.pre_version', 'f.post_version'])
      .execute(),
    total(),
  ]);
  return { rows: rows as QuizTimerDbRow[], total: count };
}

interface QuizAttemptDbRow extends LearnerCourseDbRow {
  attempts: number;
  course_quiz_attempts: number;
  learning_object_attempts: number;
  expired_attempts: number;
  average_score: number | null;
}

/** One page of the quiz attempts table: learners and courses with at least one submitted attempt. */
export async function quizAttemptPage(db: Db, engine: Engine, f: TableFilter<QuizAttemptSort>) {
  const { page, total } = figuresTable(db, engine, f, {
    rows: 'totals',
    sortExpr: {
      user_id: sql.ref('f.user_id'),
      learner_name: sql`lower(u.last_name || ' ' || u.first_name)`,
      course_title: sql`lower(c.title)`,
      attempts: sql.ref('f.attempts'),
      average_score: sql.ref('f.average_score'),
    },
  });
  const [rows, count] = await Promise.all([
    page
      .select([
        'f.attempts',
        'f.course_quiz_attempts',
        'f.learning_object_attempts',
        'f.expired_attempts',
        'f.average_score',
      ])
      .execute(),
    total(),
  ]);
  return { rows: rows as QuizAttemptDbRow[], total: count };
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
        .where('status', '<>', 'started')
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
