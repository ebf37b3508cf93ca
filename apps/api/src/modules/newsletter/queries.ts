// SQL of the newsletter: one row per subscription, found by its address or by the digest of a link's token; the
// admin's page and counts; the export of confirmed addresses, read in pages.
import type { NewsletterStatus } from '@parcours/shared';
import type { Insertable, Kysely, Updateable } from 'kysely';
import { sql } from 'kysely';
import { containsPattern, type Engine, likeOperator } from '../../db/dialect';
import type { DB, NewsletterSubscribersTable } from '../../db/schema';

type Db = Kysely<DB>;

const columns = [
  'id',
  'email',
  'language',
  'status',
  'confirm_token_hash',
  'confirm_expires_at',
  'unsubscribe_token',
  'created_at',
  'confirmed_at',
  'unsubscribed_at',
] as const;

export function findByEmail(db: Db, email: string) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(columns)
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findByConfirmHash(db: Db, hash: string) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(columns)
    .where('confirm_token_hash', '=', hash)
    .executeTakeFirst();
}

export function findByUnsubscribeToken(db: Db, token: string) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(columns)
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
}

export async function insertSubscriber(db: Db, values: Insertable<NewsletterSubscribersTable>) {
  await db.insertInto('newsletter_subscribers').values(values).execute();
}

export async function updateSubscriber(db: Db, id: number, values: Updateable<NewsletterSubscribersTable>) {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set(values)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Confirms a pending row whose link is still the same, once: the second of two clicks changes nothing. */
export async function confirmOnce(db: Db, id: number, hash: string, now: string) {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({
      status: 'confirmed',
      confirmed_at: now,
      confirm_token_hash: null,
      confirm_expires_at: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('confirm_token_hash', '=', hash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Account deletion (docs/privacy.md): the subscription of the account's address goes with it. */
export async function deleteByEmail(db: Db, email: string) {
  await db.deleteFrom('newsletter_subscribers').where('email', '=', email).execute();
}

interface ListFilter {
  status?: NewsletterStatus;
  search?: string;
}

function filtered(db: Db, engine: Engine, f: ListFilter) {
  let q = db.selectFrom('newsletter_subscribers');
  if (f.status) q = q.where('status', '=', f.status);
  if (f.search) {
    const op = likeOperator(engine);
    q = q.where(sql<boolean>`email ${sql.raw(op)} ${containsPattern(f.search)} escape '\\'`);
  }
  return q;
}

export function subscriberPage(db: Db, engine: Engine, f: ListFilter & { limit: number; offset: number }) {
  return filtered(db, engine, f)
    .select(['id', 'email', 'language', 'status', 'created_at', 'confirmed_at', 'unsubscribed_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
}

export async function countSubscribers(db: Db, engine: Engine, f: ListFilter): Promise<number> {
  const row = await filtered(db, engine, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many subscriptions are in each state, in one grouped query. */
export function countsByStatus(db: Db) {
  return db
    .selectFrom('newsletter_subscribers')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
}

/** Confirmed subscribers after `afterId`, by id: the CSV export reads them a page at a time. */
export function confirmedAfter(db: Db, afterId: number, limit: number) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'language', 'created_at', 'confirmed_at'])
    .where('status', '=', 'confirmed')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}
