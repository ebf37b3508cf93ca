// The item analysis of a study whose course quiz draws parallel forms (docs/design/adaptive.md §5): one test per
// version, use and form, each on the form's questions only, equal to a hand computation; the package records
// the form each attempt drew and the form of each question, and analysis.py finds the same figures.
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
let admin: Awaited<ReturnType<typeof userWithTokens>>;
let studyId: number;
let files: Map<string, Buffer>;
const q: number[] = [];

// Four true/false questions (all true), by level: Q1 basic, Q2 basic, Q3 advanced, Q4 advanced. Dealt by level
// then order: Q1 A, Q2 B, Q3 A, Q4 B; form A = Q1, Q3 and form B = Q2, Q4.
// Pretests on form A (right/wrong on Q1, Q3): A1 1 1, A2 1 0, A3 0 0.
// Pretests on form B (on Q2, Q4): B1 1 1, B2 1 1, B3 0 0, B4 1 0.
const pretests: [string, 'A' | 'B', [number, number]][] = [
  ['A1', 'A', [1, 1]],
  ['A2', 'A', [1, 0]],
  ['A3', 'A', [0, 0]],
  ['B1', 'B', [1, 1]],
  ['B2', 'B', [1, 1]],
  ['B3', 'B', [0, 0]],
  ['B4', 'B', [1, 0]],
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: 1 });
  const courseId = await course(t, 'Optics', await category(t, 'Physics'));
  const quizId = await courseQuiz(t, courseId);
  await t.db.updateTable('quizzes').set({ parallel_forms: 1 }).where('id', '=', quizId).execute();
  for (const [i, level] of (['basic', 'basic', 'advanced', 'advanced'] as const).entries()) {
    const row = await t.db
      .insertInto('questions')
      .values({
        quiz_id: quizId,
        question: `Q${i + 1}`,
        type: 3,
        is_valid: 1,
        level,
        position: i,
        created_at: at(0),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    q.push(row.id);
  }
  studyId = await createStudy(
    t,
    admin.headers,
    studyBody([courseId], {
      title: 'Forms',
      opens_at: '2020-01-01T00:00:00Z',
      closes_at: '2100-01-01T00:00:00Z',
    }),
  );
  for (const [n, [name, form, marks]] of pretests.entries()) {
    const row = await person(t, name, 'Learner', { email: `${name.toLowerCase()}@example.org` });
    await enrol(t, row.id, courseId, { status: 'enrolled', level: 'basic' });
    const shown = form === 'A' ? [q[0]!, q[2]!] : [q[1]!, q[3]!];
    const right = marks[0] + marks[1];
    const id = await attempt(t, {
      quizId,
      userId: row.id,
      courseId,
      kind: 'pretest',
      percentage: right * 50,
      time: 60,
      minute: 10 + n,
      form,
    });
    await t.db
      .insertInto('attempt_answers')
      .values(
        shown.map((question, i) => ({
          attempt_id: id,
          question_id: question,
          answer_ids: null,
          value: marks[i] ? '1' : '0',
          is_correct: marks[i]!,
          credit: marks[i]!,
        })),
      )
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

describe('parallel forms in a study', () => {
  it('analyses each form on its own questions', () => {
    expect(
      d.instruments.tests.map((x) => [x.use, x.form, x.n, x.k, x.items.map((i) => i.question_id)]),
    ).toEqual([
      ['pretest', 'A', 3, 2, [q[0], q[2]]],
      ['pretest', 'B', 4, 2, [q[1], q[3]]],
    ]);
    const [a, b] = d.instruments.tests;
    // Form A: p = 2/3, 1/3, Σpq = 4/9; totals 2, 1, 0 with variance (n) 2/3: KR-20 = 2 · (1 - (4/9)/(2/3)) = 2/3.
    expect(a!.items.map((i) => i.difficulty)).toEqual([2 / 3, 1 / 3]);
    expect(a!.alpha).toBeCloseTo(2 / 3, 10);
    // Form B: p = 3/4, 1/2, Σpq = 3/16 + 1/4 = 7/16; totals 2, 2, 0, 1, mean 5/4, variance (n) 9/4 - 25/16 = 11/16:
    // KR-20 = 2 · (1 - 7/11) = 8/11.
    expect(b!.mean).toBe(5 / 4);
    expect(b!.items.map((i) => i.difficulty)).toEqual([0.75, 0.5]);
    expect(b!.alpha).toBeCloseTo(8 / 11, 10);
    expect(b!.items.map((i) => i.position)).toEqual([1, 2]);
  });

  it('records the form of each attempt and of each question in the package', () => {
    const attempts = parseCsv(files.get(`study-${studyId}/attempts.csv`)!.toString('utf8'));
    expect(attempts.map((r) => r.form)).toEqual(pretests.map(([, form]) => form));
    const questions = parseCsv(files.get(`study-${studyId}/questions.csv`)!.toString('utf8'));
    // One row per true/false answer (true, false): each question twice.
    expect(questions.map((r) => [r.question, r.question_level, r.form])).toEqual(
      [
        ['Q1', 'basic', 'A'],
        ['Q2', 'basic', 'B'],
        ['Q3', 'advanced', 'A'],
        ['Q4', 'advanced', 'B'],
      ].flatMap((row) => [row, row]),
    );
  });

  const python = statsPython();
  it.skipIf(!python && process.env.CI !== 'true')(
    'holds analysis.py, which finds the same figures per form',
    () => {
      if (!python) throw new Error(statsPythonHelp);
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-forms-'));
      for (const [name, bytes] of files)
        fs.writeFileSync(path.join(folder, name.replace(`study-${studyId}/`, '')), bytes);
      const run = spawnSync(python, ['analysis.py'], { cwd: folder, encoding: 'utf8' });
      fs.rmSync(folder, { recursive: true, force: true });
      expect(run.status, run.stderr).toBe(0);
      const ours = JSON.parse(run.stdout).instruments.tests as StudyDashboard['instruments']['tests'];
      expectItemAnalysis(ours, d.instruments.tests);
    },
  );
});
