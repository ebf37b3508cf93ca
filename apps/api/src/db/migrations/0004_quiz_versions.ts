// Quiz versions (docs/design/adaptive.md §2): editing the questions or answers of a quiz that has attempts makes
// a new version, and every attempt records the version it was taken on. `quiz_versions` keeps, per version, the
// questions and answers as they were (with the correct ones), so an old attempt's item-level answers, which
// point at question and answer ids, can still be read after the quiz changed.
// Existing quizzes and attempts start at version 1; a quiz's version-1 snapshot is written the first time it is
// saved (or read from the live questions while it has none), so this migration moves no data.
import type { Kysely } from 'kysely';
import { type Engine, fk, withId } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

export function quizVersions(engine: Engine) {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('quizzes')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('quiz_attempts')
        .addColumn('quiz_version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      // Attempts counted per version of a quiz (the version history, and "has this version attempts?").
      await db.schema
        .createIndex('attempts_quiz_version_idx')
        .on('quiz_attempts')
        .columns(['quiz_id', 'quiz_version'])
        .execute();

      await withId(engine, db.schema.createTable('quiz_versions'))
        .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('questions', 'text', (c) => c.notNull()) // JSON: the admin quiz's questions, answers included
        .addColumn('questions_count', 'integer', (c) => c.notNull())
        .addColumn('changes', 'text') // JSON {added, removed, edited} against the previous version; null for the first
        .addColumn('created_by', 'integer', fk('users', 'set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('quiz_versions_quiz_version_uq')
        .on('quiz_versions')
        .columns(['quiz_id', 'version'])
        .unique()
        .execute();
    },
  };
}
