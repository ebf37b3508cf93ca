// SQL of support messages: store one, the admins to notify, the admin list, marking a message handled, and the
// threads of replies under messages.
import type { RoleValue } from '@parcours/shared';
import { type Insertable, type Kysely, sql } from 'kysely';
import { containsPattern, type Engine, likeOperator } from '../../db/dialect';
import type { DB, SupportMessagesTable, SupportRepliesTable } from '../../db/schema';

type Db = Kysely<DB>;

export function insertMessage(db: Db, values: Insertable<SupportMessagesTable>) {
  return db.insertInto('support_messages').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Accepted admin accounts: who is told about a new message. */
export function adminRecipients(db: Db, adminRole: RoleValue) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'language'])
    .where('role', '=', adminRole)
    .where('status', '=', 'accepted')
    .orderBy('id')
    .execute();
}

function filtered(db: Db, engine: Engine, f: { handled?: boolean; search?: string }) {
  const op = sql.raw(likeOperator(engine));
  let q = db.selectFrom('support_messages as m').leftJoin('users as u', 'u.id', 'm.user_id');
  if (f.handled !== undefined) q = q.where('m.handled_at', f.handled ? 'is not' : 'is', null);
  for (const word of (f.search ?? '').split(/\s+/).filter(Boolean).slice(0, 5)) {
    const pattern = containsPattern(word);
    q = q.where((eb) =>
      eb.or(
        (['m.subject', 'u.first_name', 'u.last_name', 'u.email'] as const).map(
          (column) => sql<boolean>`${eb.ref(column)} ${op} ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return q;
}

export async function messagePage(
  db: Db,
  engine: Engine,
  f: { handled?: boolean; search?: string; limit: number; offset: number },
) {
  const base = filtered(db, engine, f);
  const [rows, count, unhandled] = await Promise.all([
    base
      .select([
        'm.id',
        'm.user_id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'm.subject',
        'm.message',
        'm.handled_at',
        'm.created_at',
      ])
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('support_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('handled_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n), unhandled: Number(unhandled.n) };
}

export function findMessage(db: Db, id: number) {
  return db.selectFrom('support_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Sets handled_at only the first time, so the list keeps when it was first dealt with. */
export async function markHandled(db: Db, id: number, at: string) {
  await db
    .updateTable('support_messages')
    .set({ handled_at: at })
    .where('id', '=', id)
    .where('handled_at', 'is', null)
    .execute();
}

/** The threads of a page of messages in one query, oldest reply first. */
export function repliesOf(db: Db, messageIds: number[]) {
  return db
    .selectFrom('support_replies as r')
    .leftJoin('users as u', 'u.id', 'r.author_id')
    .select(['r.id', 'r.message_id', 'r.from_admin', 'u.first_name', 'r.body', 'r.created_at'])
    .where('r.message_id', 'in', messageIds)
    .orderBy('r.message_id')
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
}

export function insertReply(db: Db, values: Insertable<SupportRepliesTable>) {
  return db.insertInto('support_replies').values(values).returning('id').executeTakeFirstOrThrow();
}

/** The author answered back: the message waits for the team again. */
export async function reopen(db: Db, id: number) {
  await db.updateTable('support_messages').set({ handled_at: null }).where('id', '=', id).execute();
}

export function authorOf(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'language'])
    .where('id', '=', userId)
    .where('status', '!=', 'deleted')
    .executeTakeFirst();
}

/** A user's own messages, newest first (support_messages_user_idx). */
export async function ownMessagePage(db: Db, userId: number, limit: number, offset: number) {
  const base = db.selectFrom('support_messages').where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'subject', 'message', 'handled_at', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
