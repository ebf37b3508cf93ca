// What a database error means, for both engines, in one place (docs/adr/0004-one-owner-per-concept.md): services
// turn a refused write into a clear 409 or 422 and the error handler turns an unreachable database into a 503,
// without reading driver codes themselves. PostgreSQL reports SQLSTATE codes; better-sqlite3 reports
// `SQLITE_CONSTRAINT_*` codes. On SQLite the value checks of migration 0017 are triggers that abort the statement
// (`SQLITE_CONSTRAINT_TRIGGER`): the same refusal as PostgreSQL's CHECK constraint, so the same kind.

/** Why the database refused a statement, when it is a reason a service can answer for. */
export type DatabaseErrorKind = 'unique' | 'foreign_key' | 'not_null' | 'check' | 'unavailable';

const byCode: Record<string, Exclude<DatabaseErrorKind, 'unavailable'>> = {
  '23505': 'unique',
  SQLITE_CONSTRAINT_UNIQUE: 'unique',
  SQLITE_CONSTRAINT_PRIMARYKEY: 'unique',
  '23503': 'foreign_key',
  SQLITE_CONSTRAINT_FOREIGNKEY: 'foreign_key',
  '23502': 'not_null',
  SQLITE_CONSTRAINT_NOTNULL: 'not_null',
  '23514': 'check',
  SQLITE_CONSTRAINT_CHECK: 'check',
  SQLITE_CONSTRAINT_TRIGGER: 'check',
};

// PostgreSQL: admin shutdown, crash shutdown, cannot connect now, too many connections, no such database, bad login.
const pgUnavailableCodes = new Set(['57P01', '57P02', '57P03', '53300', '3D000', '28000', '28P01']);
const netUnavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EPIPE',
]);
const sqliteUnavailableCodes = new Set(['SQLITE_CANTOPEN', 'SQLITE_NOTADB', 'SQLITE_IOERR']);
// Drivers and pools that say it in words only.
const unavailableMessages = [
  /driver has already been destroyed/i,
  /database connection is not open/i,
  /Cannot use a pool after calling end/i,
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Query read timeout/i, // pg's query_timeout: the server did not answer (frozen)
  /canceling statement due to statement timeout/i,
];

/** The error and its causes: a pool or Kysely may wrap the driver's error. */
function* chain(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    yield e as { code?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

/** The kind of a database error, or null when it is not one a service should answer for (a bad query is a bug). */
export function databaseErrorKind(err: unknown): DatabaseErrorKind | null {
  for (const { code, message } of chain(err)) {
    if (typeof code === 'string') {
      const kind = byCode[code];
      if (kind) return kind;
      if (pgUnavailableCodes.has(code) || netUnavailableCodes.has(code) || sqliteUnavailableCodes.has(code))
        return 'unavailable';
      if (/^08[0-9A-Z]{3}$/.test(code)) return 'unavailable'; // PostgreSQL class 08: connection exception
    }
    if (typeof message === 'string' && unavailableMessages.some((re) => re.test(message)))
      return 'unavailable';
  }
  return null;
}

/** A unique index refused the write (an e-mail already taken, a row another request inserted first). */
export const isUniqueViolation = (err: unknown): boolean => databaseErrorKind(err) === 'unique';

/** A foreign key refused the write or delete (a row still referenced, or referencing nothing). */
export const isForeignKeyViolation = (err: unknown): boolean => databaseErrorKind(err) === 'foreign_key';

/** The database cannot be reached (as opposed to a bad query): the API answers 503. */
export const isDatabaseUnavailable = (err: unknown): boolean => databaseErrorKind(err) === 'unavailable';
