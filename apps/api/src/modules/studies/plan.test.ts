// The pre-registered plan of a study: saved with the study, its sample size computed (not typed), checked field
// by field, editable while the study is a draft and frozen once it opens; the package's manifest carries it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { insertCourse } from '../../test/quizzes';
import { createStudy, studyBody } from '../../test/studies';
import { parseCsv, unzip } from '../../test/zip';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
let courseIds: number[];

const plan = {
  hypotheses: 'The adaptive order raises the post-test.',
  primary_outcome: 'The first post-test percentage.',
  analysis: 'ANCOVA on condition, pretest and stratum.',
  effect_size: 0.5,
  alpha: 0.05,
  power: 0.8,
  pre_post_correlation: 0.5,
};

const patch = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/studies/${id}`,
    headers: { ...admin.headers, 'content-type': 'application/json' },
    payload,
  });
const get = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/studies/${id}`, headers: admin.headers })).json().data;

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: 1 });
  courseIds = [];
  for (const title of ['Optics', 'Waves', 'Heat', 'Light'])
    courseIds.push((await insertCourse(t, { title })).id);
});
afterAll(async () => {
  await t.close();
});

describe('the pre-registered plan', () => {
  it('is saved with the study with the learners per condition it calls for', async () => {
    const id = await createStudy(t, admin.headers, studyBody([courseIds[0]!], { plan }));
    const study = await get(id);
    expect(study.plan).toEqual(plan);
    // (1 - 0.5²) · 2 · (1.959964 + 0.841621)² / 0.5² + 1.959964² / 4 = 47.093 + 0.960 = 48.05: 49 per condition.
    expect(study.planned_per_condition).toBe(49);
    expect(study.versions[0].settings.plan).toEqual(plan);
  });

  it('is optional, and says which field is wrong', async () => {
    const none = await get(await createStudy(t, admin.headers, studyBody([courseIds[1]!])));
    expect([none.plan, none.planned_per_condition]).toEqual([null, null]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/studies',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: studyBody([courseIds[2]!], {
        plan: { ...plan, hypotheses: ' ', effect_size: 0, alpha: 0.5, power: 1 },
      }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      'plan.hypotheses': ['This field is required'],
      'plan.effect_size': ['This value is not valid'],
      'plan.alpha': ['This value is not valid'],
      'plan.power': ['This value is not valid'],
    });
  });

  it('stays, with the description and the fallback condition, when another field is saved', async () => {
    const id = await createStudy(
      t,
      admin.headers,
      studyBody([courseIds[3]!], {
        plan,
        description: 'Two orders.',
        fallback_condition: 'author_order',
        seed: 'x',
      }),
    );
    expect((await patch(id, { title: 'Renamed' })).statusCode).toBe(200);
    const study = await get(id);
    expect([study.title, study.description, study.fallback_condition, study.plan]).toEqual([
      'Renamed',
      'Two orders.',
      'author_order',
      plan,
    ]);
  });

  it('changes while the study is a draft and is frozen once it opens', async () => {
    const id = await createStudy(t, admin.headers, studyBody([courseIds[2]!], { plan }));
    const changed = { ...plan, effect_size: 0.8 };
    expect((await patch(id, { plan: changed })).statusCode).toBe(200);
    // 0.75 · 2 · 7.848879 / 0.64 + 0.960 = 19.36: 20 per condition.
    expect((await get(id)).planned_per_condition).toBe(20);
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/studies/${id}/open`,
      headers: admin.headers,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const frozen = await patch(id, { plan: { ...plan, effect_size: 0.3 } });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().message).toMatch(/pre-registered plan stay as they were at opening/);
    expect((await patch(id, { plan: null })).statusCode).toBe(409);
    // The same plan sent again, or another field, is no change to the plan.
    expect((await patch(id, { plan: changed, title: 'Renamed' })).statusCode).toBe(200);
    expect((await get(id)).plan).toEqual(changed);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/studies/${id}/package`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const files = await unzip(res.rawPayload);
    const manifest = JSON.parse(files.get(`study-${id}/manifest.json`)!.toString('utf8'));
    expect(manifest.study.plan).toEqual(changed);
    expect(manifest.study.planned_per_condition).toBe(20);
    expect(parseCsv(files.get(`study-${id}/participants.csv`)!.toString('utf8'))).toEqual([]);
  });
});
