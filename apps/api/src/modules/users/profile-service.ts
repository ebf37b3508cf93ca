// Rules of a person's own account: the profile form and the password change (which ends their other sessions).
import type { UpdateProfileBody, User } from '@parcours/shared';
import { AppError } from '../../app-error';
import type { PasswordHasher } from '../../lib/passwords';
import type { Actor } from '../../plugins/audit';
import type { UploadedFile } from '../../plugins/body';
import { assertUncommonPassword } from '../auth/service';
import * as q from './queries';
import { applyUserEdits, type UsersDeps } from './service';

export function updateProfile(
  deps: UsersDeps,
  actor: Actor,
  input: UpdateProfileBody & { profile_picture?: UploadedFile },
): Promise<User> {
  return applyUserEdits(deps, actor, actor.id, input, { audit: false });
}

const wrongCurrent = () =>
  new AppError(422, 'error.validation', undefined, {
    errors: { current_password: ['error.currentPasswordWrong'] },
  });

/**
 * Needs the current password. The caller's session stays open; every other session of the account ends and
 * unused password links stop working, so whoever knew the old password is out.
 */
export async function changePassword(
  deps: Pick<UsersDeps, 'db'> & { passwords: PasswordHasher },
  caller: { userId: number; sessionId: string },
  input: { current_password: string; password: string },
): Promise<{ revokedSessions: number }> {
  const user = await q.findUser(deps.db, caller.userId);
  if (!user) throw new AppError(401, 'error.tokenInvalid');
  if (!user.password_hash) {
    await deps.passwords.verifyDummy(input.current_password);
    throw wrongCurrent();
  }
  if (!(await deps.passwords.verify(user.password_hash, input.current_password))) throw wrongCurrent();
  assertUncommonPassword(input.password, 'password');
  const hash = await deps.passwords.hash(input.password);
  const revokedSessions = await deps.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    await q.updateUser(trx, user.id, { password_hash: hash, updated_at: now });
    await q.expirePasswordTokens(trx, user.id, now);
    return q.revokeOtherSessions(trx, user.id, caller.sessionId, 'password_changed', now);
  });
  return { revokedSessions };
}
