// Parallel forms of a course quiz (docs/design/adaptive.md §5): the author's level of each question, the quiz's
// switch, and the form each attempt drew (null for an attempt on every question). The two new fixed-value
// columns refuse any other value, as migration 0017's do.
import type { Kysely } from 'kysely';
import type { Engine } from '../dialect';
import { addValueChecks, type CheckedColumn } from './0017_value_checks';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

/** Frozen here, as a migration must be; `db/value-checks.test.ts` holds them to the shared constants. */
export const parallelFormChecks: readonly CheckedColumn[] = [
  { table: 'questions', column: 'level', values: ['basic', 'intermediate', 'advanced'] },
  { table: 'quiz_attempts', column: 'form', values: ['A', 'B'] },
];

export function parallelForms(engine: Engine) {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('questions').addColumn('level', 'text').execute();
      await db.schema
        .alterTable('quizzes')
        .addColumn('parallel_forms', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('quiz_attempts').addColumn('form', 'text').execute();
      await addValueChecks(db, engine, parallelFormChecks);
    },
  };
}
