// Rules of a person's own account: the profile form and the password change (which ends their other sessions).
import type { UpdateProfileBody, User } from '@parcours/shared';
import { AppError } from '../../app-error';
import { isCommonPassword } from '../../lib/common-passwords';
import type { PasswordHasher } from '../../lib/passwords';
import type { Actor } from '../../plugins/audit';
import type { UploadedFile } from '../../plugins/body';
import * as sessions from '../sessions/queries';
import * as q from './queries';
import { applyUserEdits, deleteOwnAccount, type UsersDeps } from './service';

/**
 * 422 on `field` when the password is one of the 10,000 most common (docs/security.md, "Accounts"): every password
 * a person chooses, here and at sign-up and reset (the auth module).
 */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new AppError(422, 'error.validation', undefined, {
      errors: { [field]: ['validation.passwordCommon'] },
    });
  }
}

export function updateProfile(
  deps: UsersDeps,
  actor: Actor,
  input: UpdateProfileBody & { profile_picture?: UploadedFile },
): Promise<User> {
  return applyUserEdits(deps, actor, actor.id, input, { audit: false });
}

/** Checks the password of the caller's account; the same time is spent when the account has none. */
async function assertCurrentPassword(
  deps: Pick<UsersDeps, 'db'> & { passwords: PasswordHasher },
  userId: number,
  given: string,
  field: 'current_password' | 'password',
) {
  const user = await q.findUser(deps.db, userId);
  if (!user) throw new AppError(401, 'error.tokenInvalid');
  const wrong = new AppError(422, 'error.validation', undefined, {
    errors: { [field]: ['error.currentPasswordWrong'] },
  });
  if (!user.password_hash) {
    await deps.passwords.verifyDummy(given);
    throw wrong;
  }
  if (!(await deps.passwords.verify(user.password_hash, given))) throw wrong;
  return user;
}

/**
 * Needs the current password. The caller's session stays open; every other session of the account ends and
 * unused password links stop working, so whoever knew the old password is out.
 */
export async function changePassword(
  deps: Pick<UsersDeps, 'db'> & { passwords: PasswordHasher },
  caller: { userId: number; sessionId: string },
  input: { current_password: string; password: string },
): Promise<{ revokedSessions: number }> {
  const user = await assertCurrentPassword(deps, caller.userId, input.current_password, 'current_password');
  assertUncommonPassword(input.password, 'password');
  const hash = await deps.passwords.hash(input.password);
  const revokedSessions = await deps.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    await q.updateUser(trx, user.id, { password_hash: hash, updated_at: now });
    await sessions.expirePasswordTokens(trx, user.id, now);
    return sessions.revokeUserSessions(trx, user.id, 'password_changed', now, caller.sessionId);
  });
  return { revokedSessions };
}

/**
 * A person deletes their own account with their password (docs/privacy.md, "Your rights"): the same
 * anonymisation as an admin's deletion; every session ends.
 */
export async function deleteOwnAccountWithPassword(
  deps: Pick<UsersDeps, 'db' | 'log' | 'mediaDir'> & { passwords: PasswordHasher },
  actor: Actor,
  input: { password: string },
): Promise<void> {
  await assertCurrentPassword(deps, actor.id, input.password, 'password');
  await deleteOwnAccount(deps, actor);
}
