// Importing learners from a CSV file (first_name, last_name, email, class; docs/design/contract.md §5), across the
// accounts, the classes and the invitations: a dry run lists each line with its problems; the real run imports
// only a file without any (so nothing is half done), in one transaction, then mails each learner an invitation to
// choose a password. A class named on a line (code or name) is joined.
import { type Language, translate } from '@parcours/shared';
import { AppError } from '../app-error';
import { isUniqueViolation } from '../db/errors';
import { createPasswordLink } from '../modules/auth/service';
import { addMembers, resolveClassRefs } from '../modules/classes/service';
import { checkImportLines, type ImportLine, insertImportedAccounts } from '../modules/users/import';
import type { UsersDeps } from '../modules/users/service';
import { type Actor, writeAudit } from '../plugins/audit';
import { type Mailer, sendTemplate } from '../plugins/mail';

interface ImportOutcome {
  lines: { line: number; email: string; class_name: string | null; errors: string[] }[];
  created: number;
}

/** Reads and checks every line, the class it names last (in one query for the whole file); touches nothing. */
async function checkLines(deps: Pick<UsersDeps, 'db'>, csv: string, lang: Language): Promise<ImportLine[]> {
  const lines = await checkImportLines(deps.db, csv, lang);
  const classes = await resolveClassRefs(deps.db, [...new Set(lines.map((l) => l.classRef).filter(Boolean))]);
  for (const l of lines) {
    if (!l.classRef) continue;
    const found = classes.get(l.classRef);
    if (found) {
      l.classId = found.id;
      l.className = found.name;
    } else l.errors.push(translate(lang, 'error.csvClassUnknown', { class: l.classRef }));
  }
  return lines;
}

/** `POST /api/admin/users/import`: admins only (the route's guard). */
export async function importLearners(
  deps: Pick<UsersDeps, 'db' | 'log' | 'publicUrl'> & { mailer: Mailer },
  actor: Actor,
  input: { csv: string; dry_run: boolean },
  lang: Language,
): Promise<ImportOutcome> {
  const lines = await checkLines(deps, input.csv, lang);
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
  lines: ImportLine[],
  lang: Language,
) {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const created = await insertImportedAccounts(trx, actor, lines, lang);
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
