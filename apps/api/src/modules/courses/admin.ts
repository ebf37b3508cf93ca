// Course administration: create and update (with the docs/design/product.md §5 rules on the course as it will be
// stored), soft delete, and the active / offline switches. Every change writes the audit log in its transaction.
import {
  type Course,
  type CourseRuleInput,
  type CreateCourseBody,
  courseRuleIssues,
  type MessageKey,
  roles,
  type UpdateCourseBody,
} from '@parcours/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Updateable } from 'kysely';
import { AppError } from '../../app-error';
import type { UploadLimits } from '../../config';
import type { Database } from '../../db/database';
import type { CoursesTable, DB } from '../../db/schema';
import { type Actor, writeAudit } from '../../plugins/audit';
import type { UploadedFile } from '../../plugins/body';
import {
  attachTemporaryMedia,
  deleteMediaFiles,
  deleteMediaRows,
  discardPrepared,
  insertPrepared,
  type MediaRow,
  type PreparedUpload,
  prepareUpload,
} from '../media/service';
import { assertDeletable } from './life';
import { toWireCourseDetail } from './mapper';
import { checkPostTestRuleChange } from './posttest-rule';
import * as q from './queries';
import { courseNotFound } from './service';

export interface AdminDeps {
  db: Database;
  mediaDir: string;
  uploadLimits: UploadLimits;
  log: FastifyBaseLogger;
  now?: () => Date;
}

type Errors = Record<string, MessageKey[]>;

function invalid(errors: Errors): AppError {
  return new AppError(422, 'error.validation', undefined, { errors });
}

const viewerOf = (actor: Actor): q.Viewer => ({ userId: actor.id, role: actor.role });

/** The category pair must exist, the category top-level and the sub category one of its children. */
async function checkPlacement(
  db: Kysely<DB>,
  categoryId: number,
  subcategoryId: number | null,
  errors: Errors,
) {
  const [category, sub] = await Promise.all([
    q.findCategoryRow(db, categoryId),
    subcategoryId ? q.findCategoryRow(db, subcategoryId) : Promise.resolve(null),
  ]);
  if (!category || category.parent_id !== null) errors.category_id = ['error.categoryNotFound'];
  if (subcategoryId) {
    if (!sub || sub.parent_id === null) errors.subcategory_id = ['error.subCategoryNotFound'];
    else if (sub.parent_id !== categoryId) errors.subcategory_id = ['validation.subCategoryMismatch'];
  }
}

async function checkSelectedUsers(db: Kysely<DB>, rule: CourseRuleInput, errors: Errors) {
  if (rule.is_public) return;
  const unknown = await q.unknownUserIds(db, [...new Set(rule.selected_user_ids ?? [])]);
  if (unknown.length > 0) errors.selected_user_ids = ['error.userNotFound'];
}

function ruleErrors(rule: CourseRuleInput): Errors {
  const errors: Errors = {};
  for (const issue of courseRuleIssues(rule)) {
    errors[issue.path] = [...(errors[issue.path] ?? []), issue.message];
  }
  return errors;
}

/** A free course costs nothing whatever the form held, so price filters and sorts see 0. */
function pricing(isPaid: boolean, price: number | null | undefined, discount: number | null | undefined) {
  return isPaid
    ? { is_paid: 1, price: price ?? 0, discount: discount ?? 0 }
    : { is_paid: 0, price: 0, discount: 0 };
}

/** Writes a course inside a transaction with its cover; files of a failed transaction are removed. */
async function withCover<T>(
  deps: AdminDeps,
  actor: Actor,
  cover: UploadedFile | undefined,
  work: (trx: Kysely<DB>, prepared: PreparedUpload | null) => Promise<{ result: T; removed: MediaRow[] }>,
): Promise<T> {
  const prepared = cover
    ? await prepareUpload(deps, cover, { kinds: ['image'], uploadedBy: actor.id, collection: 'cover' })
    : null;
  try {
    const { result, removed } = await deps.db.transaction().execute((trx) => work(trx, prepared));
    await deleteMediaFiles(deps, removed);
    return result;
  } catch (err) {
    await discardPrepared(deps, prepared);
    throw err;
  }
}

async function storeCover(
  trx: Kysely<DB>,
  courseId: number,
  prepared: PreparedUpload | null,
): Promise<MediaRow[]> {
  if (!prepared) return [];
  // a cover sent with the form replaces the previous one
  const removed = await deleteMediaRows(trx, 'course', [courseId], 'cover');
  await insertPrepared(trx, {
    ...prepared,
    values: { ...prepared.values, model_type: 'course', model_id: courseId },
  });
  return removed;
}

export async function createCourse(
  deps: AdminDeps,
  actor: Actor,
  input: CreateCourseBody & { course_media?: UploadedFile },
): Promise<Course> {
  // A new course is a draft (docs/design/product.md §4); an admin alone may put one online at once.
  if (input.status === 'published' && actor.role !== roles.admin) throw new AppError(403, 'error.notAllowed');
  const rule: CourseRuleInput = input;
  const errors = ruleErrors(rule);
  await checkPlacement(deps.db, input.category_id, input.subcategory_id ?? null, errors);
  await checkSelectedUsers(deps.db, rule, errors);
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const now = (deps.now?.() ?? new Date()).toISOString();
  const id = await withCover(deps, actor, input.course_media, async (trx, prepared) => {
    const { id } = await q.insertCourse(trx, {
      title: input.title,
      description: input.description,
      category_id: input.category_id,
      subcategory_id: input.subcategory_id ?? null,
      language: input.language,
      ...pricing(input.is_paid, input.price, input.discount),
      facilitator: input.facilitator,
      is_public: input.is_public ? 1 : 0,
      teaching_type: input.teaching_type,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      link: input.link ?? null,
      start_time: input.start_time ?? null,
      end_time: input.end_time ?? null,
      is_sequential: input.is_sequential ? 1 : 0,
      // Unset means the default of docs/design/adaptive.md §2: content waits for the pretest, completion for
      // the quizzes, and the first post-test counts.
      content_requires_pretest: input.content_requires_pretest === false ? 0 : 1,
      completion_requires_quizzes: input.completion_requires_quizzes === false ? 0 : 1,
      post_test_rule: input.post_test_rule ?? 'first',
      status: input.status ?? 'draft',
      payment_confirmation: input.is_paid && input.payment_confirmation ? 1 : 0,
      adapts_media: input.adapts_media ? 1 : 0,
      duration: input.duration ?? null,
      created_by: actor.id,
      created_at: now,
      updated_at: now,
    });
    if (!input.is_public) await q.replaceSelectedUsers(trx, id, [...new Set(input.selected_user_ids ?? [])]);
    // the form's cover first: storing it replaces earlier covers, not the uploads attached just after
    await storeCover(trx, id, prepared);
    if (input.temporary_id) {
      await attachTemporaryMedia(trx, input.temporary_id, 'course', id, 'cover', { uploadedBy: actor.id });
    }
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'course.create',
      targetType: 'course',
      targetId: id,
      details: { title: input.title },
      ip: actor.ip,
    });
    return { result: id, removed: [] };
  });
  return getForAdmin(deps.db, actor, id);
}

async function getForAdmin(db: Database, actor: Actor, id: number): Promise<Course> {
  const row = await q.findCourse(db, id);
  if (!row) throw courseNotFound();
  return toWireCourseDetail(db, row, viewerOf(actor), { admin: true });
}

export async function updateCourse(
  deps: AdminDeps,
  actor: Actor,
  id: number,
  input: UpdateCourseBody & { course_media?: UploadedFile },
): Promise<Course> {
  const current = await q.findCourse(deps.db, id);
  if (!current) throw courseNotFound();
  const pick = <K extends keyof UpdateCourseBody, V>(key: K, stored: V) =>
    input[key] === undefined ? stored : (input[key] as NonNullable<UpdateCourseBody[K]> | null);
  const merged = {
    category_id: input.category_id ?? current.category_id,
    subcategory_id: pick('subcategory_id', current.subcategory_id),
    is_paid: input.is_paid ?? current.is_paid === 1,
    price: pick('price', current.price),
    discount: pick('discount', current.discount),
    is_public: input.is_public ?? current.is_public === 1,
    selected_user_ids: input.selected_user_ids ?? (await q.selectedUserIds(deps.db, id)),
    teaching_type: input.teaching_type ?? current.teaching_type,
    link: pick('link', current.link),
    latitude: pick('latitude', current.latitude),
    longitude: pick('longitude', current.longitude),
    start_time: pick('start_time', current.start_time),
    end_time: pick('end_time', current.end_time),
  };
  const errors = ruleErrors(merged);
  if (input.category_id !== undefined || input.subcategory_id !== undefined) {
    await checkPlacement(deps.db, merged.category_id, merged.subcategory_id, errors);
  }
  if (input.selected_user_ids !== undefined) await checkSelectedUsers(deps.db, merged, errors);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  if (input.post_test_rule !== undefined)
    await checkPostTestRuleChange(deps.db, [id], input.post_test_rule, null);

  const changes: Updateable<CoursesTable> = {
    category_id: merged.category_id,
    subcategory_id: merged.subcategory_id,
    ...pricing(merged.is_paid, merged.price, merged.discount),
    is_public: merged.is_public ? 1 : 0,
    teaching_type: merged.teaching_type,
    link: merged.link,
    latitude: merged.latitude,
    longitude: merged.longitude,
    start_time: merged.start_time,
    end_time: merged.end_time,
    updated_at: (deps.now?.() ?? new Date()).toISOString(),
  };
  if (input.title !== undefined) changes.title = input.title;
  if (input.description !== undefined) changes.description = input.description;
  if (input.language !== undefined) changes.language = input.language;
  if (input.facilitator !== undefined) changes.facilitator = input.facilitator;
  if (input.is_sequential !== undefined) changes.is_sequential = input.is_sequential ? 1 : 0;
  if (input.content_requires_pretest !== undefined)
    changes.content_requires_pretest = input.content_requires_pretest ? 1 : 0;
  if (input.completion_requires_quizzes !== undefined)
    changes.completion_requires_quizzes = input.completion_requires_quizzes ? 1 : 0;
  if (input.post_test_rule !== undefined) changes.post_test_rule = input.post_test_rule;
  if (input.duration !== undefined) changes.duration = input.duration;
  if (input.payment_confirmation !== undefined || !merged.is_paid)
    changes.payment_confirmation = merged.is_paid && input.payment_confirmation ? 1 : 0;
  if (input.adapts_media !== undefined) changes.adapts_media = input.adapts_media ? 1 : 0;

  await withCover(deps, actor, input.course_media, async (trx, prepared) => {
    await q.updateCourse(trx, id, changes);
    if (!merged.is_public) {
      if (input.selected_user_ids !== undefined)
        await q.replaceSelectedUsers(trx, id, [...new Set(merged.selected_user_ids)]);
    } else {
      await q.replaceSelectedUsers(trx, id, []);
    }
    const removed = await storeCover(trx, id, prepared);
    if (input.temporary_id) {
      await attachTemporaryMedia(trx, input.temporary_id, 'course', id, 'cover', { uploadedBy: actor.id });
    }
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'course.update',
      targetType: 'course',
      targetId: id,
      details: {
        fields: Object.keys(input)
          .filter((k) => input[k as keyof typeof input] !== undefined)
          .sort(),
      },
      ip: actor.ip,
    });
    return { result: null, removed };
  });
  return getForAdmin(deps.db, actor, id);
}

/** Soft delete: the course leaves every list, its enrolments and attempts stay for the learners' history. */
export async function deleteCourse(deps: Pick<AdminDeps, 'db' | 'now'>, actor: Actor, id: number) {
  const current = await q.findCourse(deps.db, id);
  if (!current) throw courseNotFound();
  await assertDeletable(deps.db, id);
  const now = (deps.now?.() ?? new Date()).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await q.updateCourse(trx, id, { deleted_at: now, updated_at: now });
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'course.delete',
      targetType: 'course',
      targetId: id,
      details: { title: current.title },
      ip: actor.ip,
    });
  });
  return { id, deleted_at: now };
}

type Switch = { is_active: number } | { is_offline: number };

/** The active and offline switches (`value` undefined toggles `is_active`). */
export async function setSwitch(
  deps: Pick<AdminDeps, 'db' | 'now'>,
  actor: Actor,
  id: number,
  change: { field: 'is_active'; value?: boolean } | { field: 'is_offline'; value: boolean },
): Promise<Course> {
  const current = await q.findCourse(deps.db, id);
  if (!current) throw courseNotFound();
  const value = change.value === undefined ? (current.is_active === 1 ? 0 : 1) : change.value ? 1 : 0;
  const set: Switch = change.field === 'is_active' ? { is_active: value } : { is_offline: value };
  const action =
    change.field === 'is_active'
      ? value
        ? 'course.activate'
        : 'course.deactivate'
      : value
        ? 'course.offline'
        : 'course.online';
  await deps.db.transaction().execute(async (trx) => {
    await q.updateCourse(trx, id, { ...set, updated_at: (deps.now?.() ?? new Date()).toISOString() });
    await writeAudit(trx, {
      actorId: actor.id,
      action,
      targetType: 'course',
      targetId: id,
      details: set,
      ip: actor.ip,
    });
  });
  return getForAdmin(deps.db, actor, id);
}
