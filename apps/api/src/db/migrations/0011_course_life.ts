// Course life and authorship (docs/design/product.md §4 and §6): a course is a draft, published or archived
// (existing courses were all visible, so they become published); the people who author it besides its creator;
// learning objects an author marks as reading only (no quiz expected before publishing); and, for paid courses
// that say so, the payment an admin marks as received on an enrolment.
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

export function courseLife() {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('courses')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
        .execute();
      // 0/1: learners of this paid course wait for an admin to mark their payment received
      await db.schema
        .alterTable('courses')
        .addColumn('payment_confirmation', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // The catalogue, recommendations and enrolment read published courses only.
      await db.schema
        .createIndex('courses_status_idx')
        .on('courses')
        .columns(['status', 'deleted_at'])
        .execute();

      await db.schema
        .createTable('course_authors')
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('added_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('course_authors_pk', ['course_id', 'user_id'])
        .execute();
      await db.schema.createIndex('course_authors_user_idx').on('course_authors').column('user_id').execute();
      await db.schema.createIndex('courses_created_by_idx').on('courses').column('created_by').execute();

      await db.schema
        .alterTable('learning_objects')
        .addColumn('reading_only', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema.alterTable('enrolments').addColumn('paid_at', 'text').execute();
    },
  };
}
