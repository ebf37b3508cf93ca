// The audit log read by action, newest first: the refused LTI launches on the LMS page
// (docs/integrations.md, "When a launch is refused"), without reading every login of the log.
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

export function auditActionIndex() {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createIndex('audit_log_action_idx')
        .on('audit_log')
        .columns(['action', 'created_at'])
        .execute();
    },
  };
}
