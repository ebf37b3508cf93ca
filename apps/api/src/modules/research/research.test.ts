// GET /api/admin/research-export.csv: header, one row per enrolment with the hand-computed figures of
// src/test/dashboards-dataset.ts, the same numbers as the quiz timers table, course filter, streaming past one batch.
import { researchColumns } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPseudonym } from '../../lib/tokens';
import { at, category, course, styleResult } from '../../test/dashboards';
import { type GainsDataset, gainsDataset } from '../../test/dashboards-dataset';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { exportBatchSize } from './service';

let t: TestApp;
let d: GainsDataset;
beforeAll(async () => {
  t = await createTestApp();
  d = await gainsDataset(t);
  const { alice, bruno } = d.learners;
  // an older result, then the latest one that the export uses
  await styleResult(
    t,
    alice.id,
    {
      processing: ['active', 11],
      perception: ['sensing', 11],
      input: ['visual', 11],
      understanding: ['sequential', 11],
    },
    5,
  );
  await styleResult(
    t,
    alice.id,
    {
      processing: ['reflective', 7],
      perception: ['sensing', 3],
      input: ['visual', 9],
      understanding: ['global', 5],
    },
    70,
  );
  await t.db
    .updateTable('users')
    .set({ nps: 10, usability_score: 82.5, engagement_score: 3.41666 })
    .where('id', '=', alice.id)
    .execute();
  await t.db.updateTable('users').set({ nps: 4 }).where('id', '=', bruno.id).execute();
});
afterAll(async () => {
  await t.close();
});

type CsvRow = Record<(typeof researchColumns)[number], string>;

function parse(text: string): { header: string[]; rows: CsvRow[] } {
  expect(text.endsWith('\r\n')).toBe(true);
  const [header, ...lines] = text.slice(0, -2).split('\r\n');
  const columns = header.split(',');
  const rows = lines.map((line) => {
    const cells = line.split(',');
    expect(cells).toHaveLength(columns.length);
    return Object.fromEntries(columns.map((c, i) => [c, cells[i]])) as CsvRow;
  });
  return { header: columns, rows };
}

async function exportCsv(query = '', headers: Record<string, string> = d.admin.headers) {
  return t.app.inject({ method: 'GET', url: `/api/admin/research-export.csv${query}`, headers });
}

const pseudonymOf = async (userId: number) =>
  (await t.db.selectFrom('users').select('pseudonym').where('id', '=', userId).executeTakeFirstOrThrow())
    .pseudonym;

describe('GET /api/admin/research-export.csv', () => {
  it('answers a CSV attachment with the codebook columns and one row per enrolment', async () => {
    const res = await exportCsv();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // streamed: no length known in advance
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="parcours-research-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const { header, rows } = parse(res.body);
    expect(header).toEqual([...researchColumns]);
    // 8 enrolments, the deleted course's included (research data is kept)
    expect(rows).toHaveLength(8);
    const alice = await pseudonymOf(d.learners.alice.id);
    const aliceA = rows.find((r) => r.learner === alice && r.course_id === String(d.courses.algebra))!;
    // latest style result, signed towards the first pole; figures of dataset.ts
    expect(aliceA).toEqual({
      learner: alice,
      course_id: String(d.courses.algebra),
      processing: '-7',
      perception: '3',
      input: '9',
      understanding: '-5',
      level: 'intermediate',
      pre_test_percentage: '40',
      post_test_percentage: '85',
      // Algebra counts the latest post-test
      post_test_rule: 'latest',
      gain: '45',
      normalized_change: '0.75',
      versions_differ: '0',
      time_spent: '940',
      attempts: '5',
      nps: '10',
      usability_score: '82.5',
      engagement_score: '3.4167',
      // Algebra is in no study.
      study_id: '',
      study_condition: '',
      consent: '',
    });
    const bruno = await pseudonymOf(d.learners.bruno.id);
    const brunoB = rows.find((r) => r.learner === bruno && r.course_id === String(d.courses.biology))!;
    // no style result, no usability answers; pre 100 and post 100: no NLG
    expect(brunoB).toMatchObject({
      processing: '',
      level: 'advanced',
      pre_test_percentage: '100',
      post_test_percentage: '100',
      // Biology keeps the default rule
      post_test_rule: 'first',
      gain: '0',
      normalized_change: '',
      versions_differ: '0',
      time_spent: '45',
      attempts: '2',
      nps: '4',
      usability_score: '',
    });
    const chloe = await pseudonymOf(d.learners.chloe.id);
    const chloeC = rows.find((r) => r.learner === chloe && r.course_id === String(d.courses.conversation))!;
    expect(chloeC).toMatchObject({
      level: '',
      pre_test_percentage: '',
      post_test_rule: '',
      gain: '',
      versions_differ: '',
      time_spent: '0',
      attempts: '0',
    });
    // nothing that names a person
    expect(res.body).not.toMatch(/Alice|Martin|example\.org/);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'research.export')
      .execute();
    expect(audit.at(-1)).toMatchObject({ actor_id: d.admin.row.id, target_id: null });
  });

  it('has the same figures as the quiz timers table', async () => {
    const csv = parse((await exportCsv()).body).rows;
    const timer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/quiz-timer?per_page=100',
      headers: d.admin.headers,
    });
    const rows = timer.json().data as {
      user_id: number;
      course_id: number;
      pre_test_percentage: number | null;
      post_test_percentage: number | null;
      gain: number | null;
      nlg: number | null;
    }[];
    expect(rows).toHaveLength(6);
    const cell = (v: number | null, digits: number) =>
      v === null ? '' : String(Math.round(v * 10 ** digits) / 10 ** digits);
    for (const r of rows) {
      const pseudonym = await pseudonymOf(r.user_id);
      const line = csv.find((c) => c.learner === pseudonym && c.course_id === String(r.course_id));
      expect(line, `${r.user_id}/${r.course_id}`).toBeDefined();
      expect([
        line!.pre_test_percentage,
        line!.post_test_percentage,
        line!.gain,
        line!.normalized_change,
      ]).toEqual([
        cell(r.pre_test_percentage, 2),
        cell(r.post_test_percentage, 2),
        cell(r.gain, 2),
        cell(r.nlg, 4),
      ]);
    }
  });

  it('narrows to one course, and refuses unknown courses and learners', async () => {
    const res = await exportCsv(`?course_id=${d.courses.algebra}`);
    expect(res.headers['content-disposition']).toContain(`-course-${d.courses.algebra}.csv`);
    const { rows } = parse(res.body);
    expect(rows.map((r) => r.course_id)).toEqual(Array(4).fill(String(d.courses.algebra)));
    // attempts in Algebra only: Alice 5 (not her 2 in Biology)
    const alice = await pseudonymOf(d.learners.alice.id);
    expect(rows.find((r) => r.learner === alice)!.attempts).toBe('5');

    const unknown = await exportCsv('?course_id=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Course will be available soon');
    expect((await exportCsv('', d.alice.headers)).statusCode).toBe(403);
    expect((await exportCsv('', {})).statusCode).toBe(401);
  });
});

describe('a large export', () => {
  it('streams every enrolment once across batches', async () => {
    const local = await createTestApp();
    try {
      const admin = await userWithTokens(local, { role: 1 });
      const courseId = await course(local, 'Crowded', await category(local, 'Many'));
      const count = exportBatchSize + 234;
      for (let start = 0; start < count; start += 400) {
        const n = Math.min(400, count - start);
        const users = await local.db
          .insertInto('users')
          .values(
            Array.from({ length: n }, (_, i) => ({
              first_name: 'L',
              last_name: String(start + i),
              email: `bulk-${start + i}@example.org`,
              pseudonym: newPseudonym(),
              created_at: at(0),
              updated_at: at(0),
            })),
          )
          .returning('id')
          .execute();
        await local.db
          .insertInto('enrolments')
          .values(users.map((u) => ({ user_id: u.id, course_id: courseId, enrolled_at: at(1) })))
          .execute();
      }
      const res = await local.app.inject({
        method: 'GET',
        url: '/api/admin/research-export.csv',
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      const { rows } = parse(res.body);
      expect(rows).toHaveLength(count);
      expect(new Set(rows.map((r) => r.learner)).size).toBe(count);
    } finally {
      await local.close();
    }
  });
});
