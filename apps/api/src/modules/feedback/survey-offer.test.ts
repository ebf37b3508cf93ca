// The survey offered after a post-test (docs/design/product.md §4 "Survey offer"): none before a post-test,
// open after one, put away for a week by "Not now" (kept on the server), ended by "No, thanks" or an answer.
import { surveyOfferSnoozeDays } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attempt,
  category,
  course,
  courseQuiz,
  enrol,
  questionIds,
  surveyAnswers,
} from '../../test/dashboards';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { seedFeedbackQuestions } from './seed';
import { decideSurveyOffer, surveyOffer } from './service';

let t: TestApp;
let courseId: number;
let quizId: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedFeedbackQuestions(t.db);
  const cat = await category(t, 'Sciences');
  courseId = await course(t, 'Optics', cat);
  quizId = await courseQuiz(t, courseId);
});
afterAll(async () => {
  await t.close();
});

const get = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/user/survey-offer', headers });
const decide = (headers: Record<string, string>, decision: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user/survey-offer', headers, payload: { decision } });

async function learnerAfterPostTest() {
  const learner = await userWithTokens(t);
  await enrol(t, learner.row.id, courseId, { status: 'completed' });
  await attempt(t, {
    quizId,
    userId: learner.row.id,
    courseId,
    kind: 'pretest',
    percentage: 30,
    time: 60,
    minute: 1,
  });
  return learner;
}

describe('GET and POST /api/user/survey-offer', () => {
  it('is offered only once a post-test is submitted, with every section unanswered and its course', async () => {
    const learner = await learnerAfterPostTest();
    const before = await get(learner.headers);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toEqual({
      state: 'none',
      categories: ['nps', 'usability', 'engagement'],
      course_id: null,
      snoozed_until: null,
    });
    await attempt(t, {
      quizId,
      userId: learner.row.id,
      courseId,
      kind: 'posttest',
      percentage: 80,
      time: 60,
      minute: 5,
    });
    expect((await get(learner.headers)).json().data).toEqual({
      state: 'open',
      categories: ['nps', 'usability', 'engagement'],
      course_id: courseId,
      snoozed_until: null,
    });
  });

  it('"Not now" is kept on the server for a week, then the offer comes back', async () => {
    const learner = await learnerAfterPostTest();
    await attempt(t, {
      quizId,
      userId: learner.row.id,
      courseId,
      kind: 'posttest',
      percentage: 80,
      time: 60,
      minute: 5,
    });
    const res = await decide({ ...learner.headers, 'accept-language': 'fr' }, 'later');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('C’est noté.');
    expect(res.json().data.state).toBe('snoozed');
    const row = await t.db
      .selectFrom('survey_offers')
      .selectAll()
      .where('user_id', '=', learner.row.id)
      .executeTakeFirstOrThrow();
    expect(row.snoozed_at).toEqual(expect.any(String));
    expect(row.declined_at).toBeNull();
    // snoozed_until = snoozed_at + 7 days
    expect(res.json().data.snoozed_until).toBe(
      new Date(Date.parse(row.snoozed_at!) + surveyOfferSnoozeDays * 24 * 3600 * 1000).toISOString(),
    );
    expect((await get(learner.headers)).json().data.state).toBe('snoozed');

    // one minute before the week is over it still waits; at the week it is open again
    const snoozedAt = Date.parse(row.snoozed_at!);
    const week = 7 * 24 * 3600 * 1000;
    expect((await surveyOffer(t.db, learner.row.id, new Date(snoozedAt + week - 60_000))).state).toBe(
      'snoozed',
    );
    expect((await surveyOffer(t.db, learner.row.id, new Date(snoozedAt + week))).state).toBe('open');
  });

  it('"No, thanks" ends it for good, even after "Not now" and a later post-test', async () => {
    const learner = await learnerAfterPostTest();
    await attempt(t, {
      quizId,
      userId: learner.row.id,
      courseId,
      kind: 'posttest',
      percentage: 40,
      time: 60,
      minute: 5,
    });
    await decideSurveyOffer(t.db, learner.row.id, 'later', new Date(Date.UTC(2025, 0, 2)));
    expect((await decide(learner.headers, 'never')).json().data.state).toBe('declined');
    await attempt(t, {
      quizId,
      userId: learner.row.id,
      courseId,
      kind: 'posttest',
      percentage: 90,
      time: 60,
      minute: 9,
    });
    expect((await get(learner.headers)).json().data.state).toBe('declined');
  });

  it('stops once every section is answered', async () => {
    const learner = await learnerAfterPostTest();
    await attempt(t, {
      quizId,
      userId: learner.row.id,
      courseId,
      kind: 'posttest',
      percentage: 80,
      time: 60,
      minute: 5,
    });
    const answers = surveyAnswers(await questionIds(t), {
      nps: 9,
      usability: Array(10).fill(4),
      engagement: Array(12).fill(4),
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: learner.headers,
      payload: { answers, course_id: courseId },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await get(learner.headers)).json().data).toEqual({
      state: 'answered',
      categories: [],
      course_id: courseId,
      snoozed_until: null,
    });
  });

  it('refuses an unknown decision in the learner language, and other roles', async () => {
    const learner = await learnerAfterPostTest();
    const bad = await decide({ ...learner.headers, 'accept-language': 'fr' }, 'maybe');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ decision: ["Cette valeur n'est pas valide"] });
    const admin = await userWithTokens(t, { role: 1 });
    expect((await get(admin.headers)).statusCode).toBe(403);
    expect((await get({})).statusCode).toBe(401);
  });
});
