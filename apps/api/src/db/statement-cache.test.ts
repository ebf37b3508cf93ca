import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cachePreparedStatements } from './statement-cache';

describe('prepared statement cache', () => {
  it('hands back the same statement for the same SQL and keeps at most the bound', () => {
    const raw = new SQLite(':memory:');
    const db = cachePreparedStatements(raw, 2);
    db.prepare('create table t (n integer)').run([]);
    const insert = db.prepare('insert into t (n) values (?)');
    expect(db.prepare('insert into t (n) values (?)')).toBe(insert);
    insert.run([1]);
    insert.run([2]);
    expect(db.prepare('select sum(n) as s from t').all([])).toEqual([{ s: 3 }]);
    // Three texts seen with a bound of 2: the create statement, least recently used, was dropped.
    expect(db.cachedStatements).toBe(2);
    expect(db.prepare('insert into t (n) values (?)')).toBe(insert);
    db.close();
  });

  it('prepares a fresh statement while the cached one is still iterating', () => {
    const db = cachePreparedStatements(new SQLite(':memory:'));
    db.prepare('create table t (n integer)').run([]);
    db.prepare('insert into t (n) values (1), (2)').run([]);
    const first = db.prepare('select n from t order by n');
    const rows = first.iterate([]);
    expect(rows.next().value).toEqual({ n: 1 });
    const second = db.prepare('select n from t order by n');
    expect(second).not.toBe(first);
    expect(second.all([])).toEqual([{ n: 1 }, { n: 2 }]);
    rows.return?.();
    expect(db.prepare('select n from t order by n')).toBe(first);
    db.close();
  });
});
