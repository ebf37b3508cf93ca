// The catalogue (public, learner, sub category, admin list): who sees which course, every sort and filter
// (asserting the order of ids), pagination, the course wire shape, details and their 404s in en and fr.
import type { Course } from '@parcours/shared';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fr,
  ids,
  insertCategory,
  insertCourse,
  insertCourseMedia,
  insertUnit,
  stamp,
} from '../../test/courses';
import { bearer, createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { toWireCourses } from './mapper';

let t: TestApp;
type Account = Awaited<ReturnType<typeof userWithTokens>>;
let admin: Account;
let learnerA: Account;
let learnerB: Account;
const cat: Record<string, number> = {};
const c: Record<string, number> = {};
const media: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: 1 });
  learnerA = await userWithTokens(t);
  learnerB = await userWithTokens(t);
  cat.S = await insertCategory(t, 'Sciences');
  cat.SM = await insertCategory(t, 'Mathematics', cat.S);
  cat.SP = await insertCategory(t, 'Physics', cat.S);
  cat.L = await insertCategory(t, 'Languages');
  cat.LF = await insertCategory(t, 'French', cat.L);
  const sm = { category_id: cat.S, subcategory_id: cat.SM };
  const sp = { category_id: cat.S, subcategory_id: cat.SP };
  c.c1 = await insertCourse(t, {
    ...sm,
    title: 'Algebra',
    start_time: '2025-03-01T09:00:00.000Z',
    created_at: stamp(1000),
  });
  c.c2 = await insertCourse(t, {
    ...sp,
    title: 'Mechanics',
    description: 'Forces of 1000 N',
    is_paid: 1,
    price: 100,
    discount: 10,
    start_time: '2025-04-15T09:00:00.000Z',
    created_at: stamp(1001),
  });
  c.c3 = await insertCourse(t, {
    category_id: cat.L,
    subcategory_id: cat.LF,
    title: 'Grammaire',
    description: 'Les verbes à 100%',
    language: 'fr',
    is_paid: 1,
    price: 40,
    discount: 0,
    start_time: '2025-05-01T00:00:00.000Z',
    created_at: stamp(1002),
  });
  c.c4 = await insertCourse(t, {
    ...sm,
    title: 'Calculus',
    is_paid: 1,
    price: 200,
    discount: 60,
    created_at: stamp(1003),
  });
  c.c5 = await insertCourse(t, { ...sp, title: 'Optics', is_active: 0, created_at: stamp(1004) });
  c.c6 = await insertCourse(t, { ...sp, title: 'Thermodynamics', is_offline: 1, created_at: stamp(1005) });
  c.c7 = await insertCourse(t, {
    ...sm,
    title: 'Private Python',
    is_public: 0,
    is_paid: 1,
    price: 60,
    created_at: stamp(1006),
  });
  await t.db
    .insertInto('course_selected_users')
    .values({ course_id: c.c7, user_id: learnerA.row.id })
    .execute();
  c.c8 = await insertCourse(t, {
    ...sm,
    title: 'Deleted course',
    deleted_at: stamp(1007),
    created_at: stamp(1007),
  });

  await insertUnit(t, c.c1, 'advanced', 1, 2);
  await insertUnit(t, c.c1, 'basic', 2, 1);
  const gone = await insertUnit(t, c.c1, 'intermediate', 3, 3);
  await t.db.updateTable('educational_units').set({ deleted_at: stamp() }).where('id', '=', gone).execute();
  media.content = await insertCourseMedia(t, c.c1, 'content', 0);
  media.cover = await insertCourseMedia(t, c.c1, 'cover', 5);
  await t.db
    .insertInto('enrolments')
    .values({
      user_id: learnerA.row.id,
      course_id: c.c1,
      level: 'intermediate',
      progress: 40,
      enrolled_at: stamp(),
    })
    .execute();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/courses', () => {
  it('shows visitors the active, online, public courses, newest first, with pagination meta', async () => {
    const res = await get('/api/courses');
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([c.c4, c.c3, c.c2, c.c1]);
    expect(res.json().meta).toEqual({ current_page: 1, per_page: 9, total: 4 });
  });

  it('adds the private courses that select the logged-in learner, and only theirs', async () => {
    expect(ids((await get('/api/courses', learnerA.headers)).json())).toEqual([c.c7, c.c4, c.c3, c.c2, c.c1]);
    expect(ids((await get('/api/courses', learnerB.headers)).json())).toEqual([c.c4, c.c3, c.c2, c.c1]);
  });

  it('answers 401 to a bad token rather than treating the caller as a visitor', async () => {
    const res = await get('/api/courses', bearer('not-a-token'));
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['newest', ['c4', 'c3', 'c2', 'c1']],
    ['oldest', ['c1', 'c2', 'c3', 'c4']],
    ['title_asc', ['c1', 'c4', 'c3', 'c2']],
    ['title_desc', ['c2', 'c3', 'c4', 'c1']],
    // what is paid: c1 free, c3 40, c4 200 less 60% = 80, c2 100 less 10% = 90
    ['price_asc', ['c1', 'c3', 'c4', 'c2']],
    ['price_desc', ['c2', 'c4', 'c3', 'c1']],
  ])('sorts by %s', async (sort, expected) => {
    const res = await get(`/api/courses?sort=${sort}`);
    expect(ids(res.json())).toEqual(expected.map((k) => c[k]));
  });

  it.each([
    ['category_id=S', ['c4', 'c2', 'c1']],
    ['subcategory_id=SM', ['c4', 'c1']],
    ['language=fr', ['c3']],
    ['language=FR', ['c3']],
    ['search=mech', ['c2']],
    ['search=ALGEBRA', ['c1']],
    // the % is matched literally: "Forces of 1000 N" does not contain "100%"
    ['search=100%25', ['c3']],
    ['price_min=50', ['c4', 'c2']],
    ['price_max=85', ['c4', 'c3', 'c1']],
    ['price_min=85&price_max=95', ['c2']],
    ['price_min=0&price_max=0', ['c1']],
    ['price_min=90&price_max=90', ['c2']],
    ['start_from=2025-04-01', ['c3', 'c2']],
    ['start_to=2025-04-15', ['c2', 'c1']],
    ['start_from=2025-04-15T10:00:00Z', ['c3']],
    ['start_from=2025-03-01&start_to=2025-03-31', ['c1']],
    ['category_id=S&price_max=85&sort=title_asc', ['c1', 'c4']],
  ])('filters %s', async (query, expected) => {
    const resolved = query.replace(/=(S|SM|L)\b/g, (_, key: string) => `=${cat[key]}`);
    const res = await get(`/api/courses?${resolved}`);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual(expected.map((k) => c[k]));
    expect(res.json().meta.total).toBe(expected.length);
  });

  it('pages in SQL: the second page of three holds the last course and the total stays 4', async () => {
    const first = await get('/api/courses?per_page=3&page=1&sort=oldest');
    const second = await get('/api/courses?per_page=3&page=2&sort=oldest');
    expect(ids(first.json())).toEqual([c.c1, c.c2, c.c3]);
    expect(ids(second.json())).toEqual([c.c4]);
    expect(second.json().meta).toEqual({ current_page: 2, per_page: 3, total: 4 });
    expect(ids((await get('/api/courses?per_page=3&page=3')).json())).toEqual([]);
  });

  it.each(['sort=cheapest', 'per_page=101', 'per_page=0', 'page=0', 'start_from=yesterday', 'price_min=-1'])(
    'refuses %s with 422',
    async (query) => {
      const res = await get(`/api/courses?${query}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('The given data was invalid.');
    },
  );

  it('carries the docs/design/product.md §3 course fields, counts, levels, cover first and the caller state', async () => {
    const mine = (await get('/api/courses?sort=oldest', learnerA.headers)).json().data[0] as Course;
    expect(mine).toMatchObject({
      id: c.c1,
      title: 'Algebra',
      description: 'A course',
      category: { id: cat.S, title: 'Sciences' },
      subcategory: { id: cat.SM, title: 'Mathematics' },
      language: 'en',
      is_paid: 0,
      price: 0,
      discount: 0,
      final_price: 0,
      facilitator: 'Marie Curie',
      is_public: 1,
      teaching_type: 'online',
      latitude: null,
      longitude: null,
      link: 'https://meet.example.org/room',
      start_time: '2025-03-01T09:00:00.000Z',
      end_time: null,
      is_sequential: 0,
      is_active: 1,
      is_offline: 0,
      duration: null,
      educational_units_count: 2,
      learning_objects_count: 3,
      subscribed_users_count: 0,
      is_subscribed: true,
      student_level: 'intermediate',
      progress: 40,
      unit_levels: ['basic', 'advanced'],
    });
    expect(mine.media.map((m) => m.id)).toEqual([media.cover, media.content]);
    expect(mine).not.toHaveProperty('educational_units');
    expect(mine).not.toHaveProperty('selected_user_ids');

    const visitor = (await get('/api/courses?sort=oldest')).json().data[0] as Course;
    expect(visitor).toMatchObject({ id: c.c1, is_subscribed: false, student_level: null, progress: 0 });
    const other = (await get('/api/courses?sort=oldest', learnerB.headers)).json().data[0] as Course;
    expect(other).toMatchObject({ is_subscribed: false, student_level: null, progress: 0 });
    const paid = (await get('/api/courses?sort=price_desc')).json().data[0] as Course;
    expect(paid).toMatchObject({
      id: c.c2,
      is_paid: 1,
      price: 100,
      discount: 10,
      final_price: 90,
      subcategory: { title: 'Physics' },
    });
  });

  it('maps a page with the same number of queries whatever its size (no query per row)', async () => {
    const rows = await t.db.selectFrom('courses').selectAll().orderBy('id').execute();
    const count = async (n: number) => {
      let queries = 0;
      const counter: KyselyPlugin = {
        transformQuery: (args) => {
          queries++;
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      await toWireCourses(t.db.withPlugin(counter), rows.slice(0, n), { userId: learnerA.row.id, role: 0 });
      return queries;
    };
    const one = await count(1);
    expect(one).toBeGreaterThan(0);
    expect(await count(rows.length)).toBe(one);
  });
});

describe('GET /api/courses/{id}', () => {
  it('adds the unit overview in the author order, without the selected learners for a learner', async () => {
    const res = await get(`/api/courses/${c.c1}`, learnerA.headers);
    expect(res.statusCode).toBe(200);
    const detail = res.json().data;
    expect(detail.educational_units).toEqual([
      { id: expect.any(Number), title: 'basic unit', type: 'basic', learning_objects_count: 2 },
      { id: expect.any(Number), title: 'advanced unit', type: 'advanced', learning_objects_count: 1 },
    ]);
    expect(detail).not.toHaveProperty('selected_user_ids');
    expect(detail).toMatchObject({ is_subscribed: true, progress: 40 });
  });

  it('opens a private course to its selected learner', async () => {
    expect((await get(`/api/courses/${c.c7}`, learnerA.headers)).statusCode).toBe(200);
  });

  it.each([
    ['missing', () => 999_999, 'visitor'],
    ['deleted', () => c.c8, 'visitor'],
    ['inactive', () => c.c5, 'visitor'],
    ['offline', () => c.c6, 'visitor'],
    ['private to a visitor', () => c.c7, 'visitor'],
    ['private to another learner', () => c.c7, 'B'],
  ] as Array<[string, () => number, 'visitor' | 'B']>)(
    'answers 404 "Course will be available soon" for a %s course, in en and fr',
    async (_, id, who) => {
      const auth = who === 'B' ? learnerB.headers : {};
      const en = await get(`/api/courses/${id()}`, auth);
      expect(en.statusCode).toBe(404);
      expect(en.json()).toEqual({ message: 'Course will be available soon' });
      const fre = await get(`/api/courses/${id()}`, { ...auth, ...fr });
      expect(fre.statusCode).toBe(404);
      expect(fre.json()).toEqual({ message: 'Le cours sera bientôt disponible' });
    },
  );

  it('lets an admin preview inactive, offline and private courses, with the selected learners', async () => {
    for (const id of [c.c5, c.c6])
      expect((await get(`/api/courses/${id}`, admin.headers)).statusCode).toBe(200);
    const res = await get(`/api/courses/${c.c7}`, admin.headers);
    expect(res.json().data.selected_user_ids).toEqual([learnerA.row.id]);
    expect((await get(`/api/courses/${c.c8}`, admin.headers)).statusCode).toBe(404);
  });
});

describe('GET /api/user/courses and /api/user/courses/subcategory/{id}', () => {
  it('gives a learner the catalogue as they see it, with the same query options', async () => {
    const res = await get('/api/user/courses?sort=price_asc', learnerA.headers);
    expect(ids(res.json())).toEqual([c.c1, c.c3, c.c7, c.c4, c.c2]);
    expect(res.json().meta).toEqual({ current_page: 1, per_page: 9, total: 5 });
  });

  it('needs a learner: 401 without a token, 403 for an admin', async () => {
    expect((await get('/api/user/courses')).statusCode).toBe(401);
    const res = await get('/api/user/courses', admin.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You are not authorized to perform this action!' });
  });

  it('lists the courses of a sub category, sorted and filtered', async () => {
    const url = `/api/user/courses/subcategory/${cat.SM}`;
    expect(ids((await get(url, learnerA.headers)).json())).toEqual([c.c7, c.c4, c.c1]);
    expect(ids((await get(`${url}?sort=title_asc`, learnerA.headers)).json())).toEqual([c.c1, c.c4, c.c7]);
    expect(ids((await get(`${url}?price_max=70&sort=price_desc`, learnerA.headers)).json())).toEqual([
      c.c7,
      c.c1,
    ]);
    expect(ids((await get(url, learnerB.headers)).json())).toEqual([c.c4, c.c1]);
    const paged = await get(`${url}?per_page=2&page=2`, learnerA.headers);
    expect(ids(paged.json())).toEqual([c.c1]);
    expect(paged.json().meta).toEqual({ current_page: 2, per_page: 2, total: 3 });
  });

  it('answers 404 "Sub category not found" for a missing id or a top-level category, in en and fr', async () => {
    for (const id of [999_999, cat.S]) {
      const en = await get(`/api/user/courses/subcategory/${id}`, learnerA.headers);
      expect(en.statusCode).toBe(404);
      expect(en.json()).toEqual({ message: 'Sub category not found' });
      const fre = await get(`/api/user/courses/subcategory/${id}`, { ...learnerA.headers, ...fr });
      expect(fre.json()).toEqual({ message: 'Sous-catégorie introuvable' });
    }
  });
});

describe('GET /api/admin/courses', () => {
  it('lists every course not deleted, whatever its state', async () => {
    const res = await get('/api/admin/courses', admin.headers);
    expect(ids(res.json())).toEqual([c.c7, c.c6, c.c5, c.c4, c.c3, c.c2, c.c1]);
    expect(res.json().meta).toEqual({ current_page: 1, per_page: 9, total: 7 });
  });

  it.each([
    ['is_active=0', ['c5']],
    ['is_offline=1', ['c6']],
    ['is_active=1&is_offline=0', ['c7', 'c4', 'c3', 'c2', 'c1']],
    ['is_active=true&is_offline=false&sort=title_asc', ['c1', 'c4', 'c3', 'c2', 'c7']],
    ['language=fr', ['c3']],
    ['category_id=L', ['c3']],
    ['subcategory_id=SP&sort=oldest', ['c2', 'c5', 'c6']],
    ['search=cs&sort=title_desc', ['c6', 'c5', 'c2']],
    ['price_min=60&sort=price_asc', ['c7', 'c4', 'c2']],
    ['per_page=2&page=4', ['c1']],
  ])('filters and sorts %s', async (query, expected) => {
    const resolved = query.replace(/=(S|SP|L)\b/g, (_, key: string) => `=${cat[key]}`);
    const res = await get(`/api/admin/courses?${resolved}`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual(expected.map((k) => c[k]));
  });

  it('refuses learners (403) and visitors (401)', async () => {
    expect((await get('/api/admin/courses', learnerA.headers)).statusCode).toBe(403);
    expect((await get('/api/admin/courses')).statusCode).toBe(401);
  });

  it('shows one course with its selected learners; 404 for a deleted one', async () => {
    const res = await get(`/api/admin/courses/${c.c7}`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: c.c7,
      is_public: 0,
      selected_user_ids: [learnerA.row.id],
      educational_units: [],
    });
    const gone = await get(`/api/admin/courses/${c.c8}`, { ...admin.headers, ...fr });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Le cours sera bientôt disponible' });
  });
});
