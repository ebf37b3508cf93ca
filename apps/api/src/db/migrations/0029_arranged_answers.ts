// Matching and ordering questions (docs/design/adaptive.md §5): a matching row keeps the text its prompt matches
// (an ordering question's items are its answers in position order, which needs no column). questions.type takes
// two more values, so its value check is replaced again.
import type { Kysely } from 'kysely';
import type { Engine } from '../dialect';
import { addValueChecks, type CheckedColumn, dropValueChecks } from './0017_value_checks';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

/** Frozen here, as a migration must be; `db/value-checks.test.ts` holds it to the shared constant. */
export const arrangedAnswerChecks: readonly CheckedColumn[] = [
  { table: 'questions', column: 'type', values: [1, 2, 3, 4, 5, 6, 7] },
];

export function arrangedAnswers(engine: Engine) {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('answers').addColumn('match_text', 'text').execute();
      await dropValueChecks(db, engine, arrangedAnswerChecks);
      await addValueChecks(db, engine, arrangedAnswerChecks);
    },
  };
}
