// A study from set-up to withdrawal through the HTTP API: admins and researchers set it up, only admins open
// it; a learner's pretest waits for the consent decision; a consenting learner is allocated when the pretest is
// recorded (logged with its time, never changed, never sent to the learner); a decliner is not; settings lock
// after the first allocation and later edits make versions; the path follows the condition and is kept in
// snapshots only when it changes; the delayed post-test reminder goes once; a withdrawal removes the learner's
// data from the dashboard and the package, and keeps them counted in their allocation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import {
  type AdminQuizData,
  enrol,
  insertCourse,
  insertUnitWithObject,
  quizTaking,
} from '../../test/quizzes';
import { sendDueReminders } from './reminders';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
let researcher: Awaited<ReturnType<typeof userWithTokens>>;
let courseId: number;
let quiz: AdminQuizData;
let studyId: number;
let clockNow = new Date('2026-03-02T09:00:00.000Z');

const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });
const studyBody = (courseIds: number[]) => ({
  title: 'Adaptive or not',
  description: 'Does ordering by style help?',
  course_ids: courseIds,
  opens_at: '2026-03-01T00:00:00Z',
  closes_at: '2026-06-30T00:00:00Z',
  conditions: [
    { condition: 'adaptive', weight: 1 },
    { condition: 'author_order', weight: 1 },
  ],
  seed: 'flow-seed',
  consent: { en: 'You may take part in a study.', fr: 'Vous pouvez participer à une étude.' },
  delayed_posttest_days: 7,
  post_test_rule: 'first',
});

beforeAll(async () => {
  t = await createTestApp({}, { clock: { now: () => clockNow } });
  admin = await userWithTokens(t, { role: 1 });
  researcher = await userWithTokens(t, { role: 4 });
  const course = await insertCourse(t, { title: 'Statistics' });
  courseId = course.id;
  await insertUnitWithObject(t, courseId, 'Means');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/course-quiz/${courseId}`,
    headers: admin.headers,
    payload: {
      questions: [
        { question: 'One', type: 3, is_valid: 1 },
        { question: 'Two', type: 3, is_valid: 0 },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  quiz = res.json().data;
});
afterAll(async () => {
  await t.close();
});

async function takePretest(headers: Record<string, string>, right: number) {
  const started = await quizTaking(t, admin.headers).start(quiz.id, headers);
  if (started.statusCode !== 200) return started;
  const [one, two] = quiz.questions;
  return quizTaking(t, admin.headers).submit(quiz.id, headers, {
    answers: [
      { question_id: one!.id, answer: [right >= 1 ? '1' : '0'] },
      { question_id: two!.id, answer: [right >= 2 ? '0' : '1'] },
    ],
    time_spent: 30,
  });
}

const participant = (userId: number) =>
  t.db
    .selectFrom('study_participants')
    .selectAll()
    .where('study_id', '=', studyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

describe('setting up a study', () => {
  it('refuses one condition, or the same condition twice (422)', async () => {
    for (const conditions of [
      [{ condition: 'adaptive', weight: 1 }],
      [
        { condition: 'adaptive', weight: 1 },
        { condition: 'adaptive', weight: 2 },
      ],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/studies',
        headers: json(admin.headers),
        payload: { ...studyBody([courseId]), conditions },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.conditions).toEqual(['Choose at least two different conditions']);
    }
  });

  it('a researcher creates it as a draft; only an admin opens it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/studies',
      headers: json(researcher.headers),
      payload: studyBody([courseId]),
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json().data;
    studyId = body.id;
    expect(body).toMatchObject({
      state: 'draft',
      version: 1,
      consent_version: 1,
      locked: false,
      fallback_condition: 'adaptive',
      courses: [{ id: courseId, title: 'Statistics' }],
    });
    expect(body.versions).toHaveLength(1);

    const byResearcher = await t.app.inject({
      method: 'POST',
      url: `/api/studies/${studyId}/open`,
      headers: researcher.headers,
    });
    expect(byResearcher.statusCode).toBe(403);
    const byAdmin = await t.app.inject({
      method: 'POST',
      url: `/api/studies/${studyId}/open`,
      headers: admin.headers,
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().data.state).toBe('open');
  });

  it('a second study on the same course is refused (409)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/studies',
      headers: json(admin.headers),
      payload: studyBody([courseId]),
    });
    expect(res.statusCode).toBe(409);
  });

  it('edits before the first allocation stay in version 1', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/studies/${studyId}`,
      headers: json(researcher.headers),
      payload: { description: 'Does ordering by learning style help?' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ version: 1, locked: false });
    expect(res.json().data.versions[0].settings.description).toBe('Does ordering by learning style help?');
  });
});

describe('a consenting learner', () => {
  let learner: Awaited<ReturnType<typeof userWithTokens>>;
  beforeAll(async () => {
    learner = await userWithTokens(t);
    await enrol(t, learner.row.id, courseId);
  });

  it('sees the study and the consent text in their language, never a condition', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/courses/${courseId}/study`,
      headers: { ...learner.headers, 'accept-language': 'fr' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      study: {
        id: studyId,
        title: 'Adaptive or not',
        description: 'Does ordering by learning style help?',
        consent_version: 1,
        consent_text: 'Vous pouvez participer à une étude.',
      },
      status: 'pending',
    });
  });

  it('cannot start the pretest before deciding, nor after "read later"', async () => {
    expect((await takePretest(learner.headers, 2)).statusCode).toBe(409);
    const later = await t.app.inject({
      method: 'POST',
      url: `/api/studies/${studyId}/consent`,
      headers: json(learner.headers),
      payload: { decision: 'later', consent_version: 1 },
    });
    expect(later.json().data).toEqual({ status: 'pending' });
    const res = await takePretest(learner.headers, 2);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Decide whether you take part in the study before the pretest.');
  });

  it('answering an older consent text is refused (409)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/studies/${studyId}/consent`,
      headers: json(learner.headers),
      payload: { decision: 'accept', consent_version: 2 },
    });
    expect(res.statusCode).toBe(409);
  });

  it('accepts, takes the pretest, and is allocated then, with the time and the stratum', async () => {
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/studies/${studyId}/consent`,
      headers: json(learner.headers),
      payload: { decision: 'accept', consent_version: 1 },
    });
    expect(accept.json().data).toEqual({ status: 'accepted' });
    expect((await participant(learner.row.id))?.condition).toBeNull();

    clockNow = new Date('2026-03-02T10:00:00.000Z');
    const res = await takePretest(learner.headers, 2);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.counted_as).toBe('pretest');
    const p = await participant(learner.row.id);
    // 100 % is advanced; the first place of the advanced stratum's first block.
    expect(p).toMatchObject({
      status: 'accepted',
      stratum: 'advanced',
      allocation_seq: 0,
      allocated_at: '2026-03-02T10:00:00.000Z',
      study_version: 1,
      course_id: courseId,
    });
    expect(['adaptive', 'author_order']).toContain(p!.condition);

    // The learner is never told the condition.
    for (const url of [
      `/api/courses/${courseId}/study`,
      '/api/user/studies',
      `/api/user/courses/${courseId}/path`,
    ]) {
      const answer = await t.app.inject({ method: 'GET', url, headers: learner.headers });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body).not.toMatch(/author_order|"condition"|"policy"/);
    }
  });

  it('the settings are then locked: conditions and seed 409, other edits a new version', async () => {
    const before = await participant(learner.row.id);
    for (const payload of [
      { seed: 'another' },
      {
        conditions: [
          { condition: 'adaptive', weight: 1 },
          { condition: 'level_only', weight: 1 },
        ],
      },
    ]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/studies/${studyId}`,
        headers: json(admin.headers),
        payload,
      });
      expect(res.statusCode).toBe(409);
    }
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/studies/${studyId}`,
      headers: json(admin.headers),
      payload: { closes_at: '2026-07-31T00:00:00Z' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().data;
    expect(body).toMatchObject({ version: 2, locked: true, consent_version: 1 });
    expect(body.versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);
    expect(body.versions[0].settings.closes_at).toBe('2026-06-30T00:00:00.000Z');
    expect(body.versions[1].settings.closes_at).toBe('2026-07-31T00:00:00.000Z');
    // The allocation is never changed by any of it.
    expect(await participant(learner.row.id)).toEqual(before);
  });

  it('the path follows the condition; a snapshot is stored when it changes, not on every read', async () => {
    const p = (await participant(learner.row.id))!;
    const read = () =>
      t.app.inject({ method: 'GET', url: `/api/user/courses/${courseId}/path`, headers: learner.headers });
    expect((await read()).statusCode).toBe(200);
    await read();
    await read();
    const snapshots = await t.db
      .selectFrom('study_path_snapshots')
      .selectAll()
      .where('participant_id', '=', p.id)
      .execute();
    expect(snapshots).toHaveLength(1);
    expect(snapshots[0]).toMatchObject({ policy: p.condition, level: 'advanced', course_id: courseId });
    const path = (await read()).json().data;
    if (p.condition === 'author_order')
      expect(path.reasons.map((r: { key: string }) => r.key)).toEqual(['path.reason.levelAdvanced']);
    else expect(path.reasons.map((r: { key: string }) => r.key)).toContain('path.reason.noStyle');
  });

  it('completing schedules the delayed post-test; its reminder is mailed once when due', async () => {
    clockNow = new Date('2026-03-03T10:00:00.000Z');
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/user/complete-course/${courseId}`,
      headers: learner.headers,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await participant(learner.row.id))?.delayed_due_at).toBe('2026-03-10T10:00:00.000Z');
    // The completion's xAPI statement says under which condition it happened.
    const statements = await t.db.selectFrom('xapi_statements').select('payload').orderBy('id').execute();
    const completed = statements.map((s) => JSON.parse(s.payload)).filter((p) => p.verb === 'completed');
    const enrolment = await t.db
      .selectFrom('enrolments')
      .select('xapi_registration')
      .where('user_id', '=', learner.row.id)
      .where('course_id', '=', courseId)
      .executeTakeFirstOrThrow();
    expect(completed.at(-1)?.context).toEqual({
      condition: (await participant(learner.row.id))?.condition,
      registration: enrolment.xapi_registration,
    });
    const deps = { db: t.db, mailer: t.app.mailer, log: t.app.log, publicUrl: 'http://parcours.test' };
    expect(await sendDueReminders(deps, new Date('2026-03-10T09:59:59.000Z'))).toBe(0);
    expect(await sendDueReminders(deps, new Date('2026-03-10T10:00:00.000Z'))).toBe(1);
    expect(await sendDueReminders(deps, new Date('2026-03-11T10:00:00.000Z'))).toBe(0);
    const mail = t.mail.filter((m) => m.to === learner.row.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Your delayed post-test for Statistics is open');
    expect(mail[0]!.text).toContain(`http://parcours.test/courses/${courseId}`);
  });
});

describe('a declining learner', () => {
  it('takes the pretest without allocation and learns under the fallback condition', async () => {
    const learner = await userWithTokens(t);
    await enrol(t, learner.row.id, courseId);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/studies/${studyId}/consent`,
      headers: json(learner.headers),
      payload: { decision: 'decline', consent_version: 1 },
    });
    expect(res.json().data).toEqual({ status: 'declined' });
    expect((await takePretest(learner.headers, 1)).statusCode).toBe(200);
    const p = await participant(learner.row.id);
    expect(p).toMatchObject({ status: 'declined', condition: null, allocated_at: null });
    const path = await t.app.inject({
      method: 'GET',
      url: `/api/user/courses/${courseId}/path`,
      headers: learner.headers,
    });
    expect(path.json().data.reasons.map((r: { key: string }) => r.key)).toContain('path.reason.noStyle');
    expect(await t.db.selectFrom('study_path_snapshots').select('id').execute()).toHaveLength(1);
  });
});

describe('withdrawal', () => {
  it("removes the learner's data from the dashboard, keeps them in their allocation, lists it in the profile", async () => {
    const learner = await userWithTokens(t);
    await enrol(t, learner.row.id, courseId);
    await t.app.inject({
      method: 'POST',
      url: `/api/studies/${studyId}/consent`,
      headers: json(learner.headers),
      payload: { decision: 'accept', consent_version: 1 },
    });
    expect((await takePretest(learner.headers, 0)).statusCode).toBe(200);
    const allocated = await participant(learner.row.id);
    expect(allocated).toMatchObject({ stratum: 'basic', allocation_seq: 0 });

    const dashboard = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/studies/${studyId}/dashboard`,
          headers: researcher.headers,
        })
      ).json().data;
    const before = await dashboard();
    const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
    expect(sum(before.flow.allocated)).toBe(2);
    expect(before.flow).toMatchObject({ enrolled: 3, consented: 2, declined: 1, withdrawn: 0 });

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/studies/${studyId}/withdraw`,
      headers: learner.headers,
    });
    expect(res.json().data).toEqual({ status: 'withdrawn' });

    // The learner stays counted where the allocation put them (docs/studies.md §4), with none of their data.
    const after = await dashboard();
    expect(sum(after.flow.allocated)).toBe(2);
    expect(sum(after.flow.withdrew)).toBe(1);
    expect(sum(after.flow.pretest)).toBe(1);
    expect(after.flow).toMatchObject({ enrolled: 3, consented: 2, declined: 1, withdrawn: 1 });
    expect(after.balance.levels.reduce((a: number, l: { basic: number }) => a + l.basic, 0)).toBe(1);

    // The allocation stays on record, never reused: the next basic learner takes place 1.
    expect(await participant(learner.row.id)).toMatchObject({
      status: 'withdrawn',
      allocation_seq: 0,
      stratum: 'basic',
    });

    const profile = await t.app.inject({ method: 'GET', url: '/api/user/studies', headers: learner.headers });
    expect(profile.json().data.items).toEqual([
      {
        study_id: studyId,
        title: 'Adaptive or not',
        courses: ['Statistics'],
        status: 'withdrawn',
        decided_at: expect.any(String),
      },
    ]);
    // Deciding again after a withdrawal is refused.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/studies/${studyId}/consent`,
      headers: json(learner.headers),
      payload: { decision: 'accept', consent_version: 1 },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('a new consent text', () => {
  it('asks again a learner who accepted the older text and is not allocated yet', async () => {
    const learner = await userWithTokens(t);
    await enrol(t, learner.row.id, courseId);
    const decide = (consent_version: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/studies/${studyId}/consent`,
        headers: json(learner.headers),
        payload: { decision: 'accept', consent_version },
      });
    expect((await decide(1)).json().data).toEqual({ status: 'accepted' });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/studies/${studyId}`,
      headers: json(admin.headers),
      payload: { consent: { en: 'New text.', fr: 'Nouveau texte.' } },
    });
    expect(patched.json().data).toMatchObject({ consent_version: 2, version: 3 });
    const asked = await t.app.inject({
      method: 'GET',
      url: `/api/courses/${courseId}/study`,
      headers: learner.headers,
    });
    expect(asked.json().data).toMatchObject({
      status: 'pending',
      study: { consent_version: 2, consent_text: 'New text.' },
    });
    expect((await takePretest(learner.headers, 2)).statusCode).toBe(409);
    expect((await decide(1)).statusCode).toBe(409);
    expect((await decide(2)).json().data).toEqual({ status: 'accepted' });
    expect((await takePretest(learner.headers, 2)).statusCode).toBe(200);
    expect(await participant(learner.row.id)).toMatchObject({
      consent_version: 2,
      stratum: 'advanced',
      allocation_seq: 1,
    });
  });
});
