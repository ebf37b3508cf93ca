// Accounts created for people another system vouches for (an LMS launching Parcours or sending its roster,
// docs/integrations.md "LTI 1.3"): accepted at once, with no password (they sign in through that system). The
// users module owns the table; this is its entry point for such accounts.
import type { Language, RoleValue } from '@parcours/shared';
import type { Database } from '../../db/database';
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
