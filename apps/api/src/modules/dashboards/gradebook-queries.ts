// SQL of a course's gradebook (docs/design/contract.md §7): a page of the course's learners, then, for that page
// only, their closed attempts and mastered objects, one query each (never one per learner).
import { masteryThreshold } from '@parcours/shared';
import { type Kysely, sql } from 'kysely';
import type { Engine } from '../../db/dialect';
import type { DB } from '../../db/schema';
import { inClassesOf } from '../classes/access';
import { matchAll } from './queries';

type Db = Kysely<DB>;

export interface LearnerFilter {
  courseId: number;
  /** An instructor's view: the learners of their classes only. */
  instructorId?: number;
  classId?: number;
  search?: string;
}

function learners(db: Db, engine: Engine, f: LearnerFilter) {
  const search = matchAll(engine, f.search, ['u.first_name', 'u.last_name', 'u.email']);
  return db
    .selectFrom('enrolments as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .where('e.course_id', '=', f.courseId)
    .where('u.status', '<>', 'deleted')
    .$if(search !== null, (q) => q.where(search!))
    .$if(f.instructorId !== undefined, (q) =>
      q.where(inClassesOf(f.instructorId!, 'e.user_id', 'e.course_id')),
    )
    .$if(f.classId !== undefined, (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('class_members as cm')
            .select('cm.user_id')
            .whereRef('cm.user_id', '=', 'e.user_id')
            .where('cm.class_id', '=', f.classId!),
        ),
      ),
    );
}

export type GradebookSortKey = 'name' | 'progress' | 'enrolled_at';

/** One page of the course's learners (all of them without `page`), sorted, with the count of every match. */
export async function learnerPage(
  db: Db,
  engine: Engine,
  f: LearnerFilter & {
    sort: GradebookSortKey;
    order: 'asc' | 'desc';
    page?: { page: number; perPage: number };
  },
) {
  const dir = f.order;
  let query = learners(db, engine, f).select([
    'e.id as enrolment_id',
    'e.user_id',
    'e.status',
    'e.progress',
    'e.enrolled_at',
    'e.pretest_attempt_id',
    'e.posttest_attempt_id',
    'u.first_name',
    'u.last_name',
    'u.email',
  ]);
  if (f.sort === 'progress') query = query.orderBy('e.progress', dir);
  if (f.sort === 'enrolled_at') query = query.orderBy('e.enrolled_at', dir);
  query = query.orderBy('u.last_name', dir).orderBy('u.first_name', dir).orderBy('e.id', dir);
  if (f.page) query = query.limit(f.page.perPage).offset((f.page.page - 1) * f.page.perPage);
  const [rows, total] = await Promise.all([
    query.execute(),
    learners(db, engine, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

const attemptColumns = [
  'a.id',
  'a.user_id',
  'a.quiz_id',
  'a.kind',
  'a.score',
  'a.total_score_possible',
  'a.percentage',
  'a.status',
  'a.late',
  'a.started_at',
  'a.submitted_at',
] as const;

/** The closed attempts (submitted or expired) of these learners in the course: learning objects' and post-tests. */
export function closedAttempts(db: Db, courseId: number, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('quiz_attempts as a')
    .select(attemptColumns)
    .where('a.course_id', '=', courseId)
    .where('a.user_id', 'in', userIds)
    .where('a.kind', 'in', ['learning_object', 'posttest'])
    .where('a.status', '<>', 'started')
    .execute();
}

/** Attempts by id: the counted pretests and post-tests of a page. */
export function attemptsById(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('quiz_attempts as a').select(attemptColumns).where('a.id', 'in', ids).execute();
}

/** How many of these learning objects each learner has likely mastered (docs/design/adaptive.md §4). */
export function masteredCounts(db: Db, userIds: number[], learningObjectIds: number[]) {
  if (userIds.length === 0 || learningObjectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('mastery')
    .select(['user_id', sql<number>`count(*)`.as('n')])
    .where('user_id', 'in', userIds)
    .where('learning_object_id', 'in', learningObjectIds)
    .where('p_known', '>=', masteryThreshold)
    .groupBy('user_id')
    .execute();
}

export type AttemptCellRow = Awaited<ReturnType<typeof attemptsById>>[number];

/** A live course with what its outline is cached by. */
export function findGradebookCourse(db: Db, id: number) {
  return db
    .selectFrom('courses')
    .select(['id', 'title', 'structure_version'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
