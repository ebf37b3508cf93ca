// xAPI (docs/integrations.md, "xAPI"): the registration of each enrolment, the learner of each queued statement
// (so a learner's statements are sent in the order they happened), and the LRS's own answer to a refused
// statement. Released migrations are never edited.
import { type Kysely, sql } from 'kysely';
import type { Engine } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

/** The learner of each statement still waiting, from its payload (statements already sent are not sent again). */
export async function backfillActors(db: AnyDb, engine: Engine): Promise<void> {
  const actor =
    engine === 'postgres' ? sql`(payload::json ->> 'actor')` : sql`json_extract(payload, '$.actor')`;
  await sql`update xapi_statements set actor = ${actor} where sent_at is null and actor is null`.execute(db);
}

export function xapiRegistrationAndDelivery(engine: Engine) {
  return {
    async up(db: AnyDb) {
      // A random UUID, given by the xAPI module the first time a statement about the enrolment is queued, then
      // kept: `context.registration` of every statement about it.
      await db.schema.alterTable('enrolments').addColumn('xapi_registration', 'text').execute();

      // The learner's pseudonym, as in the payload: the sender keeps each learner's statements in order.
      await db.schema.alterTable('xapi_statements').addColumn('actor', 'text').execute();
      // The status and the start of the body of the LRS's last answer to a refused statement.
      await db.schema.alterTable('xapi_statements').addColumn('last_status', 'integer').execute();
      await db.schema.alterTable('xapi_statements').addColumn('last_response', 'text').execute();
      await backfillActors(db, engine);
      await db.schema
        .createIndex('xapi_statements_actor_idx')
        .on('xapi_statements')
        .columns(['actor', 'id'])
        .where(sql.ref('sent_at'), 'is', null)
        .execute();
    },
  };
}
