// LTI (docs/integrations.md, "LTI 1.3"): a link launched with the AGS line items container but no ready-made
// column keeps that container's address, so Parcours creates its gradebook column when it has a score to send;
// and who launched a link as an LMS instructor is kept, since only those instructors (and the admin) see and
// sync that LMS course. Earlier launches recorded no role: they count as learner launches until the next one.
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

export function ltiLineItemsAndInstructors() {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('lti_links').addColumn('lineitems_url', 'text').execute();
      await db.schema
        .alterTable('lti_link_users')
        .addColumn('instructor', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
