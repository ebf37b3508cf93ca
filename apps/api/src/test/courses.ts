// Rows for the category and course tests, inserted directly so each test controls dates, flags and prices.
import type { UnitType } from '@parcours/shared';
import type { Insertable } from 'kysely';
import type { CoursesTable } from '../db/schema';
import type { TestApp } from './helpers';

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
