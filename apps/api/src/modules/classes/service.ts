// Rules of classes (cohorts): an admin or instructor creates a class with its courses and gets a join code and
// a link; a learner joining (at sign-up, or later with the code) becomes a member and is enrolled in the
// class's courses in the same transaction. Access is checked first, through access.ts.
import crypto from 'node:crypto';
import {
  type ClassBody,
  type ClassItem,
  type ClassListQuery,
  classCodeAlphabet,
  classCodeLength,
  type JoinClassData,
  type PaginationMeta,
} from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import type { Engine } from '../../db/dialect';
import { isUniqueViolation } from '../../db/errors';
import { type Actor, writeAudit } from '../../plugins/audit';
import { enrolInCourses, enrolLearnersInCourses } from '../enrolments/enrol';
import { assertMayJoin, assertMayRunClasses, assertRuns, listScope } from './access';
import * as q from './queries';

export interface ClassesDeps {
  db: Database;
  engine: Engine;
  publicUrl: string;
}

type ClassRow = NonNullable<Awaited<ReturnType<typeof q.findClass>>>;

function newClassCode(): string {
  let code = '';
  for (let i = 0; i < classCodeLength; i++)
    code += classCodeAlphabet[crypto.randomInt(classCodeAlphabet.length)];
  return code;
}

/** The sign-up page with the code filled in, as the class's link. */
function joinLink(publicUrl: string, code: string): string {
  return `${publicUrl}/signup?class_code=${code}`;
}

async function toWire(db: Database, publicUrl: string, rows: ClassRow[]): Promise<ClassItem[]> {
  const ids = rows.map((r) => r.id);
  const [courses, counts] = await Promise.all([q.coursesOfClasses(db, ids), q.memberCounts(db, ids)]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    link: joinLink(publicUrl, r.code),
    auto_approve: r.auto_approve === 1,
    owner_id: r.owner_id,
    courses: courses.filter((c) => c.class_id === r.id).map((c) => ({ id: c.id, title: c.title })),
    members_count: counts.get(r.id) ?? 0,
    created_at: r.created_at,
  }));
}

export async function listClasses(
  deps: ClassesDeps,
  actor: Actor,
  query: ClassListQuery,
): Promise<{ data: ClassItem[]; meta: PaginationMeta }> {
  const ownerId = listScope(actor);
  const { rows, total } = await q.listClasses(deps.db, deps.engine, {
    ownerId,
    search: query.search,
    sort: query.sort,
    order: query.order,
    page: query.page,
    perPage: query.per_page,
  });
  return {
    data: await toWire(deps.db, deps.publicUrl, rows),
    meta: { current_page: query.page, per_page: query.per_page, total },
  };
}

export async function getClass(deps: ClassesDeps, actor: Actor, id: number): Promise<ClassItem> {
  const row = assertRuns(actor, await q.findClass(deps.db, id));
  return (await toWire(deps.db, deps.publicUrl, [row]))[0];
}

/** The chosen courses, once each: 422 when one is gone or, for an instructor, another author's draft. */
async function assertCoursesExist(db: Database, actor: Actor, courseIds: number[]): Promise<number[]> {
  const unique = [...new Set(courseIds)];
  if ((await q.countAttachableCourses(db, unique, actor)) !== unique.length) {
    throw new AppError(422, 'error.classCourseUnknown', undefined, {
      errors: { course_ids: ['error.classCourseUnknown'] },
    });
  }
  return unique;
}

export async function createClass(deps: ClassesDeps, actor: Actor, body: ClassBody): Promise<ClassItem> {
  assertMayRunClasses(actor);
  const courseIds = await assertCoursesExist(deps.db, actor, body.course_ids);
  // A fresh code collides with an existing one about once in 10^12 draws; one more draw settles it.
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await deps.db.transaction().execute(async (trx) => {
        const created = await q.insertClass(trx, {
          name: body.name,
          code: newClassCode(),
          auto_approve: body.auto_approve ? 1 : 0,
          owner_id: actor.id,
          now: new Date().toISOString(),
        });
        await q.replaceClassCourses(trx, created.id, courseIds);
        await writeAudit(trx, {
          actorId: actor.id,
          action: 'class.create',
          targetType: 'class',
          targetId: created.id,
          details: { course_ids: courseIds, auto_approve: body.auto_approve },
          ip: actor.ip,
        });
        return created;
      });
      return (await toWire(deps.db, deps.publicUrl, [row]))[0];
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 2) throw err;
    }
  }
}

export async function updateClass(
  deps: ClassesDeps,
  actor: Actor,
  id: number,
  body: ClassBody,
): Promise<ClassItem> {
  assertRuns(actor, await q.findClass(deps.db, id));
  const courseIds = await assertCoursesExist(deps.db, actor, body.course_ids);
  await deps.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const before = new Set((await q.classCourseIds(trx, id)).map((r) => r.course_id));
    await q.updateClass(trx, id, { name: body.name, auto_approve: body.auto_approve ? 1 : 0, now });
    await q.replaceClassCourses(trx, id, courseIds);
    // Members who joined earlier get the courses attached now; a course taken off keeps its enrolments.
    const added = courseIds.filter((c) => !before.has(c));
    if (added.length > 0) await enrolLearnersInCourses(trx, await q.memberIds(trx, id), added, now);
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'class.update',
      targetType: 'class',
      targetId: id,
      details: { course_ids: courseIds, auto_approve: body.auto_approve },
      ip: actor.ip,
    });
  });
  return getClass(deps, actor, id);
}

/** Members keep their accounts and enrolments; only the class and its code go. */
export async function deleteClass(deps: ClassesDeps, actor: Actor, id: number): Promise<void> {
  assertRuns(actor, await q.findClass(deps.db, id));
  await deps.db.transaction().execute(async (trx) => {
    await q.deleteClass(trx, id);
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'class.delete',
      targetType: 'class',
      targetId: id,
      ip: actor.ip,
    });
  });
}

/** The class a code opens, or a 422 naming the `class_code` field (at sign-up) or `code` (joining later). */
export async function classForCode(db: Database, code: string, field: 'class_code' | 'code' = 'code') {
  const row = await q.findClassByCode(db, code);
  if (!row) {
    throw new AppError(422, 'error.classCodeUnknown', undefined, {
      errors: { [field]: ['error.classCodeUnknown'] },
    });
  }
  return { id: row.id, name: row.name, autoApprove: row.auto_approve === 1 };
}

/** Whether a code opens a class: sign-ups carrying one are not counted per address (plugins/rate-limit.ts). */
export async function isClassCode(db: Database, code: string): Promise<boolean> {
  return (await q.findClassByCode(db, code)) !== undefined;
}

/**
 * Makes the user a member and enrols them in the class's courses, inside the caller's transaction (sign-up
 * creates the account in the same one). Joining twice changes nothing.
 */
export async function addMember(trx: Database, classId: number, userId: number): Promise<number[]> {
  const now = new Date().toISOString();
  await q.insertMemberOnce(trx, classId, userId, now);
  const courseIds = (await q.classCourseIds(trx, classId)).map((r) => r.course_id);
  return enrolInCourses(trx, userId, courseIds, now);
}

/** A logged-in learner entering a code. */
export async function joinClass(db: Database, actor: Actor, code: string): Promise<JoinClassData> {
  assertMayJoin(actor);
  const found = await classForCode(db, code);
  const courseIds = await db.transaction().execute((trx) => addMember(trx, found.id, actor.id));
  return { class: { id: found.id, name: found.name }, course_ids: courseIds };
}

/**
 * The classes named in an import, by code (as typed: case and dashes ignored) or else by exact name when only
 * one class has it. Keys are the references as given.
 */
export async function resolveClassRefs(
  db: Database,
  refs: string[],
): Promise<Map<string, { id: number; name: string }>> {
  const asCode = (ref: string) => ref.replace(/[\s-]/g, '').toUpperCase();
  const rows = await q.classesByCodeOrName(db, [...new Set(refs.map(asCode))], [...new Set(refs)]);
  const found = new Map<string, { id: number; name: string }>();
  for (const ref of refs) {
    const byCode = rows.find((r) => r.code === asCode(ref));
    const byName = rows.filter((r) => r.name === ref);
    const hit = byCode ?? (byName.length === 1 ? byName[0] : undefined);
    if (hit) found.set(ref, { id: hit.id, name: hit.name });
  }
  return found;
}

/** Adds several members at once (an import) and enrols them in the class's courses, in the caller's transaction. */
export async function addMembers(trx: Database, classId: number, userIds: number[]): Promise<void> {
  const now = new Date().toISOString();
  await q.insertMembers(trx, classId, userIds, now);
  const courseIds = (await q.classCourseIds(trx, classId)).map((r) => r.course_id);
  await enrolLearnersInCourses(trx, userIds, courseIds, now);
}
