// The resume point of an enrolment: the learning object the learner last had open in the course player, so that
// "continue where you left off" opens it again on any device (docs/design/product.md §4).
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

export function resumePoint() {
  return {
    async up(db: AnyDb) {
      // A learning object deleted later leaves no dangling point: the player then opens the next best step.
      await db.schema
        .alterTable('enrolments')
        .addColumn('resume_learning_object_id', 'integer', (c) =>
          c.references('learning_objects.id').onDelete('set null'),
        )
        .execute();
      await db.schema.alterTable('enrolments').addColumn('resume_at', 'text').execute();
    },
  };
}
