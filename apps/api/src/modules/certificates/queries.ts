// SQL of certificates: the certificate rows and the public lookup by code.
import type { Insertable, Kysely } from 'kysely';
import type { CertificatesTable, DB } from '../../db/schema';

type Db = Kysely<DB>;

export { findLiveCourse } from '../../db/lookups';

function certificateRows(db: Db) {
  return db
    .selectFrom('certificates as k')
    .innerJoin('courses as c', 'c.id', 'k.course_id')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select([
      'k.id',
      'k.user_id',
      'k.course_id',
      'c.title as course_title',
      'u.first_name',
      'u.last_name',
      'k.code',
      'k.pre_percentage',
      'k.post_percentage',
      'k.gain',
      'k.nlg',
      'k.issued_at',
      'k.counted_posttest_failed',
    ]);
}
export type CertificateRow = Awaited<ReturnType<ReturnType<typeof certificateRows>['execute']>>[number];

export function findForCourse(db: Db, userId: number, courseId: number) {
  return certificateRows(db)
    .where('k.user_id', '=', userId)
    .where('k.course_id', '=', courseId)
    .executeTakeFirst();
}

export function findOwned(db: Db, userId: number, id: number) {
  return certificateRows(db).where('k.user_id', '=', userId).where('k.id', '=', id).executeTakeFirst();
}

export function findByCode(db: Db, code: string) {
  return certificateRows(db).where('k.code', '=', code).executeTakeFirst();
}

export async function insertCertificate(db: Db, values: Insertable<CertificatesTable>) {
  await db.insertInto('certificates').values(values).execute();
}

export async function pageOf(db: Db, userId: number, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    certificateRows(db)
      .where('k.user_id', '=', userId)
      .orderBy('k.issued_at', 'desc')
      .orderBy('k.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('certificates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
