// Importing learners from a CSV file (first_name, last_name, email, class): a dry run lists each line with its
// problems; the real run imports only a file without any (so nothing is half done), in one transaction, then
// mails each learner an invitation to choose a password. A class named on a line (code or name) is joined.
import { type Language, type MessageKey, signupFields, translate } from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { newPseudonym } from '../../lib/tokens';
import { type Actor, writeAudit } from '../../plugins/audit';
import { type Mailer, sendTemplate } from '../../plugins/mail';
import { createPasswordLink } from '../auth/service';
import { addMembers, resolveClassRefs } from '../classes/service';
import { parseCsv } from './csv';
import * as q from './queries';
import type { UsersDeps } from './service';

const columns = ['first_name', 'last_name', 'email', 'class'] as const;
const fieldRules = signupFields.pick({ first_name: true, last_name: true, email: true });

interface Line {
  line: number;
  first_name: string;
  last_name: string;
  email: string;
  classRef: string;
  classId: number | null;
  className: string | null;
  errors: string[];
}

export interface ImportOutcome {
  lines: { line: number; email: string; class_name: string | null; errors: string[] }[];
  created: number;
}

/** Reads and checks every line; touches nothing. */
async function checkLines(db: Database, csv: string, lang: Language): Promise<Line[]> {
  const t = (key: MessageKey, params?: Record<string, unknown>) => translate(lang, key, params);
  const [header, ...rows] = parseCsv(csv).filter((r) => r.some((cell) => cell.trim() !== ''));
  const names = (header ?? []).map((h) => h.trim().toLowerCase());
  const at = Object.fromEntries(columns.map((c) => [c, names.indexOf(c)]));
  if (at.first_name < 0 || at.last_name < 0 || at.email < 0 || rows.length === 0) {
    throw new AppError(422, 'error.csvHeader', undefined, { errors: { csv: ['error.csvHeader'] } });
  }
  const cell = (row: string[], c: (typeof columns)[number]) => (at[c] >= 0 ? (row[at[c]] ?? '').trim() : '');
  const lines: Line[] = rows.map((row, i) => {
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
  // Addresses already registered and classes, each in one query for the whole file.
  const taken = new Set(
    await q.takenEmails(
      db,
      lines.map((l) => l.email),
    ),
  );
  const classes = await resolveClassRefs(db, [...new Set(lines.map((l) => l.classRef).filter(Boolean))]);
  const firstSeen = new Map<string, number>();
  for (const l of lines) {
    const earlier = firstSeen.get(l.email);
    if (earlier !== undefined) l.errors.push(t('error.csvEmailTwice', { line: earlier }));
    else firstSeen.set(l.email, l.line);
    if (taken.has(l.email)) l.errors.push(t('error.emailTaken'));
    if (l.classRef) {
      const found = classes.get(l.classRef);
      if (found) {
        l.classId = found.id;
        l.className = found.name;
      } else l.errors.push(t('error.csvClassUnknown', { class: l.classRef }));
    }
  }
  return lines;
}

export async function importLearners(
  deps: Pick<UsersDeps, 'db' | 'mailer' | 'log' | 'publicUrl'> & { mailer: Mailer },
  actor: Actor,
  input: { csv: string; dry_run: boolean },
  lang: Language,
): Promise<ImportOutcome> {
  const lines = await checkLines(deps.db, input.csv, lang);
  const report = lines.map((l) => ({
    line: l.line,
    email: l.email,
    class_name: l.className,
    errors: l.errors,
  }));
  if (input.dry_run) return { lines: report, created: 0 };
  const bad = lines.filter((l) => l.errors.length > 0);
  if (bad.length > 0) {
    throw new AppError(
      422,
      'error.csvLines',
      { count: bad.length },
      { errors: Object.fromEntries(bad.map((l) => [`line_${l.line}`, l.errors])) },
    );
  }
  const invitations = await insertAll(deps, actor, lines, lang);
  // After the commit: a mail failure does not undo the import (the admin can resend from the user's page).
  for (const { user, link } of invitations) {
    await sendTemplate(deps.mailer, deps.log, 'invite', lang, user.email, {
      name: user.first_name,
      email: user.email,
      link,
    });
  }
  return { lines: report, created: invitations.length };
}

/** The accounts, their classes and invitation links in one transaction. */
async function insertAll(
  deps: Pick<UsersDeps, 'db' | 'publicUrl'>,
  actor: Actor,
  lines: Line[],
  lang: Language,
) {
  const now = new Date().toISOString();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const created = await q.insertUsers(
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
      const idOf = new Map(created.map((u) => [u.email, u.id]));
      const byClass = new Map<number, number[]>();
      for (const l of lines) {
        if (l.classId === null) continue;
        byClass.set(l.classId, [...(byClass.get(l.classId) ?? []), idOf.get(l.email)!]);
      }
      for (const [classId, userIds] of byClass) await addMembers(trx, classId, userIds);
      await writeAudit(trx, {
        actorId: actor.id,
        action: 'user.import',
        targetType: 'user',
        details: { count: created.length, classes: [...byClass.keys()] },
        ip: actor.ip,
      });
      const links = [];
      for (const u of created)
        links.push({ user: u, link: await createPasswordLink(trx, u.id, 'invite', deps.publicUrl) });
      return links;
    });
  } catch (err) {
    // another admin registered one of these addresses since the check
    if (isUniqueViolation(err)) throw new AppError(409, 'error.emailTaken');
    throw err;
  }
}
