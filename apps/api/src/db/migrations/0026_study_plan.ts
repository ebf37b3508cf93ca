// A study's pre-registered plan (docs/studies.md §2): hypotheses, primary outcome, analysis and the power
// calculation's inputs, as JSON; null for a study without one.
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

export function studyPlan() {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('studies').addColumn('plan', 'text').execute();
    },
  };
}
