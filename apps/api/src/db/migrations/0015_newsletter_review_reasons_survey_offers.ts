// The newsletter's double opt-in (an address waits for its confirmation link, then receives mail until it
// unsubscribes), the reason an admin gives when hiding a review, and what a learner said to the survey offered
// after a post-test ("not now" or "no, thanks"), kept on the server so that it follows them on every device
// (docs/design/product.md §4).
import type { Kysely } from 'kysely';
import { type Engine, withId } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

export function newsletterReviewReasonsSurveyOffers(engine: Engine) {
  return {
    async up(db: AnyDb) {
      // `email` is null once the person unsubscribed: the row keeps its dates for the admin's counts, the address
      // goes (docs/privacy.md). Tokens: only the digest of the confirmation link is stored; the unsubscribe token
      // is written into every mail, so it is kept as it is (it can only unsubscribe).
      await withId(engine, db.schema.createTable('newsletter_subscribers'))
        .addColumn('email', 'text')
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('confirm_token_hash', 'text')
        .addColumn('confirm_expires_at', 'text')
        .addColumn('unsubscribe_token', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('unsubscribed_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('newsletter_subscribers_email_idx')
        .on('newsletter_subscribers')
        .column('email')
        .unique()
        .execute();
      await db.schema
        .createIndex('newsletter_subscribers_unsubscribe_idx')
        .on('newsletter_subscribers')
        .column('unsubscribe_token')
        .unique()
        .execute();
      await db.schema
        .createIndex('newsletter_subscribers_confirm_idx')
        .on('newsletter_subscribers')
        .column('confirm_token_hash')
        .execute();
      // The admin's list: filtered by status, newest first.
      await db.schema
        .createIndex('newsletter_subscribers_status_idx')
        .on('newsletter_subscribers')
        .columns(['status', 'created_at'])
        .execute();

      await db.schema.alterTable('reviews').addColumn('hidden_reason', 'text').execute();
      // The admin's list of every review: by rating and hidden state, newest first.
      await db.schema
        .createIndex('reviews_rating_created_idx')
        .on('reviews')
        .columns(['rating', 'created_at'])
        .execute();

      await db.schema
        .createTable('survey_offers')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('snoozed_at', 'text')
        .addColumn('declined_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
