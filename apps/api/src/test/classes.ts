// A class written to the tables for the tests of what an instructor sees: its owner, one course and its members.
import type { TestApp } from './helpers';

export async function insertClass(
  t: TestApp,
  ownerId: number,
  name: string,
  courseId: number,
  memberIds: number[],
): Promise<number> {
  const now = new Date().toISOString();
  const cls = await t.db
    .insertInto('classes')
    .values({ name, code: name.toUpperCase(), owner_id: ownerId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('class_courses').values({ class_id: cls.id, course_id: courseId }).execute();
  await t.db
    .insertInto('class_members')
    .values(memberIds.map((user_id) => ({ class_id: cls.id, user_id, joined_at: now })))
    .execute();
  return cls.id;
}
