// The fixed-value columns (docs/adr/0005-schema-types-checked-against-database.md): the lists frozen in migration
// 0017 and in the migrations that added such columns since (0027; 0028 and 0029 widened the list of questions.type) equal the shared constants, the unions
// `db/schema.ts` declares equal those lists (read with the TypeScript checker), and the database under test
// refuses any other value on insert and on update.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  courseStatuses,
  enrolmentStatuses,
  feedbackCategories,
  feedbackQuestionTypes,
  languages,
  learnerLevels,
  learningObjectTypes,
  ltiGradings,
  ltiTokenPurposes,
  mediaKindNames,
  newsletterStatuses,
  participationStatuses,
  passwordTokenPurposes,
  pathPolicies,
  postTestRules,
  questionTypeValues,
  quizForms,
  quizKinds,
  reviewTypes,
  roleValues,
  storedAccountStatuses,
  storedAttemptStatuses,
  studyConditions,
  studyStates,
  teachingTypes,
  unitTypes,
} from '@parcours/shared';
import { type Kysely, sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase, testEngine } from '../test/helpers';
import { databaseErrorKind } from './errors';
import { migrateToLatest } from './migrate';
import { type CheckedColumn, checkedColumns as checkedIn0017 } from './migrations/0017_value_checks';
import { parallelFormChecks } from './migrations/0027_parallel_forms';
import { typedAnswerChecks } from './migrations/0028_typed_answers';
import { arrangedAnswerChecks } from './migrations/0029_arranged_answers';

const key = (c: { table: string; column: string }) => `${c.table}.${c.column}`;
/** Every column a migration constrained, with the list of the last migration that set its check. */
const checkedColumns = [
  ...new Map(
    [...checkedIn0017, ...parallelFormChecks, ...typedAnswerChecks, ...arrangedAnswerChecks].map((c) => [
      key(c),
      c,
    ]),
  ).values(),
];

type Values = readonly (string | number)[];

/** The owner of each constrained column's values in packages/shared. */
const sharedValues: Record<string, Values> = {
  'users.role': roleValues,
  'users.status': storedAccountStatuses,
  'users.language': languages,
  'password_tokens.purpose': passwordTokenPurposes,
  'courses.teaching_type': teachingTypes,
  'courses.post_test_rule': postTestRules,
  'courses.status': courseStatuses,
  'enrolments.status': enrolmentStatuses,
  'enrolments.level': learnerLevels,
  'educational_units.type': unitTypes,
  'learning_objects.type': learningObjectTypes,
  'media.kind': mediaKindNames,
  'questions.type': questionTypeValues,
  'quiz_attempts.kind': quizKinds,
  'quiz_attempts.status': storedAttemptStatuses,
  'questions.level': learnerLevels,
  'quiz_attempts.form': quizForms,
  'feedback_questions.category': feedbackCategories,
  'feedback_questions.question_type': feedbackQuestionTypes,
  'reviews.review_type': reviewTypes,
  'newsletter_subscribers.status': newsletterStatuses,
  'studies.state': studyStates,
  'studies.post_test_rule': postTestRules,
  'studies.fallback_condition': studyConditions,
  'study_participants.status': participationStatuses,
  'study_participants.condition': studyConditions,
  'study_participants.stratum': learnerLevels,
  'study_path_snapshots.policy': pathPolicies,
  'study_path_snapshots.level': learnerLevels,
  'lti_links.grading': ltiGradings,
  'lti_tokens.purpose': ltiTokenPurposes,
};

const sorted = (values: Values) => [...values].map(String).sort();

/**
 * Every column of `interface DB` whose type, once `Generated` and null are set aside, is a union of string or
 * number literals: table.column -> its literal values.
 */
function declaredUnions(): Map<string, Values> {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'schema.ts');
  const configFile = path.join(path.dirname(file), '../../tsconfig.json');
  const config = ts.parseJsonConfigFileContent(
    ts.readConfigFile(configFile, ts.sys.readFile).config,
    ts.sys,
    path.dirname(configFile),
  );
  const program = ts.createProgram([file], { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error('schema.ts not found');
  const db = source.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === 'DB');
  if (!db) throw new Error('schema.ts has no interface DB');
  const unions = new Map<string, Values>();
  for (const table of checker.getTypeAtLocation(db).getProperties()) {
    const row = checker.getTypeOfSymbol(table);
    for (const column of row.getProperties()) {
      let type = checker.getTypeOfSymbol(column);
      // Kysely's Generated<T> is ColumnType<T, T | undefined, T>: what a select reads is its __select__.
      const selected = type.getProperty('__select__');
      if (selected) type = checker.getTypeOfSymbol(selected);
      const parts = (type.isUnion() ? type.types : [type]).filter(
        (t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)),
      );
      if (parts.length === 0 || !parts.every((t) => t.isStringLiteral() || t.isNumberLiteral())) continue;
      unions.set(
        `${table.name}.${column.name}`,
        parts.map((t) => (t as ts.StringLiteralType | ts.NumberLiteralType).value),
      );
    }
  }
  return unions;
}

describe('the value lists of migrations 0017, 0027, 0028 and 0029', () => {
  it('constrain each column once, with the values of its shared constant', () => {
    expect(new Set(checkedColumns.map(key)).size).toBe(checkedColumns.length);
    expect(checkedColumns.map(key).sort()).toEqual(Object.keys(sharedValues).sort());
    for (const c of checkedColumns) expect(sorted(c.values), key(c)).toEqual(sorted(sharedValues[key(c)]!));
  });

  it('equal the unions db/schema.ts declares, and every declared union is constrained', () => {
    const declared = declaredUnions();
    // a sanity check of the reading on two known columns
    expect(sorted(declared.get('quiz_attempts.kind') ?? [])).toEqual(sorted(quizKinds));
    expect(sorted(declared.get('users.role') ?? [])).toEqual(['0', '1', '2', '3', '4']);
    expect([...declared.keys()].sort()).toEqual(checkedColumns.map(key).sort());
    for (const c of checkedColumns)
      expect(sorted(declared.get(key(c)) ?? []), key(c)).toEqual(sorted(c.values));
  }, 120_000); // type-checking schema.ts with packages/shared takes seconds, more on a busy machine
});

// biome-ignore lint/suspicious/noExplicitAny: rows are built from the introspected columns of any table
type AnyDb = Kysely<any>;

let tdb: TestDatabase;
let tables: Awaited<ReturnType<AnyDb['introspection']['getTables']>>;
beforeAll(async () => {
  tdb = await openTestDatabase();
  await migrateToLatest(tdb.database.db, tdb.database.engine);
  tables = await tdb.database.db.introspection.getTables();
});
afterAll(() => tdb.dispose());

const outOfSet = (c: CheckedColumn) => (typeof c.values[0] === 'number' ? 99 : 'not-a-value');

/** A row of `table` with every required column filled: the first allowed value of a constrained column. */
function validRow(table: string): Record<string, unknown> {
  const meta = tables.find((t) => t.name === table);
  if (!meta) throw new Error(`no table ${table}`);
  const row: Record<string, unknown> = {};
  for (const column of meta.columns) {
    if (column.isNullable || column.hasDefaultValue || column.isAutoIncrementing || column.name === 'id')
      continue;
    const checked = checkedColumns.find((c) => c.table === table && c.column === column.name);
    row[column.name] = checked
      ? checked.values[0]
      : /int|real|float|numeric|double/i.test(column.dataType)
        ? 1
        : 'x';
  }
  return row;
}

class Rollback extends Error {}

/** Runs `work` in a transaction that is always rolled back, foreign keys left unchecked; answers its error. */
async function refusal(work: (trx: AnyDb) => Promise<unknown>): Promise<unknown> {
  try {
    await (tdb.database.db as AnyDb).transaction().execute(async (trx) => {
      // The rows point at nothing: only the value check is under test here.
      if (testEngine === 'postgres') await sql`set local session_replication_role = replica`.execute(trx);
      else await sql`pragma defer_foreign_keys = on`.execute(trx);
      await work(trx);
      throw new Rollback();
    });
  } catch (err) {
    if (err instanceof Rollback) return null;
    return err;
  }
  return null;
}

describe(`fixed-value columns on ${testEngine}`, () => {
  it.each(checkedColumns.map((c) => [key(c), c] as const))(
    '%s refuses a value out of its set, on insert and on update, as a check violation',
    async (_name, c) => {
      const inserted = await refusal((trx) =>
        trx
          .insertInto(c.table)
          .values({ ...validRow(c.table), [c.column]: outOfSet(c) })
          .execute(),
      );
      expect(databaseErrorKind(inserted), String(inserted)).toBe('check');

      const updated = await refusal(async (trx) => {
        await trx.insertInto(c.table).values(validRow(c.table)).execute();
        await trx
          .updateTable(c.table)
          .set({ [c.column]: outOfSet(c) })
          .execute();
      });
      expect(databaseErrorKind(updated), String(updated)).toBe('check');
    },
  );

  it('accepts every allowed value (the valid row of each table goes in)', async () => {
    for (const c of checkedColumns) {
      for (const value of c.values) {
        const error = await refusal((trx) =>
          trx
            .insertInto(c.table)
            .values({ ...validRow(c.table), [c.column]: value })
            .execute(),
        );
        expect(error, `${key(c)} = ${value}: ${String(error)}`).toBeNull();
      }
    }
  });
});
