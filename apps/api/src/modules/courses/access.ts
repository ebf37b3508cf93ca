// Who may see and who may author a course, in one place (docs/design/product.md §6, docs/design/contract.md §4).
// Admins author every course; instructors and designers author the courses they created or were added to;
// learners and visitors see published courses only. Routes state their rule with the preHandlers below, and the
// catalogue queries use the same SQL conditions, so a rule changes here and nowhere else.
import { authorRoles, type CourseStatus, recordId, roles } from '@parcours/shared';
import type { FastifyRequest } from 'fastify';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { AppError } from '../../app-error';
import type { DB } from '../../db/schema';

type Db = Kysely<DB>;

export interface CourseActor {
  id: number;
  role: number;
}

/** The roles that build courses (shared constants: the route guards and the web read the same list). */
export { authorRoles };

/** Visible to learners and visitors: the catalogue, recommendations, the course page, enrolment, media. */
export const visibleStatus: CourseStatus = 'published';

const notFound = () => new AppError(404, 'error.courseNotFound');

/** The course ids an author's lists are limited to, as SQL: none for an admin. */
export function authoredBy(eb: ExpressionBuilder<DB, 'courses'>, userId: number): Expression<SqlBool> {
  return eb.or([
    eb('courses.created_by', '=', userId),
    eb.exists(
      eb
        .selectFrom('course_authors as ca')
        .select('ca.user_id')
        .whereRef('ca.course_id', '=', 'courses.id')
        .where('ca.user_id', '=', userId),
    ),
  ]);
}

/**
 * The courses this person may attach to a class they run, as SQL: any for an admin; for an instructor the
 * published ones of the catalogue and those they author (their drafts too), never another author's draft.
 */
export function attachableBy(eb: ExpressionBuilder<DB, 'courses'>, actor: CourseActor): Expression<SqlBool> {
  if (actor.role === roles.admin) return eb.lit(true);
  return eb.or([eb('courses.status', '=', visibleStatus), authoredBy(eb, actor.id)]);
}

/** The author filter of a list: undefined (every course) for an admin, the author's id otherwise. */
export function authorScope(actor: CourseActor): number | undefined {
  if (!(authorRoles as readonly number[]).includes(actor.role)) throw new AppError(403, 'error.notAllowed');
  return actor.role === roles.admin ? undefined : actor.id;
}

/** Whether this person may edit the course's settings, content and quizzes (false when it does not exist). */
export async function canAuthorCourse(db: Db, actor: CourseActor, courseId: number): Promise<boolean> {
  if (!(authorRoles as readonly number[]).includes(actor.role)) return false;
  const query = db
    .selectFrom('courses')
    .select('courses.id')
    .where('courses.id', '=', courseId)
    .where('courses.deleted_at', 'is', null);
  const row = await (actor.role === roles.admin
    ? query
    : query.where((eb) => authoredBy(eb, actor.id))
  ).executeTakeFirst();
  return row !== undefined;
}

/**
 * Throws unless the actor authors the course. Another author's course answers 404, as if absent, so course
 * ids of drafts are not confirmed to those who may not see them.
 */
async function assertAuthorsCourse(db: Db, actor: CourseActor, courseId: number): Promise<void> {
  if (!(await canAuthorCourse(db, actor, courseId))) throw notFound();
}

/** The course a quiz belongs to: its own for a course quiz, its learning object's unit's course otherwise. */
async function courseOfQuiz(db: Db, quizId: number): Promise<number | null> {
  const row = await db
    .selectFrom('quizzes')
    .leftJoin('learning_objects as lo', 'lo.id', 'quizzes.learning_object_id')
    .leftJoin('educational_units as eu', 'eu.id', 'lo.unit_id')
    .select(['quizzes.course_id', 'eu.course_id as lo_course_id'])
    .where('quizzes.id', '=', quizId)
    .executeTakeFirst();
  return row ? (row.course_id ?? row.lo_course_id ?? null) : null;
}

async function courseOfLearningObject(db: Db, loId: number): Promise<number | null> {
  const row = await db
    .selectFrom('learning_objects as lo')
    .innerJoin('educational_units as eu', 'eu.id', 'lo.unit_id')
    .select('eu.course_id')
    .where('lo.id', '=', loId)
    .executeTakeFirst();
  return row?.course_id ?? null;
}

/** Where a route finds the course it acts on. */
export type CourseLocator = 'courseId' | 'id' | 'quizId' | 'loId';

async function locate(db: Db, by: CourseLocator, params: Record<string, unknown>): Promise<number | null> {
  // Before the route's validation: an id no row can have (the shared `recordId` rule) names nothing.
  const parsed = recordId.safeParse(params[by]);
  if (!parsed.success) return null;
  const value = parsed.data;
  if (by === 'quizId') return courseOfQuiz(db, value);
  if (by === 'loId') return courseOfLearningObject(db, value);
  return value;
}

/**
 * onRequest hook of the authoring routes (after `authenticate` and the role check): 404 unless the caller
 * authors the course the route's parameter leads to. Declared on the route, so each route states its rule, and
 * run before the body is read, so nobody else's upload or form is ever parsed.
 */
export function authorsCourse(db: Db, by: CourseLocator) {
  return async (request: FastifyRequest) => {
    const auth = request.auth;
    if (!auth) throw new AppError(401, 'error.tokenInvalid');
    const courseId = await locate(db, by, request.params as Record<string, unknown>);
    if (courseId === null) {
      if (by === 'quizId') throw new AppError(404, 'error.quizNotFound');
      if (by === 'loId') throw new AppError(404, 'error.learningObjectNotFound');
      throw notFound();
    }
    await assertAuthorsCourse(db, { id: auth.userId, role: auth.role }, courseId);
  };
}
