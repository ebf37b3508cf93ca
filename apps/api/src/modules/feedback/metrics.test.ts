// GET /api/metrics through real submissions: NPS with all promoters, all detractors and a mix, over each user's
// latest answer; mean usability and engagement with their counts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { questionIds, surveyAnswers } from '../../test/dashboards';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { seedFeedbackQuestions } from './service';

let t: TestApp;
let ids: Map<number, number>;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedFeedbackQuestions(t.db);
  ids = await questionIds(t);
  admin = await userWithTokens(t, { role: 1 });
});
// each test starts from a platform where nobody has answered yet
beforeEach(async () => {
  await t.db.deleteFrom('feedback_responses').execute();
  await t.db.updateTable('users').set({ nps: null, usability_score: null, engagement_score: null }).execute();
});
afterAll(async () => {
  await t.close();
});

/** One learner per value, each submitting the survey with that recommendation answer. */
async function answer(
  values: number[],
  scales: { usability: number[]; engagement: number[] } = {
    usability: Array(10).fill(3),
    engagement: Array(12).fill(3),
  },
) {
  const learners = [];
  for (const nps of values) {
    const learner = await userWithTokens(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: learner.headers,
      payload: { answers: surveyAnswers(ids, { nps, ...scales }) },
    });
    expect(res.statusCode, res.body).toBe(201);
    learners.push(learner);
  }
  return learners;
}

async function metrics() {
  const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('GET /api/metrics', () => {
  it('has no NPS before anyone answers', async () => {
    expect(await metrics()).toEqual({
      nps: null,
      nps_responses: 0,
      promoters: 0,
      passives: 0,
      detractors: 0,
      usability_score: null,
      usability_responses: 0,
      engagement_score: null,
      engagement_responses: 0,
      submissions: 0,
    });
  });

  it('all promoters: 100', async () => {
    await answer([9, 10, 10]);
    expect(await metrics()).toMatchObject({
      nps: 100,
      nps_responses: 3,
      promoters: 3,
      passives: 0,
      detractors: 0,
    });
  });

  it('all detractors: -100', async () => {
    await answer([0, 6, 3, 5]);
    expect(await metrics()).toMatchObject({ nps: -100, nps_responses: 4, promoters: 0, detractors: 4 });
  });

  it("mixed, over each user's latest answer, with mean usability and engagement", async () => {
    // usability all 3 -> 50, engagement all 3 -> 3 (reversal keeps 3)
    const [first] = await answer([10, 9, 8, 7, 6]);
    // odd usability 5, even 1 -> 100; engagement all 5 -> items 4-6 reversed to 1: (9 x 5 + 3 x 1) / 12 = 4
    await answer([0], { usability: [5, 1, 5, 1, 5, 1, 5, 1, 5, 1], engagement: Array(12).fill(5) });
    // the first learner answers again: 10 is replaced by 7 (promoter -> passive)
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: first.headers,
      payload: {
        answers: surveyAnswers(ids, { nps: 7, usability: Array(10).fill(3), engagement: Array(12).fill(3) }),
      },
    });
    expect(again.statusCode).toBe(201);
    // latest: 7, 9, 8, 7, 6, 0 -> promoters 1, passives 3, detractors 2: (1 - 2) / 6 x 100 = -16.67
    const m = await metrics();
    expect(m).toMatchObject({ nps_responses: 6, promoters: 1, passives: 3, detractors: 2, submissions: 7 });
    expect(m.nps).toBeCloseTo(-100 / 6, 10);
    // usability (5 x 50 + 100) / 6 = 58.33; engagement (5 x 3 + 4) / 6 = 3.1667
    expect(m.usability_score).toBeCloseTo(350 / 6, 10);
    expect(m.engagement_score).toBeCloseTo(19 / 6, 10);
    expect(m).toMatchObject({ usability_responses: 6, engagement_responses: 6 });
  });

  it('is for admins only', async () => {
    const learner = await userWithTokens(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: learner.headers });
    expect(res.statusCode).toBe(403);
  });
});
