// A course that adapts its media to visual and verbal learners (docs/design/product.md §4: publishing then checks
// that every learning object has media for both), and the index behind the admin's list of enrolments awaiting
// payment confirmation (a paid course's enrolments with no `paid_at` yet).
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

export function adaptsMediaAndPayment() {
  return {
    async up(db: AnyDb) {
      // 0/1; existing courses made no such promise
      await db.schema
        .alterTable('courses')
        .addColumn('adapts_media', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // The awaiting list reads, per paying course, the enrolments not yet marked paid, newest first.
      await db.schema
        .createIndex('enrolments_payment_idx')
        .on('enrolments')
        .columns(['course_id', 'paid_at', 'enrolled_at'])
        .execute();
    },
  };
}
