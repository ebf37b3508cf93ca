// Every change of a mastery estimate, kept so that a learner's trajectory on a learning object can be read back
// (docs/design/adaptive.md §4): one row per learning-object quiz submission, written with the attempt.
import type { Kysely } from 'kysely';
import { type Engine, withId } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

export function masteryUpdates(engine: Engine) {
  return {
    async up(db: AnyDb) {
      await withId(engine, db.schema.createTable('mastery_updates'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('learning_object_id', 'integer', (c) =>
          c.notNull().references('learning_objects.id').onDelete('cascade'),
        )
        .addColumn('attempt_id', 'integer', (c) =>
          c.notNull().references('quiz_attempts.id').onDelete('cascade'),
        )
        .addColumn('p_before', 'double precision', (c) => c.notNull())
        .addColumn('p_after', 'double precision', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // A trajectory is read per learner and learning object in time order.
      await db.schema
        .createIndex('mastery_updates_user_lo_idx')
        .on('mastery_updates')
        .columns(['user_id', 'learning_object_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('mastery_updates_attempt_idx')
        .on('mastery_updates')
        .column('attempt_id')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('mastery_updates').execute();
    },
  };
}
