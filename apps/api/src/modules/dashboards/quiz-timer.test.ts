// GET /api/admin/quiz-timer: the per-learner figures of the dataset (worked out in dataset.ts), pagination,
// every sort (nlg and gain checked against the shared functions across pages), search, course filter, access.
import { gain, normalizedChange } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt, course, courseQuiz, enrol, person } from '../../test/dashboards';
import { type GainsDataset, gainsDataset } from '../../test/dashboards-dataset';
import { bearer, createTestApp, type TestApp, userWithTokens } from '../../test/helpers';

let t: TestApp;
let d: GainsDataset;
beforeAll(async () => {
  t = await createTestApp();
  d = await gainsDataset(t);
});
afterAll(async () => {
  await t.close();
});

interface Row {
  id: number;
  user_id: number;
  learner_name: string;
  email: string;
  course_id: number;
  course_title: string;
  pre_test_percentage: number | null;
  post_test_percentage: number | null;
  gain: number | null;
  nlg: number | null;
  min_time: number | null;
}

async function page(query: string, headers = d.admin.headers) {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/quiz-timer?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Row[]; meta: Record<string, number | null> };
}

const label = (r: Row) => `${r.learner_name.split(' ')[0]}/${r.course_title[0]}`;

describe('GET /api/admin/quiz-timer', () => {
  it('gives one row per learner and course with a submitted course-quiz attempt, with hand-computed figures', async () => {
    const { data, meta } = await page('per_page=100');
    expect(meta).toEqual({ current_page: 1, per_page: 100, total: 6 });
    const byLabel = Object.fromEntries(data.map((r) => [label(r), r]));
    expect(Object.keys(byLabel).sort()).toEqual([
      'Alice/A',
      'Alice/B',
      'Bruno/A',
      'Bruno/B',
      'Chloe/A',
      'David/A',
    ]);
    expect(byLabel['Alice/A']).toEqual({
      id: d.enrolments.aliceA,
      user_id: d.learners.alice.id,
      learner_name: 'Alice Martin',
      email: 'alice.martin@example.org',
      course_id: d.courses.algebra,
      course_title: 'Algebra',
      pre_test_percentage: 40,
      post_test_percentage: 85,
      gain: 45,
      nlg: 0.75,
      min_time: 180,
      versions_differ: false,
      // Algebra counts the latest post-test: the row names the rule its figures follow.
      post_test_rule: 'latest',
    });
    const figures = (l: string) => {
      const r = byLabel[l];
      return [r.pre_test_percentage, r.post_test_percentage, r.gain, r.nlg, r.min_time];
    };
    expect(figures('Bruno/A')).toEqual([80, 60, -20, -0.25, 120]);
    expect(figures('Chloe/A')).toEqual([0, 0, 0, null, null]);
    expect(figures('David/A')).toEqual([50, null, null, null, 100]);
    expect(figures('Alice/B')).toEqual([20, 100, 80, 1, 30]);
    expect(figures('Bruno/B')).toEqual([100, 100, 0, null, 20]);
  });

  it('sorts by each column, empty values last in both directions', async () => {
    const order = async (sort: string, dir: string) =>
      (await page(`per_page=100&sort=${sort}&order=${dir}`)).data.map(label);
    expect(await order('nlg', 'desc')).toEqual([
      'Alice/B',
      'Alice/A',
      'Bruno/A',
      'Chloe/A',
      'David/A',
      'Bruno/B',
    ]);
    expect(await order('nlg', 'asc')).toEqual([
      'Bruno/A',
      'Alice/A',
      'Alice/B',
      'Chloe/A',
      'David/A',
      'Bruno/B',
    ]);
    // gain ties (0) fall back to the enrolment order: Chloe/A was enrolled before Bruno/B
    expect(await order('gain', 'desc')).toEqual([
      'Alice/B',
      'Alice/A',
      'Chloe/A',
      'Bruno/B',
      'Bruno/A',
      'David/A',
    ]);
    expect(await order('min_time', 'asc')).toEqual([
      'Bruno/B',
      'Alice/B',
      'David/A',
      'Bruno/A',
      'Alice/A',
      'Chloe/A',
    ]);
    expect(await order('min_time', 'desc')).toEqual([
      'Alice/A',
      'Bruno/A',
      'David/A',
      'Alice/B',
      'Bruno/B',
      'Chloe/A',
    ]);
    expect(await order('pre_test_percentage', 'asc')).toEqual([
      'Chloe/A',
      'Alice/B',
      'Alice/A',
      'David/A',
      'Bruno/A',
      'Bruno/B',
    ]);
    expect(await order('post_test_percentage', 'desc')).toEqual([
      'Alice/B',
      'Bruno/B',
      'Alice/A',
      'Bruno/A',
      'Chloe/A',
      'David/A',
    ]);
    expect(await order('course_title', 'desc')).toEqual([
      'Alice/B',
      'Bruno/B',
      'Alice/A',
      'Bruno/A',
      'Chloe/A',
      'David/A',
    ]);
    const users = (await page('per_page=100&sort=user_id&order=desc')).data.map((r) => r.user_id);
    expect(users).toEqual([...users].sort((x, y) => y - x));
  });

  it('paginates in SQL: pages of 4 by nlg desc join up to the full order', async () => {
    const first = await page('per_page=4&page=1&sort=nlg&order=desc');
    const second = await page('per_page=4&page=2&sort=nlg&order=desc');
    const third = await page('per_page=4&page=3&sort=nlg&order=desc');
    expect(first.meta).toEqual({ current_page: 1, per_page: 4, total: 6 });
    expect(first.data.map(label)).toEqual(['Alice/B', 'Alice/A', 'Bruno/A', 'Chloe/A']);
    expect(second.data.map(label)).toEqual(['David/A', 'Bruno/B']);
    expect(third.data).toEqual([]);
  });

  it('searches learner names, e-mails and course titles (every word must match)', async () => {
    expect((await page('search=biology')).data.map(label)).toEqual(['Alice/B', 'Bruno/B']);
    expect((await page('search=KELLER')).data.map(label).sort()).toEqual(['Bruno/A', 'Bruno/B']);
    expect((await page('search=alice.martin%40example')).data.map(label).sort()).toEqual([
      'Alice/A',
      'Alice/B',
    ]);
    expect((await page('search=alice%20algebra')).data.map(label)).toEqual(['Alice/A']);
    expect((await page('search=100%25')).meta.total).toBe(0);
  });

  it('with course_id, lists that course and adds the course NLG and Hake gain to meta', async () => {
    const a = await page(`course_id=${d.courses.algebra}&per_page=2`);
    expect(a.data.map(label)).toEqual(['Alice/A', 'Bruno/A']);
    expect(a.meta.total).toBe(4);
    expect(a.meta.course_id).toBe(d.courses.algebra);
    expect(a.meta.learners).toBe(3);
    // mean(0.75, -0.25) = 0.25 over 2 learners (Chloe's 0 -> 0 has none); Hake over all 3:
    // (48.333... - 40) / 60 = 0.13888...
    expect(a.meta.nlg_learners).toBe(2);
    expect(a.meta.course_nlg).toBeCloseTo(0.25, 12);
    expect(a.meta.hake_gain).toBeCloseTo(25 / 3 / 60, 12);
    const b = await page(`course_id=${d.courses.biology}`);
    expect(b.meta).toMatchObject({ total: 2, learners: 2, nlg_learners: 1, course_nlg: 1, hake_gain: 1 });
    const c = await page(`course_id=${d.courses.conversation}`);
    expect(c.meta).toMatchObject({
      total: 0,
      learners: 0,
      nlg_learners: 0,
      course_nlg: null,
      hake_gain: null,
    });
  });

  it('is for admins only, and checks its query', async () => {
    const learner = await t.app.inject({
      method: 'GET',
      url: '/api/admin/quiz-timer',
      headers: d.alice.headers,
    });
    expect(learner.statusCode).toBe(403);
    expect(learner.json().message).toBe('You are not authorized to perform this action!');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/quiz-timer' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/quiz-timer?sort=password&per_page=500',
      headers: { ...d.admin.headers, 'accept-language': 'fr' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['per_page', 'sort']);
  });
});

describe('sorting by nlg and gain across pages', () => {
  it('orders exactly as the shared normalizedChange and gain do, edge values included', async () => {
    const local = await createTestApp();
    try {
      const admin = await userWithTokens(local, { role: 1 });
      const cat = (
        await local.db
          .insertInto('categories')
          .values({ title: 'C', created_at: 'x', updated_at: 'x' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      const courseId = await course(local, 'Grid', cat);
      const quizId = await courseQuiz(local, courseId);
      // every pair of these (49 learners): ties, zero and hundred, thirds that do not divide evenly
      const values = [0, 12.5, 33.33, 50, 66.67, 99.99, 100];
      const expected = new Map<number, { nlg: number | null; gain: number }>();
      let n = 0;
      for (const pre of values) {
        for (const post of values) {
          n += 1;
          const u = await person(local, `L${n}`, 'Grid');
          await enrol(local, u.id, courseId);
          await attempt(local, {
            quizId,
            courseId,
            userId: u.id,
            kind: 'pretest',
            percentage: pre,
            time: 5,
            minute: 1,
          });
          await attempt(local, {
            quizId,
            courseId,
            userId: u.id,
            kind: 'posttest',
            percentage: post,
            time: 5,
            minute: 2,
          });
          expected.set(u.id, { nlg: normalizedChange(pre, post), gain: gain(pre, post) });
        }
      }
      for (const sort of ['nlg', 'gain'] as const) {
        for (const order of ['asc', 'desc'] as const) {
          const rows: Row[] = [];
          for (let p = 1; p <= 6; p++) {
            const res = await local.app.inject({
              method: 'GET',
              url: `/api/admin/quiz-timer?sort=${sort}&order=${order}&per_page=9&page=${p}`,
              headers: bearer(admin.access_token),
            });
            rows.push(...res.json().data);
          }
          expect(rows).toHaveLength(49);
          expect(new Set(rows.map((r) => r.id)).size).toBe(49);
          const got = rows.map((r) => r[sort]);
          for (const r of rows) expect(r[sort]).toBe(expected.get(r.user_id)![sort]);
          const present = got.filter((v): v is number => v !== null);
          const sorted = [...present].sort((x, y) => (order === 'asc' ? x - y : y - x));
          expect(present).toEqual(sorted);
          // empty values (none of pre/post both 0 or both 100) come last
          expect(got.slice(present.length).every((v) => v === null)).toBe(true);
        }
      }
    } finally {
      await local.close();
    }
    // 49 learners with two attempts each, every one written with its figures: slow on a busy PostgreSQL.
  }, 90_000);
});
