// Who may do what with classes: admins run every class; instructors create classes and run their own
// (docs/design/architecture.md, "ownership: own classes"). Learners only join with a code.
import { recordId, roles } from '@parcours/shared';
import type { FastifyRequest } from 'fastify';
import { type Expression, type SqlBool, sql } from 'kysely';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { findClass } from './queries';

export interface ClassActor {
  id: number;
  role: number;
}

const forbidden = () => new AppError(403, 'error.notAllowed');
const notFound = () => new AppError(404, 'error.classNotFound');

/** Admins and instructors may list and create classes. */
export function assertMayRunClasses(actor: ClassActor): void {
  if (actor.role !== roles.admin && actor.role !== roles.instructor) throw forbidden();
}

/** The owner filter of the list: none for an admin, their own for an instructor. */
export function listScope(actor: ClassActor): number | undefined {
  assertMayRunClasses(actor);
  return actor.role === roles.admin ? undefined : actor.id;
}

/**
 * Admins reach every class; an instructor only their own, and another's answers 404 (as if absent), so class
 * ids of other teachers are not confirmed.
 */
export function assertRuns<T extends { owner_id: number | null }>(actor: ClassActor, row: T | undefined): T {
  assertMayRunClasses(actor);
  if (!row) throw notFound();
  if (actor.role !== roles.admin && row.owner_id !== actor.id) throw notFound();
  return row;
}

/** Only learners join classes: an admin's or instructor's own account is not enrolled through a code. */
export function assertMayJoin(actor: ClassActor): void {
  if (actor.role !== roles.user) throw forbidden();
}

/**
 * onRequest hook of the routes on one class (after `authenticate` and the role check): 404 unless the caller runs
 * the class of the `:id` parameter, checked before the body is read.
 */
export function runsClass(db: Database) {
  return async (request: FastifyRequest) => {
    const auth = request.auth;
    if (!auth) throw new AppError(401, 'error.tokenInvalid');
    // Before the route's validation: an id no row can have (the shared `recordId` rule) names no class.
    const id = recordId.safeParse((request.params as { id?: unknown }).id);
    if (!id.success) throw notFound();
    assertRuns({ id: auth.userId, role: auth.role }, await findClass(db, id.data));
  };
}

/**
 * SQL: the learner (`userColumn`) is a member of a class this instructor runs, and the course (`courseColumn`) is
 * one of that class's courses. What an instructor sees of learners is limited to it (docs/design/product.md §6).
 */
export function inClassesOf(
  instructorId: number,
  userColumn: string,
  courseColumn: string,
): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from classes cl
    inner join class_members cm on cm.class_id = cl.id
    inner join class_courses cc on cc.class_id = cl.id
    where cl.owner_id = ${instructorId} and cm.user_id = ${sql.ref(userColumn)}
      and cc.course_id = ${sql.ref(courseColumn)})`;
}
