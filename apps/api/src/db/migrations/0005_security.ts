// Security: indexes for per-user upload allowances and the cleanup of abandoned uploads, the login back-off of
// each address (held in the database so it survives restarts and is shared by every process), and the request
// id of audit rows (docs/security.md).
import type { Kysely } from 'kysely';
import type { Engine } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

export function security(_engine: Engine) {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createIndex('media_uploader_created_idx')
        .on('media')
        .columns(['uploaded_by', 'created_at'])
        .execute();
      await db.schema
        .createIndex('media_unattached_idx')
        .on('media')
        .columns(['model_type', 'created_at'])
        .execute();

      await db.schema
        .createTable('login_failures')
        .addColumn('email', 'text', (c) => c.primaryKey().notNull()) // lower-cased; known or not, so both behave alike
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0)) // consecutive, reset by a success
        .addColumn('blocked_until', 'text', (c) => c.notNull()) // ISO time before which a login is refused
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('login_failures_updated_idx')
        .on('login_failures')
        .column('updated_at')
        .execute();

      await db.schema.alterTable('audit_log').addColumn('request_id', 'text').execute();
    },
  };
}
