// SQL of the payments an admin marks received: the enrolments of paid courses that confirm their payments and
// have no `paid_at` yet (the index enrolments_payment_idx serves both the list and the marking).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB>;

/** The courses whose learners wait for their payment to be confirmed: paid, confirming, not deleted. */
function confirmingCourses(db: Db, courseId?: number) {
  let query = db
    .selectFrom('courses')
    .select('courses.id')
    .where('courses.payment_confirmation', '=', 1)
    .where('courses.is_paid', '=', 1)
    .where('courses.deleted_at', 'is', null);
  if (courseId !== undefined) query = query.where('courses.id', '=', courseId);
  return query;
}

function awaiting(db: Db, courseId?: number) {
  return db
    .selectFrom('enrolments as e')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .where('e.course_id', 'in', confirmingCourses(db, courseId))
    .where('e.paid_at', 'is', null)
    .where('u.deleted_at', 'is', null);
}

export async function listAwaiting(db: Db, opts: { courseId?: number; limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    awaiting(db, opts.courseId)
      .select([
        'e.id',
        'e.enrolled_at',
        'c.id as course_id',
        'c.title as course_title',
        'c.is_paid',
        'c.price',
        'c.discount',
        'u.id as user_id',
        'u.first_name',
        'u.last_name',
        'u.email',
      ])
      .orderBy('e.enrolled_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(opts.limit)
      .offset(opts.offset)
      .execute(),
    awaiting(db, opts.courseId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/**
 * Marks paid those of `ids` that are waiting, and returns them with what the learner's mail needs. Inside the
 * caller's transaction; an id already marked or not waiting is left alone.
 */
export async function markPaid(db: Db, ids: number[], now: string) {
  const waiting = await awaiting(db)
    .where('e.id', 'in', ids)
    .select([
      'e.id',
      'c.id as course_id',
      'c.title as course_title',
      'u.id as user_id',
      'u.first_name',
      'u.email',
      'u.language',
    ])
    .execute();
  if (waiting.length === 0) return [];
  await db
    .updateTable('enrolments')
    .set({ paid_at: now })
    .where(
      'id',
      'in',
      waiting.map((w) => w.id),
    )
    .where('paid_at', 'is', null)
    .execute();
  return waiting;
}
