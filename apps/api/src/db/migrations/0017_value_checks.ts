// Columns holding a fixed set of values refuse any other one (docs/adr/0005-schema-types-checked-against-database.md).
// PostgreSQL gets a CHECK constraint per column. SQLite cannot add a constraint to an existing table, so each
// column gets a BEFORE INSERT and a BEFORE UPDATE OF trigger that aborts the statement. The lists are frozen
// here, as a migration must be; `db/value-checks.test.ts` asserts that they equal the shared constants and the
// unions of `db/schema.ts`. A null passes both forms, as a CHECK lets it through.
import { type Kysely, sql } from 'kysely';
import type { Engine } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

export interface CheckedColumn {
  table: string;
  column: string;
  values: readonly (string | number)[];
}

export const checkedColumns: readonly CheckedColumn[] = [
  { table: 'users', column: 'role', values: [0, 1, 2, 3, 4] },
  { table: 'users', column: 'status', values: ['pending', 'accepted', 'rejected', 'suspended', 'deleted'] },
  { table: 'users', column: 'language', values: ['en', 'fr'] },
  { table: 'password_tokens', column: 'purpose', values: ['reset', 'invite'] },
  { table: 'courses', column: 'teaching_type', values: ['online', 'on_place'] },
  { table: 'courses', column: 'post_test_rule', values: ['first', 'best', 'latest'] },
  { table: 'courses', column: 'status', values: ['draft', 'published', 'archived'] },
  { table: 'enrolments', column: 'status', values: ['enrolled', 'completed'] },
  { table: 'enrolments', column: 'level', values: ['basic', 'intermediate', 'advanced'] },
  { table: 'educational_units', column: 'type', values: ['basic', 'intermediate', 'advanced'] },
  { table: 'learning_objects', column: 'type', values: ['abstract', 'concrete'] },
  { table: 'media', column: 'kind', values: ['image', 'document', 'audio', 'video'] },
  { table: 'questions', column: 'type', values: [1, 2, 3] },
  { table: 'quiz_attempts', column: 'kind', values: ['pretest', 'posttest', 'learning_object'] },
  { table: 'quiz_attempts', column: 'status', values: ['started', 'passed', 'failed', 'expired'] },
  { table: 'feedback_questions', column: 'category', values: ['nps', 'usability', 'engagement', 'text'] },
  { table: 'feedback_questions', column: 'question_type', values: ['scale_0_10', 'likert_1_5', 'text'] },
  { table: 'reviews', column: 'review_type', values: ['course', 'platform'] },
  { table: 'newsletter_subscribers', column: 'status', values: ['pending', 'confirmed', 'unsubscribed'] },
  { table: 'studies', column: 'state', values: ['draft', 'open', 'closed'] },
  { table: 'studies', column: 'post_test_rule', values: ['first', 'best', 'latest'] },
  {
    table: 'studies',
    column: 'fallback_condition',
    values: ['adaptive', 'author_order', 'style_mismatched', 'level_only'],
  },
  { table: 'study_participants', column: 'status', values: ['pending', 'accepted', 'declined', 'withdrawn'] },
  {
    table: 'study_participants',
    column: 'condition',
    values: ['adaptive', 'author_order', 'style_mismatched', 'level_only'],
  },
  { table: 'study_participants', column: 'stratum', values: ['basic', 'intermediate', 'advanced'] },
  {
    table: 'study_path_snapshots',
    column: 'policy',
    values: ['adaptive', 'author_order', 'style_mismatched', 'level_only'],
  },
  { table: 'study_path_snapshots', column: 'level', values: ['basic', 'intermediate', 'advanced'] },
  { table: 'lti_links', column: 'grading', values: ['score', 'progress'] },
  { table: 'lti_tokens', column: 'purpose', values: ['registration', 'deep_link', 'session'] },
];

/** The name of a column's constraint (PostgreSQL) and the stem of its triggers (SQLite). */
const checkName = (c: CheckedColumn) => `${c.table}_${c.column}_check`;

const literal = (v: string | number) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);
const list = (c: CheckedColumn) => c.values.map(literal).join(', ');

/** Adds the value check of each column (a later migration's new columns call this too, with their own list). */
export async function addValueChecks(db: AnyDb, engine: Engine, columns: readonly CheckedColumn[]) {
  for (const c of columns) {
    const name = checkName(c);
    if (engine === 'postgres') {
      await sql
        .raw(`alter table ${c.table} add constraint ${name} check (${c.column} in (${list(c)}))`)
        .execute(db);
      continue;
    }
    const refuse = `select raise(abort, '${name}: ${c.table}.${c.column} takes one of ${list(c).replaceAll("'", '')}')`;
    const when = `when new.${c.column} not in (${list(c)})`;
    await sql
      .raw(`create trigger ${name}_insert before insert on ${c.table} ${when} begin ${refuse}; end`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${name}_update before update of ${c.column} on ${c.table} ${when} begin ${refuse}; end`,
      )
      .execute(db);
  }
}

/** Drops the value check of each column, so that a later migration can add it again with a longer list. */
export async function dropValueChecks(db: AnyDb, engine: Engine, columns: readonly CheckedColumn[]) {
  for (const c of columns) {
    const name = checkName(c);
    if (engine === 'postgres') {
      await sql.raw(`alter table ${c.table} drop constraint ${name}`).execute(db);
      continue;
    }
    await sql.raw(`drop trigger ${name}_insert`).execute(db);
    await sql.raw(`drop trigger ${name}_update`).execute(db);
  }
}

export function valueChecks(engine: Engine) {
  return {
    async up(db: AnyDb) {
      await addValueChecks(db, engine, checkedColumns);
    },
  };
}
