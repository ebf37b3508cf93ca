// The one migration list builds the whole schema from empty on the engine under test, once.
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
  'mastery_updates',
  'feedback_questions',
  'feedback_responses',
  'feedback_answers',
  'reviews',
  'certificates',
  'support_messages',
  'audit_log',
  'xapi_statements',
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
});
