// Parcours as an LTI 1.3 tool (docs/integrations.md, "LTI 1.3"): the platforms an administrator registered and
// their deployments, the tool's signing keys, the login states of the OIDC third-party login (each with its
// nonce, used once), accounts mapped by issuer and subject, resource links with their course and gradebook
// column, the LMS courses (contexts) with their Parcours class, one-time tokens (session hand-over, dynamic
// registration, deep-linking requests) and the queue of scores sent to the gradebooks. Also the index the xAPI
// retention purge reads. Released migrations are never edited.
import { type Kysely, sql } from 'kysely';
import { type Engine, fk, withId } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

export function lti(engine: Engine) {
  return {
    async up(db: AnyDb) {
      await withId(engine, db.schema.createTable('lti_platforms'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('issuer', 'text', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('auth_url', 'text', (c) => c.notNull()) // OIDC authorization endpoint
        .addColumn('token_url', 'text', (c) => c.notNull()) // OAuth 2 token endpoint (AGS, NRPS)
        .addColumn('jwks_url', 'text', (c) => c.notNull()) // the platform's key set
        // JSON list of the origins verified launches were posted from (a school's own LMS host): with the issuer's
        // and the login page's, the only origins that may frame the LTI pages
        .addColumn('frame_origins', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('lti_platforms_issuer_client_uq')
        .on('lti_platforms')
        .columns(['issuer', 'client_id'])
        .unique()
        .execute();

      await withId(engine, db.schema.createTable('lti_deployments'))
        .addColumn('platform_id', 'integer', (c) =>
          c.notNull().references('lti_platforms.id').onDelete('cascade'),
        )
        .addColumn('deployment_id', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('lti_deployments_uq')
        .on('lti_deployments')
        .columns(['platform_id', 'deployment_id'])
        .unique()
        .execute();

      await withId(engine, db.schema.createTable('lti_keys'))
        .addColumn('kid', 'text', (c) => c.notNull())
        .addColumn('private_jwk', 'text', (c) => c.notNull())
        .addColumn('public_jwk', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('retired_at', 'text') // no longer signs; published until the grace ends
        .execute();
      await db.schema.createIndex('lti_keys_kid_uq').on('lti_keys').column('kid').unique().execute();

      await withId(engine, db.schema.createTable('lti_logins'))
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('nonce', 'text', (c) => c.notNull())
        .addColumn('platform_id', 'integer', (c) =>
          c.notNull().references('lti_platforms.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('lti_logins_state_uq').on('lti_logins').column('state').unique().execute();
      await db.schema.createIndex('lti_logins_nonce_uq').on('lti_logins').column('nonce').unique().execute();
      await db.schema.createIndex('lti_logins_expires_idx').on('lti_logins').column('expires_at').execute();

      await db.schema
        .createTable('lti_accounts')
        .addColumn('platform_id', 'integer', (c) =>
          c.notNull().references('lti_platforms.id').onDelete('cascade'),
        )
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('lti_accounts_pk', ['platform_id', 'subject'])
        .execute();
      await db.schema.createIndex('lti_accounts_user_idx').on('lti_accounts').column('user_id').execute();

      await withId(engine, db.schema.createTable('lti_contexts'))
        .addColumn('platform_id', 'integer', (c) =>
          c.notNull().references('lti_platforms.id').onDelete('cascade'),
        )
        .addColumn('context_id', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('memberships_url', 'text') // NRPS, when the platform offers it
        .addColumn('class_id', 'integer', fk('classes', 'set null'))
        .addColumn('synced_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('lti_contexts_uq')
        .on('lti_contexts')
        .columns(['platform_id', 'context_id'])
        .unique()
        .execute();

      await withId(engine, db.schema.createTable('lti_links'))
        .addColumn('platform_id', 'integer', (c) =>
          c.notNull().references('lti_platforms.id').onDelete('cascade'),
        )
        .addColumn('resource_link_id', 'text', (c) => c.notNull())
        .addColumn('context_ref', 'integer', fk('lti_contexts', 'set null'))
        .addColumn('course_id', 'integer', fk('courses', 'set null'))
        .addColumn('grading', 'text', (c) => c.notNull().defaultTo('score')) // 'score' (post-test) or 'progress'
        .addColumn('lineitem_url', 'text') // AGS column; null when the link has none
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('lti_links_uq')
        .on('lti_links')
        .columns(['platform_id', 'resource_link_id'])
        .unique()
        .execute();
      await db.schema.createIndex('lti_links_course_idx').on('lti_links').column('course_id').execute();

      // Who launched which link: the scores of a course go to the columns its learners came from.
      await db.schema
        .createTable('lti_link_users')
        .addColumn('link_id', 'integer', (c) => c.notNull().references('lti_links.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('launched_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('lti_link_users_pk', ['link_id', 'user_id'])
        .execute();
      await db.schema.createIndex('lti_link_users_user_idx').on('lti_link_users').column('user_id').execute();

      // One-time tokens, stored as digests: 'session' (a launch hands a session to the web app), 'registration'
      // (a dynamic registration link), 'deep_link' (a deep-linking request waiting for the teacher's pick).
      await withId(engine, db.schema.createTable('lti_tokens'))
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', fk('users'))
        .addColumn('payload', 'text', (c) => c.notNull()) // JSON of what the token leads to
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('lti_tokens_hash_uq')
        .on('lti_tokens')
        .column('token_hash')
        .unique()
        .execute();

      // The gradebook outbox: one score per row, sent with retries like the xAPI statements.
      await withId(engine, db.schema.createTable('lti_scores'))
        .addColumn('link_id', 'integer', (c) => c.notNull().references('lti_links.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('payload', 'text', (c) => c.notNull()) // the AGS score body
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('claim_token', 'text')
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema
        .createIndex('lti_scores_due_idx')
        .on('lti_scores')
        .columns(['next_attempt_at', 'id'])
        .where(sql.ref('sent_at'), 'is', null)
        .execute();
      await db.schema
        .createIndex('lti_scores_link_user_idx')
        .on('lti_scores')
        .columns(['link_id', 'user_id'])
        .execute();

      // The xAPI retention purge deletes sent statements oldest first.
      await db.schema
        .createIndex('xapi_statements_sent_idx')
        .on('xapi_statements')
        .columns(['sent_at', 'id'])
        .where(sql.ref('sent_at'), 'is not', null)
        .execute();
    },
  };
}
