// Everything that differs between SQLite and PostgreSQL lives here, so queries and migrations stay one list.
import type {
  ColumnDefinitionBuilder,
  ColumnMetadata,
  CreateTableBuilder,
  DatabaseIntrospector,
  DatabaseMetadata,
  DatabaseMetadataOptions,
  Kysely,
  SchemaMetadata,
  TableMetadata,
} from 'kysely';
import { PostgresAdapter, PostgresDialect, sql } from 'kysely';

export type Engine = 'sqlite' | 'postgres';

/** Adds an auto-incrementing integer primary key named `id`. */
export function withId<T extends string>(engine: Engine, table: CreateTableBuilder<T, never>) {
  return engine === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Foreign key column with ON DELETE behaviour. */
export function fk(table: string, onDelete: 'cascade' | 'set null' | 'restrict' = 'cascade') {
  return (c: ColumnDefinitionBuilder) => c.references(`${table}.id`).onDelete(onDelete);
}

/** Case-insensitive "contains" for search boxes: ILIKE on PostgreSQL, LIKE (ASCII case-insensitive) on SQLite. */
export function likeOperator(engine: Engine): 'like' | 'ilike' {
  return engine === 'postgres' ? 'ilike' : 'like';
}

/** Escapes LIKE wildcards in user input and wraps it in %...%. Used with ESCAPE '\'. */
export function containsPattern(input: string): string {
  return `%${input.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/** The engine behind a Kysely instance or transaction. */
// biome-ignore lint/suspicious/noExplicitAny: works on any schema
export function engineOf(db: Kysely<any>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

// Any fixed number: it names the lock among the advisory locks of the database.
const seedLockKey = 7_302_514;

/**
 * Call first in a transaction that checks then writes first data (the demo catalogue): processes starting
 * together queue on it, so only the first one seeds and the others then see its rows. PostgreSQL takes an
 * advisory lock held until the transaction ends; SQLite takes the database's write lock with a write that
 * changes nothing (the others wait on the busy timeout).
 */
// biome-ignore lint/suspicious/noExplicitAny: works on any schema
export async function lockForSeeding(trx: Kysely<any>): Promise<void> {
  if (engineOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${seedLockKey})`.execute(trx);
  else await sql`update courses set id = id where 0 = 1`.execute(trx);
}

/**
 * Runs `seed` with the same seeding lock held for its whole length, on one connection, for seeding that spans
 * several transactions of its own (the demo study): processes starting together run it one after the other, so
 * the second sees the first one's rows. On SQLite, one process at a time writes anyway; `seed` runs as is.
 */
export async function whileSeeding<DB, T>(db: Kysely<DB>, seed: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  if (engineOf(db) !== 'postgres') return seed(db);
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${seedLockKey})`.execute(conn);
    try {
      return await seed(conn);
    } finally {
      await sql`select pg_advisory_unlock(${seedLockKey})`.execute(conn);
    }
  });
}

export async function ping<T>(db: Kysely<T>): Promise<void> {
  await sql`select 1`.execute(db);
}

interface CatalogColumn {
  table: string;
  schema: string;
  table_type: string;
  column: string;
  type: string;
  type_schema: string;
  not_null: boolean;
  has_default: boolean;
  auto_incrementing: boolean;
}

/**
 * PostgreSQL introspection limited to the connection's current schema. Kysely's own looks at every schema
 * and calls functions on their names, which fails when another schema is dropped meanwhile (tests run in a
 * schema each) and lets the migrator see bookkeeping tables of other schemas.
 */
class CurrentSchemaIntrospector implements DatabaseIntrospector {
  // biome-ignore lint/suspicious/noExplicitAny: introspection works on the untyped schema
  constructor(private readonly db: Kysely<any>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(
      this.db,
    );
    return rows;
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<CatalogColumn>`
      select c.relname as "table", ns.nspname as "schema", c.relkind as table_type, a.attname as "column",
             t.typname as "type", tns.nspname as type_schema, a.attnotnull as not_null, a.atthasdef as has_default,
             coalesce(pg_catalog.pg_get_expr(d.adbin, d.adrelid) like 'nextval(%', false) as auto_incrementing
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid
      join pg_catalog.pg_type t on t.oid = a.atttypid
      join pg_catalog.pg_namespace tns on tns.oid = t.typnamespace
      left join pg_catalog.pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.db);
    const tables = new Map<string, TableMetadata & { columns: ColumnMetadata[] }>();
    for (const r of rows) {
      if (!options.withInternalKyselyTables && r.table.startsWith('kysely_migration')) continue;
      let table = tables.get(r.table);
      if (!table) {
        table = { name: r.table, schema: r.schema, isView: r.table_type === 'v', columns: [] };
        tables.set(r.table, table);
      }
      table.columns.push({
        name: r.column,
        dataType: r.type,
        dataTypeSchema: r.type_schema,
        isNullable: !r.not_null,
        hasDefaultValue: r.has_default,
        isAutoIncrementing: r.auto_incrementing,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** PostgreSQL with the schema-scoped introspection above. */
export class ParcoursPostgresDialect extends PostgresDialect {
  // biome-ignore lint/suspicious/noExplicitAny: introspection works on the untyped schema
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
