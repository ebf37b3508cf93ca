// "Download my data" (docs/privacy.md, "Your rights"): everything Parcours holds about a person, as one JSON
// document. Every table that refers to a person is declared here, either as exported (with the columns that
// are secrets left out) or as not personal with the reason; personal-data.test.ts fails on a table that refers
// to a person and is declared nowhere, so a new table must decide.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';

type Table = keyof DB & string;

interface OwnedRows {
  /** The table and the column naming the person. */
  table: Table;
  by: string;
  /** Secrets and internal keys that are not the person's data. */
  omit?: string[];
}

interface ChildRows {
  /** Rows reached through a parent row of the person (answers of their attempts, replies to their messages). */
  table: Table;
  parent: Table;
  via: string;
  parentBy: string;
}

interface AddressRows {
  /** Rows that name the person by their e-mail address, not their account (the newsletter needs no account). */
  table: Table;
  email: string;
  omit?: string[];
}

/** Exported, in this order: each becomes a key of the document. */
export const exportedTables: (OwnedRows | ChildRows | AddressRows)[] = [
  { table: 'sessions', by: 'user_id', omit: ['refresh_jti', 'previous_jti'] },
  // When each browser the account signed in from was first and last used; the browser's id digest is a secret.
  { table: 'known_browsers', by: 'user_id', omit: ['browser_hash'] },
  { table: 'class_members', by: 'user_id' },
  { table: 'study_participants', by: 'user_id' },
  { table: 'lti_accounts', by: 'user_id' },
  { table: 'lti_link_users', by: 'user_id' },
  { table: 'lti_scores', by: 'user_id' },
  { table: 'course_selected_users', by: 'user_id' },
  { table: 'enrolments', by: 'user_id' },
  { table: 'learning_style_results', by: 'user_id' },
  { table: 'quiz_attempts', by: 'user_id' },
  { table: 'attempt_answers', parent: 'quiz_attempts', via: 'attempt_id', parentBy: 'user_id' },
  { table: 'learning_object_opens', by: 'user_id' },
  { table: 'mastery', by: 'user_id' },
  { table: 'mastery_updates', by: 'user_id' },
  { table: 'learner_course_figures', by: 'user_id' },
  { table: 'feedback_responses', by: 'user_id' },
  { table: 'feedback_answers', parent: 'feedback_responses', via: 'response_id', parentBy: 'user_id' },
  { table: 'reviews', by: 'user_id' },
  { table: 'certificates', by: 'user_id' },
  { table: 'support_messages', by: 'user_id' },
  { table: 'support_replies', parent: 'support_messages', via: 'message_id', parentBy: 'user_id' },
  { table: 'media', by: 'uploaded_by' },
  { table: 'audit_log', by: 'actor_id' },
  { table: 'survey_offers', by: 'user_id' },
  // The subscription of the account's address (compared in lower case, as subscriptions are stored).
  { table: 'newsletter_subscribers', email: 'email', omit: ['confirm_token_hash', 'unsubscribe_token'] },
];

/** The column a declaration names the person by. */
export const personColumnOf = (t: OwnedRows | ChildRows | AddressRows) =>
  'by' in t ? t.by : 'via' in t ? t.via : t.email;

/** Columns that refer to a person but whose rows are not that person's data, with the reason. */
export const notPersonal: Record<string, string> = {
  'users.created_by': 'the admin who created an account; the account itself is exported as `account`',
  'courses.created_by': 'course content the person authored belongs to the course, not to the person',
  'quiz_versions.created_by': 'quiz content the person edited belongs to the quiz',
  'password_tokens.user_id': 'hashes of one-time links: secrets, not data about the person',
  'support_replies.author_id': "replies are exported with the person's own messages",
  'studies.created_by': 'a study a researcher set up belongs to the study, not to the person',
  'study_versions.created_by': 'the settings of a study version belong to the study',
  'lti_tokens.user_id': 'one-time sign-in codes of an LMS launch: secrets, kept two minutes',
  'course_authors.user_id': 'who may edit a course belongs to the course',
};

const accountOmit = ['password_hash'];

function without(row: Record<string, unknown>, omit: string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) if (!omit.includes(k)) out[k] = v;
  return out;
}

export interface PersonalData {
  format: 'parcours-personal-data';
  version: 1;
  exported_at: string;
  account: Record<string, unknown>;
  [table: string]: unknown;
}

/** One query per table, each filtered by the person's id through an index; never one per row. */
export async function exportPersonalData(db: Database, userId: number): Promise<PersonalData> {
  const account = await sql<Record<string, unknown>>`select * from users where id = ${userId}`.execute(db);
  const doc: PersonalData = {
    format: 'parcours-personal-data',
    version: 1,
    exported_at: new Date().toISOString(),
    account: without(account.rows[0] ?? {}, accountOmit),
  };
  for (const t of exportedTables) {
    const email = String(doc.account.email ?? '').toLowerCase();
    const rows =
      'email' in t
        ? await sql<
            Record<string, unknown>
          >`select * from ${sql.table(t.table)} where ${sql.ref(t.email)} = ${email}`.execute(db)
        : 'by' in t
          ? await sql<
              Record<string, unknown>
            >`select * from ${sql.table(t.table)} where ${sql.ref(t.by)} = ${userId}`.execute(db)
          : await sql<
              Record<string, unknown>
            >`select * from ${sql.table(t.table)} where ${sql.ref(t.via)} in (select id from ${sql.table(t.parent)} where ${sql.ref(t.parentBy)} = ${userId})`.execute(
              db,
            );
    doc[t.table] = rows.rows.map((r) => without(r, 'via' in t ? undefined : t.omit));
  }
  return doc;
}
