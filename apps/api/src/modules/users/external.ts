// Accounts created for people another system vouches for (an LMS launching Parcours or sending its roster,
// docs/integrations.md "LTI 1.3"): accepted at once, with no password (they sign in through that system). The
// users module owns the table; this is its entry point for such accounts.
import { type Language, type RoleValue, roles } from '@parcours/shared';
import type { Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import { newPseudonym } from '../../lib/tokens';
import * as q from './queries';

export interface ExternalPerson {
  /** A key of the caller's, answered back with the new account's id. */
  key: string;
  first_name: string;
  last_name: string;
  /** The address the other system gave; `fallbackEmail` is used when it is missing or already taken. */
  email: string | null;
  fallbackEmail: string;
  role: RoleValue;
}

/** Creates the accounts in the caller's transaction; answers each person's key with the new user id. */
export async function createAcceptedAccounts(
  trx: Database,
  people: ExternalPerson[],
  lang: Language,
): Promise<Map<string, number>> {
  if (people.length === 0) return new Map();
  const wanted = people.map((p) => p.email?.toLowerCase()).filter((e): e is string => !!e);
  const taken = new Set(wanted.length > 0 ? await q.takenEmails(trx, wanted) : []);
  const seen = new Set<string>();
  const now = new Date().toISOString();
  const rows = people.map((p) => {
    const own = p.email?.toLowerCase();
    // An address already in Parcours stays with its account: the other system cannot claim it.
    const email = own && !taken.has(own) && !seen.has(own) ? own : p.fallbackEmail.toLowerCase();
    seen.add(email);
    return {
      key: p.key,
      values: {
        first_name: p.first_name.slice(0, 100) || '-',
        last_name: p.last_name.slice(0, 100) || '-',
        email,
        password_hash: null,
        role: p.role,
        status: 'accepted' as const,
        language: lang,
        pseudonym: newPseudonym(),
        created_at: now,
        updated_at: now,
      },
    };
  });
  const created = await q.insertUsers(
    trx,
    rows.map((r) => r.values),
  );
  const idOf = new Map(created.map((u) => [u.email, u.id]));
  return new Map(rows.map((r) => [r.key, idOf.get(r.values.email)!]));
}

/** What the other system says of a person at each visit; a missing name or address changes nothing. */
export interface ExternalUpdate {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  role: RoleValue;
}

/** Roles the other system may move an account between; any other role was given in Parcours and stays. */
const externalRoles: RoleValue[] = [roles.user, roles.instructor];

/**
 * Brings an account the other system vouches for up to date (docs/integrations.md, "LTI 1.3", "Accounts"):
 * the name; the address, unless another account has it; the role, between learner and instructor both ways,
 * unless Parcours gave the account another role (administrator, designer, researcher), which the other system
 * cannot change. Answers what changed (none when nothing did).
 */
export async function refreshExternalAccount(
  db: Database,
  userId: number,
  update: ExternalUpdate,
): Promise<{ fields: string[]; role: { from: number; to: number } | null }> {
  const user = await q.findUser(db, userId);
  if (!user || user.status === 'deleted') return { fields: [], role: null };
  const values: Updateable<UsersTable> = {};
  const firstName = update.first_name?.slice(0, 100);
  const lastName = update.last_name?.slice(0, 100);
  if (firstName && firstName !== user.first_name) values.first_name = firstName;
  if (lastName && lastName !== user.last_name) values.last_name = lastName;
  const email = update.email?.toLowerCase();
  if (email && email !== user.email && !(await q.emailTaken(db, email))) values.email = email;
  const role =
    externalRoles.includes(user.role as RoleValue) &&
    externalRoles.includes(update.role) &&
    update.role !== user.role
      ? { from: user.role, to: update.role }
      : null;
  if (role) values.role = role.to;
  const fields = Object.keys(values);
  if (fields.length === 0) return { fields, role: null };
  await q.updateUser(db, userId, { ...values, updated_at: new Date().toISOString() });
  return { fields, role };
}
