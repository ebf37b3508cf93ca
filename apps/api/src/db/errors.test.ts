// The database refuses a duplicate e-mail, a dangling foreign key and a missing value, and db/errors.ts names
// each refusal the same way on both engines, from the errors the real drivers throw.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase, testEngine } from '../test/helpers';
import { databaseErrorKind, isDatabaseUnavailable, isForeignKeyViolation, isUniqueViolation } from './errors';
import { migrateToLatest } from './migrate';

let tdb: TestDatabase | null = null;
afterEach(async () => {
  await tdb?.dispose();
  tdb = null;
});

/** The error a statement throws, or a failure when it does not throw. */
async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('the statement was expected to fail');
}

describe(`database error classification on ${testEngine}`, () => {
  it('names unique, foreign key and not-null violations, and nothing else', async () => {
    tdb = await openTestDatabase();
    const { db, engine } = tdb.database;
    await migrateToLatest(db, engine);
    const now = new Date().toISOString();
    const user = (email: string, pseudonym: string) => ({
      first_name: 'A',
      last_name: 'B',
      email,
      pseudonym,
      created_at: now,
      updated_at: now,
    });
    await db.insertInto('users').values(user('a@example.org', 'p1')).execute();

    const duplicate = await thrown(() =>
      db.insertInto('users').values(user('a@example.org', 'p2')).execute(),
    );
    expect(databaseErrorKind(duplicate)).toBe('unique');
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isForeignKeyViolation(duplicate)).toBe(false);

    const orphan = await thrown(() =>
      db
        .insertInto('sessions')
        .values({
          id: 's',
          user_id: 999,
          refresh_jti: 'j',
          created_at: now,
          last_used_at: now,
          expires_at: now,
        })
        .execute(),
    );
    expect(databaseErrorKind(orphan)).toBe('foreign_key');
    expect(isForeignKeyViolation(orphan)).toBe(true);

    const missing = await thrown(() => sql`insert into users (first_name) values ('x')`.execute(db));
    expect(databaseErrorKind(missing)).toBe('not_null');

    // nothing the database refused was written
    const count = await sql<{ n: number }>`select count(*) as n from users`.execute(db);
    expect(Number(count.rows[0].n)).toBe(1);

    const badQuery = await thrown(() => sql`select * from no_such_table`.execute(db));
    expect(databaseErrorKind(badQuery)).toBeNull();
    expect(isDatabaseUnavailable(badQuery)).toBe(false);
  });

  it('reads the code of a wrapped driver error and recognises an unreachable database', () => {
    const wrapped = new Error('insert failed', { cause: Object.assign(new Error('dup'), { code: '23505' }) });
    expect(databaseErrorKind(wrapped)).toBe('unique');
    expect(databaseErrorKind(Object.assign(new Error('x'), { code: 'SQLITE_CONSTRAINT_CHECK' }))).toBe(
      'check',
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(databaseErrorKind(new Error('plain'))).toBeNull();
    expect(databaseErrorKind(null)).toBeNull();
  });
});
