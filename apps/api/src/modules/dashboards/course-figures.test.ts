// The per-course sums of `course_figures` (migration 0016), kept as deltas by `refreshLearnerCourseFigures`:
// equal to figures computed by hand on the shared dataset, to what the admin dashboard and the quiz timers show,
// and to a full recomputation from the attempts after any sequence of attempts closing, retakes, enrolments
// deleted and accounts anonymised.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillLearnerCourseFigures } from '../../db/migrations/0010_learner_course_figures';
import { backfillCourseFigures, backfillGains } from '../../db/migrations/0016_course_figures';
import { mulberry32 } from '../../lib/random';
import {
  attempt,
  category,
  course,
  courseQuiz,
  enrol,
  learningObjectQuiz,
  person,
} from '../../test/dashboards';
import { type GainsDataset, gainsDataset } from '../../test/dashboards-dataset';
import { createTestApp, type TestApp } from '../../test/helpers';
import { refreshLearnerCourseFigures } from './figures';

type Sums = Record<string, number>;

/** The kept sums of every course, by course id. */
async function keptSums(t: TestApp): Promise<Map<number, Sums>> {
  const rows = await t.db.selectFrom('course_figures').selectAll().execute();
  return new Map(
    rows.map(({ course_id, ...r }) => [
      course_id,
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])),
    ]),
  );
}

/**
 * Recomputes every figure from scratch: the per-learner rows from the attempts and enrolments (0010's
 * backfill), their gains, then the per-course sums by one GROUP BY (0016's backfill). Returns those sums and
 * puts the kept ones back, so the test goes on from what the writes kept.
 */
async function recomputedSums(t: TestApp): Promise<Map<number, Sums>> {
  const learnerRows = await t.db.selectFrom('learner_course_figures').selectAll().execute();
  const courseRows = await t.db.selectFrom('course_figures').selectAll().execute();
  await t.db.deleteFrom('learner_course_figures').execute();
  await t.db.deleteFrom('course_figures').execute();
  await backfillLearnerCourseFigures(t.db);
  await backfillGains(t.db);
  await backfillCourseFigures(t.db);
  const recomputed = await keptSums(t);
  await t.db.deleteFrom('learner_course_figures').execute();
  await t.db.deleteFrom('course_figures').execute();
  if (learnerRows.length > 0) await t.db.insertInto('learner_course_figures').values(learnerRows).execute();
  if (courseRows.length > 0) await t.db.insertInto('course_figures').values(courseRows).execute();
  return recomputed;
}

/** Courses whose sums are all zero have no row when recomputed: compare the courses that have something. */
function nonEmpty(m: Map<number, Sums>) {
  return new Map([...m].filter(([, s]) => Object.values(s).some((v) => Math.abs(v) > 1e-9)));
}

function expectSameSums(kept: Map<number, Sums>, recomputed: Map<number, Sums>) {
  const a = nonEmpty(kept);
  const b = nonEmpty(recomputed);
  expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
  for (const [courseId, sums] of b) {
    for (const [k, v] of Object.entries(sums))
      expect(a.get(courseId)![k], `${courseId}.${k}`).toBeCloseTo(v, 9);
  }
}

describe('course figures on the shared dataset', () => {
  let t: TestApp;
  let d: GainsDataset;
  beforeAll(async () => {
    t = await createTestApp();
    d = await gainsDataset(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('are the sums worked out by hand in dataset.ts', async () => {
    const kept = await keptSums(t);
    // Algebra: Alice 40 -> 85 (nlg 0.75), Bruno 80 -> 60 (nlg -0.25), Chloe 0 -> 0 (none), David 50 and no post.
    // Attempts 5 + 2 + 2 + 1 = 10, of the course quiz 4 + 2 + 2 + 1 = 9, times 940 + 210 + 90 + 100 = 1340.
    expect(kept.get(d.courses.algebra)).toEqual({
      timer_rows: 4,
      attempt_rows: 4,
      learners: 3,
      pre_sum: 120,
      post_sum: 145,
      nlg_sum: 0.5,
      nlg_count: 2,
      attempts: 10,
      course_quiz_attempts: 9,
      learning_object_attempts: 1,
      expired_attempts: 0,
      time_spent: 1340,
    });
    // Biology: Alice 20 -> 100 (nlg 1), Bruno 100 -> 100 (none); 2 + 2 attempts, 90 + 45 s.
    expect(kept.get(d.courses.biology)).toEqual({
      timer_rows: 2,
      attempt_rows: 2,
      learners: 2,
      pre_sum: 120,
      post_sum: 200,
      nlg_sum: 1,
      nlg_count: 1,
      attempts: 4,
      course_quiz_attempts: 4,
      learning_object_attempts: 0,
      expired_attempts: 0,
      time_spent: 135,
    });
    expectSameSums(kept, await recomputedSums(t));
  });

  it('follow a retake, an enrolment deleted and an account anonymised', async () => {
    const { alice, bruno } = d.learners;
    const qA = await t.db
      .selectFrom('quizzes')
      .select('id')
      .where('course_id', '=', d.courses.algebra)
      .executeTakeFirstOrThrow();
    // Alice retakes Algebra's post-test (the course counts the latest): 95, nlg (95 - 40) / 60.
    await attempt(t, {
      quizId: qA.id,
      courseId: d.courses.algebra,
      userId: alice.id,
      kind: 'posttest',
      percentage: 95,
      time: 100,
      minute: 60,
    });
    // Bruno's Biology enrolment goes: his row and its share of the sums with it.
    await t.db
      .deleteFrom('enrolments')
      .where('user_id', '=', bruno.id)
      .where('course_id', '=', d.courses.biology)
      .execute();
    await refreshLearnerCourseFigures(t.db, bruno.id, d.courses.biology);
    const kept = await keptSums(t);
    expect(kept.get(d.courses.algebra)).toMatchObject({
      learners: 3,
      pre_sum: 120,
      post_sum: 155, // 95 + 60 + 0
      nlg_count: 2,
      attempts: 11,
      course_quiz_attempts: 10,
      time_spent: 1440,
    });
    expect(kept.get(d.courses.algebra)!.nlg_sum).toBeCloseTo(55 / 60 - 0.25, 12);
    expect(kept.get(d.courses.biology)).toMatchObject({
      timer_rows: 1,
      attempt_rows: 1,
      learners: 1,
      pre_sum: 20,
      post_sum: 100,
      nlg_sum: 1,
      nlg_count: 1,
      attempts: 2,
      time_spent: 90,
    });
    expectSameSums(kept, await recomputedSums(t));

    // The admin dashboard and the quiz timers read them: Algebra's NLG (55/60 - 0.25) / 2, Hake from the means
    // 40 and 155 / 3.
    const dash = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: d.admin.headers });
    const algebra = dash
      .json()
      .data.nlg_per_course.find((c: { course_id: number }) => c.course_id === d.courses.algebra);
    expect(algebra.nlg).toBeCloseTo((55 / 60 - 0.25) / 2, 12);
    expect(algebra.nlg_learners).toBe(2);
    expect(algebra.hake_gain).toBeCloseTo((155 / 3 - 40) / 60, 12);
    const timers = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quiz-timer?course_id=${d.courses.biology}&page=1&per_page=10`,
      headers: d.admin.headers,
    });
    expect(timers.json().meta).toMatchObject({
      total: 1,
      course_nlg: 1,
      nlg_learners: 1,
      hake_gain: 1,
      learners: 1,
    });

    // Anonymising an account keeps its research figures (docs/privacy.md): nothing moves.
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/delete-user-account/${alice.id}`,
      headers: d.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expectSameSums(await keptSums(t), kept);
    expectSameSums(kept, await recomputedSums(t));
  });
});

describe('course figures after a random sequence of writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('stay equal to a full recomputation', async () => {
    // A fixed-seed generator, so a failure replays.
    const random = mulberry32(20_251_124);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const cat = await category(t, 'Mixed');
    const courses = [];
    for (const [title, rule] of [
      ['First rule', 'first'],
      ['Latest rule', 'latest'],
    ] as const) {
      const id = await course(t, title, cat, false, rule);
      courses.push({ id, quizId: await courseQuiz(t, id), lo: await learningObjectQuiz(t, id) });
    }
    const learners = [];
    for (let i = 0; i < 6; i++) learners.push((await person(t, `Learner${i}`, 'Random')).id);
    const enrolled = new Set<string>();
    const percentages = [0, 25, 100 / 3, 50, 62.5, 200 / 3, 80, 100];
    let minute = 1;
    for (let step = 0; step < 120; step++) {
      const userId = pick(learners);
      const c = pick(courses);
      const key = `${userId}:${c.id}`;
      const roll = random();
      if (!enrolled.has(key)) {
        // Enrolled again after a deletion, the learner's earlier attempts count in the new enrolment's row.
        await enrol(t, userId, c.id);
        await refreshLearnerCourseFigures(t.db, userId, c.id);
        enrolled.add(key);
      } else if (roll < 0.08) {
        // The enrolment is deleted, then the write that follows refreshes the learner's figures.
        await t.db
          .deleteFrom('enrolments')
          .where('user_id', '=', userId)
          .where('course_id', '=', c.id)
          .execute();
        await refreshLearnerCourseFigures(t.db, userId, c.id);
        enrolled.delete(key);
      } else {
        const kind = pick(['pretest', 'posttest', 'learning_object'] as const);
        await attempt(t, {
          quizId: kind === 'learning_object' ? c.lo.quizId : c.quizId,
          learningObjectId: kind === 'learning_object' ? c.lo.learningObjectId : undefined,
          courseId: c.id,
          userId,
          kind,
          percentage: pick(percentages),
          time: 1 + Math.floor(random() * 300),
          minute: minute++,
          open: random() < 0.1,
        });
      }
      if (step % 30 === 29) expectSameSums(await keptSums(t), await recomputedSums(t));
    }
    // The sequence did reach every case the sums distinguish.
    const kept = [...(await keptSums(t)).values()];
    expect(kept.some((s) => s.learners > 0 && s.nlg_count > 0)).toBe(true);
    expect(kept.some((s) => s.learning_object_attempts > 0)).toBe(true);
  });
});
