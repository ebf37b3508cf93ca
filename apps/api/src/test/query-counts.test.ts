// How many SQL statements one request of the learner's hot endpoints runs (docs/performance.md, "Statements per
// request"): each ceiling is the count measured when it was set, so a change that adds a query per request, or
// one per row, fails here. BEGIN and COMMIT are not counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, userWithTokens } from './helpers';
import { type AdaptiveCourse, adaptiveCourse, enrolAt } from './learning-paths';
import { insertStyleResult, intuitiveReflectivePlan } from './learning-style';
import { quizTaking } from './quizzes';

let t: TestApp;
let adminHeaders: Record<string, string>;
let free: AdaptiveCourse;
let sequential: AdaptiveCourse;
let learner: Awaited<ReturnType<typeof userWithTokens>>;
let taking: ReturnType<typeof quizTaking>;

beforeAll(async () => {
  t = await createTestApp({}, { countStatements: true });
  adminHeaders = (await userWithTokens(t, { role: 1 })).headers;
  taking = quizTaking(t, adminHeaders);
  free = await adaptiveCourse(t, adminHeaders);
  sequential = await adaptiveCourse(t, adminHeaders, { isSequential: true });
  await t.db
    .updateTable('courses')
    .set({ status: 'published', is_public: 1, is_active: 1 })
    .where('id', 'in', [free.course.id, sequential.course.id])
    .execute();
  // A global learner: units lock on the sequential course only.
  learner = await userWithTokens(t);
  await insertStyleResult(t, learner.row.id, intuitiveReflectivePlan);
  await enrolAt(t, learner.row.id, free.course.id, 'basic');
  await enrolAt(t, learner.row.id, sequential.course.id, 'basic');
});
afterAll(async () => {
  await t.close();
});

/** The statements one request runs, after a first request of the same kind (so caches are as in use). */
async function statementsOf(request: () => Promise<{ statusCode: number; body: string }>) {
  const warm = await request();
  expect(warm.statusCode, warm.body).toBe(200);
  t.statements.reset();
  const res = await request();
  expect(res.statusCode, res.body).toBe(200);
  return t.statements.kinds.length;
}

const get = (url: string, headers?: Record<string, string>) => () =>
  t.app.inject({ method: 'GET', url, headers });

describe('statements per request', () => {
  it('course list, as a visitor and as a learner', async () => {
    expect(await statementsOf(get('/api/courses?page=1&per_page=9'))).toBeLessThanOrEqual(8);
    expect(
      await statementsOf(get('/api/user/courses?page=1&per_page=9', learner.headers)),
    ).toBeLessThanOrEqual(10);
  });

  it('course page', async () => {
    expect(await statementsOf(get(`/api/courses/${free.course.id}`, learner.headers))).toBeLessThanOrEqual(
      11,
    );
  });

  it('course content and player', async () => {
    // One of them is whether the learner takes part in a study (what they are shown is recorded then); the
    // content also reads the quizzes still cooling down.
    const content = await statementsOf(get(`/api/courses/${free.course.id}/content`, learner.headers));
    const player = await statementsOf(get(`/api/user/courses/${free.course.id}/player`, learner.headers));
    expect(content).toBeLessThanOrEqual(5);
    expect(player).toBeLessThanOrEqual(5);
  });

  it('content, player and path of a study participant, what they are shown unchanged', async () => {
    const study = await t.app.inject({
      method: 'POST',
      url: '/api/studies',
      headers: { ...adminHeaders, 'content-type': 'application/json' },
      payload: {
        title: 'Counted',
        course_ids: [free.course.id],
        opens_at: '2020-01-01T00:00:00Z',
        closes_at: '2100-01-01T00:00:00Z',
        conditions: [
          { condition: 'adaptive', weight: 1 },
          { condition: 'author_order', weight: 1 },
        ],
        seed: 'counted',
        consent: { en: 'Consent', fr: 'Consentement' },
        delayed_posttest_days: null,
        post_test_rule: 'first',
      },
    });
    expect(study.statusCode, study.body).toBe(201);
    const participant = await userWithTokens(t);
    await insertStyleResult(t, participant.row.id, intuitiveReflectivePlan);
    await enrolAt(t, participant.row.id, free.course.id, 'basic');
    await t.db
      .insertInto('study_participants')
      .values({
        study_id: study.json().data.id,
        user_id: participant.row.id,
        course_id: free.course.id,
        status: 'accepted',
        consent_version: 1,
        decided_at: '2026-01-01T00:00:00.000Z',
        condition: 'adaptive',
        stratum: 'basic',
        allocation_seq: 0,
        allocated_at: '2026-01-01T00:00:00.000Z',
        study_version: 1,
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    // The allocation comes with the last snapshot's digest; the path's inputs follow (style result, quizzes
    // passed, already read by the content and the path). The first request of each kind stored the snapshot.
    const content = await statementsOf(get(`/api/courses/${free.course.id}/content`, participant.headers));
    const player = await statementsOf(get(`/api/user/courses/${free.course.id}/player`, participant.headers));
    const path = await statementsOf(get(`/api/user/courses/${free.course.id}/path`, participant.headers));
    expect(content).toBeLessThanOrEqual(6);
    expect(player).toBeLessThanOrEqual(7);
    expect(path).toBeLessThanOrEqual(7);
    expect(await t.db.selectFrom('study_path_snapshots').select('id').execute()).toHaveLength(1);
  });

  it('learner dashboard', async () => {
    expect(await statementsOf(get('/api/user/dashboard', learner.headers))).toBeLessThanOrEqual(7);
  });

  it('learning path, on a free and on a sequential course', async () => {
    expect(
      await statementsOf(get(`/api/user/courses/${free.course.id}/path`, learner.headers)),
    ).toBeLessThanOrEqual(8);
    expect(
      await statementsOf(get(`/api/user/courses/${sequential.course.id}/path`, learner.headers)),
    ).toBeLessThanOrEqual(8);
  });

  it('questionnaire', async () => {
    expect(await statementsOf(get('/api/user/Silverman/questions', learner.headers))).toBeLessThanOrEqual(1);
  });

  it('quiz open, and quiz submit on a free and on a sequential course', async () => {
    for (const c of [free, sequential]) {
      const quiz = c.quizzes.ideas;
      const open = get(`/api/user/quiz/${quiz.id}`, learner.headers);
      // An open attempt is resumed: the second open is the one counted.
      const opened = await statementsOf(open);
      t.statements.reset();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/user/lo-quiz/submit/${quiz.id}`,
        headers: learner.headers,
        payload: { answers: taking.answers(quiz), time_spent: 20 },
      });
      expect(res.statusCode, res.body).toBe(200);
      const submitted = t.statements.kinds.length;
      // Opening reads the quiz, the course with the enrolment, the learner's style and study (whether the path
      // can lock), on a sequential path the passed quizzes, the open attempt and the questions. Submitting adds
      // the attempt's answers, the research statements, mastery, the progress facts and the reports' figures
      // (the learner's row, and the course's sums moved by its change), without building the path again. The
      // research statements read the enrolment's xAPI registration, and give it at the enrolment's first one.
      expect(opened).toBeLessThanOrEqual(c === free ? 12 : 13);
      // PostgreSQL also locks the enrolment row before moving the course's sums
      const lock = process.env.TEST_DB === 'postgres' ? 1 : 0;
      expect(submitted).toBeLessThanOrEqual((c === free ? 32 : 33) + lock);
    }
  });
});
