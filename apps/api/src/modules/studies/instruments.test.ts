// The instruments of a study built here with known answers: the item analysis and KR-20 of the counted pretest
// and post-test, the questionnaire's and the survey's reliability, each equal to a hand computation written
// below; a withdrawn learner's answers count nowhere; the package carries the version's questions and key, and
// its analysis.py recomputes the tests' item analysis from the CSVs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { QuestionType, StudyDashboard } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectItemAnalysis } from '../../test/analysis';
import { at, attempt, category, course, courseQuiz, enrol, person, questionIds } from '../../test/dashboards';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { statsPython, statsPythonHelp } from '../../test/python';
import { allocated, createStudy, dashboardOf, studyBody } from '../../test/studies';
import { parseCsv, unzip } from '../../test/zip';
import { seedFeedbackQuestions } from '../feedback/service';

let t: TestApp;
let d: StudyDashboard;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
let studyId: number;
let quizId: number;
let courseId: number;
const ids: Record<string, number> = {};

/** A question of the course quiz with its answers (text, correct), written as the builder stores them. */
async function question(
  text: string,
  type: QuestionType,
  position: number,
  answers: [string, boolean][],
  isValid: number | null = null,
) {
  const q = await t.db
    .insertInto('questions')
    .values({ quiz_id: quizId, question: text, type, is_valid: isValid, position, created_at: at(0) })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [i, [answer, correct]] of answers.entries()) {
    const a = await t.db
      .insertInto('answers')
      .values({ question_id: q.id, answer, is_valid: correct ? 1 : 0, position: i })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[answer] = a.id;
  }
  return q.id;
}

// The pretest's right/wrong pattern of learners L1..L5 on Q1..Q4 (a Guttman pattern) is
//   L1 1 1 1 1 / L2 1 1 1 0 / L3 1 1 0 0 / L4 1 0 0 0 / L5 0 0 0 0,
// given through these choices: Q1 (one right: A1) L1-L4 A1, L5 A2; Q2 (two right: B1, B2) L1-L3 B1+B2, L4 B1
// only, L5 nothing; Q3 (true/false, true) L1-L2 true, L3-L4 false, L5 nothing; Q4 (one right: C1) L1 C1, others C2.
// Q5 is open (not scored). W (withdrawn) got everything right and must count nowhere.
type Given = { answer_ids?: string[]; value?: string };
const pretest: Record<string, [Given, Given, Given, Given]> = {
  L1: [{ answer_ids: ['A1'] }, { answer_ids: ['B1', 'B2'] }, { value: '1' }, { answer_ids: ['C1'] }],
  L2: [{ answer_ids: ['A1'] }, { answer_ids: ['B1', 'B2'] }, { value: '1' }, { answer_ids: ['C2'] }],
  L3: [{ answer_ids: ['A1'] }, { answer_ids: ['B1', 'B2'] }, { value: '0' }, { answer_ids: ['C2'] }],
  L4: [{ answer_ids: ['A1'] }, { answer_ids: ['B1'] }, { value: '0' }, { answer_ids: ['C2'] }],
  L5: [{ answer_ids: ['A2'] }, {}, {}, { answer_ids: ['C2'] }],
  W: [{ answer_ids: ['A1'] }, { answer_ids: ['B1', 'B2'] }, { value: '1' }, { answer_ids: ['C1'] }],
};
const allRight = pretest.L1!;
const key: [string[] | null, number | null][] = [
  [['A1'], null],
  [['B1', 'B2'], null],
  [null, 1],
  [['C1'], null],
];
const isRight = (g: Given, i: number) => {
  const [ids, value] = key[i]!;
  if (ids) return JSON.stringify([...(g.answer_ids ?? [])].sort()) === JSON.stringify(ids);
  return g.value === String(value);
};

// Questionnaire: on processing (items 1, 5, ..., 41) L1 answers a to all eleven, L2 a to the first six and b to
// the last five, L3 b to all; every other item a for everyone.
const processingAnswer = (learner: string, rank: number) =>
  learner === 'L1' ? 'a' : learner === 'L2' ? (rank < 6 ? 'a' : 'b') : 'b';

// Survey (1..5): usability S1 odd 5 / even 1, S2 all 3 but item 2 answered 2, S3 odd 1 / even 5;
// focused attention (items 12-14) (5,4,5) (3,3,2) (1,2,1); perceived usability (15-17, reverse-scored)
// (1,1,2) (3,3,4) (5,4,5); the other engagement items 3.
const usability = (learner: string, i: number) =>
  learner === 'L1' ? (i % 2 === 0 ? 5 : 1) : learner === 'L2' ? (i === 1 ? 2 : 3) : i % 2 === 0 ? 1 : 5;
const engagement: Record<string, number[]> = {
  L1: [5, 4, 5, 1, 1, 2, 3, 3, 3, 3, 3, 3],
  L2: [3, 3, 2, 3, 3, 4, 3, 3, 3, 3, 3, 3],
  L3: [1, 2, 1, 5, 4, 5, 3, 3, 3, 3, 3, 3],
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: 1 });
  courseId = await course(t, 'Optics', await category(t, 'Physics'));
  quizId = await courseQuiz(t, courseId);
  const questions = [
    await question('Which lens converges light?', 1, 0, [
      ['A1', true],
      ['A2', false],
      ['A3', false],
    ]),
    await question('Which are waves, "light" or sound?', 1, 1, [
      ['B1', true],
      ['B2', true],
      ['B3', false],
    ]),
    await question('Light travels in straight lines.', 3, 2, [], 1),
    await question('What is a focal length?', 1, 3, [
      ['C1', true],
      ['C2', false],
    ]),
    await question('Explain refraction.', 2, 4, []),
  ];
  studyId = await createStudy(
    t,
    admin.headers,
    studyBody([courseId], {
      title: 'Instruments',
      opens_at: '2020-01-01T00:00:00Z',
      closes_at: '2100-01-01T00:00:00Z',
      seed: 'instruments',
    }),
  );
  await seedFeedbackQuestions(t.db);
  const surveyQuestions = await questionIds(t);
  let minute = 10;
  for (const [n, [name, given]] of Object.entries(pretest).entries()) {
    const row = await person(t, name, 'Learner', { email: `${name.toLowerCase()}@example.org` });
    const withdrawn = name === 'W';
    const right = given.filter(isRight).length;
    const postTaken = ['L1', 'L2', 'L3', 'W'].includes(name);
    await enrol(t, row.id, courseId, { status: postTaken ? 'completed' : 'enrolled', level: 'basic' });
    const answer = async (attemptId: number, answers: Given[]) => {
      await t.db
        .insertInto('attempt_answers')
        .values([
          ...answers.map((g, i) => ({
            attempt_id: attemptId,
            question_id: questions[i]!,
            answer_ids: g.answer_ids ? JSON.stringify(g.answer_ids.map((a) => ids[a])) : null,
            value: g.value ?? null,
            is_correct: isRight(g, i) ? 1 : 0,
            credit: isRight(g, i) ? 1 : 0,
          })),
          {
            attempt_id: attemptId,
            question_id: questions[4]!,
            answer_ids: null,
            value: 'Bending',
            is_correct: null,
            credit: null,
          },
        ])
        .execute();
    };
    const pre = await attempt(t, {
      quizId,
      userId: row.id,
      courseId,
      kind: 'pretest',
      percentage: right * 25,
      time: 60,
      minute: minute++,
    });
    await answer(pre, given);
    // The post-test: L1-L3 (and W) get everything right.
    if (postTaken) {
      const post = await attempt(t, {
        quizId,
        userId: row.id,
        courseId,
        kind: 'posttest',
        percentage: 100,
        time: 60,
        minute: 600 + minute++,
      });
      await answer(post, allRight);
    }
    if (['L1', 'L2', 'L3', 'W'].includes(name)) {
      const learner = withdrawn ? 'L3' : name;
      const responses = Array.from({ length: 44 }, (_, i) => ({
        question_id: i + 1,
        answer: i % 4 === 0 ? processingAnswer(learner, i / 4) : 'a',
      }));
      await t.db
        .insertInto('learning_style_results')
        .values({
          user_id: row.id,
          course_id: null,
          processing_category: 'active',
          processing_score: 1,
          perception_category: 'sensing',
          perception_score: 11,
          input_category: 'visual',
          input_score: 11,
          understanding_category: 'sequential',
          understanding_score: 11,
          responses: JSON.stringify(responses),
          created_at: at(minute),
        })
        .execute();
      // An older survey of L1 that its latest replaces, and the latest.
      for (const latest of name === 'L1' ? [false, true] : [true]) {
        const r = await t.db
          .insertInto('feedback_responses')
          .values({ user_id: row.id, course_id: courseId, nps: 9, created_at: at(minute++) })
          .returning('id')
          .executeTakeFirstOrThrow();
        const values = [
          ...Array.from({ length: 10 }, (_, i) => [2 + i, latest ? usability(learner, i) : 3] as const),
          ...engagement[learner]!.map((v, i) => [12 + i, latest ? v : 1] as const),
        ];
        await t.db
          .insertInto('feedback_answers')
          .values(
            values.map(([number, v]) => ({
              response_id: r.id,
              question_id: surveyQuestions.get(number)!,
              value_number: v,
            })),
          )
          .execute();
      }
    }
    await allocated(t, {
      studyId,
      userId: row.id,
      courseId,
      status: withdrawn ? 'withdrawn' : 'accepted',
      condition: n % 2 === 0 ? 'adaptive' : 'author_order',
      stratum: 'basic',
      seq: n,
      minute,
    });
  }
  d = await dashboardOf(t, admin.headers, studyId);
});
afterAll(async () => {
  await t.close();
});

describe('the item analysis of the counted tests', () => {
  it('gives the pretest’s KR-20, SEM and per-question difficulty and discrimination by hand', () => {
    const pre = d.instruments.tests.find((x) => x.use === 'pretest')!;
    expect(pre).toMatchObject({ course_id: courseId, quiz_id: quizId, version: 1, n: 5, k: 4, mean: 2 });
    // p = .8 .6 .4 .2, Σpq = .8; totals 4 3 2 1 0 with variance (n) 2: KR-20 = 4/3 · (1 - .8/2) = 0.8;
    // sample SD √2.5, SEM = √2.5 · √0.2 = √0.5.
    expect(pre.alpha).toBeCloseTo(0.8, 10);
    expect(pre.sd).toBeCloseTo(Math.sqrt(2.5), 10);
    expect(pre.sem).toBeCloseTo(Math.sqrt(0.5), 10);
    expect(pre.items.map((i) => i.difficulty)).toEqual([0.8, 0.6, 0.4, 0.2]);
    // Q1 1 1 1 1 0 against the rest 3 2 1 0 0: r = 1.2 / √(.8 · 6.8); Q2 1 1 1 0 0 against 3 2 1 1 0 and
    // Q3 1 1 0 0 0 against 3 2 2 1 0: r = 1.8 / √(1.2 · 5.2); Q4 1 0 0 0 0 against 3 3 2 1 0: 1.2 / √(.8 · 6.8).
    const r14 = 1.2 / Math.sqrt(0.8 * 6.8);
    const r23 = 1.8 / Math.sqrt(1.2 * 5.2);
    for (const [i, item] of pre.items.entries())
      expect(item.discrimination).toBeCloseTo([r14, r23, r23, r14][i]!, 10);
    expect(pre.items.map((i) => i.position)).toEqual([1, 2, 3, 4]);
  });

  it('counts each answer chosen and the questions left unanswered', () => {
    const [q1, q2, q3, q4] = d.instruments.tests.find((x) => x.use === 'pretest')!.items;
    const chosen = (item: typeof q1) => item!.options.map((o) => [o.answer, o.correct, o.chosen]);
    expect(chosen(q1)).toEqual([
      ['A1', true, 4],
      ['A2', false, 1],
      ['A3', false, 0],
    ]);
    expect(q1!.unanswered).toBe(0);
    expect(chosen(q2)).toEqual([
      ['B1', true, 4],
      ['B2', true, 3],
      ['B3', false, 0],
    ]);
    expect(q2!.unanswered).toBe(1);
    expect(chosen(q3)).toEqual([
      ['true', true, 2],
      ['false', false, 2],
    ]);
    expect(q3!.unanswered).toBe(1);
    expect(q3!.options.map((o) => o.answer_id)).toEqual([null, null]);
    expect(chosen(q4)).toEqual([
      ['C1', true, 1],
      ['C2', false, 4],
    ]);
  });

  it('gives the post-test its own analysis, with no reliability when everyone got everything right', () => {
    const post = d.instruments.tests.find((x) => x.use === 'posttest')!;
    expect(post).toMatchObject({ n: 3, k: 4, mean: 4, sd: 0, alpha: null, sem: null });
    expect(post.items.map((i) => [i.difficulty, i.discrimination])).toEqual([
      [1, null],
      [1, null],
      [1, null],
      [1, null],
    ]);
    expect(d.instruments.tests).toHaveLength(2);
  });
});

describe('the reliability of the questionnaire and the survey', () => {
  const scale = (name: string) => d.instruments.scales.find((s) => s.scale === name)!;

  it('gives KR-20 of each questionnaire dimension on the latest results of the learners taking part', () => {
    // Processing: totals 11, 6, 0; items 1-6 are (1,1,0) and items 7-11 (1,0,0), each variance (n) 2/9, sum 22/9;
    // totals' variance (n) 182/9: KR-20 = 11/10 · (1 - 22/182) = 176/182; SD √(546/18), SEM = √(546/18 · 6/182) = 1.
    expect(scale('ils_processing')).toMatchObject({ n: 3, k: 11, mean: 17 / 3 });
    expect(scale('ils_processing').alpha).toBeCloseTo(176 / 182, 10);
    expect(scale('ils_processing').sem).toBeCloseTo(1, 10);
    // Everyone answered a to every perception item: no spread, no reliability.
    expect(scale('ils_perception')).toMatchObject({ n: 3, k: 11, mean: 11, alpha: null });
  });

  it('gives alpha of the usability scale and each engagement subscale on the latest surveys, reverse-scored', () => {
    // SUS item scores (odd x - 1, even 5 - x): L1 all 4 (40), L2 all 2 but item 2 at 3 (21), L3 all 0 (0).
    // Item variances (n): nine at 8/3, item 2 (4, 3, 0) 26/9: sum 242/9; totals' variance (n) 2402/9.
    expect(scale('sus')).toMatchObject({ n: 3, k: 10, mean: 61 / 3 });
    expect(scale('sus').alpha).toBeCloseTo((10 / 9) * (1 - 242 / 2402), 10);
    // Focused attention (5,4,5) (3,3,2) (1,2,1): variances 8/3, 2/3, 26/9, sum 56/9; totals 14, 8, 4 variance
    // 152/9: alpha = 3/2 · (1 - 56/152).
    expect(scale('engagement_focused_attention').alpha).toBeCloseTo(1.5 * (1 - 56 / 152), 10);
    // Perceived usability reversed (6 - x): (5,5,4) (3,3,2) (1,2,1), totals 14, 8, 4 (unreversed they would be
    // 4, 10, 14): variances 24/9, 14/9, 14/9, sum 52/9: alpha = 3/2 · (1 - 52/152).
    expect(scale('engagement_perceived_usability')).toMatchObject({ n: 3, k: 3, mean: 26 / 3 });
    expect(scale('engagement_perceived_usability').alpha).toBeCloseTo(1.5 * (1 - 52 / 152), 10);
    expect(scale('engagement_reward')).toMatchObject({ n: 3, alpha: null });
    expect(d.instruments.scales.map((s) => s.scale)).toEqual([
      'ils_processing',
      'ils_perception',
      'ils_input',
      'ils_understanding',
      'sus',
      'engagement_focused_attention',
      'engagement_perceived_usability',
      'engagement_aesthetic_appeal',
      'engagement_reward',
    ]);
  });
});

describe('the package', () => {
  it('carries the questions, answers and key of each version the attempts were taken on', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/studies/${studyId}/package`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const files = await unzip(res.rawPayload);
    const rows = parseCsv(files.get(`study-${studyId}/questions.csv`)!.toString('utf8'));
    expect(rows.map((r) => [r.question_position, r.question_type, r.answer, r.correct])).toEqual([
      ['1', 'choice', 'A1', '1'],
      ['1', 'choice', 'A2', '0'],
      ['1', 'choice', 'A3', '0'],
      ['2', 'choice', 'B1', '1'],
      ['2', 'choice', 'B2', '1'],
      ['2', 'choice', 'B3', '0'],
      ['3', 'true_false', 'true', '1'],
      ['3', 'true_false', 'false', '0'],
      ['4', 'choice', 'C1', '1'],
      ['4', 'choice', 'C2', '0'],
      ['5', 'open', '', ''],
    ]);
    expect(rows[3]!.question).toBe('Which are waves, "light" or sound?');
    expect(rows.every((r) => r.quiz_id === String(quizId) && r.quiz_version === '1')).toBe(true);
    expect(rows[0]!.answer_id).toBe(String(ids.A1));
    const summary = JSON.parse(
      files.get(`study-${studyId}/summary.json`)!.toString('utf8'),
    ) as StudyDashboard;
    expect(summary.instruments).toEqual(d.instruments);
  });

  // The package's analysis.py, run on the package's own files, recomputes each test's item analysis from
  // attempts.csv, answers.csv and questions.csv: the dashboard's figures to 1e-6, a null one null
  // (docs/studies.md §5).
  const python = statsPython();
  it.skipIf(!python && process.env.CI !== 'true')(
    'holds analysis.py, which recomputes the item analysis of each test from the CSVs',
    async () => {
      if (!python) throw new Error(statsPythonHelp);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/studies/${studyId}/package`,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-instruments-'));
      for (const [name, bytes] of await unzip(res.rawPayload))
        fs.writeFileSync(path.join(folder, name.replace(`study-${studyId}/`, '')), bytes);
      const run = spawnSync(python, ['analysis.py'], { cwd: folder, encoding: 'utf8' });
      fs.rmSync(folder, { recursive: true, force: true });
      expect(run.status, run.stderr).toBe(0);
      const ours = JSON.parse(run.stdout).instruments.tests as StudyDashboard['instruments']['tests'];
      expect(ours).toHaveLength(2);
      expectItemAnalysis(ours, d.instruments.tests);
      const largest = /largest difference from summary.json: (\S+)/.exec(run.stderr);
      expect(Number(largest?.[1])).toBeLessThan(1e-6);
    },
  );
});
