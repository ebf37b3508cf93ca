// The item analysis of a study whose test has partial credit (docs/studies.md §4): each item is scored by the
// credit the learner earned, so a numerical question's half credit and a matching question's share count as
// such; difficulty is the mean credit and the reliability Cronbach's alpha, equal to a hand computation, and
// analysis.py finds the same figures from the package's answers.csv.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StudyDashboard } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectItemAnalysis } from '../../test/analysis';
import { at, attempt, category, course, courseQuiz, enrol, person } from '../../test/dashboards';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { statsPython, statsPythonHelp } from '../../test/python';
import { allocated, createStudy, dashboardOf, studyBody } from '../../test/studies';
import { parseCsv, unzip } from '../../test/zip';

let t: TestApp;
let d: StudyDashboard;
let studyId: number;
let files: Map<string, Buffer>;

// Q1 numerical, Q2 matching (three prompts). Credits per pretest: P1 1 and 1, P2 0.5 and 2/3, P3 0 and 1/3,
// P4 0.5 and 0.
const credits: [string, number, number][] = [
  ['P1', 1, 1],
  ['P2', 0.5, 2 / 3],
  ['P3', 0, 1 / 3],
  ['P4', 0.5, 0],
];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await userWithTokens(t, { role: 1 });
  const courseId = await course(t, 'Mechanics', await category(t, 'Physics'));
  const quizId = await courseQuiz(t, courseId);
  const question = async (type: 4 | 6, position: number) =>
    (
      await t.db
        .insertInto('questions')
        .values({
          quiz_id: quizId,
          question: `Q${position + 1}`,
          type,
          is_valid: null,
          position,
          created_at: at(0),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const numerical = await question(4, 0);
  const matching = await question(6, 1);
  await t.db
    .insertInto('answers')
    .values([
      { question_id: numerical, answer: '9.81', is_valid: 1, credit: 1, tolerance: 0.05, position: 0 },
      { question_id: numerical, answer: '9.8', is_valid: 0, credit: 0.5, tolerance: 0.5, position: 1 },
      ...['a', 'b', 'c'].map((p, i) => ({
        question_id: matching,
        answer: p,
        match_text: p.toUpperCase(),
        is_valid: 1,
        credit: 1,
        position: i,
      })),
    ])
    .execute();
  studyId = await createStudy(
    t,
    admin.headers,
    studyBody([courseId], {
      title: 'Credit',
      opens_at: '2020-01-01T00:00:00Z',
      closes_at: '2100-01-01T00:00:00Z',
    }),
  );
  for (const [n, [name, first, second]] of credits.entries()) {
    const row = await person(t, name, 'Learner', { email: `${name.toLowerCase()}@example.org` });
    await enrol(t, row.id, courseId, { status: 'enrolled', level: 'basic' });
    const id = await attempt(t, {
      quizId,
      userId: row.id,
      courseId,
      kind: 'pretest',
      percentage: ((first + second) / 2) * 100,
      time: 60,
      minute: 10 + n,
    });
    await t.db
      .insertInto('attempt_answers')
      .values([
        {
          attempt_id: id,
          question_id: numerical,
          value: '9.7',
          is_correct: first === 1 ? 1 : 0,
          credit: first,
        },
        {
          attempt_id: id,
          question_id: matching,
          value: '[]',
          is_correct: second === 1 ? 1 : 0,
          credit: second,
        },
      ])
      .execute();
    await allocated(t, {
      studyId,
      userId: row.id,
      courseId,
      status: 'accepted',
      condition: n % 2 === 0 ? 'adaptive' : 'author_order',
      stratum: 'basic',
      seq: n,
      minute: 20 + n,
    });
  }
  d = await dashboardOf(t, admin.headers, studyId);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/studies/${studyId}/package`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  files = await unzip(res.rawPayload);
});
afterAll(async () => {
  await t.close();
});

describe('partial credit in the item analysis', () => {
  it('scores each item by its credit: difficulty the mean credit, Cronbach’s alpha by hand', () => {
    const [test] = d.instruments.tests;
    expect([test!.n, test!.k]).toEqual([4, 2]);
    // Q1: 1, 0.5, 0, 0.5, mean 0.5, variance (over n) 0.5 / 4 = 1/8. Q2: 1, 2/3, 1/3, 0, mean 0.5, variance
    // (1/4 + 1/36 + 1/36 + 1/4) / 4 = 5/36. Totals 2, 7/6, 1/3, 1/2: mean 1, variance (1 + 1/36 + 4/9 + 1/4) / 4
    // = 31/72. alpha = 2 · (1 - (9/72 + 10/72) / (31/72)) = 2 · 12/31 = 24/31.
    expect(test!.items[0]!.difficulty).toBeCloseTo(0.5, 12);
    expect(test!.items[1]!.difficulty).toBeCloseTo(0.5, 12);
    expect(test!.mean).toBeCloseTo(1, 10);
    expect(test!.alpha).toBeCloseTo(24 / 31, 10);
    // A numerical or matching question has no options to count; nobody left one unanswered.
    expect(test!.items.map((i) => [i.options, i.unanswered])).toEqual([
      [[], 0],
      [[], 0],
    ]);
  });

  it('writes each answer’s credit to answers.csv and the key’s credit, tolerance and matches to questions.csv', () => {
    const answers = parseCsv(files.get(`study-${studyId}/answers.csv`)!.toString('utf8'));
    expect(answers.map((r) => Number(r.credit))).toEqual(credits.flatMap(([, a, b]) => [a, b]));
    const questions = parseCsv(files.get(`study-${studyId}/questions.csv`)!.toString('utf8'));
    expect(questions.map((r) => [r.question_type, r.answer, r.credit, r.tolerance, r.match])).toEqual([
      ['numerical', '9.81', '1', '0.05', ''],
      ['numerical', '9.8', '0.5', '0.5', ''],
      ['matching', 'a', '1', '', 'A'],
      ['matching', 'b', '1', '', 'B'],
      ['matching', 'c', '1', '', 'C'],
    ]);
  });

  const python = statsPython();
  it.skipIf(!python && process.env.CI !== 'true')('holds analysis.py, which finds the same figures', () => {
    if (!python) throw new Error(statsPythonHelp);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-credit-'));
    for (const [name, bytes] of files)
      fs.writeFileSync(path.join(folder, name.replace(`study-${studyId}/`, '')), bytes);
    const run = spawnSync(python, ['analysis.py'], { cwd: folder, encoding: 'utf8' });
    fs.rmSync(folder, { recursive: true, force: true });
    expect(run.status, run.stderr).toBe(0);
    expectItemAnalysis(JSON.parse(run.stdout).instruments.tests, d.instruments.tests);
  });
});
