// A class of learners behind one school address (issue 13): classes with their join code, the courses a class
// enrols its members in, the members; and what a session needs to tell two tabs refreshing at once from a
// stolen refresh token (the token id it just replaced, and when).
import type { Kysely } from 'kysely';
import { type Engine, fk, withId } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

export function classroom(engine: Engine) {
  return {
    async up(db: AnyDb) {
      await withId(engine, db.schema.createTable('classes'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull()) // upper-case join code; unique index below
        .addColumn('auto_approve', 'integer', (c) => c.notNull().defaultTo(0)) // members signing up are accepted at once
        .addColumn('owner_id', 'integer', fk('users', 'set null')) // the instructor (or admin) who runs it
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('classes_code_uq').on('classes').column('code').unique().execute();
      await db.schema
        .createIndex('classes_owner_idx')
        .on('classes')
        .columns(['owner_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('classes_created_idx')
        .on('classes')
        .columns(['created_at', 'id'])
        .execute();
      await db.schema.createIndex('classes_name_idx').on('classes').column('name').execute();

      await db.schema
        .createTable('class_courses')
        .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('class_courses_pk', ['class_id', 'course_id'])
        .execute();
      await db.schema
        .createIndex('class_courses_course_idx')
        .on('class_courses')
        .column('course_id')
        .execute();

      await db.schema
        .createTable('class_members')
        .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('joined_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('class_members_pk', ['class_id', 'user_id'])
        .execute();
      await db.schema.createIndex('class_members_user_idx').on('class_members').column('user_id').execute();

      // The refresh token id replaced by the last rotation and when: presented again within the grace, by the
      // same browser, it is a second tab, not a thief (docs/configuration.md, REFRESH_GRACE_SECONDS).
      await db.schema.alterTable('sessions').addColumn('previous_jti', 'text').execute();
      await db.schema.alterTable('sessions').addColumn('rotated_at', 'text').execute();
    },
  };
}
