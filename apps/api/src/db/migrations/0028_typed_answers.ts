// Numerical and short-answer questions with partial credit (docs/design/adaptive.md §5): each accepted answer
// has a credit (0..1) and a numerical one a tolerance; a short answer may be case sensitive; each answered
// question keeps the credit it earned, and an attempt's score, the sum of credits, can be fractional.
// questions.type takes two more values, so its value check is replaced.
import { type Kysely, sql } from 'kysely';
import type { Engine } from '../dialect';
import { addValueChecks, type CheckedColumn, dropValueChecks } from './0017_value_checks';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

/** Frozen here, as a migration must be; `db/value-checks.test.ts` holds it to the shared constant. */
export const typedAnswerChecks: readonly CheckedColumn[] = [
  { table: 'questions', column: 'type', values: [1, 2, 3, 4, 5] },
];

export function typedAnswers(engine: Engine) {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('answers').addColumn('credit', 'double precision').execute();
      await db.schema.alterTable('answers').addColumn('tolerance', 'double precision').execute();
      await db.schema
        .alterTable('questions')
        .addColumn('case_sensitive', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('attempt_answers').addColumn('credit', 'double precision').execute();
      // Before credits, an answered scored question earned 1 when right and 0 when wrong.
      await sql`update attempt_answers set credit = is_correct where is_correct is not null`.execute(db);
      // SQLite stores 2.5 in an integer column as it is; PostgreSQL needs the type changed.
      if (engine === 'postgres') {
        await db.schema
          .alterTable('quiz_attempts')
          .alterColumn('score', (c) => c.setDataType('double precision'))
          .execute();
      }
      await dropValueChecks(db, engine, typedAnswerChecks);
      await addValueChecks(db, engine, typedAnswerChecks);
    },
  };
}
