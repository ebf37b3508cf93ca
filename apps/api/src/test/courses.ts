// Rows for the category and course tests, inserted directly so each test controls dates, flags and prices.
import type { UnitType } from '@parcours/shared';
import type { Insertable } from 'kysely';
import type { CoursesTable } from '../db/schema';
import { type TestApp, userWithTokens } from './helpers';

// defaults come after every explicit minute a test picks (those stay below 10 000)
let sequence = 10_000;
/** Distinct, increasing times a minute apart from a fixed origin, for order assertions. */
export function stamp(minutes = ++sequence): string {
  return new Date(Date.UTC(2024, 0, 1) + minutes * 60_000).toISOString();
}

export async function insertCategory(
  t: TestApp,
  title: string,
  parentId: number | null = null,
  createdAt = stamp(),
) {
  const row = await t.db
    .insertInto('categories')
    .values({ title, parent_id: parentId, created_at: createdAt, updated_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type CourseAttrs = Partial<Insertable<CoursesTable>> & { category_id: number };

export async function insertCourse(t: TestApp, attrs: CourseAttrs): Promise<number> {
  const createdAt = attrs.created_at ?? stamp();
  const row = await t.db
    .insertInto('courses')
    .values({
      title: 'Course',
      description: 'A course',
      language: 'en',
      facilitator: 'Marie Curie',
      teaching_type: 'online',
      link: 'https://meet.example.org/room',
      created_at: createdAt,
      updated_at: createdAt,
      ...attrs,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A unit of `type` holding `objects` learning objects (and one soft-deleted object that must not count). */
export async function insertUnit(
  t: TestApp,
  courseId: number,
  type: UnitType,
  objects: number,
  position = 0,
) {
  const now = stamp();
  const unit = await t.db
    .insertInto('educational_units')
    .values({ course_id: courseId, title: `${type} unit`, type, position, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i <= objects; i++) {
    await t.db
      .insertInto('learning_objects')
      .values({
        unit_id: unit.id,
        title: `Object ${i}`,
        type: i % 2 ? 'abstract' : 'concrete',
        position: i,
        created_at: now,
        updated_at: now,
        deleted_at: i === objects ? now : null,
      })
      .execute();
  }
  return unit.id;
}

export async function insertCourseMedia(t: TestApp, courseId: number, collection: string, position = 0) {
  const row = await t.db
    .insertInto('media')
    .values({
      model_type: 'course',
      model_id: courseId,
      collection,
      file_name: `tests/${collection}-${courseId}-${position}.png`,
      mime_type: 'image/png',
      kind: 'image',
      size: 10,
      position,
      created_at: stamp(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const fr = { 'accept-language': 'fr' };

/** The ids of a list answer, in order. */
export const ids = (body: { data: Array<{ id: number }> }) => body.data.map((c) => c.id);

export type Account = Awaited<ReturnType<typeof userWithTokens>>;

/**
 * The catalogue the category tests read: an admin, a learner, categories Sciences (sub categories Physics and
 * Mathematics), Arts and Languages (French), created in this order so that title and date sorts differ; courses
 * in them: two public in Mathematics, one inactive and one offline in Physics, a private one the learner is
 * invited to, a private one they are not, a deleted one, and one in Languages.
 */
export async function categoryCatalogue(t: TestApp) {
  const admin = await userWithTokens(t, { role: 1 });
  const learner = await userWithTokens(t);
  const cat: Record<string, number> = {};
  cat.S = await insertCategory(t, 'Sciences', null, stamp(100));
  cat.A = await insertCategory(t, 'Arts', null, stamp(101));
  cat.L = await insertCategory(t, 'Languages', null, stamp(102));
  cat.SP = await insertCategory(t, 'Physics', cat.S, stamp(103));
  cat.SM = await insertCategory(t, 'Mathematics', cat.S, stamp(104));
  cat.LF = await insertCategory(t, 'French', cat.L, stamp(105));
  const sm = { category_id: cat.S, subcategory_id: cat.SM };
  await insertCourse(t, sm);
  await insertCourse(t, sm);
  await insertCourse(t, { category_id: cat.S, subcategory_id: cat.SP, is_active: 0 });
  await insertCourse(t, { category_id: cat.S, subcategory_id: cat.SP, is_offline: 1 });
  const priv = await insertCourse(t, { ...sm, is_public: 0 });
  await t.db
    .insertInto('course_selected_users')
    .values({ course_id: priv, user_id: learner.row.id })
    .execute();
  await insertCourse(t, { ...sm, is_public: 0 });
  await insertCourse(t, { ...sm, deleted_at: stamp() });
  await insertCourse(t, { category_id: cat.L });
  return { admin, learner, cat };
}

/**
 * What the course administration tests share: an admin, a learner and another learner, categories Sciences
 * (Mathematics) and Languages (French); `valid()` a complete course body, `post` a POST as the admin (or with the
 * headers given), `audit` the audit rows of an action on a target.
 */
export async function courseDesk(t: TestApp) {
  const admin = await userWithTokens(t, { role: 1 });
  const learner = await userWithTokens(t);
  const other = await userWithTokens(t);
  const cat: Record<string, number> = {};
  cat.S = await insertCategory(t, 'Sciences');
  cat.SM = await insertCategory(t, 'Mathematics', cat.S);
  cat.L = await insertCategory(t, 'Languages');
  cat.LF = await insertCategory(t, 'French', cat.L);
  const valid = () => ({
    title: 'Linear algebra',
    description: 'Vectors and matrices',
    category_id: cat.S,
    subcategory_id: cat.SM,
    language: 'en',
    is_paid: true,
    price: 50,
    discount: 20,
    facilitator: 'Emmy Noether',
    is_public: true,
    teaching_type: 'online',
    link: 'https://meet.example.org/algebra',
    start_time: '2025-09-01T08:00:00Z',
    end_time: '2025-12-01T17:00:00Z',
    is_sequential: true,
    duration: 90,
  });
  const post = (url: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
  const audit = (action: string, targetId: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('target_id', '=', targetId)
      .execute();
  return { admin, learner, other, cat, valid, post, audit };
}
export type CourseDesk = Awaited<ReturnType<typeof courseDesk>>;
