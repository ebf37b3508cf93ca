// The login back-off per account and source (docs/security.md, "Accounts"): failures were counted per account
// from anywhere, so a stranger typing wrong passwords kept the owner out. Now each (account, source) pair has
// its own count, where a source is a client address or a browser the account signed in from before; an account
// failing from many addresses gets one account-wide delay for unknown browsers; known browsers are remembered.
// The old counts are short-lived (a day at most) and keyed by account only, so they are dropped, not converted.
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

export function loginSources() {
  return {
    async up(db: AnyDb) {
      await db.schema.dropTable('login_failures').execute();
      await db.schema
        .createTable('login_failures')
        .addColumn('email', 'text', (c) => c.notNull()) // lower-cased; known or not, so both behave alike
        .addColumn('source', 'text', (c) => c.notNull()) // 'address:<ip>' or 'browser:<sha-256 of its id>'
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0)) // consecutive, reset by a success
        .addColumn('blocked_until', 'text', (c) => c.notNull()) // ISO time before which this source waits
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('login_failures_pk', ['email', 'source'])
        .execute();
      await db.schema
        .createIndex('login_failures_updated_idx')
        .on('login_failures')
        .column('updated_at')
        .execute();

      // One row per account failing from many addresses at once (an account-wide delay for unknown browsers).
      await db.schema
        .createTable('login_spread')
        .addColumn('email', 'text', (c) => c.primaryKey().notNull())
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0)) // failures since the spread began
        .addColumn('blocked_until', 'text', (c) => c.notNull())
        .addColumn('alerted_at', 'text') // the last mail to the owner
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      // Browsers an account signed in from: the id lives in an HttpOnly cookie, only its SHA-256 here.
      await db.schema
        .createTable('known_browsers')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('browser_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('known_browsers_pk', ['user_id', 'browser_hash'])
        .execute();
    },
  };
}
