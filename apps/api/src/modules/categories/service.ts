// Rules of categories and sub categories: lists (admin/public and learner), the category form (create,
// update with renames and removals of sub categories), and deletion refused while courses still use them.
import type {
  Category,
  CategoryListQuery,
  CreateCategoryBody,
  LearnerCategoryQuery,
  MessageKey,
  UpdateCategoryBody,
} from '@parcours/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../../app-error';
import type { UploadLimits } from '../../config';
import type { Database } from '../../db/database';
import type { Engine } from '../../db/dialect';
import { isForeignKeyViolation } from '../../db/errors';
import type { CategoriesTable, DB } from '../../db/schema';
import { type Actor, writeAudit } from '../../plugins/audit';
import type { UploadedFile } from '../../plugins/body';
import { courseCountsByCategory, coursesUsingCategories, type Viewer } from '../courses/service';
import {
  deleteMediaFiles,
  deleteMediaRows,
  discardPrepared,
  insertPrepared,
  type MediaRow,
  mediaFor,
  type PreparedUpload,
  prepareUpload,
} from '../media/service';
import * as q from './queries';

type CategoryRow = Selectable<CategoriesTable>;

export interface ReadDeps {
  db: Database;
  engine: Engine;
}
export interface WriteDeps {
  db: Database;
  mediaDir: string;
  uploadLimits: UploadLimits;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const categoryNotFound = () => new AppError(404, 'error.categoryNotFound');
const invalid = (errors: Record<string, MessageKey[]>) =>
  new AppError(422, 'error.validation', undefined, { errors });

/** Rows -> wire, for a page in four queries (children, parents, images, course counts). */
async function toWire(
  db: Database,
  rows: CategoryRow[],
  catalogue: { viewer: Viewer | null } | null,
): Promise<Category[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const parentIds = rows.flatMap((r) => (r.parent_id === null ? [] : [r.parent_id]));
  const [children, parents, images, counts] = await Promise.all([
    q.childrenOf(db, ids),
    q.categoriesByIds(db, parentIds),
    // category pictures are the catalogue's presentation: public links
    mediaFor(db, 'category', ids, 'image', () => true),
    courseCountsByCategory(db, ids, catalogue),
  ]);
  const parentById = new Map(parents.map((p) => [p.id, { id: p.id, title: p.title }]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    // the latest picture is the one shown
    image: images.get(r.id)?.at(-1) ?? null,
    parent: r.parent_id === null ? null : (parentById.get(r.parent_id) ?? null),
    children: children.filter((c) => c.parent_id === r.id).map((c) => ({ id: c.id, title: c.title })),
    courses_count: counts.get(r.id) ?? 0,
    created_at: r.created_at,
  }));
}

const page = <T>(data: T[], query: { page: number; per_page: number }, total: number) => ({
  data,
  meta: { current_page: query.page, per_page: query.per_page, total },
});

/** `GET /api/categories`: top-level categories, or the sub categories of `parent_id`. */
export async function listCategories(deps: ReadDeps, query: CategoryListQuery) {
  const { rows, total } = await q.listCategories(deps.db, deps.engine, {
    ...query,
    parentId: query.parent_id ?? null,
  });
  return page(await toWire(deps.db, rows, null), query, total);
}

export async function getCategory(db: Database, id: number): Promise<Category> {
  const row = await q.findCategory(db, id);
  if (!row) throw categoryNotFound();
  const [category] = await toWire(db, [row], null);
  return category;
}

/** `GET /api/user/categories`: top-level categories with the courses this learner can open. */
export async function listLearnerCategories(deps: ReadDeps, viewer: Viewer, query: LearnerCategoryQuery) {
  const { rows, total } = await q.listCategories(deps.db, deps.engine, { ...query, parentId: null });
  return page(await toWire(deps.db, rows, { viewer }), query, total);
}

/** `GET /api/user/subcategories/{id}`: the sub categories of a top-level category. */
export async function listLearnerSubcategories(
  deps: ReadDeps,
  viewer: Viewer,
  id: number,
  query: LearnerCategoryQuery,
) {
  const parent = await q.findCategory(deps.db, id);
  if (!parent || parent.parent_id !== null) throw categoryNotFound();
  const { rows, total } = await q.listCategories(deps.db, deps.engine, { ...query, parentId: id });
  return page(await toWire(deps.db, rows, { viewer }), query, total);
}

/** Runs the writes with the new picture, if any; files are removed after a failure or once replaced. */
async function withImage<T>(
  deps: WriteDeps,
  actor: Actor,
  image: UploadedFile | undefined,
  work: (trx: Kysely<DB>, prepared: PreparedUpload | null) => Promise<{ result: T; removed: MediaRow[] }>,
): Promise<T> {
  const prepared = image
    ? await prepareUpload(deps, image, { kinds: ['image'], collection: 'image', uploadedBy: actor.id })
    : null;
  let outcome: { result: T; removed: MediaRow[] };
  try {
    outcome = await deps.db.transaction().execute((trx) => work(trx, prepared));
  } catch (err) {
    await discardPrepared(deps, prepared);
    throw err;
  }
  await deleteMediaFiles(deps, outcome.removed);
  return outcome.result;
}

async function storeImage(trx: Kysely<DB>, id: number, prepared: PreparedUpload | null): Promise<MediaRow[]> {
  if (!prepared) return [];
  const removed = await deleteMediaRows(trx, 'category', [id], 'image');
  await insertPrepared(trx, {
    ...prepared,
    values: { ...prepared.values, model_type: 'category', model_id: id },
  });
  return removed;
}

export async function createCategory(
  deps: WriteDeps,
  actor: Actor,
  input: CreateCategoryBody & { image?: UploadedFile },
): Promise<Category> {
  const now = (deps.now?.() ?? new Date()).toISOString();
  // docs/design/product.md §5: sub category lines left empty are not saved
  const subTitles = input.subCategories.map((s) => s.title).filter((t) => t !== '');
  const id = await withImage(deps, actor, input.image, async (trx, prepared) => {
    const id = await q.insertCategory(trx, input.title, null, now);
    for (const title of subTitles) await q.insertCategory(trx, title, id, now);
    await storeImage(trx, id, prepared);
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'category.create',
      targetType: 'category',
      targetId: id,
      details: { title: input.title, sub_categories: subTitles },
      ip: actor.ip,
    });
    return { result: id, removed: [] };
  });
  return getCategory(deps.db, id);
}

/** 409 when courses, live or kept deleted for their history, are filed under these categories. */
async function refuseIfUsed(db: Kysely<DB>, ids: number[], subTitle?: string): Promise<void> {
  const used = await coursesUsingCategories(db, ids);
  if (used.live > 0) {
    throw subTitle === undefined
      ? new AppError(409, 'error.categoryInUse', { count: used.live })
      : new AppError(409, 'error.subCategoryInUse', { title: subTitle, count: used.live });
  }
  if (used.deleted > 0)
    throw new AppError(409, 'error.categoryKeptByDeletedCourses', { count: used.deleted });
}

export async function updateCategory(
  deps: WriteDeps,
  actor: Actor,
  id: number,
  input: UpdateCategoryBody & { image?: UploadedFile },
): Promise<Category> {
  const category = await q.findCategory(deps.db, id);
  if (!category) throw categoryNotFound();
  const children = new Map((await q.childrenOf(deps.db, [id])).map((c) => [c.id, c]));
  const errors: Record<string, MessageKey[]> = {};
  const deleted = new Set(input.deletedSubCategories);
  input.deletedSubCategories.forEach((subId, i) => {
    if (!children.has(subId)) errors[`deletedSubCategories.${i}`] = ['error.subCategoryNotFound'];
  });
  const renames: Array<{ id: number; title: string }> = [];
  const additions: string[] = [];
  input.subCategories.forEach((line, i) => {
    if (line.id === undefined) {
      if (line.title !== '') additions.push(line.title);
    } else if (!children.has(line.id)) {
      errors[`subCategories.${i}.id`] = ['error.subCategoryNotFound'];
    } else if (!deleted.has(line.id) && children.get(line.id)?.title !== line.title) {
      renames.push({ id: line.id, title: line.title });
    }
  });
  // categories have two levels: a sub category has no sub categories of its own
  if (category.parent_id !== null && additions.length > 0) errors.subCategories = ['validation.invalidValue'];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  for (const subId of deleted) await refuseIfUsed(deps.db, [subId], children.get(subId)?.title);

  const now = (deps.now?.() ?? new Date()).toISOString();
  await withImage(deps, actor, input.image, async (trx, prepared) => {
    if (input.title !== undefined && input.title !== category.title)
      await q.renameCategory(trx, id, input.title, now);
    else await q.touchCategory(trx, id, now);
    for (const r of renames) await q.renameCategory(trx, r.id, r.title, now);
    for (const title of additions) await q.insertCategory(trx, title, id, now);
    const removed = await deleteMediaRows(trx, 'category', [...deleted]);
    await deleteSafely(trx, [...deleted]);
    removed.push(...(await storeImage(trx, id, prepared)));
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'category.update',
      targetType: 'category',
      targetId: id,
      details: {
        title: input.title ?? category.title,
        added: additions,
        renamed: renames,
        deleted: [...deleted],
      },
      ip: actor.ip,
    });
    return { result: null, removed };
  });
  return getCategory(deps.db, id);
}

/** A course filed under the category between the check and the delete makes the database refuse: say why. */
async function deleteSafely(trx: Kysely<DB>, ids: number[]): Promise<void> {
  try {
    await q.deleteCategories(trx, ids);
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new AppError(409, 'error.categoryInUse', { count: 1 });
    throw err;
  }
}

export async function deleteCategory(deps: WriteDeps, actor: Actor, id: number): Promise<void> {
  const category = await q.findCategory(deps.db, id);
  if (!category) throw categoryNotFound();
  const ids = [id, ...(await q.childrenOf(deps.db, [id])).map((c) => c.id)];
  await refuseIfUsed(deps.db, ids);
  const removed = await deps.db.transaction().execute(async (trx) => {
    const rows = await deleteMediaRows(trx, 'category', ids);
    await deleteSafely(trx, [id]);
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'category.delete',
      targetType: 'category',
      targetId: id,
      details: { title: category.title, sub_categories: ids.length - 1 },
      ip: actor.ip,
    });
    return rows;
  });
  await deleteMediaFiles(deps, removed);
}
