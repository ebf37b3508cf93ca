// The exposure log of a study (docs/design/adaptive.md §10, docs/studies.md §5): each learning object an
// allocated learner still taking part was shown, in order, with its time: the player moving to it, or its
// opening. Nothing stored before told this: the opened mark keeps only the first "mark as read" of an object
// without a quiz, and the resume point only the last object. Released migrations are never edited.
import type { Kysely } from 'kysely';
import { type Engine, withId } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

export function studyExposures(engine: Engine) {
  return {
    async up(db: AnyDb) {
      await withId(engine, db.schema.createTable('study_exposures'))
        .addColumn('participant_id', 'integer', (c) =>
          c.notNull().references('study_participants.id').onDelete('cascade'),
        )
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('learning_object_id', 'integer', (c) =>
          c.notNull().references('learning_objects.id').onDelete('cascade'),
        )
        .addColumn('opened_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('study_exposures_participant_idx')
        .on('study_exposures')
        .columns(['participant_id', 'course_id', 'id'])
        .execute();
    },
  };
}
