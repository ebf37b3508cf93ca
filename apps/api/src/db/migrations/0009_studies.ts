// Studies (docs/design/adaptive.md §10): the study and its recorded versions, its courses, each learner's
// consent and allocation (decided once, never changed), and the path snapshots of allocated learners.
// Released migrations are never edited.
import type { Kysely } from 'kysely';
import { type Engine, fk, withId } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

export function studies(engine: Engine) {
  return {
    async up(db: AnyDb) {
      await withId(engine, db.schema.createTable('studies'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('draft')) // draft | open | closed
        .addColumn('opens_at', 'text', (c) => c.notNull())
        .addColumn('closes_at', 'text', (c) => c.notNull())
        .addColumn('conditions', 'text', (c) => c.notNull()) // JSON [{condition, weight}]
        .addColumn('seed', 'text', (c) => c.notNull())
        .addColumn('consent_en', 'text', (c) => c.notNull())
        .addColumn('consent_fr', 'text', (c) => c.notNull())
        .addColumn('consent_version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('delayed_posttest_days', 'integer')
        .addColumn('post_test_rule', 'text', (c) => c.notNull().defaultTo('first'))
        .addColumn('fallback_condition', 'text', (c) => c.notNull().defaultTo('adaptive'))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('locked_at', 'text') // the first allocation: conditions and seed are fixed from then on
        .addColumn('created_by', 'integer', fk('users', 'set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withId(engine, db.schema.createTable('study_versions'))
        .addColumn('study_id', 'integer', (c) => c.notNull().references('studies.id').onDelete('cascade'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('consent_version', 'integer', (c) => c.notNull())
        .addColumn('settings', 'text', (c) => c.notNull()) // JSON of the settings in force from created_at
        .addColumn('created_by', 'integer', fk('users', 'set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('study_versions_study_uq')
        .on('study_versions')
        .columns(['study_id', 'version'])
        .unique()
        .execute();

      await db.schema
        .createTable('study_courses')
        .addColumn('study_id', 'integer', (c) => c.notNull().references('studies.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('study_courses_pk', ['study_id', 'course_id'])
        .execute();
      // Which study a course is in: read on every consent page and pretest.
      await db.schema
        .createIndex('study_courses_course_idx')
        .on('study_courses')
        .column('course_id')
        .execute();

      await withId(engine, db.schema.createTable('study_participants'))
        .addColumn('study_id', 'integer', (c) => c.notNull().references('studies.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending')) // pending|accepted|declined|withdrawn
        .addColumn('consent_version', 'integer')
        .addColumn('decided_at', 'text')
        .addColumn('withdrawn_at', 'text')
        // The allocation, written once: condition, stratum (pretest level) and rank in the stratum's sequence.
        .addColumn('condition', 'text')
        .addColumn('stratum', 'text')
        .addColumn('allocation_seq', 'integer')
        .addColumn('allocated_at', 'text')
        .addColumn('study_version', 'integer')
        // The delayed post-test: when it opens, and when the reminder was mailed.
        .addColumn('delayed_due_at', 'text')
        .addColumn('reminder_sent_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('study_participants_study_user_uq')
        .on('study_participants')
        .columns(['study_id', 'user_id'])
        .unique()
        .execute();
      // Two allocations can never take the same place in a stratum's sequence.
      await db.schema
        .createIndex('study_participants_allocation_uq')
        .on('study_participants')
        .columns(['study_id', 'stratum', 'allocation_seq'])
        .unique()
        .execute();
      await db.schema
        .createIndex('study_participants_status_idx')
        .on('study_participants')
        .columns(['study_id', 'status', 'condition'])
        .execute();
      await db.schema
        .createIndex('study_participants_user_idx')
        .on('study_participants')
        .columns(['user_id', 'study_id'])
        .execute();
      await db.schema
        .createIndex('study_participants_due_idx')
        .on('study_participants')
        .columns(['reminder_sent_at', 'delayed_due_at'])
        .execute();

      await withId(engine, db.schema.createTable('study_path_snapshots'))
        .addColumn('participant_id', 'integer', (c) =>
          c.notNull().references('study_participants.id').onDelete('cascade'),
        )
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('policy', 'text', (c) => c.notNull())
        .addColumn('level', 'text')
        .addColumn('style_result_id', 'integer', fk('learning_style_results', 'set null'))
        .addColumn('steps', 'text', (c) => c.notNull()) // JSON: the step ids in order, locks marked
        .addColumn('digest', 'text', (c) => c.notNull()) // SHA-256 of the above, to write only on a change
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('study_path_snapshots_participant_idx')
        .on('study_path_snapshots')
        .columns(['participant_id', 'course_id', 'id'])
        .execute();
    },
  };
}
