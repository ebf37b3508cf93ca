// Rules of user accounts seen by an admin: the lists, the account states of docs/design/contract.md §5 with their mails,
// anonymised deletion, creation with an invitation, edits. Every action revokes what it must and writes its
// audit row in the same transaction; files are removed only once that transaction has committed.
import type {
  AccountStatus,
  CreateUserBody,
  Language,
  MessageKey,
  PaginationMeta,
  StoredAccountStatus,
  UpdateUserBody,
  User,
  UserListQuery,
} from '@parcours/shared';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Updateable } from 'kysely';
import { AppError } from '../../app-error';
import type { UploadLimits } from '../../config';
import type { Database } from '../../db/database';
import type { Engine } from '../../db/dialect';
import { isUniqueViolation } from '../../db/errors';
import type { UsersTable } from '../../db/schema';
import { newPseudonym } from '../../lib/tokens';
import { type Actor, writeAudit } from '../../plugins/audit';
import type { UploadedFile } from '../../plugins/body';
import { type Mailer, type MailTemplate, sendTemplate } from '../../plugins/mail';
import {
  deleteMediaFiles,
  deleteMediaRows,
  deleteUnattachedUploads,
  discardPrepared,
  insertPrepared,
  type MediaRow,
  type PreparedUpload,
  prepareUpload,
} from '../media/service';
import { forgetAddress as forgetNewsletterAddress } from '../newsletter/service';
import * as sessions from '../sessions/queries';
import { toWireUser, toWireUsers } from './mapper';
import * as q from './queries';

export { toWireUser } from './mapper';

export interface UsersDeps {
  db: Database;
  engine: Engine;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  mediaDir: string;
  uploadLimits: UploadLimits;
}

/** What the users functions need for one request: the app's database, mailer and settings, the request's log. */
export function usersDeps(app: FastifyInstance, request: FastifyRequest): UsersDeps {
  const { db, engine, mailer, config } = app;
  return {
    db,
    engine,
    mailer,
    log: request.log,
    publicUrl: config.publicUrl,
    mediaDir: config.mediaDir,
    uploadLimits: config.uploadLimits,
  };
}

export type AccountAction = 'validate' | 'reject' | 'suspend';

const transitions: Record<
  AccountAction,
  {
    from: StoredAccountStatus[];
    to: AccountStatus;
    message: MessageKey;
    revokes: boolean;
    mail: MailTemplate;
  }
> = {
  validate: {
    from: ['pending', 'suspended'],
    to: 'accepted',
    message: 'success.userValidated',
    revokes: false,
    mail: 'approved',
  },
  reject: {
    from: ['pending'],
    to: 'rejected',
    message: 'success.userRejected',
    revokes: true,
    mail: 'rejected',
  },
  suspend: {
    from: ['accepted'],
    to: 'suspended',
    message: 'success.userSuspended',
    revokes: true,
    mail: 'suspended',
  },
};

const statusKey = (s: string) => `status.${s}` as MessageKey;
const notFound = () => new AppError(404, 'error.userNotFound');

export async function getUser(db: Database, id: number): Promise<User> {
  const row = await q.findUser(db, id);
  if (!row) throw notFound();
  return toWireUser(db, row);
}

/** The admin lists: `status` narrows to one state (pending or accepted tabs); deleted accounts never show. */
export async function listUsers(
  deps: Pick<UsersDeps, 'db' | 'engine'>,
  query: UserListQuery,
  fixedStatus?: 'pending' | 'accepted',
): Promise<{ data: User[]; meta: PaginationMeta & { pending_total: number } }> {
  const [{ rows, total }, pendingTotal] = await Promise.all([
    q.listUsers(deps.db, deps.engine, {
      status: fixedStatus ?? query.status,
      role: query.role,
      search: query.search,
      sort: query.sort ?? 'created_at',
      order: query.order ?? 'desc',
      page: query.page,
      perPage: query.per_page,
    }),
    q.countByStatus(deps.db, 'pending'),
  ]);
  return {
    data: await toWireUsers(deps.db, rows),
    meta: { current_page: query.page, per_page: query.per_page, total, pending_total: pendingTotal },
  };
}

/**
 * An account's state changes (docs/design/contract.md §5), audited, then the person is mailed. A rejection or a
 * suspension ends the account's sessions: `endSessions` does it in the same transaction (the auth module's, passed
 * by flows/accounts.ts).
 */
export async function changeAccountState(
  deps: Pick<UsersDeps, 'db' | 'mailer' | 'log' | 'publicUrl'>,
  actor: Actor,
  id: number,
  action: AccountAction,
  endSessions: (trx: Database, userId: number, reason: string) => Promise<unknown>,
): Promise<{ user: User; message: MessageKey }> {
  const rule = transitions[action];
  if (action !== 'validate' && actor.id === id) throw new AppError(403, 'error.ownAccount');
  const user = await deps.db.transaction().execute(async (trx) => {
    const row = await q.findUser(trx, id);
    if (!row) throw notFound();
    const invalid = () =>
      new AppError(409, 'error.invalidTransition', { from: statusKey(row.status), to: statusKey(rule.to) });
    if (!rule.from.includes(row.status)) throw invalid();
    const now = new Date().toISOString();
    if (!(await q.updateUserIfStatus(trx, id, row.status, { status: rule.to, updated_at: now })))
      throw invalid();
    if (rule.revokes) await endSessions(trx, id, `user_${rule.to}`);
    await writeAudit(trx, {
      actorId: actor.id,
      action: `user.${action}`,
      targetType: 'user',
      targetId: id,
      details: { from: row.status, to: rule.to },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return row;
  });
  // The person hears about it in their own language; a mail failure does not undo the action.
  await sendTemplate(deps.mailer, deps.log, rule.mail, user.language, user.email, {
    name: user.first_name,
    email: user.email,
    ...(rule.mail === 'approved' ? { link: `${deps.publicUrl}/login` } : {}),
  });
  return { user: await getUser(deps.db, id), message: rule.message };
}

/** January 1st of the same year: the age stays usable for statistics, the exact date goes. */
function birthYearOnly(unixSeconds: number): number {
  const year = new Date(Number(unixSeconds) * 1000).getUTCFullYear();
  return Math.floor(Date.UTC(year, 0, 1) / 1000);
}

/**
 * Deletion keeps the row, anonymised, with its pseudonym: research data (attempts, questionnaire results,
 * survey answers) stay consistent for aggregates while nothing identifies the person any more. docs/privacy.md
 * lists exactly what goes and what stays. One rule for an admin's deletion and a person's own.
 */
async function anonymiseAccount(
  deps: Pick<UsersDeps, 'db' | 'log' | 'mediaDir'>,
  actor: Actor,
  id: number,
  action: 'user.delete' | 'user.delete_own',
): Promise<void> {
  const removed = await deps.db.transaction().execute(async (trx) => {
    const user = await q.findUser(trx, id);
    if (!user) throw notFound();
    if (user.status === 'deleted') {
      throw new AppError(409, 'error.invalidTransition', {
        from: statusKey('deleted'),
        to: statusKey('deleted'),
      });
    }
    const now = new Date().toISOString();
    await q.updateUser(trx, id, {
      status: 'deleted',
      deleted_at: now,
      updated_at: now,
      email: `deleted-${id}@deleted.invalid`,
      first_name: 'Deleted',
      last_name: 'user',
      password_hash: null,
      birth_date: birthYearOnly(user.birth_date),
      theme: null,
    });
    await sessions.deleteUserSessions(trx, id);
    await sessions.deleteUserPasswordTokens(trx, id);
    await q.removePersonalTraces(trx, id);
    await forgetNewsletterAddress(trx, user.email);
    const media = [
      ...(await deleteMediaRows(trx, 'user', [id])),
      ...(await deleteUnattachedUploads(trx, id)),
    ];
    await writeAudit(trx, {
      actorId: actor.id,
      action,
      targetType: 'user',
      targetId: id,
      details: { from: user.status, to: 'deleted', media_removed: media.length },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return media;
  });
  await deleteMediaFiles(deps, removed);
}

/** An admin deletes another account (never their own here: that is `deleteOwnAccount`). */
export async function deleteAccount(
  deps: Pick<UsersDeps, 'db' | 'log' | 'mediaDir'>,
  actor: Actor,
  id: number,
): Promise<User> {
  if (actor.id === id) throw new AppError(403, 'error.ownAccount');
  await anonymiseAccount(deps, actor, id, 'user.delete');
  return getUser(deps.db, id);
}

/** A person deletes their own account (the password was checked by the caller). */
export function deleteOwnAccount(
  deps: Pick<UsersDeps, 'db' | 'log' | 'mediaDir'>,
  actor: Actor,
): Promise<void> {
  return anonymiseAccount(deps, actor, actor.id, 'user.delete_own');
}

function preparePicture(deps: UsersDeps, file: UploadedFile | undefined, userId: number | null, by: number) {
  if (!file) return Promise.resolve(null);
  return prepareUpload(deps, file, {
    kinds: ['image'],
    modelType: 'user',
    modelId: userId,
    collection: 'avatar',
    uploadedBy: by,
  });
}

/** Stores a new picture row for the user and removes the old ones; returns the rows whose files must go. */
async function replacePicture(trx: Database, userId: number, prepared: PreparedUpload): Promise<MediaRow[]> {
  const old = await deleteMediaRows(trx, 'user', [userId]);
  await insertPrepared(trx, { ...prepared, values: { ...prepared.values, model_id: userId } });
  return old;
}

/**
 * An account created by an admin, accepted without a password; `invitationLink` makes the link to choose one in
 * the same transaction (the auth module's, passed by flows/accounts.ts), mailed after the commit.
 */
export async function createUser(
  deps: UsersDeps,
  actor: Actor,
  input: CreateUserBody & { profile_picture?: UploadedFile },
  lang: Language,
  invitationLink: (trx: Database, userId: number) => Promise<string>,
): Promise<User> {
  const email = input.email.toLowerCase();
  const language = input.language ?? lang;
  const now = new Date().toISOString();
  // The slow part (decoding and re-encoding the image) happens before the transaction.
  const picture = await preparePicture(deps, input.profile_picture, null, actor.id);
  try {
    const { user, link } = await deps.db.transaction().execute(async (trx) => {
      if (await q.emailTaken(trx, email)) throw new AppError(409, 'error.emailTaken');
      const row = await q.insertUser(trx, {
        first_name: input.first_name,
        last_name: input.last_name,
        email,
        password_hash: null, // the invitation link lets the person choose it
        role: input.role,
        status: 'accepted',
        birth_date: input.birth_date,
        major: input.major,
        language,
        pseudonym: newPseudonym(),
        created_by: actor.id,
        created_at: now,
        updated_at: now,
      });
      if (picture) await replacePicture(trx, row.id, picture);
      await writeAudit(trx, {
        actorId: actor.id,
        action: 'user.create',
        targetType: 'user',
        targetId: row.id,
        details: { role: input.role, picture: picture !== null },
        ip: actor.ip,
        requestId: actor.requestId,
      });
      return { user: row, link: await invitationLink(trx, row.id) };
    });
    await sendTemplate(deps.mailer, deps.log, 'invite', language, user.email, {
      name: user.first_name,
      email: user.email,
      link,
    });
    return toWireUser(deps.db, user);
  } catch (err) {
    await discardPrepared(deps, picture);
    if (isUniqueViolation(err)) throw new AppError(409, 'error.emailTaken');
    throw err;
  }
}

type Editable = Omit<UpdateUserBody, 'email'> & { email?: string; theme?: 'light' | 'dark' };

/** The columns whose value really changes, and their names (for the audit row). */
function changedValues(row: Record<string, unknown>, input: Editable): Updateable<UsersTable> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const next = key === 'email' ? String(value).toLowerCase() : value;
    const current = key === 'birth_date' ? Number(row[key]) : row[key];
    if (current !== next) changes[key] = next;
  }
  return changes as Updateable<UsersTable>;
}

/**
 * Applies the non-empty fields of a user form and replaces the picture when one is sent. Shared by the admin
 * form (audited) and the profile form (the person themself, `audit: false`).
 */
export async function applyUserEdits(
  deps: UsersDeps,
  actor: Actor,
  id: number,
  input: Editable & { profile_picture?: UploadedFile },
  opts: { audit: boolean },
): Promise<User> {
  const { profile_picture, ...fields } = input;
  const picture = await preparePicture(deps, profile_picture, id, actor.id);
  let oldFiles: MediaRow[] = [];
  try {
    await deps.db.transaction().execute(async (trx) => {
      const row = await q.findUser(trx, id);
      if (!row || row.status === 'deleted') throw notFound();
      const changes = changedValues(row, fields);
      if (changes.email && (await q.emailTaken(trx, changes.email as string))) {
        throw new AppError(409, 'error.emailTaken');
      }
      const names = Object.keys(changes);
      if (names.length > 0) await q.updateUser(trx, id, { ...changes, updated_at: new Date().toISOString() });
      if (picture) oldFiles = await replacePicture(trx, id, picture);
      if (opts.audit && (names.length > 0 || picture)) {
        await writeAudit(trx, {
          actorId: actor.id,
          action: 'user.update',
          targetType: 'user',
          targetId: id,
          // Which fields changed, never their values (they are personal data); the role is not.
          details: {
            fields: names,
            picture: picture !== null,
            ...(changes.role !== undefined ? { role: { from: row.role, to: changes.role } } : {}),
          },
          ip: actor.ip,
          requestId: actor.requestId,
        });
      }
    });
  } catch (err) {
    await discardPrepared(deps, picture);
    if (isUniqueViolation(err)) throw new AppError(409, 'error.emailTaken');
    throw err;
  }
  await deleteMediaFiles(deps, oldFiles);
  return getUser(deps.db, id);
}

/** `POST /api/admin/update-user-account/{id}`: an admin cannot change their own role (they could lock out). */
export function updateAccount(
  deps: UsersDeps,
  actor: Actor,
  id: number,
  input: UpdateUserBody & { profile_picture?: UploadedFile },
): Promise<User> {
  if (actor.id === id && input.role !== undefined && input.role !== actor.role) {
    throw new AppError(403, 'error.ownAccount');
  }
  return applyUserEdits(deps, actor, id, input, { audit: true });
}
