// Migration 0028 on rows stored before it: an answered scored question keeps the credit it earned then (1 right,
// 0 wrong, none for an unscored one), and an attempt's score can hold a fraction afterwards (PostgreSQL's
// integer column would round 1.75 to 2).
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/helpers';
import { migrateToLatest, migrationList } from '../migrate';

// biome-ignore lint/suspicious/noExplicitAny: the rows of a schema older than db/schema.ts
type AnyDb = Kysely<any>;

let tdb: TestDatabase;
let db: AnyDb;
beforeAll(async () => {
  tdb = await openTestDatabase();
  db = tdb.database.db as AnyDb;
  const before: Record<string, Migration> = Object.fromEntries(
    Object.entries(migrationList(tdb.database.engine)).filter(([name]) => name < '0028'),
  );
  const provider: MigrationProvider = { getMigrations: async () => before };
  const { error } = await new Migrator({
    db,
    provider,
    ...(tdb.schema ? { migrationTableSchema: tdb.schema } : {}),
  }).migrateToLatest();
  if (error) throw error;
});
afterAll(() => tdb.dispose());

const at = '2025-03-01T09:00:00.000Z';

describe('migration 0028', () => {
  it('gives stored answers the credit they earned and lets a score hold a fraction', async () => {
    const user = await db
      .insertInto('users')
      .values({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.org',
        role: 0,
        status: 'accepted',
        birth_date: 631152000,
        major: 'Mathematics',
        language: 'en',
        pseudonym: 'p-0028',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const category = await db
      .insertInto('categories')
      .values({ title: 'Sciences', parent_id: null, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const course = await db
      .insertInto('courses')
      .values({
        title: 'Mechanics',
        description: 'Forces',
        category_id: category.id,
        facilitator: 'Emmy Noether',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const quiz = await db
      .insertInto('quizzes')
      .values({ course_id: course.id, learning_object_id: null, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const question = (type: number) =>
      db
        .insertInto('questions')
        .values({ quiz_id: quiz.id, question: `Q${type}`, type, is_valid: 1, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
    const [binary, open] = [await question(3), await question(2)];
    const attempt = await db
      .insertInto('quiz_attempts')
      .values({
        quiz_id: quiz.id,
        user_id: user.id,
        course_id: course.id,
        kind: 'pretest',
        status: 'failed',
        score: 0,
        total_score_possible: 1,
        percentage: 0,
        started_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('attempt_answers')
      .values([
        { attempt_id: attempt.id, question_id: binary.id, value: '1', is_correct: 1 },
        { attempt_id: attempt.id, question_id: binary.id, value: '0', is_correct: 0 },
        { attempt_id: attempt.id, question_id: open.id, value: 'words', is_correct: null },
      ])
      .execute();

    expect((await migrateToLatest(db, tdb.database.engine))[0]).toBe('0028_typed_answers');

    const answers = await db
      .selectFrom('attempt_answers')
      .select(['value', 'credit'])
      .where('attempt_id', '=', attempt.id)
      .orderBy('id')
      .execute();
    expect(answers.map((a) => [a.value, a.credit === null ? null : Number(a.credit)])).toEqual([
      ['1', 1],
      ['0', 0],
      ['words', null],
    ]);
    await db.updateTable('quiz_attempts').set({ score: 1.75 }).where('id', '=', attempt.id).execute();
    const row = await db
      .selectFrom('quiz_attempts')
      .select('score')
      .where('id', '=', attempt.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.score)).toBe(1.75);
    // The two new question types are accepted; the check still refuses others (db/value-checks.test.ts).
    await question(4);
    await question(5);
  });
});
