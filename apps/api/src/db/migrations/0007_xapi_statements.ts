// The xAPI outbox (docs/integrations.md): statements queued in the transaction of the event they record, sent
// to the learning record store by the background sender. Released migrations are never edited.
import { type Kysely, sql } from 'kysely';
import { type Engine, withId } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

export function xapiStatements(engine: Engine) {
  return {
    async up(db: AnyDb) {
      await withId(engine, db.schema.createTable('xapi_statements'))
        .addColumn('statement_id', 'text', (c) => c.notNull()) // UUID decided at queue time: the LRS's key
        .addColumn('payload', 'text', (c) => c.notNull()) // JSON of the event; the statement is built from it
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('claim_token', 'text') // the sender holding the row until next_attempt_at
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema
        .createIndex('xapi_statements_statement_id_uq')
        .on('xapi_statements')
        .column('statement_id')
        .unique()
        .execute();
      // The sender reads only what is still to send, oldest due first.
      await db.schema
        .createIndex('xapi_statements_due_idx')
        .on('xapi_statements')
        .columns(['next_attempt_at', 'id'])
        .where(sql.ref('sent_at'), 'is', null)
        .execute();
    },
  };
}
