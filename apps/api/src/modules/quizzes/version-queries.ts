// SQL of quiz versions (docs/design/adaptive.md §2): the snapshot of each version, the quiz's current version and
// the attempts taken on each. The quizzes module owns `quiz_versions` as it owns `quizzes`.
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, QuizVersionsTable } from '../../db/schema';

type Db = Kysely<DB>;

export function findVersion(db: Db, quizId: number, version: number) {
  return db
    .selectFrom('quiz_versions')
    .selectAll()
    .where('quiz_id', '=', quizId)
    .where('version', '=', version)
    .executeTakeFirst();
}

export async function insertVersion(db: Db, values: Insertable<QuizVersionsTable>): Promise<void> {
  await db.insertInto('quiz_versions').values(values).execute();
}

export async function updateVersion(
  db: Db,
  quizId: number,
  version: number,
  values: Updateable<QuizVersionsTable>,
): Promise<void> {
  await db
    .updateTable('quiz_versions')
    .set(values)
    .where('quiz_id', '=', quizId)
    .where('version', '=', version)
    .execute();
}

export async function setQuizVersion(db: Db, quizId: number, version: number): Promise<void> {
  await db.updateTable('quizzes').set({ version }).where('id', '=', quizId).execute();
}

/** Whether any attempt (open ones included: their questions were shown) was taken on this version. */
export async function hasAttempts(db: Db, quizId: number, version: number): Promise<boolean> {
  const row = await db
    .selectFrom('quiz_attempts')
    .select('id')
    .where('quiz_id', '=', quizId)
    .where('quiz_version', '=', version)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** One page of a quiz's versions, newest first, with the name of who made each. */
export async function versionsPage(db: Db, quizId: number, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('quiz_versions as v')
      .leftJoin('users as u', 'u.id', 'v.created_by')
      .select([
        'v.version',
        'v.questions_count',
        'v.changes',
        'v.created_by',
        'v.created_at',
        'v.updated_at',
        'u.first_name',
        'u.last_name',
      ])
      .where('v.quiz_id', '=', quizId)
      .orderBy('v.version', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('quiz_versions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('quiz_id', '=', quizId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type VersionListRow = Awaited<ReturnType<typeof versionsPage>>['rows'][number];

/** Attempts per version of a quiz, for these versions (one grouped query). */
export async function attemptCounts(
  db: Db,
  quizId: number,
  versions: number[],
): Promise<Map<number, number>> {
  if (versions.length === 0) return new Map();
  const rows = await db
    .selectFrom('quiz_attempts')
    .select(['quiz_version', (eb) => eb.fn.countAll<number>().as('n')])
    .where('quiz_id', '=', quizId)
    .where('quiz_version', 'in', versions)
    .groupBy('quiz_version')
    .execute();
  return new Map(rows.map((r) => [Number(r.quiz_version), Number(r.n)]));
}

/** The name of a user, for a version made without a stored row (the synthesized first version). */
export function userName(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
