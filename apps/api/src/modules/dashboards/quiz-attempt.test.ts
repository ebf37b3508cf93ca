// GET /api/admin/quiz-attempt: attempts and mean score per learner and course (figures worked out in dataset.ts),
// pagination, sorting, search, course filter, access; expired attempts counted apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at } from '../../test/dashboards';
import { type GainsDataset, gainsDataset } from '../../test/dashboards-dataset';
import { createTestApp, type TestApp } from '../../test/helpers';
import { expiredValues } from '../quizzes/service';
import { refreshLearnerCourseFigures } from './figures';

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
  course_title: string;
  attempts: number;
  course_quiz_attempts: number;
  learning_object_attempts: number;
  expired_attempts: number;
  average_score: number | null;
}

async function page(query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz-attempt?${query}`,
    headers: d.admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Row[]; meta: Record<string, number> };
}

const label = (r: Row) => `${r.learner_name.split(' ')[0]}/${r.course_title[0]}`;

describe('GET /api/admin/quiz-attempt', () => {
  it('counts submitted attempts of the course quiz and learning-object quizzes, with their mean percentage', async () => {
    const { data, meta } = await page('per_page=100');
    expect(meta).toEqual({ current_page: 1, per_page: 100, total: 6 });
    const by = Object.fromEntries(data.map((r) => [label(r), r]));
    // Alice/A: 40, 60, 70, 85 (course quiz) and 90 (learning object); the open attempt is not counted
    expect(by['Alice/A']).toMatchObject({
      id: d.enrolments.aliceA,
      user_id: d.learners.alice.id,
      learner_name: 'Alice Martin',
      course_title: 'Algebra',
      attempts: 5,
      course_quiz_attempts: 4,
      learning_object_attempts: 1,
      expired_attempts: 0,
      average_score: 69,
    });
    const figures = (l: string) => [by[l].attempts, by[l].average_score];
    expect(figures('Bruno/A')).toEqual([2, 70]); // (80 + 60) / 2
    expect(figures('Chloe/A')).toEqual([2, 0]);
    expect(figures('David/A')).toEqual([1, 50]);
    expect(figures('Alice/B')).toEqual([2, 60]); // (20 + 100) / 2
    expect(figures('Bruno/B')).toEqual([2, 100]);
    // Chloe's course without attempts has no row
    expect(data.some((r) => r.course_title === 'Conversation')).toBe(false);
  });

  it('sorts and paginates in SQL', async () => {
    const order = async (q: string) => (await page(q)).data.map(label);
    // ties on 2 attempts keep the enrolment order
    expect(await order('sort=attempts&order=desc&per_page=100')).toEqual([
      'Alice/A',
      'Bruno/A',
      'Chloe/A',
      'Alice/B',
      'Bruno/B',
      'David/A',
    ]);
    expect(await order('sort=average_score&order=desc&per_page=100')).toEqual([
      'Bruno/B',
      'Bruno/A',
      'Alice/A',
      'Alice/B',
      'David/A',
      'Chloe/A',
    ]);
    expect(await order('sort=learner_name&order=asc&per_page=100')).toEqual([
      'Chloe/A',
      'Bruno/A',
      'Bruno/B',
      'Alice/A',
      'Alice/B',
      'David/A',
    ]);
    expect(await order('sort=average_score&order=desc&per_page=4&page=2')).toEqual(['David/A', 'Chloe/A']);
    const second = await page('sort=average_score&order=asc&per_page=5&page=2');
    expect(second.meta).toEqual({ current_page: 2, per_page: 5, total: 6 });
    expect(second.data.map(label)).toEqual(['Bruno/B']);
  });

  it('filters by course and searches', async () => {
    const b = await page(`course_id=${d.courses.biology}`);
    expect(b.data.map(label)).toEqual(['Alice/B', 'Bruno/B']);
    expect((await page('search=dubois')).data.map(label)).toEqual(['Chloe/A']);
  });

  it('is for admins only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/quiz-attempt',
      headers: { ...d.alice.headers, 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Vous n'êtes pas autorisé à effectuer cette action !");
  });
});

describe('GET /api/admin/quiz-attempt with an abandoned timed pretest', () => {
  let t2: TestApp;
  let d2: GainsDataset;
  beforeAll(async () => {
    t2 = await createTestApp();
    d2 = await gainsDataset(t2);
    // David opened the timed pretest at minute 4 and left; it was closed as expired (no score) before his
    // pretest of 50 % at minute 13, as the quizzes module closes it.
    await t2.db
      .insertInto('quiz_attempts')
      .values({
        quiz_id: d2.quizzes.qA,
        user_id: d2.learners.david.id,
        course_id: d2.courses.algebra,
        kind: 'pretest',
        started_at: at(4),
        total_score_possible: 10,
        ...expiredValues(new Date(at(5)), 60),
      })
      .execute();
    await refreshLearnerCourseFigures(t2.db, d2.learners.david.id, d2.courses.algebra);
  });
  afterAll(async () => {
    await t2.close();
  });

  it('shows the expired attempt beside the attempts count, without a score in the mean', async () => {
    const res = await t2.app.inject({
      method: 'GET',
      url: `/api/admin/quiz-attempt?course_id=${d2.courses.algebra}&search=okafor`,
      headers: d2.admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [david] = res.json().data as Row[];
    // 2 attempts: the expired one and the pretest of 50 %; the mean is over the one with a score: 50
    expect(david).toMatchObject({
      attempts: 2,
      course_quiz_attempts: 2,
      learning_object_attempts: 0,
      expired_attempts: 1,
      average_score: 50,
    });
    // the expired attempt is not his pretest: the enrolment still counts the 50 %
    const timers = await t2.app.inject({
      method: 'GET',
      url: `/api/admin/quiz-timer?course_id=${d2.courses.algebra}&search=okafor`,
      headers: d2.admin.headers,
    });
    expect(timers.json().data[0]).toMatchObject({ pre_test_percentage: 50 });
  });
});
