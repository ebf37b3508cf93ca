// Reviews an admin hides (abusive ones leave the course's mean and list but stay visible to admins), and the
// thread of replies under a support message (the admin's answer, mailed, and the author's answers back).
import type { Kysely } from 'kysely';
import { type Engine, fk, withId } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

export function reviewModerationSupportReplies(engine: Engine) {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('reviews').addColumn('hidden_at', 'text').execute();
      // The public list and the mean read the visible reviews of one course.
      await db.schema
        .createIndex('reviews_course_visible_idx')
        .on('reviews')
        .columns(['course_id', 'review_type', 'hidden_at', 'created_at'])
        .execute();

      await withId(engine, db.schema.createTable('support_replies'))
        .addColumn('message_id', 'integer', (c) =>
          c.notNull().references('support_messages.id').onDelete('cascade'),
        )
        .addColumn('author_id', 'integer', fk('users', 'set null'))
        .addColumn('from_admin', 'integer', (c) => c.notNull()) // 0/1: who speaks in the thread
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('support_replies_message_idx')
        .on('support_replies')
        .columns(['message_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('support_messages_user_idx')
        .on('support_messages')
        .columns(['user_id', 'created_at'])
        .execute();
    },
  };
}
