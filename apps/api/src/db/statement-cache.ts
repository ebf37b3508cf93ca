// SQLite prepared statements kept between queries: Kysely's SQLite driver calls `prepare()` for every query,
// and compiling the same SQL again was about half of the server's CPU under load (docs/performance.md).
import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many distinct SQL texts stay prepared; the least recently used one is dropped past this. */
const defaultStatementCacheSize = 500;

export interface CachedSqlite extends SqliteDatabase {
  /** Statements currently kept (for tests and the benchmark). */
  readonly cachedStatements: number;
}

/**
 * Wraps a better-sqlite3 database so `prepare(sql)` returns the statement prepared earlier for the same text.
 * A Map keeps insertion order, so re-inserting on use makes its first key the least recently used. A statement
 * still iterating (a stream in progress) is never handed out twice: a fresh one is prepared for that call.
 */
export function cachePreparedStatements(
  database: BetterSqlite3.Database,
  maxSize = defaultStatementCacheSize,
): CachedSqlite {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    get cachedStatements() {
      return cache.size;
    },
    close() {
      cache.clear();
      database.close();
    },
    prepare(sqlText: string): SqliteStatement {
      const found = cache.get(sqlText);
      if (found && !found.busy) {
        cache.delete(sqlText);
        cache.set(sqlText, found);
        return found;
      }
      const statement = database.prepare(sqlText);
      if (!found) {
        cache.set(sqlText, statement);
        if (cache.size > maxSize) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
      }
      return statement;
    },
  };
}
