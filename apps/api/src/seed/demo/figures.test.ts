// The demo as a newcomer sees it: after the whole demo seed (catalogue and study), the admin dashboard, the admin
// course list, the catalogue, the study dashboard and the research export count the same learners in the demo
// study's courses, because the seeder enrols and records attempts through the modules that keep those counts.
// The expected figures come from the seeder's own brief (demoLearners, alternating over the study's two courses)
// and from direct counts of the rows, never from the pages under test.
import { researchColumns } from '@parcours/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp, usePostgres } from '../../test/helpers';
import { runSeed } from '../seed';
import { demoLearners } from './study';

const adminEmail = 'admin@demo-figures.test';
const adminPassword = 'Admin-Passw0rd!';

let t: TestApp;
let headers: Record<string, string>;
let studyId: number;
/** The demo study's courses, in id order. */
let studyCourses: number[];
let seedSeconds: number;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, adminEmail, adminPassword });
  const started = performance.now();
  await runSeed({
    db: t.db,
    engine: t.database.engine,
    config: t.config,
    passwords: t.app.passwords,
    print: () => {},
  });
  seedSeconds = (performance.now() - started) / 1000;
  headers = bearer((await login(t, adminEmail, adminPassword)).access_token);
  const study = await t.db.selectFrom('studies').select('id').executeTakeFirstOrThrow();
  studyId = study.id;
  studyCourses = (
    await t.db
      .selectFrom('study_courses')
      .select('course_id')
      .where('study_id', '=', studyId)
      .orderBy('course_id')
      .execute()
  ).map((r) => r.course_id);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res;
};

/** Direct counts of the rows: enrolments per course, and those with both a counted pretest and post-test. */
async function enrolmentCounts(courseId: number) {
  const row = await t.db
    .selectFrom('enrolments')
    .select((eb) => [
      eb.fn.countAll<number>().as('enrolled'),
      sql<number>`sum(case when pretest_attempt_id is not null and posttest_attempt_id is not null then 1 else 0 end)`.as(
        'tested',
      ),
    ])
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  return { enrolled: Number(row.enrolled), tested: Number(row.tested) };
}

describe(`the demo's figures agree across pages on ${usePostgres ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('seeds a study on two courses, the learners alternating between them', async () => {
    console.info(`whole demo seeded in ${seedSeconds.toFixed(2)} s`);
    expect(studyCourses).toHaveLength(2);
    // Learner i takes course i % 2: half of them each.
    for (const courseId of studyCourses)
      expect((await enrolmentCounts(courseId)).enrolled).toBe(demoLearners / 2);
  });

  it('the study dashboard counts every learner the seeder was asked for', async () => {
    const res = await get(`/api/studies/${studyId}/dashboard`);
    expect(res.json().data.flow.enrolled).toBe(demoLearners);
  });

  it('the admin dashboard counts the same learners: subscribers, per category, and the NLG per course', async () => {
    const data = (await get('/api/admin/dashboard')).json().data;
    // Only the demo study's learners enrol in the demo.
    expect(data.subscribers).toBe(demoLearners);
    const perCategory = data.subscribers_per_course_category as { subscribers: number }[];
    expect(perCategory.reduce((a, c) => a + c.subscribers, 0)).toBe(demoLearners);
    const nlg = data.nlg_per_course as { course_id: number; learners: number }[];
    for (const courseId of studyCourses) {
      const { tested } = await enrolmentCounts(courseId);
      expect(tested).toBeGreaterThan(0);
      expect(nlg.find((c) => c.course_id === courseId)?.learners, `course ${courseId}`).toBe(tested);
    }
  });

  it('the admin course list and the catalogue show each study course with its learners', async () => {
    const admin = (await get('/api/admin/courses?per_page=100')).json().data as {
      id: number;
      subscribed_users_count: number;
    }[];
    const catalogue = (await get('/api/courses?per_page=100')).json().data as {
      id: number;
      subscribed_users_count: number;
    }[];
    for (const courseId of studyCourses) {
      expect(admin.find((c) => c.id === courseId)?.subscribed_users_count).toBe(demoLearners / 2);
      expect(catalogue.find((c) => c.id === courseId)?.subscribed_users_count).toBe(demoLearners / 2);
    }
  });

  it('the research export has the figures of every consenting learner', async () => {
    const text = (await get('/api/admin/research-export.csv')).body;
    const [header, ...lines] = text.trimEnd().split('\r\n');
    expect(header).toBe(researchColumns.join(','));
    const rows = lines.map((line) =>
      Object.fromEntries(header!.split(',').map((c, i) => [c, line.split(',')[i]])),
    );
    for (const courseId of studyCourses) {
      // By hand from the rows: the learners who accepted the study (and did not withdraw), with their pretest,
      // and those of them with a counted post-test.
      const consenting = await t.db
        .selectFrom('study_participants as p')
        .innerJoin('enrolments as e', (j) =>
          j.onRef('e.user_id', '=', 'p.user_id').onRef('e.course_id', '=', 'p.course_id'),
        )
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          sql<number>`sum(case when e.posttest_attempt_id is not null then 1 else 0 end)`.as('post'),
        ])
        .where('p.study_id', '=', studyId)
        .where('p.course_id', '=', courseId)
        .where('p.status', '=', 'accepted')
        .executeTakeFirstOrThrow();
      const mine = rows.filter((r) => Number(r.course_id) === courseId);
      expect(mine).toHaveLength(Number(consenting.n));
      expect(mine.filter((r) => r.pre_test_percentage !== '')).toHaveLength(Number(consenting.n));
      expect(mine.filter((r) => r.post_test_percentage !== '')).toHaveLength(Number(consenting.post));
      expect(mine.every((r) => Number(r.attempts) > 0 && Number(r.time_spent) > 0)).toBe(true);
    }
  });
});
