// SQL of user accounts: lookups, state changes, anonymisation, and the batched reads of the wire mapper.
import {
  type AccountStatus,
  accountStatuses,
  type RoleValue,
  type StoredAccountStatus,
  type UserSortColumn,
} from '@parcours/shared';
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import { containsPattern, type Engine, likeOperator } from '../../db/dialect';
import type { DB, UsersTable } from '../../db/schema';

type Db = Kysely<DB>;

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findUser(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Updates the row only if it is still in `fromStatus`, so two admins acting at once cannot both win. */
export async function updateUserIfStatus(
  db: Db,
  id: number,
  fromStatus: StoredAccountStatus,
  values: Updateable<UsersTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', fromStatus)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countEnrolments(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('enrolments')
    .select((eb) => ['user_id', eb.fn.countAll<number>().as('n')])
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
}

/** The newest learning-style result of each user (a re-take adds a row; history is kept). */
export async function latestStyleResults(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('learning_style_results')
    .selectAll()
    .where('id', 'in', (qb) =>
      qb
        .selectFrom('learning_style_results')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('user_id', 'in', userIds)
        .groupBy('user_id'),
    )
    .execute();
}

export function userMedia(db: Db, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('media')
    .selectAll()
    .where('model_type', '=', 'user')
    .where('model_id', 'in', userIds)
    .orderBy('model_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of these addresses already have an account, in one query. */
export async function takenEmails(db: Db, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db.selectFrom('users').select('email').where('email', 'in', emails).execute();
  return rows.map((r) => r.email);
}

export function insertUsers(db: Db, values: Insertable<UsersTable>[]) {
  return db.insertInto('users').values(values).returning(['id', 'email', 'first_name']).execute();
}

export function insertUser(db: Db, values: Insertable<UsersTable>) {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

export interface UserListFilter {
  status?: AccountStatus;
  role?: RoleValue;
  search?: string;
  sort: UserSortColumn;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

/** Every word of the search must appear in the first name, the last name or the e-mail. */
function searchWords(search: string | undefined): string[] {
  return (search ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
}

/** One page of accounts (deleted ones never listed) and the total matching the filter, in two queries. */
export async function listUsers(db: Db, engine: Engine, f: UserListFilter) {
  const op = sql.raw(likeOperator(engine));
  // The live states spelled out (not `!= 'deleted'`): the count then reads the status index by ranges.
  let base = db.selectFrom('users').where('status', 'in', [...accountStatuses]);
  if (f.status) base = base.where('status', '=', f.status);
  if (f.role !== undefined) base = base.where('role', '=', f.role);
  for (const word of searchWords(f.search)) {
    const pattern = containsPattern(word);
    base = base.where((eb) =>
      eb.or(
        (['first_name', 'last_name', 'email'] as const).map(
          (column) => sql<boolean>`${eb.ref(column)} ${op} ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(f.sort, f.order)
      .orderBy('id', f.order)
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function countByStatus(db: Db, status: StoredAccountStatus): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateUser(db: Db, id: number, values: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}

/**
 * What deletion removes beyond the users row itself (docs/privacy.md): course access lists, support
 * correspondence, and the free-text comments of reviews (ratings stay for the statistics).
 */
export async function removePersonalTraces(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('course_selected_users').where('user_id', '=', userId).execute();
  await db.deleteFrom('support_messages').where('user_id', '=', userId).execute();
  await db.updateTable('reviews').set({ comment: null }).where('user_id', '=', userId).execute();
}

export function setLatestCourse(db: Db, userId: number, courseId: number, now: string) {
  return db
    .updateTable('users')
    .set({ latest_course_id: courseId, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
