// db/schema.ts is written by hand beside the migrations (docs/adr/0005-schema-types-checked-against-database.md):
// this test reads its interfaces with the TypeScript compiler and compares them with the database the migrations
// build on the engine under test, so a column added, dropped or made nullable on one side only fails here.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase, testEngine } from '../test/helpers';
import { migrateToLatest } from './migrate';

interface DeclaredColumn {
  /** `T | null` in the row type */
  nullable: boolean;
  /** `Generated<T>` (or `Id`): the database fills it when an insert leaves it out */
  generated: boolean;
  type: string;
}

/** Table name -> column name -> what schema.ts declares, read from `interface DB` and the row interfaces. */
function declaredSchema(): Map<string, Map<string, DeclaredColumn>> {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'schema.ts');
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  const aliases = new Map<string, string>();
  for (const node of source.statements) {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
    if (ts.isTypeAliasDeclaration(node)) aliases.set(node.name.text, node.type.getText(source));
  }
  const members = (decl: ts.InterfaceDeclaration) =>
    decl.members.filter(ts.isPropertySignature).map((m) => ({
      name: m.name.getText(source),
      type: m.type?.getText(source) ?? '',
    }));
  const tables = new Map<string, Map<string, DeclaredColumn>>();
  const db = interfaces.get('DB');
  if (!db) throw new Error('schema.ts has no interface DB');
  for (const table of members(db)) {
    const row = interfaces.get(table.type);
    if (!row)
      throw new Error(`schema.ts: ${table.name} names ${table.type}, which is not an interface there`);
    const columns = new Map<string, DeclaredColumn>();
    for (const column of members(row)) {
      const type = aliases.get(column.type) ?? column.type;
      const generated = /^Generated</.test(type);
      const inner = generated ? type.replace(/^Generated<(.*)>$/s, '$1') : type;
      const parts = inner.split('|').map((p) => (aliases.get(p.trim()) ?? p).trim());
      columns.set(column.name, { nullable: parts.includes('null'), generated, type: inner });
    }
    tables.set(table.name, columns);
  }
  return tables;
}

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await openTestDatabase();
  await migrateToLatest(tdb.database.db, tdb.database.engine);
});
afterAll(() => tdb.dispose());

describe(`db/schema.ts against the migrated database on ${testEngine}`, () => {
  const declared = declaredSchema();

  it('reads the types (a sanity check of the parser on two known columns)', () => {
    expect(declared.get('users')?.get('email')).toEqual({
      nullable: false,
      generated: false,
      type: 'string',
    });
    expect(declared.get('users')?.get('major')).toMatchObject({ nullable: true, generated: false });
    expect(declared.get('courses')?.get('id')).toMatchObject({ generated: true });
  });

  it('has the same tables and, in each, the same columns', async () => {
    const actual = await tdb.database.db.introspection.getTables();
    const actualTables = Object.fromEntries(
      actual.map((t) => [t.name, t.columns.map((c) => c.name).sort()] as const),
    );
    const declaredTables = Object.fromEntries(
      [...declared].map(([name, columns]) => [name, [...columns.keys()].sort()] as const),
    );
    expect(declaredTables).toEqual(actualTables);
  });

  it('declares a column nullable exactly when the database lets it be null', async () => {
    const mismatches: string[] = [];
    for (const table of await tdb.database.db.introspection.getTables()) {
      for (const column of table.columns) {
        const type = declared.get(table.name)?.get(column.name);
        // `id` is every table's primary key, never null once written; SQLite still reports a primary key not
        // declared NOT NULL as nullable (a legacy of SQLite, for INTEGER and TEXT keys alike).
        if (!type || column.name === 'id') continue;
        if (type.nullable !== column.isNullable)
          mismatches.push(
            `${table.name}.${column.name}: schema.ts ${type.nullable ? 'allows' : 'forbids'} null, the database ${
              column.isNullable ? 'allows' : 'forbids'
            } it`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('marks as Generated exactly the columns the database fills by itself', async () => {
    const mismatches: string[] = [];
    for (const table of await tdb.database.db.introspection.getTables()) {
      for (const column of table.columns) {
        const type = declared.get(table.name)?.get(column.name);
        if (!type) continue;
        const filled = column.hasDefaultValue || column.isAutoIncrementing || column.name === 'id';
        // A column with a default that inserts always give may still be declared plainly; the reverse is a bug:
        // an insert that leaves a Generated column out would fail.
        if (type.generated && !filled)
          mismatches.push(`${table.name}.${column.name}: Generated in schema.ts, no default in the database`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
