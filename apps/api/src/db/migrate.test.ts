// The one migration list builds the whole schema from empty on the engine under test, once.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase, testEngine } from '../test/helpers';
import { migrateToLatest, migrationList } from './migrate';

let tdb: TestDatabase | null = null;
afterEach(async () => {
  await tdb?.dispose();
  tdb = null;
});

const tables = [
  'users',
  'sessions',
  'password_tokens',
  'categories',
  'courses',
  'course_selected_users',
  'enrolments',
  'educational_units',
  'learning_objects',
  'sections',
  'media',
  'quizzes',
  'questions',
  'answers',
  'quiz_versions',
  'quiz_attempts',
  'attempt_answers',
  'learning_style_results',
  'mastery',
  'feedback_questions',
  'feedback_responses',
  'feedback_answers',
  'reviews',
  'certificates',
  'support_messages',
  'audit_log',
];

describe(`migrations on ${testEngine}`, () => {
  it('migrate an empty database to the latest schema, and a second run does nothing', async () => {
    tdb = await openTestDatabase();
    const { db, engine } = tdb.database;
    expect(engine).toBe(testEngine);
    const before = await db.introspection.getTables();
    expect(before.filter((t) => tables.includes(t.name))).toHaveLength(0);

    const applied = await migrateToLatest(db, engine);
    expect(applied).toEqual(Object.keys(migrationList(engine)));
    const names = (await db.introspection.getTables()).map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(tables));

    expect(await migrateToLatest(db, engine)).toEqual([]);
  });

  it('enforces the unique e-mail index and foreign keys', async () => {
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
    await expect(db.insertInto('users').values(user('a@example.org', 'p2')).execute()).rejects.toThrow();
    await expect(
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
    ).rejects.toThrow();
    const count = await sql<{ n: number }>`select count(*) as n from users`.execute(db);
    expect(Number(count.rows[0].n)).toBe(1);
  });
});
