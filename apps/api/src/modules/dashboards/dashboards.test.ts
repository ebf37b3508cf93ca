// GET /api/admin/dashboard and GET /api/user/dashboard over the dataset of dataset.ts, plus reviews and survey
// answers written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { review } from '../../test/dashboards';
import { type GainsDataset, gainsDataset } from '../../test/dashboards-dataset';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';

let t: TestApp;
let d: GainsDataset;
beforeAll(async () => {
  t = await createTestApp();
  d = await gainsDataset(t);
  const { alice, bruno, chloe } = d.learners;
  // six reviews, minutes 100..105: the dashboard shows the five latest
  await review(t, alice.id, d.courses.algebra, 5, 100, 'oldest, not shown');
  await review(t, bruno.id, d.courses.algebra, 4, 101);
  await review(t, alice.id, d.courses.biology, 3, 102);
  await review(t, alice.id, null, 5, 103, 'Great platform');
  await review(t, bruno.id, null, 2, 104);
  await review(t, chloe.id, d.courses.algebra, 1, 105, 'newest');
  // latest survey scores kept on the accounts: nps 10, 7, 3 -> one promoter, one passive, one detractor
  await t.db
    .updateTable('users')
    .set({ nps: 10, usability_score: 80, engagement_score: 4 })
    .where('id', '=', alice.id)
    .execute();
  await t.db
    .updateTable('users')
    .set({ nps: 7, usability_score: 50, engagement_score: 3 })
    .where('id', '=', bruno.id)
    .execute();
  await t.db.updateTable('users').set({ nps: 3 }).where('id', '=', chloe.id).execute();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/dashboard', () => {
  it('counts, enrolments per category, NLG per course, survey metrics and the five latest reviews', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: d.admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    // admin + 4 learners (the anonymised account is left out); Sciences and Languages (+ Physics beneath);
    // Algebra, Biology, Conversation (the deleted course is left out) and their 4 + 2 + 1 enrolments
    expect(data).toMatchObject({ users: 5, categories: 2, subcategories: 1, courses: 3, subscribers: 7 });
    expect(data.subscribers_per_course_category).toEqual([
      { category_id: d.categories.languages, title: 'Languages', subscribers: 1 },
      { category_id: d.categories.sciences, title: 'Sciences', subscribers: 6 },
    ]);
    expect(data.nlg_per_course).toHaveLength(2);
    const [algebra, biology] = data.nlg_per_course;
    // Three learners have both scores (Hake's means are over them); Chloe's 0 -> 0 has no normalized change,
    // so the mean NLG is over the other two: mean(0.75, -0.25) = 0.25, n = 2.
    expect(algebra).toMatchObject({
      course_id: d.courses.algebra,
      title: 'Algebra',
      learners: 3,
      nlg_learners: 2,
    });
    expect(algebra.nlg).toBeCloseTo(0.25, 12);
    expect(algebra.hake_gain).toBeCloseTo((145 / 3 - 40) / 60, 12); // means 40 and 48.33
    expect(biology).toEqual({
      course_id: d.courses.biology,
      title: 'Biology',
      nlg: 1,
      // Bruno's 100 -> 100 has no normalized change: the mean is Alice's alone.
      nlg_learners: 1,
      hake_gain: 1,
      learners: 2,
    });
    // (1 promoter - 1 detractor) / 3 = 0; usability (80 + 50) / 2; engagement (4 + 3) / 2
    expect(data.metrics).toMatchObject({
      nps: 0,
      nps_responses: 3,
      promoters: 1,
      passives: 1,
      detractors: 1,
      usability_score: 65,
      usability_responses: 2,
      engagement_score: 3.5,
      engagement_responses: 2,
    });
    expect(data.reviews.map((r: { comment: string | null }) => r.comment)).toEqual([
      'newest',
      null,
      'Great platform',
      null,
      null,
    ]);
    expect(data.reviews[0]).toMatchObject({
      user: { id: d.learners.chloe.id, first_name: 'Chloe', last_name: 'Dubois' },
      review_type: 'course',
      course_id: d.courses.algebra,
      course_title: 'Algebra',
      rating: 1,
    });
    expect(data.reviews[2]).toMatchObject({ review_type: 'platform', course_id: null, course_title: null });
  });

  it('is for admins only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: d.alice.headers });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
  });
});

describe('GET /api/user/dashboard', () => {
  it("shows the learner's courses with their figures, the five latest results and counts", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/dashboard', headers: d.alice.headers });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    // Biology was enrolled in after Algebra, so it comes first
    expect(data.enrolled_courses).toEqual([
      {
        id: d.courses.biology,
        title: 'Biology',
        status: 'completed',
        level: 'basic',
        progress: 100,
        enrolled_at: '2025-01-01T00:05:00.000Z',
        completed_at: expect.any(String),
        pre_test_percentage: 20,
        post_test_percentage: 100,
        gain: 80,
        nlg: 1,
      },
      expect.objectContaining({
        id: d.courses.algebra,
        level: 'intermediate',
        pre_test_percentage: 40,
        post_test_percentage: 85,
        gain: 45,
        nlg: 0.75,
      }),
    ]);
    // submitted at minutes 40, 34, 30, 20, 15 (the open attempt at 50 and the two oldest are not shown)
    expect(data.recent_quiz_results.map((r: { percentage: number }) => r.percentage)).toEqual([
      85, 100, 70, 60, 90,
    ]);
    expect(data.recent_quiz_results[1]).toMatchObject({
      kind: 'posttest',
      status: 'passed',
      quiz: { course: { id: d.courses.biology, title: 'Biology' }, learning_object: null },
    });
    expect(data.recent_quiz_results[4].kind).toBe('learning_object');
    // 7 submitted attempts; passed quizzes: Algebra's, its learning object's, Biology's
    expect(data.counts).toEqual({
      enrolled_courses: 2,
      completed_courses: 2,
      quiz_attempts: 7,
      passed_quizzes: 3,
      certificates: 0,
    });
  });

  it('shows an empty dashboard to a learner without courses, and is for learners only', async () => {
    const fresh = await userWithTokens(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/dashboard', headers: fresh.headers });
    expect(res.json().data).toEqual({
      enrolled_courses: [],
      recent_quiz_results: [],
      counts: {
        enrolled_courses: 0,
        completed_courses: 0,
        quiz_attempts: 0,
        passed_quizzes: 0,
        certificates: 0,
      },
    });
    const admin = await t.app.inject({ method: 'GET', url: '/api/user/dashboard', headers: d.admin.headers });
    expect(admin.statusCode).toBe(403);
  });
});
