// The admin category form: creation (multipart with picture, empty sub category lines dropped), updates with
// renames and removals of sub categories, and deletion refused while courses use them, in en and fr.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, categoryCatalogue, fr, insertCategory, insertCourse, stamp } from '../../test/courses';
import { createTestApp, multipart, type TestApp, tinyPng } from '../../test/helpers';

let t: TestApp;
let admin: Account;
let learner: Account;
let cat: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, learner, cat } = await categoryCatalogue(t));
});
afterAll(async () => {
  await t.close();
});

const send = (
  method: 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = admin.headers,
) => t.app.inject({ method, url, payload: payload as Record<string, unknown>, headers });
const form = (url: string, fields: Parameters<typeof multipart>[0], headers = admin.headers) => {
  const body = multipart(fields);
  return send('POST', url, body.payload, { ...headers, ...body.headers });
};

describe('POST /api/categories/create-category', () => {
  it('creates a category from a multipart form with its picture; empty sub category lines are dropped', async () => {
    const res = await form('/api/categories/create-category', {
      title: 'Music',
      image: { filename: 'music.png', contentType: 'image/png', content: tinyPng },
      'subCategories[0][title]': 'Piano',
      'subCategories[1][title]': '  ',
      'subCategories[2][title]': 'Guitar',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ title: 'Music', parent: null, courses_count: 0 });
    expect(created.children.map((c: { title: string }) => c.title)).toEqual(['Guitar', 'Piano']);
    expect(created.image).toMatchObject({
      model_type: 'category',
      model_id: created.id,
      mime_type: 'image/png',
    });
    expect(fs.existsSync(path.join(t.config.mediaDir, created.image.file_name))).toBe(true);
    const log = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'category.create')
      .where('target_id', '=', created.id)
      .execute();
    expect(log).toHaveLength(1);
  });

  it('accepts JSON too', async () => {
    const res = await send('POST', '/api/categories/create-category', {
      title: 'History',
      subCategories: [{ title: 'Antiquity' }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.children).toEqual([{ id: expect.any(Number), title: 'Antiquity' }]);
  });

  it('answers 422 "Category title is required" in en and fr', async () => {
    const en = await send('POST', '/api/categories/create-category', { title: ' ' });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { title: ['Category title is required'] },
    });
    const fre = await form(
      '/api/categories/create-category',
      { 'subCategories[0][title]': 'x' },
      { ...admin.headers, ...fr },
    );
    expect(fre.json()).toEqual({
      message: 'Les données fournies ne sont pas valides.',
      errors: { title: ['Le titre de la catégorie est obligatoire'] },
    });
  });

  it('refuses a file that is not an image (415) and stores nothing', async () => {
    const before = await t.db.selectFrom('categories').select('id').execute();
    const res = await form('/api/categories/create-category', {
      title: 'Bad picture',
      image: { filename: 'x.png', contentType: 'image/png', content: Buffer.from('not an image at all') },
    });
    expect(res.statusCode).toBe(415);
    expect(await t.db.selectFrom('categories').select('id').execute()).toHaveLength(before.length);
  });

  it('is for admins only', async () => {
    expect(
      (await send('POST', '/api/categories/create-category', { title: 'x' }, learner.headers)).statusCode,
    ).toBe(403);
    expect((await send('POST', '/api/categories/create-category', { title: 'x' }, {})).statusCode).toBe(401);
  });
});

describe('POST /api/categories/update-category/{id}', () => {
  const create = async (title: string, subs: string[]) =>
    (
      await send('POST', '/api/categories/create-category', {
        title,
        subCategories: subs.map((s) => ({ title: s })),
      })
    ).json().data;

  it('renames, adds and removes sub categories and replaces the picture', async () => {
    const made = await create('Sport', ['Football', 'Tennis', 'Chess']);
    // children come sorted by title
    const [chess, football, tennis] = made.children;
    expect([chess.title, football.title, tennis.title]).toEqual(['Chess', 'Football', 'Tennis']);
    const first = await form(`/api/categories/update-category/${made.id}`, {
      image: { filename: 'a.png', contentType: 'image/png', content: tinyPng },
    });
    const oldImage = first.json().data.image;
    const res = await form(`/api/categories/update-category/${made.id}`, {
      title: 'Sports',
      image: { filename: 'b.png', contentType: 'image/png', content: tinyPng },
      'subCategories[0][id]': String(tennis.id),
      'subCategories[0][title]': 'Table tennis',
      'subCategories[1][title]': 'Rowing',
      'subCategories[2][title]': '',
      'deletedSubCategories[0]': String(chess.id),
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json().data;
    expect(updated.title).toBe('Sports');
    expect(updated.children).toEqual([
      { id: football.id, title: 'Football' },
      { id: expect.any(Number), title: 'Rowing' },
      { id: tennis.id, title: 'Table tennis' },
    ]);
    expect(updated.image.id).not.toBe(oldImage.id);
    expect(fs.existsSync(path.join(t.config.mediaDir, oldImage.file_name))).toBe(false);
    const chessRow = await t.db
      .selectFrom('categories')
      .select('id')
      .where('id', '=', chess.id)
      .executeTakeFirst();
    expect(chessRow).toBeUndefined();
    const log = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'category.update')
      .where('target_id', '=', made.id)
      .execute();
    expect(log).toHaveLength(2);
  });

  it('answers 422 "Sub category title is required" for an existing sub category renamed to nothing, in en and fr', async () => {
    const made = await create('Cooking', ['Baking']);
    const payload = { subCategories: [{ id: made.children[0].id, title: '' }] };
    const en = await send('POST', `/api/categories/update-category/${made.id}`, payload);
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ 'subCategories.0.title': ['Sub category title is required'] });
    const fre = await send('POST', `/api/categories/update-category/${made.id}`, payload, {
      ...admin.headers,
      ...fr,
    });
    expect(fre.json().errors).toEqual({
      'subCategories.0.title': ['Le titre de la sous-catégorie est obligatoire'],
    });
    const title = await send('POST', `/api/categories/update-category/${made.id}`, { title: '' });
    expect(title.json().errors).toEqual({ title: ['Category title is required'] });
    // two levels only: a sub category takes no sub categories
    const nested = await send('POST', `/api/categories/update-category/${made.children[0].id}`, {
      subCategories: [{ title: 'Bread' }],
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().errors).toEqual({ subCategories: ['This value is not valid'] });
  });

  it('refuses sub category ids of another category (422) and an unknown category (404)', async () => {
    const made = await create('Gardening', []);
    const res = await send('POST', `/api/categories/update-category/${made.id}`, {
      subCategories: [{ id: cat.SM, title: 'Stolen' }],
      deletedSubCategories: [cat.LF],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'subCategories.0.id': ['Sub category not found'],
      'deletedSubCategories.0': ['Sub category not found'],
    });
    const missing = await send(
      'POST',
      '/api/categories/update-category/999999',
      { title: 'x' },
      { ...admin.headers, ...fr },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Catégorie introuvable' });
  });

  it('refuses to remove a sub category that courses use (409, the sub category named)', async () => {
    const res = await send('POST', `/api/categories/update-category/${cat.S}`, {
      deletedSubCategories: [cat.SP],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        'The sub category "Physics" cannot be deleted: courses still use it (number of courses: 2). Move or delete them first.',
    });
    expect(
      await t.db.selectFrom('categories').select('id').where('id', '=', cat.SP).executeTakeFirst(),
    ).toBeDefined();
  });
});

describe('DELETE /api/categories/delete-category/{id}', () => {
  const del = (id: number, headers: Record<string, string> = admin.headers) =>
    send('DELETE', `/api/categories/delete-category/${id}`, undefined, headers);

  it('deletes an unused category with its sub categories and pictures', async () => {
    const made = (
      await form('/api/categories/create-category', {
        title: 'Temporary',
        image: { filename: 'a.png', contentType: 'image/png', content: tinyPng },
        'subCategories[0][title]': 'Child',
      })
    ).json().data;
    const res = await del(made.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The category is deleted.' });
    const left = await t.db
      .selectFrom('categories')
      .select('id')
      .where('id', 'in', [made.id, made.children[0].id])
      .execute();
    expect(left).toEqual([]);
    expect(
      await t.db.selectFrom('media').select('id').where('id', '=', made.image.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(fs.existsSync(path.join(t.config.mediaDir, made.image.file_name))).toBe(false);
    const log = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'category.delete')
      .where('target_id', '=', made.id)
      .execute();
    expect(log).toHaveLength(1);
    expect((await del(made.id)).statusCode).toBe(404);
  });

  it('refuses while courses use the category or one of its sub categories (409), in en and fr', async () => {
    const direct = await insertCategory(t, 'Busy');
    await insertCourse(t, { category_id: direct });
    const parent = await insertCategory(t, 'Busy parent');
    const child = await insertCategory(t, 'Busy child', parent);
    await insertCourse(t, { category_id: parent, subcategory_id: child });
    await insertCourse(t, { category_id: parent, subcategory_id: child, is_active: 0 });
    const en = await del(direct);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toEqual({
      message:
        'This category cannot be deleted: courses still use it or one of its sub categories (number of courses: 1). Move or delete them first.',
    });
    const viaChild = await del(parent, { ...admin.headers, ...fr });
    expect(viaChild.statusCode).toBe(409);
    expect(viaChild.json().message).toMatch(
      /^Cette catégorie ne peut pas être supprimée : des cours l’utilisent encore, elle ou l’une de ses sous-catégories \(nombre de cours : 2\)/,
    );
    const left = await t.db
      .selectFrom('categories')
      .select('id')
      .where('id', 'in', [direct, parent, child])
      .execute();
    expect(left).toHaveLength(3);
  });

  it('refuses while only deleted courses keep the category, saying so', async () => {
    const parent = await insertCategory(t, 'Archive');
    await insertCourse(t, { category_id: parent, deleted_at: stamp() });
    const res = await del(parent);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "This category cannot be deleted: deleted courses are kept under it for their learners' history (number of courses: 1).",
    );
  });

  it('answers 404 "Category not found" and is for admins only', async () => {
    const en = await del(999_999);
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ message: 'Category not found' });
    expect((await del(cat.A, learner.headers)).statusCode).toBe(403);
  });
});
