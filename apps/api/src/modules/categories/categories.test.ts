// Categories read: the public list (sorts, search, pagination, sub categories) and detail, and the learner's
// category steps with the courses they can open, with the messages in en and fr.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, categoryCatalogue, fr, ids, stamp } from '../../test/courses';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';

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

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/categories', () => {
  it('lists top-level categories with children, parent, picture and course counts', async () => {
    const res = await get('/api/categories');
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([cat.A, cat.L, cat.S]);
    expect(res.json().meta).toEqual({ current_page: 1, per_page: 9, total: 3 });
    const sciences = res.json().data[2];
    expect(sciences).toEqual({
      id: cat.S,
      title: 'Sciences',
      image: null,
      parent: null,
      children: [
        { id: cat.SM, title: 'Mathematics' },
        { id: cat.SP, title: 'Physics' },
      ],
      // every course not deleted, whatever its state
      courses_count: 6,
      created_at: stamp(100),
    });
    expect(res.json().data[0]).toMatchObject({ title: 'Arts', children: [], courses_count: 0 });
  });

  it.each([
    ['', ['A', 'L', 'S']],
    ['?sort=title&order=desc', ['S', 'L', 'A']],
    ['?sort=created_at', ['S', 'A', 'L']],
    ['?sort=created_at&order=desc', ['L', 'A', 'S']],
    ['?search=SCIEN', ['S']],
    // found through a sub category's title
    ['?search=math', ['S']],
    ['?search=n&sort=created_at', ['S', 'L']],
    ['?search=%25', []],
    ['?per_page=2&page=2', ['S']],
  ])('sorts, searches and pages: %s', async (query, expected) => {
    const res = await get(`/api/categories${query}`);
    expect(ids(res.json())).toEqual(expected.map((k) => cat[k]));
  });

  it('lists the sub categories of parent_id, with their parent and counts', async () => {
    const res = await get(`/api/categories?parent_id=${cat.S}`);
    expect(ids(res.json())).toEqual([cat.SM, cat.SP]);
    expect(res.json().data[0]).toMatchObject({
      parent: { id: cat.S, title: 'Sciences' },
      children: [],
      courses_count: 4,
    });
    expect(res.json().data[1].courses_count).toBe(2);
  });

  it('refuses an unknown sort with 422', async () => {
    expect((await get('/api/categories?sort=id')).statusCode).toBe(422);
  });
});

describe('GET /api/categories/{id}', () => {
  it('shows a sub category with its parent', async () => {
    const res = await get(`/api/categories/${cat.LF}`);
    expect(res.json().data).toMatchObject({
      id: cat.LF,
      title: 'French',
      parent: { id: cat.L, title: 'Languages' },
    });
  });

  it('answers 404 "Category not found" in en and fr', async () => {
    const en = await get('/api/categories/999999');
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ message: 'Category not found' });
    expect((await get('/api/categories/999999', fr)).json()).toEqual({ message: 'Catégorie introuvable' });
  });
});

describe('learner category steps', () => {
  it('GET /api/user/categories: top-level categories with the courses this learner can open', async () => {
    const res = await get('/api/user/categories?sort=created_at&per_page=3', learner.headers);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([cat.S, cat.A, cat.L]);
    // Sciences: two public active courses and the private one selecting this learner
    expect(res.json().data.map((c: { courses_count: number }) => c.courses_count)).toEqual([3, 0, 1]);
    expect(res.json().meta).toMatchObject({ current_page: 1, per_page: 3 });
    const search = await get('/api/user/categories?search=lang', learner.headers);
    expect(ids(search.json())).toEqual([cat.L]);
    expect(search.json().meta).toEqual({ current_page: 1, per_page: 9, total: 1 });
  });

  it('GET /api/user/subcategories/{id}: the sub categories with their available courses', async () => {
    const res = await get(`/api/user/subcategories/${cat.S}`, learner.headers);
    expect(ids(res.json())).toEqual([cat.SM, cat.SP]);
    expect(res.json().data.map((c: { courses_count: number }) => c.courses_count)).toEqual([3, 0]);
    const other = await userWithTokens(t);
    const theirs = await get(`/api/user/subcategories/${cat.S}`, other.headers);
    expect(theirs.json().data[0].courses_count).toBe(2);
    const paged = await get(`/api/user/subcategories/${cat.S}?per_page=1&page=2`, learner.headers);
    expect(ids(paged.json())).toEqual([cat.SP]);
    expect(paged.json().meta).toEqual({ current_page: 2, per_page: 1, total: 2 });
  });

  it('answers 404 "Category not found" for a missing id or a sub category id, in en and fr', async () => {
    for (const id of [999_999, cat.SM]) {
      const en = await get(`/api/user/subcategories/${id}`, learner.headers);
      expect(en.statusCode).toBe(404);
      expect(en.json()).toEqual({ message: 'Category not found' });
      expect((await get(`/api/user/subcategories/${id}`, { ...learner.headers, ...fr })).json()).toEqual({
        message: 'Catégorie introuvable',
      });
    }
  });

  it('is for learners', async () => {
    expect((await get('/api/user/categories')).statusCode).toBe(401);
    expect((await get('/api/user/categories', admin.headers)).statusCode).toBe(403);
  });
});
