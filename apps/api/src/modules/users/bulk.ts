// Approving or rejecting many pending accounts at once (a class that signed up together). Each account goes
// through the same rule as the one-by-one action (its own transaction, audit row and mail), so a failure on
// one (already approved by a colleague, deleted meanwhile) is reported for that account and the rest proceed.
import { type AppError, isAppError } from '../../app-error';
import type { Actor } from '../../plugins/audit';
import { changeAccountState, type UsersDeps } from './service';

export interface BulkOutcome {
  done: number[];
  failed: { id: number; error: AppError }[];
}

export async function bulkChangeAccountState(
  deps: Pick<UsersDeps, 'db' | 'mailer' | 'log' | 'publicUrl'>,
  actor: Actor,
  ids: number[],
  action: 'validate' | 'reject',
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: [], failed: [] };
  for (const id of [...new Set(ids)]) {
    try {
      await changeAccountState(deps, actor, id, action);
      outcome.done.push(id);
    } catch (err) {
      if (!isAppError(err)) throw err;
      outcome.failed.push({ id, error: err });
    }
  }
  return outcome;
}
