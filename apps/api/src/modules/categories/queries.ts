// SQL of categories and sub categories: paged lists on the parent/title indexes, batched reads of children
// and parents for a page, and the writes of the category form.
import { type Kysely, type SqlBool, sql } from 'kysely';
import { containsPattern, type Engine, likeOperator } from '../../db/dialect';
import type { DB } from '../../db/schema';

type Db = Kysely<DB>;

export interface CategoryListOptions {
  /** null: top-level categories; a number: the sub categories of that category. */
  parentId: number | null;
  search?: string;
  sort: 'title' | 'created_at';
  order: 'asc' | 'desc';
  page: number;
  per_page: number;
}

const like = (engine: Engine, column: string, search: string) =>
  sql<SqlBool>`${sql.ref(column)} ${sql.raw(likeOperator(engine))} ${containsPattern(search)} escape '\\'`;

export async function listCategories(db: Db, engine: Engine, opts: CategoryListOptions) {
  let base = db
    .selectFrom('categories')
    .where('categories.parent_id', opts.parentId === null ? 'is' : '=', opts.parentId);
  if (opts.search) {
    const search = opts.search;
    // a category is found by its own title or by the title of one of its sub categories
    base = base.where((eb) =>
      eb.or([
        like(engine, 'categories.title', search),
        eb.exists(
          eb
            .selectFrom('categories as child')
            .select('child.id')
            .whereRef('child.parent_id', '=', 'categories.id')
            .where(like(engine, 'child.title', search)),
        ),
      ]),
    );
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll('categories')
      .orderBy(`categories.${opts.sort}`, opts.order)
      .orderBy('categories.id', opts.order)
      .limit(opts.per_page)
      .offset((opts.page - 1) * opts.per_page)
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findCategory(db: Db, id: number) {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export function categoriesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('categories')
    .select(['id', 'title'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** Sub categories of these categories, by title within each parent. */
export function childrenOf(db: Db, parentIds: number[]) {
  if (parentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('categories')
    .select(['id', 'title', 'parent_id'])
    .where('parent_id', 'in', parentIds)
    .orderBy('parent_id')
    .orderBy('title')
    .orderBy('id')
    .execute();
}

export async function insertCategory(
  db: Db,
  title: string,
  parentId: number | null,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('categories')
    .values({ title, parent_id: parentId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function renameCategory(db: Db, id: number, title: string, now: string) {
  return db.updateTable('categories').set({ title, updated_at: now }).where('id', '=', id).execute();
}

export function touchCategory(db: Db, id: number, now: string) {
  return db.updateTable('categories').set({ updated_at: now }).where('id', '=', id).execute();
}

/** Deletes the categories; their sub categories go with them (ON DELETE CASCADE). */
export function deleteCategories(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.deleteFrom('categories').where('id', 'in', ids).execute();
}
