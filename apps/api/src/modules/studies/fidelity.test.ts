// What a study participant was shown is recorded by every surface that shows it (docs/design/adaptive.md §10):
// the pretest that allocates them, the course content, the player and a learning object's opening, not only the
// path page. A request showing the same thing writes nothing; a change (a unit unlocked) writes one snapshot.
// The learning objects a participant is shown make the package's exposure log, with times from a manual clock;
// a learner who declined or withdrew is never in it.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../test/clock';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { type AdaptiveCourse, adaptiveCourse, takeLoQuiz } from '../../test/learning-paths';
import { type AdminQuizData, enrol } from '../../test/quizzes';
import { streamBytes, unzip } from '../../test/zip';
import { studyPseudonym } from './dataset';
import { buildPackage } from './package';

const clock = manualClock('2026-03-02T09:00:00.000Z');
let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
let course: AdaptiveCourse;
let courseId: number;
let courseQuiz: AdminQuizData;
let studyId: number;

const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await userWithTokens(t, { role: 1 });
  // Units 1 (basic: Ideas, Example), 2 (intermediate: Practice) and 3 (advanced: Theory, no quiz), sequential:
  // a unit opens once the quizzes of the one before are passed.
  course = await adaptiveCourse(t, admin.headers, { isSequential: true, contentRequiresPretest: true });
  courseId = course.course.id;
  const quiz = await t.app.inject({
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
  expect(quiz.statusCode, quiz.body).toBe(200);
  courseQuiz = quiz.json().data;
  // Two conditions that order a basic learner's course the same way (the level's order is the author's here),
  // so the steps below hold whichever one the allocation draws.
  const study = await t.app.inject({
    method: 'POST',
    url: '/api/studies',
    headers: json(admin.headers),
    payload: {
      title: 'Fidelity',
      description: 'What each learner was shown',
      course_ids: [courseId],
      opens_at: '2026-03-01T00:00:00Z',
      closes_at: '2026-06-30T00:00:00Z',
      conditions: [
        { condition: 'author_order', weight: 1 },
        { condition: 'level_only', weight: 1 },
      ],
      seed: 'fidelity',
      consent: { en: 'You may take part in a study.', fr: 'Vous pouvez participer à une étude.' },
      delayed_posttest_days: null,
      post_test_rule: 'first',
    },
  });
  expect(study.statusCode, study.body).toBe(201);
  studyId = study.json().data.id;
  const open = await t.app.inject({
    method: 'POST',
    url: `/api/studies/${studyId}/open`,
    headers: admin.headers,
  });
  expect(open.statusCode, open.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

/** A learner enrolled in the course who decided about the study and took the pretest with both answers wrong. */
async function learnerAtPretest(decision: 'accept' | 'decline') {
  const learner = await userWithTokens(t);
  await enrol(t, learner.row.id, courseId);
  const consent = await t.app.inject({
    method: 'POST',
    url: `/api/studies/${studyId}/consent`,
    headers: json(learner.headers),
    payload: { decision, consent_version: 1 },
  });
  expect(consent.statusCode, consent.body).toBe(200);
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/user/quiz/${courseQuiz.id}`,
    headers: learner.headers,
  });
  expect(start.statusCode, start.body).toBe(200);
  const [one, two] = courseQuiz.questions;
  const submit = await t.app.inject({
    method: 'POST',
    url: `/api/user/quiz/submit/${courseQuiz.id}`,
    headers: learner.headers,
    payload: {
      answers: [
        { question_id: one!.id, answer: ['0'] },
        { question_id: two!.id, answer: ['1'] },
      ],
      time_spent: 30,
    },
  });
  expect(submit.statusCode, submit.body).toBe(200);
  expect(submit.json().data.level).toBe('basic');
  return learner;
}

const snapshotsOf = (userId: number) =>
  t.db
    .selectFrom('study_path_snapshots as s')
    .innerJoin('study_participants as p', 'p.id', 's.participant_id')
    .select(['s.policy', 's.level', 's.steps', 's.created_at', 's.course_id'])
    .where('p.user_id', '=', userId)
    .orderBy('s.id')
    .execute();

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const opened = (loId: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/user/learning-objects/${loId}/opened`, headers });

let participant: number;
let withdrawn: number;
let decliner: number;

describe('a participant who never opens the path page', () => {
  let learner: Awaited<ReturnType<typeof userWithTokens>>;
  let condition: string;

  it('has a snapshot of what their condition shows them from the allocation on', async () => {
    clock.set('2026-03-02T09:00:00.000Z');
    learner = await learnerAtPretest('accept');
    participant = learner.row.id;
    const p = await t.db
      .selectFrom('study_participants')
      .select(['condition', 'allocated_at'])
      .where('user_id', '=', learner.row.id)
      .executeTakeFirstOrThrow();
    condition = p.condition!;
    expect(['author_order', 'level_only']).toContain(condition);
    expect(p.allocated_at).toBe('2026-03-02T09:00:00.000Z');
    const { u1, u2, u3 } = course.units;
    const { ideas, example, practice, theory } = course.los;
    const q = course.quizzes;
    expect(await snapshotsOf(learner.row.id)).toEqual([
      {
        policy: condition,
        level: 'basic',
        course_id: courseId,
        created_at: '2026-03-02T09:00:00.000Z',
        // Unit 2 waits for the quizzes of unit 1, unit 3 for the quiz of unit 2 (`!` marks a locked step).
        steps: JSON.stringify([
          `unit-${u1.id}`,
          `lo-${ideas.id}`,
          `quiz-${q.ideas.id}`,
          `lo-${example.id}`,
          `quiz-${q.example.id}`,
          `unit-${u2.id}!`,
          `lo-${practice.id}!`,
          `quiz-${q.practice.id}!`,
          `unit-${u3.id}!`,
          `lo-${theory.id}!`,
        ]),
      },
    ]);
  });

  it('opening the content, the player and two learning objects shows the same path: no new snapshot', async () => {
    clock.set('2026-03-02T09:05:00.000Z');
    expect((await get(`/api/courses/${courseId}/content`, learner.headers)).statusCode).toBe(200);
    expect((await get(`/api/user/courses/${courseId}/player`, learner.headers)).statusCode).toBe(200);
    clock.set('2026-03-02T09:10:00.000Z');
    expect((await opened(course.los.ideas.id, learner.headers)).statusCode).toBe(200);
    // The player moves to Example, which the learner then marks as read: one showing of Example.
    clock.set('2026-03-02T09:14:00.000Z');
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/user/courses/${courseId}/resume`,
      headers: json(learner.headers),
      payload: { learning_object_id: course.los.example.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    clock.set('2026-03-02T09:14:30.000Z');
    expect((await opened(course.los.example.id, learner.headers)).statusCode).toBe(200);
    expect((await get(`/api/user/courses/${courseId}/player`, learner.headers)).statusCode).toBe(200);
    expect(await snapshotsOf(learner.row.id)).toHaveLength(1);
  });

  it('a change of what is shown (unit 2 unlocked) writes exactly one snapshot, by the next surface', async () => {
    clock.set('2026-03-02T09:20:00.000Z');
    await takeLoQuiz(t, learner.headers, course.quizzes.ideas);
    // One of unit 1's two quizzes passed: unit 2 is still locked, the path is the same.
    expect((await get(`/api/user/courses/${courseId}/player`, learner.headers)).statusCode).toBe(200);
    expect(await snapshotsOf(learner.row.id)).toHaveLength(1);
    await takeLoQuiz(t, learner.headers, course.quizzes.example);
    // The pages a learner's progress refreshes ask at once (the content, the player, the path), here five times
    // each: one snapshot.
    clock.set('2026-03-02T09:30:00.000Z');
    const together = await Promise.all(
      [1, 2, 3, 4, 5].flatMap(() => [
        get(`/api/courses/${courseId}/content`, learner.headers),
        get(`/api/user/courses/${courseId}/player`, learner.headers),
        get(`/api/user/courses/${courseId}/path`, learner.headers),
      ]),
    );
    expect(together.every((r) => r.statusCode === 200)).toBe(true);
    clock.set('2026-03-02T09:31:00.000Z');
    expect((await get(`/api/user/courses/${courseId}/player`, learner.headers)).statusCode).toBe(200);
    expect((await get(`/api/courses/${courseId}/content`, learner.headers)).statusCode).toBe(200);
    const snapshots = await snapshotsOf(learner.row.id);
    expect(snapshots).toHaveLength(2);
    const { u1, u2, u3 } = course.units;
    const { ideas, example, practice, theory } = course.los;
    const q = course.quizzes;
    expect(snapshots[1]).toEqual({
      policy: condition,
      level: 'basic',
      course_id: courseId,
      created_at: '2026-03-02T09:30:00.000Z',
      steps: JSON.stringify([
        `unit-${u1.id}`,
        `lo-${ideas.id}`,
        `quiz-${q.ideas.id}`,
        `lo-${example.id}`,
        `quiz-${q.example.id}`,
        `unit-${u2.id}`,
        `lo-${practice.id}`,
        `quiz-${q.practice.id}`,
        `unit-${u3.id}!`,
        `lo-${theory.id}!`,
      ]),
    });
    // The path page shows the same: nothing new.
    expect((await get(`/api/user/courses/${courseId}/path`, learner.headers)).statusCode).toBe(200);
    expect(await snapshotsOf(learner.row.id)).toHaveLength(2);

    // Unit 2's quiz passed opens unit 3: the player is the first to show it.
    await takeLoQuiz(t, learner.headers, course.quizzes.practice);
    clock.set('2026-03-02T09:40:00.000Z');
    expect((await get(`/api/user/courses/${courseId}/player`, learner.headers)).statusCode).toBe(200);
    // An object added to unit 3 changes the steps: the opening is the first to show it.
    const added = await t.db
      .insertInto('learning_objects')
      .values({
        unit_id: u3.id,
        title: 'Proof',
        type: 'abstract',
        position: 1,
        created_at: '2026-03-02T10:00:00.000Z',
        updated_at: '2026-03-02T10:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    clock.set('2026-03-02T11:00:00.000Z');
    expect((await opened(theory.id, learner.headers)).statusCode).toBe(200);
    expect((await get(`/api/courses/${courseId}/content`, learner.headers)).statusCode).toBe(200);
    const later = await snapshotsOf(learner.row.id);
    expect(later.map((s) => s.created_at)).toEqual([
      '2026-03-02T09:00:00.000Z',
      '2026-03-02T09:30:00.000Z',
      '2026-03-02T09:40:00.000Z',
      '2026-03-02T11:00:00.000Z',
    ]);
    expect(JSON.parse(later[2]!.steps).slice(-2)).toEqual([`unit-${u3.id}`, `lo-${theory.id}`]);
    expect(JSON.parse(later[3]!.steps).slice(-3)).toEqual([
      `unit-${u3.id}`,
      `lo-${theory.id}`,
      `lo-${added.id}`,
    ]);
  });
});

describe('a declining learner', () => {
  it('has no snapshot and no exposure, whatever they open', async () => {
    const learner = await learnerAtPretest('decline');
    decliner = learner.row.id;
    expect((await get(`/api/courses/${courseId}/content`, learner.headers)).statusCode).toBe(200);
    expect((await get(`/api/user/courses/${courseId}/player`, learner.headers)).statusCode).toBe(200);
    expect((await opened(course.los.ideas.id, learner.headers)).statusCode).toBe(200);
    expect(await snapshotsOf(learner.row.id)).toEqual([]);
    expect(await t.db.selectFrom('study_exposures').select('id').execute()).toHaveLength(3);
  });
});

describe('a learner who withdraws', () => {
  it('was logged while taking part', async () => {
    clock.set('2026-03-03T08:00:00.000Z');
    const learner = await learnerAtPretest('accept');
    withdrawn = learner.row.id;
    expect((await opened(course.los.ideas.id, learner.headers)).statusCode).toBe(200);
    expect(await t.db.selectFrom('study_exposures').select('id').execute()).toHaveLength(4);
    const out = await t.app.inject({
      method: 'POST',
      url: `/api/studies/${studyId}/withdraw`,
      headers: learner.headers,
    });
    expect(out.statusCode, out.body).toBe(200);
  });
});

describe('the study package', () => {
  it('exposures.csv: the objects each participant still taking part was shown, in order, with the time on each', async () => {
    const pack = await buildPackage(t.db, studyId, t.config.jwtSecret, new Date('2026-03-04T00:00:00.000Z'));
    const files = await unzip(await streamBytes(pack.stream()));
    const text = files.get(`study-${studyId}/exposures.csv`)!.toString();
    const who = studyPseudonym(t.config.jwtSecret, studyId, participant);
    const { ideas, example, theory } = course.los;
    // Ideas 09:10:00 -> Example 09:14:00: 240 s. Example -> Theory 11:00:00: 6360 s, counted as 1800. Theory is
    // the last: no time. The opening of Example at 09:14:30 is the object already on screen.
    expect(text).toBe(
      [
        'participant,course_id,sequence,learning_object_id,opened_at,seconds',
        `${who},${courseId},1,${ideas.id},2026-03-02T09:10:00.000Z,240`,
        `${who},${courseId},2,${example.id},2026-03-02T09:14:00.000Z,1800`,
        `${who},${courseId},3,${theory.id},2026-03-02T11:00:00.000Z,`,
        '',
      ].join('\r\n'),
    );
    for (const absent of [withdrawn, decliner])
      expect(text).not.toContain(studyPseudonym(t.config.jwtSecret, studyId, absent));
    const manifest = JSON.parse(files.get(`study-${studyId}/manifest.json`)!.toString());
    const entry = manifest.files.find((f: { name: string }) => f.name === 'exposures.csv');
    expect(entry).toEqual({
      name: 'exposures.csv',
      rows: 3,
      bytes: Buffer.byteLength(text),
      sha256: crypto.createHash('sha256').update(text).digest('hex'),
    });
    expect(files.get(`study-${studyId}/codebook.md`)!.toString()).toContain('## exposures.csv');
  });
});
