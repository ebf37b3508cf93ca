// The study package and the dashboard against a study built here with known figures: means, SDs, the
// normalized change's mean with its t interval, Hake's gain, attrition and Hedges' g computed by hand below; the
// package's CSVs give the dashboard's figures, summary.json is the dashboard, the manifest's checksums and row
// counts are those of the files, the codebook names every column, identical data gives identical bytes, and
// withdrawn, declined and undecided learners appear nowhere.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mean, type ParticipationStatus, type StudyCondition, type StudyDashboard } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectItemAnalysis } from '../../test/analysis';
import { at, attempt, category, course, courseQuiz, enrol, person } from '../../test/dashboards';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { statsPython, statsPythonHelp } from '../../test/python';
import { parseCsv, streamBytes, unzip } from '../../test/zip';
import { codebookFiles } from './codebook';
import { studyPseudonym } from './dataset';
import { buildPackage, packageColumns } from './package';

let t: TestApp;
let researcher: Awaited<ReturnType<typeof userWithTokens>>;
let studyId: number;
let courseId: number;
const names = new Map<number, string>();

beforeAll(async () => {
  t = await createTestApp();
  const admin = await userWithTokens(t, { role: 1 });
  researcher = await userWithTokens(t, { role: 4 });
  courseId = await course(t, 'Thermodynamics', await category(t, 'Physics'));
  const quizId = await courseQuiz(t, courseId);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/studies',
    headers: { ...admin.headers, 'content-type': 'application/json' },
    payload: {
      title: 'Heat study',
      course_ids: [courseId],
      opens_at: '2020-01-01T00:00:00Z',
      closes_at: '2100-01-01T00:00:00Z',
      conditions: [
        { condition: 'adaptive', weight: 1 },
        { condition: 'author_order', weight: 1 },
      ],
      seed: 'heat',
      consent: { en: 'Consent', fr: 'Consentement' },
      delayed_posttest_days: null,
      post_test_rule: 'first',
    },
  });
  studyId = res.json().data.id;

  // [name, status, condition, pre, post]; a post of null: no post-test.
  const learners: [string, ParticipationStatus, StudyCondition | null, number | null, number | null][] = [
    ['A1', 'accepted', 'adaptive', 40, 70],
    ['A2', 'accepted', 'adaptive', 20, 60],
    ['A3', 'accepted', 'adaptive', 50, 80],
    ['B1', 'accepted', 'author_order', 50, 60],
    ['B2', 'accepted', 'author_order', 40, 55],
    ['B3', 'accepted', 'author_order', 60, 60],
    ['B4', 'accepted', 'author_order', 30, null],
    ['W1', 'withdrawn', 'adaptive', 10, 90],
    ['D1', 'declined', null, 35, 45],
    ['P1', 'pending', null, null, null],
  ];
  let minute = 10;
  const seq: Record<string, number> = {};
  for (const [name, status, condition, pre, post] of learners) {
    const row = await person(t, name, `Learner${name}`, { email: `${name.toLowerCase()}@example.org` });
    names.set(row.id, name);
    const level = pre === null ? null : pre < 40 ? 'basic' : pre < 70 ? 'intermediate' : 'advanced';
    await enrol(t, row.id, courseId, { status: post === null ? 'enrolled' : 'completed', level });
    if (pre !== null)
      await attempt(t, {
        quizId,
        userId: row.id,
        courseId,
        kind: 'pretest',
        percentage: pre,
        time: 100,
        minute: minute++,
      });
    if (post !== null) {
      await attempt(t, {
        quizId,
        userId: row.id,
        courseId,
        kind: 'posttest',
        percentage: post,
        time: 90,
        minute: 600 + minute++,
      });
      // A later, better post-test that the study's "first" rule does not count.
      await attempt(t, {
        quizId,
        userId: row.id,
        courseId,
        kind: 'posttest',
        percentage: 100,
        time: 80,
        minute: 900 + minute++,
      });
    }
    const stratum = condition ? level : null;
    if (stratum) seq[stratum] = (seq[stratum] ?? -1) + 1;
    await t.db
      .insertInto('study_participants')
      .values({
        study_id: studyId,
        user_id: row.id,
        course_id: courseId,
        status,
        consent_version: status === 'pending' ? null : 1,
        decided_at: status === 'pending' ? null : at(minute),
        withdrawn_at: status === 'withdrawn' ? at(2000) : null,
        condition,
        stratum,
        allocation_seq: stratum ? seq[stratum] : null,
        allocated_at: condition ? at(minute) : null,
        study_version: condition ? 1 : null,
        created_at: at(minute),
      })
      .execute();
  }
});
afterAll(async () => {
  await t.close();
});

// By hand. adaptive: NLG (70-40)/60 = 0.5, (60-20)/80 = 0.5, (80-50)/50 = 0.6.
const nlgA = { mean: 1.6 / 3, sd: Math.sqrt(((0.5 - 1.6 / 3) ** 2 * 2 + (0.6 - 1.6 / 3) ** 2) / 2) };
// author_order: (60-50)/50 = 0.2, (55-40)/60 = 0.25, 60 = 60 -> 0; B4 has no post-test.
const nlgB = {
  mean: 0.45 / 3,
  sd: Math.sqrt(((0.2 - 0.15) ** 2 + (0.25 - 0.15) ** 2 + (0 - 0.15) ** 2) / 2),
};
const t2 = 4.30265273; // t(0.975, 2 degrees of freedom)
const z = 1.959963985; // z(0.975)

describe('the study dashboard', () => {
  it('gives the hand-computed figures', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/studies/${studyId}/dashboard`,
      headers: researcher.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    // W1 withdrew after the allocation: counted in adaptive's allocation and nowhere else; P1 has not decided.
    expect(d.flow).toEqual({
      enrolled: 10,
      consented: 8,
      declined: 1,
      undecided: 1,
      awaiting_allocation: 0,
      withdrawn_before_allocation: 0,
      randomised: 8,
      withdrawn: 1,
      allocated: { adaptive: 4, author_order: 4 },
      withdrew: { adaptive: 1, author_order: 0 },
      pretest: { adaptive: 3, author_order: 4 },
      completed: { adaptive: 3, author_order: 3 },
      posttest: { adaptive: 3, author_order: 3 },
      lost: { adaptive: 0, author_order: 1 },
      analysed: { adaptive: 3, author_order: 3 },
      excluded: {
        adaptive: { withdrew: 1, no_posttest: 0, no_pretest: 0 },
        author_order: { withdrew: 0, no_posttest: 1, no_pretest: 0 },
      },
    });
    const [a, b] = d.conditions;
    expect(a.condition).toBe('adaptive');
    expect(a.n).toBe(3);
    expect(a.pre.mean).toBeCloseTo(110 / 3, 10);
    expect(a.pre.sd).toBeCloseTo(
      Math.sqrt(((40 - 110 / 3) ** 2 + (20 - 110 / 3) ** 2 + (50 - 110 / 3) ** 2) / 2),
      10,
    );
    expect(a.post).toEqual({ mean: 70, sd: 10 });
    expect(a.nlg.mean).toBeCloseTo(nlgA.mean, 12);
    expect(a.nlg.n).toBe(3);
    expect(a.nlg.ci_low).toBeCloseTo(nlgA.mean - (t2 * nlgA.sd) / Math.sqrt(3), 6);
    expect(a.nlg.ci_high).toBeCloseTo(nlgA.mean + (t2 * nlgA.sd) / Math.sqrt(3), 6);
    expect(a.hake_gain).toBeCloseTo((70 - 110 / 3) / (100 - 110 / 3), 12);
    expect(a.attrition).toEqual({ allocated: 4, lost: 1, rate: 0.25 });
    expect(b.n).toBe(3);
    expect(b.nlg.mean).toBeCloseTo(0.15, 12);
    expect(b.attrition).toEqual({ allocated: 4, lost: 1, rate: 0.25 });

    const pooled = Math.sqrt((2 * nlgA.sd ** 2 + 2 * nlgB.sd ** 2) / 4);
    const g = (1 - 3 / (4 * 6 - 9)) * ((nlgB.mean - nlgA.mean) / pooled);
    const se = Math.sqrt(6 / 9 + g ** 2 / 12);
    expect(d.comparisons).toHaveLength(1);
    expect(d.comparisons[0].a).toBe('adaptive');
    expect(d.comparisons[0].b).toBe('author_order');
    expect(d.comparisons[0].hedges_g).toBeCloseTo(g, 10);
    expect(d.comparisons[0].hedges_g).toBeCloseTo(-3.0047, 3);
    expect(d.comparisons[0].ci_low).toBeCloseTo(g - z * se, 6);
    expect(d.comparisons[0].ci_high).toBeCloseTo(g + z * se, 6);

    // The primary analysis, complete cases: A2 is alone in the basic stratum, so its indicator fits A2 exactly
    // and the five intermediate learners give the rest. adaptive: pre 40, 50 (mean 45), post 70, 80 (mean 75),
    // Sxx 50, Sxy 50, Syy 50; author_order: pre 50, 40, 60 (mean 50), post 60, 55, 60 (mean 175/3), Sxx 200,
    // Sxy 50, Syy 50/3. Common slope 100/250 = 0.4; adjusted difference (175/3 - 75) - 0.4 · (50 - 45) = -56/3.
    // Residual SS 200/3 - 100²/250 = 80/3 on 6 - 4 = 2 df; Var = (40/3) · (1/2 + 1/3 + 5²/250) = 112/9.
    // Post-test SDs 10 and 5/√3: pooled √((2 · 100 + 2 · 25/3) / 4); g = 0.8 · (-56/3) / pooled.
    const cc = d.primary.complete_cases;
    expect(cc).toMatchObject({ n: 6, residual_df: 2, strata: ['basic', 'intermediate'] });
    expect(cc.pre_slope).toBeCloseTo(0.4, 10);
    const primary = cc.comparisons[0];
    expect(primary).toMatchObject({ a: 'adaptive', b: 'author_order', n_a: 3, n_b: 3 });
    expect(primary.difference).toBeCloseTo(-56 / 3, 10);
    expect(primary.se).toBeCloseTo(Math.sqrt(112 / 9), 10);
    expect(primary.ci_low).toBeCloseTo(-56 / 3 - t2 * Math.sqrt(112 / 9), 5);
    expect(primary.p).toBeCloseTo(0.0339082169207, 6); // statsmodels 0.13.5, the same rows
    expect(primary.p_holm).toBe(primary.p);
    expect(primary.hedges_g).toBeCloseTo((0.8 * (-56 / 3)) / Math.sqrt((200 + 50 / 3) / 4), 10);
    // Intention to treat: B4 (pretest 30, basic, no post-test) enters with the post-test 30; W1 stays out.
    // Figures from statsmodels 0.13.5 on the seven rows (post ~ C(condition) + pre + C(stratum)).
    const itt = d.primary.intention_to_treat;
    expect(itt).toMatchObject({ n: 7, residual_df: 3, imputed_pre: 0, imputed_post: 1 });
    expect(itt.pre_slope).toBeCloseTo(0.295454545455, 6);
    expect(itt.comparisons[0].difference).toBeCloseTo(-22.5, 6);
    expect(itt.comparisons[0].se).toBeCloseTo(5.16764409132, 6);
    expect(itt.comparisons[0].p).toBeCloseTo(0.0223828949788, 6);
    expect(itt.comparisons[0].hedges_g).toBeCloseTo(-1.48066989189, 6);

    // WWC: each arm allocated 4 and analysed 3, so 25 % overall and 0 points apart; the boundaries at 25 % are
    // 4.8 (cautious) and 9.4 (optimistic): low. Pretests of the analysed: 40, 20, 50 (variance 700/3) and
    // 50, 40, 60 (variance 100); g = 0.8 · (50 - 110/3) / √((2 · 700/3 + 2 · 100) / 4) = 0.826: not equivalent.
    expect(d.standards).toEqual([
      {
        a: 'adaptive',
        b: 'author_order',
        attrition: {
          overall: 25,
          differential: 0,
          cautious_limit: 4.8,
          optimistic_limit: 9.4,
          verdict: 'low',
        },
        baseline: { difference_sd: expect.any(Number), verdict: 'not_equivalent' },
      },
    ]);
    expect(d.standards[0].baseline.difference_sd).toBeCloseTo(
      (0.8 * (50 - 110 / 3)) / Math.sqrt((2 * (700 / 3) + 2 * 100) / 4),
      10,
    );

    // adaptive matches the style, author_order does not use it: one interaction per dimension; no analysed
    // learner here has a questionnaire result, so none can be estimated.
    expect(d.interactions).toEqual(
      ['processing', 'perception', 'input', 'understanding'].map((dimension) => ({
        a: 'adaptive',
        b: 'author_order',
        dimension,
        n: 0,
        estimate: null,
        se: null,
        ci_low: null,
        ci_high: null,
        p: null,
        lines: null,
      })),
    );

    expect(d.balance.levels).toEqual([
      // W1 (pretest 10 %) stays in adaptive's basic stratum.
      { condition: 'adaptive', basic: 2, intermediate: 2, advanced: 0 },
      { condition: 'author_order', basic: 1, intermediate: 3, advanced: 0 },
    ]);
    expect(d.balance.styles[0]).toEqual({
      condition: 'adaptive',
      dimension: 'processing',
      counts: { active: 0, reflective: 0, none: 3, withdrawn: 1 },
    });
  });
});

describe('the study package', () => {
  let files: Map<string, Buffer>;
  let dashboard: unknown;
  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/studies/${studyId}/package`,
      headers: researcher.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="parcours-study-${studyId}-v1-\\d{4}-\\d{2}-\\d{2}\\.zip"$`),
    );
    files = new Map(
      [...(await unzip(res.rawPayload))].map(([k, v]) => [k.replace(`study-${studyId}/`, ''), v]),
    );
    dashboard = (
      await t.app.inject({
        method: 'GET',
        url: `/api/studies/${studyId}/dashboard`,
        headers: researcher.headers,
      })
    ).json().data;
  });

  /** Runs one of the package's analysis scripts in a folder holding the package's files; its JSON output. */
  function runAnalysis(command: string, script: string) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-package-'));
    for (const [name, bytes] of files) fs.writeFileSync(path.join(folder, name), bytes);
    const run = spawnSync(command, [script], { cwd: folder, encoding: 'utf8' });
    fs.rmSync(folder, { recursive: true, force: true });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/largest difference from summary.json: /);
    return JSON.parse(run.stdout);
  }

  /** The script's figures equal the dashboard's primary analysis to 1e-6. */
  function expectPrimary(ours: StudyDashboard['primary']) {
    const primary = (dashboard as StudyDashboard).primary;
    for (const analysis of ['complete_cases', 'intention_to_treat'] as const) {
      const theirs = primary[analysis];
      expect(ours[analysis].n).toBe(theirs.n);
      expect(ours[analysis].residual_df).toBe(theirs.residual_df);
      expect(ours[analysis].pre_slope).toBeCloseTo(theirs.pre_slope!, 6);
      const keys = [
        'difference',
        'se',
        'ci_low',
        'ci_high',
        'p',
        'p_holm',
        'hedges_g',
        'g_ci_low',
        'g_ci_high',
      ] as const;
      theirs.comparisons.forEach((c, i) => {
        for (const key of keys) {
          expect(c[key], `${analysis} ${key}`).not.toBeNull();
          expect(Math.abs(ours[analysis].comparisons[i]![key]! - c[key]!), `${analysis} ${key}`).toBeLessThan(
            1e-6,
          );
        }
      });
    }
    expect(ours.intention_to_treat.imputed_post).toBe(1);
  }

  // The package's analysis.py, run by Debian's statsmodels on the package's own files, gives the dashboard's
  // primary analysis and item analysis to 1e-6 (docs/studies.md §5); npm test installs Python's packages as it
  // does Chromium.
  const python = statsPython();
  it.skipIf(!python && process.env.CI !== 'true')(
    'holds analysis.py, which recomputes the primary analysis and the item analysis from the CSVs',
    () => {
      if (!python) throw new Error(statsPythonHelp);
      const ours = runAnalysis(python, 'analysis.py');
      expectPrimary(ours);
      // This study records no item-level answers: both have no test (instruments.test.ts has a study that does).
      expectItemAnalysis(ours.instruments.tests, (dashboard as StudyDashboard).instruments.tests);
    },
  );

  // analysis.R the same primary analysis with R's lm (it does not recompute the item analysis), where R and
  // jsonlite are installed (npm test does not require them).
  const rscript = spawnSync('Rscript', ['-e', 'library(jsonlite)'], { stdio: 'ignore' }).status === 0;
  it.skipIf(!rscript)('holds analysis.R, which gives the same primary analysis with R', () => {
    expectPrimary(runAnalysis('Rscript', 'analysis.R'));
  });

  it('holds the CSVs, summary, codebook and manifest', () => {
    expect([...files.keys()]).toEqual([
      'participants.csv',
      'attempts.csv',
      'answers.csv',
      'questions.csv',
      'questionnaire.csv',
      'surveys.csv',
      'path_snapshots.csv',
      'mastery.csv',
      'exposures.csv',
      'summary.json',
      'codebook.md',
      'analysis.py',
      'analysis.R',
      'manifest.json',
    ]);
    expect(JSON.parse(files.get('summary.json')!.toString())).toEqual(dashboard);
  });

  it('participants.csv: the seven allocated learners under study pseudonyms, giving the dashboard figures', () => {
    const rows = parseCsv(files.get('participants.csv')!.toString());
    expect(rows).toHaveLength(7);
    const text = [...files.values()].map((b) => b.toString()).join('\n');
    for (const [id, name] of names) {
      expect(text).not.toContain(`Learner${name}`);
      expect(text).not.toContain(`${name.toLowerCase()}@example.org`);
      const pseudonym = studyPseudonym(t.config.jwtSecret, studyId, id);
      expect(text.includes(pseudonym)).toBe(!['W1', 'D1', 'P1'].includes(name));
      // Another study gives the same learner another pseudonym.
      expect(studyPseudonym(t.config.jwtSecret, studyId + 1, id)).not.toBe(pseudonym);
    }
    const nlg = (c: string) =>
      rows
        .filter((r) => r.condition === c && r.normalized_change !== '')
        .map((r) => Number(r.normalized_change));
    expect(mean(nlg('adaptive'))).toBeCloseTo(nlgA.mean, 12);
    expect(mean(nlg('author_order'))).toBeCloseTo(nlgB.mean, 12);
    const d = dashboard as { conditions: { nlg: { mean: number } }[] };
    expect(mean(nlg('adaptive'))).toBeCloseTo(d.conditions[0]!.nlg.mean, 12);
    expect(rows.map((r) => r.post_test_percentage)).toEqual(['70', '60', '80', '60', '55', '60', '']);
  });

  it('attempts.csv marks the counted pretest and post-test', () => {
    const rows = parseCsv(files.get('attempts.csv')!.toString());
    // 7 pretests, 6 × 2 post-tests.
    expect(rows).toHaveLength(19);
    expect(rows.filter((r) => r.counted_as === 'pretest')).toHaveLength(7);
    const posts = rows.filter((r) => r.counted_as === 'posttest');
    expect(posts.map((r) => r.percentage)).toEqual(['70', '60', '80', '60', '55', '60']);
    expect(
      rows.filter((r) => r.kind === 'posttest' && r.counted_as === '').every((r) => r.percentage === '100'),
    ).toBe(true);
  });

  it('the manifest gives each file its rows and SHA-256, the study settings and the software version', () => {
    const manifest = JSON.parse(files.get('manifest.json')!.toString());
    expect(manifest.software).toEqual({
      name: 'parcours',
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    });
    expect(manifest.study).toMatchObject({ id: studyId, version: 1, consent_version: 1 });
    expect(manifest.study.versions[0].settings.seed).toBe('heat');
    expect(manifest.files.map((f: { name: string }) => f.name)).toEqual(
      [...files.keys()].filter((n) => n !== 'manifest.json'),
    );
    for (const f of manifest.files) {
      const bytes = files.get(f.name)!;
      expect(f.sha256).toBe(crypto.createHash('sha256').update(bytes).digest('hex'));
      expect(f.bytes).toBe(bytes.length);
      if (f.name.endsWith('.csv')) expect(f.rows).toBe(parseCsv(bytes.toString()).length);
    }
  });

  it('the codebook names every column of every CSV, in order', () => {
    const codebook = files.get('codebook.md')!.toString();
    for (const [name, columns] of Object.entries(packageColumns)) {
      const header = files.get(name)!.toString().split('\r\n')[0];
      expect(header).toBe(columns.join(','));
      expect(codebookFiles.find((f) => f.name === name)!.columns.map(([c]) => c)).toEqual([...columns]);
      expect(codebook).toContain(`## ${name}`);
      for (const c of columns) expect(codebook).toContain(`| ${c} |`);
    }
  });

  it('identical data and export time give identical bytes', async () => {
    const now = new Date('2026-05-01T12:00:00.000Z');
    const one = await buildPackage(t.db, studyId, t.config.jwtSecret, now);
    const two = await buildPackage(t.db, studyId, t.config.jwtSecret, now);
    const [a, b] = [await streamBytes(one.stream()), await streamBytes(two.stream())];
    expect(a.equals(b)).toBe(true);
    // Another export time changes only the manifest.
    const later = await buildPackage(t.db, studyId, t.config.jwtSecret, new Date('2026-05-02T12:00:00.000Z'));
    const [first, second] = [await unzip(a), await unzip(await streamBytes(later.stream()))];
    expect([...second.keys()]).toEqual([...first.keys()]);
    expect(first.size).toBe(14);
    for (const [name, bytes] of second)
      expect(bytes.equals(first.get(name)!), name).toBe(!name.endsWith('manifest.json'));
  });
});
