// The accounts' side of importing learners from a CSV file (first_name, last_name, email, class): each line read
// and checked against the accounts, and the accounts created. The import itself, with the classes the lines name
// and the invitations, is flows/learner-import.ts.
import { type Language, type MessageKey, signupFields, translate } from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { newPseudonym } from '../../lib/tokens';
import type { Actor } from '../../plugins/audit';
import { parseCsv } from './csv';
import * as q from './queries';

const columns = ['first_name', 'last_name', 'email', 'class'] as const;
const fieldRules = signupFields.pick({ first_name: true, last_name: true, email: true });

/** A line of the file: the account it asks for, the class it names (`classRef`, resolved by the import) and its problems. */
export interface ImportLine {
  line: number;
  first_name: string;
  last_name: string;
  email: string;
  classRef: string;
  classId: number | null;
  className: string | null;
  errors: string[];
}

/**
 * Reads every line and checks it as an account (the fields, an address twice in the file or already registered);
 * touches nothing. 422 without the header or any line.
 */
export async function checkImportLines(db: Database, csv: string, lang: Language): Promise<ImportLine[]> {
  const t = (key: MessageKey, params?: Record<string, unknown>) => translate(lang, key, params);
  const [header, ...rows] = parseCsv(csv).filter((r) => r.some((cell) => cell.trim() !== ''));
  const names = (header ?? []).map((h) => h.trim().toLowerCase());
  const at = Object.fromEntries(columns.map((c) => [c, names.indexOf(c)]));
  if (at.first_name < 0 || at.last_name < 0 || at.email < 0 || rows.length === 0) {
    throw new AppError(422, 'error.csvHeader', undefined, { errors: { csv: ['error.csvHeader'] } });
  }
  const cell = (row: string[], c: (typeof columns)[number]) => (at[c] >= 0 ? (row[at[c]] ?? '').trim() : '');
  const lines: ImportLine[] = rows.map((row, i) => {
    const parsed = fieldRules.safeParse({
      first_name: cell(row, 'first_name'),
      last_name: cell(row, 'last_name'),
      email: cell(row, 'email'),
    });
    return {
      line: i + 2,
      first_name: cell(row, 'first_name'),
      last_name: cell(row, 'last_name'),
      email: cell(row, 'email').toLowerCase(),
      classRef: cell(row, 'class'),
      classId: null,
      className: null,
      errors: parsed.success ? [] : parsed.error.issues.map((issue) => t(issue.message as MessageKey)),
    };
  });
  // Addresses already registered, in one query for the whole file.
  const taken = new Set(
    await q.takenEmails(
      db,
      lines.map((l) => l.email),
    ),
  );
  const firstSeen = new Map<string, number>();
  for (const l of lines) {
    const earlier = firstSeen.get(l.email);
    if (earlier !== undefined) l.errors.push(t('error.csvEmailTwice', { line: earlier }));
    else firstSeen.set(l.email, l.line);
    if (taken.has(l.email)) l.errors.push(t('error.emailTaken'));
  }
  return lines;
}

/** The accounts of the lines, learners without a password yet, in the caller's transaction; id and e-mail each. */
export function insertImportedAccounts(trx: Database, actor: Actor, lines: ImportLine[], lang: Language) {
  const now = new Date().toISOString();
  return q.insertUsers(
    trx,
    lines.map((l) => ({
      first_name: l.first_name,
      last_name: l.last_name,
      email: l.email,
      password_hash: null, // the invitation link lets each learner choose it
      role: 0,
      status: 'accepted',
      language: lang,
      pseudonym: newPseudonym(),
      created_by: actor.id,
      created_at: now,
      updated_at: now,
    })),
  );
}
