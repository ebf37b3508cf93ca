// An admin's account changes and what they mean for the account's sign-in (docs/design/contract.md §5): a state
// change that rejects or suspends ends the account's sessions, a created account gets an invitation link to choose
// its password. The users module holds the rules, the auth module the sessions and links; each change is one
// transaction.
import type { CreateUserBody, Language, User } from '@parcours/shared';
import { type AppError, isAppError } from '../app-error';
import { createPasswordLink, revokeAllSessions } from '../modules/auth/service';
import {
  type AccountAction,
  changeAccountState as changeState,
  createUser as create,
  type UsersDeps,
} from '../modules/users/service';
import type { Actor } from '../plugins/audit';
import type { UploadedFile } from '../plugins/body';

/** `POST /api/admin/{validate-user-account,reject-user-account,suspend-account}/{id}`. */
export function changeAccountState(
  deps: Pick<UsersDeps, 'db' | 'mailer' | 'log' | 'publicUrl'>,
  actor: Actor,
  id: number,
  action: AccountAction,
) {
  return changeState(deps, actor, id, action, revokeAllSessions);
}

interface BulkOutcome {
  done: number[];
  failed: { id: number; error: AppError }[];
}

/**
 * `POST /api/admin/users/bulk-action`: approving or rejecting many pending accounts at once (a class that signed
 * up together). Each account goes through the same rule as the one-by-one action (its own transaction, audit row
 * and mail), so a failure on one (already approved by a colleague, deleted meanwhile) is reported for that account
 * and the rest proceed.
 */
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

/** `POST /api/admin/create-user`: the account, accepted without a password, and its invitation link, mailed. */
export function createUser(
  deps: UsersDeps,
  actor: Actor,
  input: CreateUserBody & { profile_picture?: UploadedFile },
  lang: Language,
): Promise<User> {
  return create(deps, actor, input, lang, (trx, userId) =>
    createPasswordLink(trx, userId, 'invite', deps.publicUrl),
  );
}
