// Who may do what with classes: admins run every class; instructors create classes and run their own
// (docs/design/architecture.md, "ownership: own classes"). Learners only join with a code.
import { roles } from '@parcours/shared';
import { AppError } from '../../app-error';

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
