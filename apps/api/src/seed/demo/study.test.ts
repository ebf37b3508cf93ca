// The demo study: seeded twice on two fresh databases it gives the same allocations and the same figures (the
// simulation is deterministic), about 120 learners flow through consent, allocation, pretest and post-test, and
// the dashboard has an effect size and a primary analysis; it is seeded once, and only when no study exists.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFeedbackQuestions } from '../../modules/feedback/seed';
import * as pq from '../../modules/studies/package-queries';
import { dashboardFor } from '../../modules/studies/reports';
import { at, category, course, courseQuiz, learningObjectQuiz } from '../../test/dashboards';
import { createTestApp, type TestApp, usePostgres, userWithTokens } from '../../test/helpers';
import { demoLearners, demoStudySeeder, seedDemoStudy } from './study';

/** A learning-object quiz of two questions: a QCM with three answers, one correct, and a true/false (true). */
async function twoQuestionQuiz(t: TestApp, courseId: number) {
  const { quizId } = await learningObjectQuiz(t, courseId);
  const [qcm, binary] = await t.db
    .insertInto('questions')
    .values([
      { quiz_id: quizId, question: 'Which one?', type: 1, is_valid: null, position: 0, created_at: at(0) },
      { quiz_id: quizId, question: 'True?', type: 3, is_valid: 1, position: 1, created_at: at(0) },
    ])
    .returning('id')
    .execute();
  await t.db
    .insertInto('answers')
    .values(
      [0, 1, 2].map((k) => ({
        question_id: qcm!.id,
        answer: `A${k}`,
        is_valid: k === 1 ? 1 : 0,
        position: k,
      })),
    )
    .execute();
  return { quizId, qcm: qcm!.id, binary: binary!.id };
}

/** An install with the two courses the demo study takes, before any study. */
async function prepared() {
  const t = await createTestApp();
  const admin = await userWithTokens(t, { role: 1 });
  await seedFeedbackQuestions(t.db);
  const cat = await category(t, 'Demo');
  for (const title of ['First', 'Second']) {
    const id = await course(t, title, cat);
    await courseQuiz(t, id);
    await twoQuestionQuiz(t, id);
    await twoQuestionQuiz(t, id);
  }
  return { t, admin };
}

async function seeded() {
  const { t, admin } = await prepared();
  const started = performance.now();
  const studyId = await seedDemoStudy(t.db, admin.row.id, new Date('2026-04-01T08:00:00Z'));
  const seconds = (performance.now() - started) / 1000;
  const actor = { id: admin.row.id, role: 1, ip: null };
  const dashboard = await dashboardFor(t.db, actor, studyId, t.config.jwtSecret);
  const allocations = await t.db
    .selectFrom('study_participants')
    .select(['condition', 'stratum', 'allocation_seq'])
    .orderBy('id')
    .execute();
  return { t, studyId, dashboard, allocations, seconds, admin };
}

let one: Awaited<ReturnType<typeof seeded>>;
let two: Awaited<ReturnType<typeof seeded>>;
beforeAll(async () => {
  one = await seeded();
  two = await seeded();
});
afterAll(async () => {
  await one.t.close();
  await two.t.close();
});

describe('the demo study', () => {
  it('is the same on every install', () => {
    expect(two.allocations).toEqual(one.allocations);
    expect(two.dashboard).toEqual(one.dashboard);
  });

  it('has about 120 learners through the whole flow and an effect size', () => {
    const d = one.dashboard;
    const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
    expect(d.flow.enrolled).toBe(demoLearners);
    expect(d.flow.consented + d.flow.declined + d.flow.undecided).toBe(demoLearners);
    // Every consenting learner was allocated; the two who withdrew stay in their allocation.
    expect(d.flow).toMatchObject({
      consented: 103,
      declined: 17,
      undecided: 0,
      withdrawn: 2,
      randomised: 103,
    });
    expect(sum(d.flow.allocated)).toBe(d.flow.consented);
    expect(sum(d.flow.withdrew)).toBe(2);
    expect(sum(d.flow.analysed)).toBeGreaterThan(70);
    for (const c of d.conditions) {
      expect(c.n).toBeGreaterThan(30);
      expect(c.nlg.ci_low).not.toBeNull();
    }
    expect(d.comparisons[0]!.hedges_g).not.toBeNull();
    // The primary analysis: the complete cases are the analysed learners; intention to treat holds every
    // allocated learner still taking part, the post-test of those without one carried forward.
    const { complete_cases: cc, intention_to_treat: itt } = d.primary;
    expect(cc.n).toBe(sum(d.flow.analysed));
    expect(itt.n).toBe(d.flow.randomised - sum(d.flow.withdrew));
    expect(itt.imputed_post).toBe(sum(d.flow.lost));
    for (const analysis of [cc, itt]) {
      expect(analysis.comparisons[0]!.difference).not.toBeNull();
      expect(analysis.comparisons[0]!.g_ci_low).not.toBeNull();
    }
    // The interactions of adaptive (matched) and author_order (no style), one per dimension, on the analysed
    // learners with a questionnaire result.
    expect(d.interactions.map((i) => i.dimension)).toEqual([
      'processing',
      'perception',
      'input',
      'understanding',
    ]);
    for (const i of d.interactions) {
      expect(i.n).toBeGreaterThan(30);
      expect(i.n).toBeLessThanOrEqual(cc.n);
      expect(i.ci_low).not.toBeNull();
    }
    console.info(`demo study seeded in ${one.seconds.toFixed(2)} s: ${JSON.stringify(d)}`);
  });

  it('keeps a path snapshot per allocated learner, through the studies module', async () => {
    const db = one.t.db;
    const allocated = one.allocations.filter((a) => a.condition !== null);
    const snapshots = await db
      .selectFrom('study_path_snapshots as s')
      .innerJoin('study_participants as p', 'p.id', 's.participant_id')
      .select([
        's.policy',
        's.level',
        's.steps',
        's.style_result_id',
        'p.condition',
        'p.stratum',
        's.created_at',
        'p.allocated_at',
      ])
      .orderBy('s.id')
      .execute();
    expect(snapshots).toHaveLength(allocated.length);
    for (const s of snapshots) {
      expect(s.policy).toBe(s.condition);
      expect(s.level).toBe(s.stratum);
      expect(s.created_at).toBe(s.allocated_at);
      // The path of each course: the overview, its two units and their learning objects.
      expect((JSON.parse(s.steps) as string[]).length).toBeGreaterThanOrEqual(5);
      expect(s.style_result_id === null).toBe(s.policy === 'author_order');
    }
  });

  it('has learning-object attempts with their answers, and mastery through the shared BKT', async () => {
    const db = one.t.db;
    const attempts = await db
      .selectFrom('quiz_attempts')
      .selectAll()
      .where('kind', '=', 'learning_object')
      .orderBy('id')
      .execute();
    expect(attempts.length).toBeGreaterThan(demoLearners);
    const answers = await db.selectFrom('attempt_answers').selectAll().orderBy('id').execute();
    // Two answers per attempt, and the score is the count of correct ones.
    expect(answers).toHaveLength(2 * attempts.length);
    for (const a of attempts) {
      const mine = answers.filter((x) => x.attempt_id === a.id);
      expect(Number(a.score)).toBe(mine.filter((x) => x.is_correct === 1).length);
      expect(Number(a.total_score_possible)).toBe(2);
      expect(a.status).toBe(Number(a.score) >= 1 ? 'passed' : 'failed');
    }
    const updates = await db.selectFrom('mastery_updates').selectAll().orderBy('id').execute();
    expect(updates).toHaveLength(attempts.length);
    // The first submission on an object starts from the prior 0.1; with both answers right (guesses 1/3 and
    // 1/2, slip 0.1, learn 0.1) by hand: 0.09/0.39 = 0.230769, then 0.207692/0.592308 = 0.350649, then the
    // transit 0.350649 + 0.649351 * 0.1 = 0.415584.
    const byId = new Map(attempts.map((a) => [a.id, a]));
    const bothRightFirst = updates.filter(
      (u) => Number(u.p_before) === 0.1 && Number(byId.get(u.attempt_id)!.score) === 2,
    );
    expect(bothRightFirst.length).toBeGreaterThan(0);
    for (const u of bothRightFirst) expect(Number(u.p_after)).toBeCloseTo(0.415584, 6);
    // Each learner's estimate of an object is the last update's, and each update starts where the last ended.
    const mastery = await db.selectFrom('mastery').selectAll().execute();
    for (const m of mastery) {
      const trail = updates.filter(
        (u) => u.user_id === m.user_id && u.learning_object_id === m.learning_object_id,
      );
      expect(Number(trail[0]!.p_before)).toBe(0.1);
      for (let k = 1; k < trail.length; k++) expect(trail[k]!.p_before).toBe(trail[k - 1]!.p_after);
      expect(Number(m.p_known)).toBe(Number(trail.at(-1)!.p_after));
      expect(m.observations).toBe(2 * trail.length);
    }
    expect(mastery.length).toBeGreaterThan(demoLearners);
    const again = await two.t.db
      .selectFrom('mastery_updates')
      .select(['p_before', 'p_after'])
      .orderBy('id')
      .execute();
    expect(again).toEqual(updates.map((u) => ({ p_before: u.p_before, p_after: u.p_after })));
  });

  it("fills the package's attempts, answers, path snapshots, mastery and exposures files for the learners taking part", async () => {
    const db = one.t.db;
    const taking = one.allocations.filter((a) => a.condition !== null).length - one.dashboard.flow.withdrawn;
    expect(await pq.snapshots(db, one.studyId)).toHaveLength(taking);
    const attempts = await pq.attempts(db, one.studyId);
    const learning = attempts.filter((a) => a.kind === 'learning_object');
    expect(learning.length).toBeGreaterThan(taking);
    expect(await pq.answers(db, one.studyId)).toHaveLength(2 * learning.length);
    expect(await pq.mastery(db, one.studyId)).toHaveLength(learning.length);
    // Each object whose quiz a learner took was shown to them once, before its first attempt.
    const exposures = await pq.exposures(db, one.studyId);
    expect(exposures).toHaveLength(new Set(learning.map((a) => `${a.user_id}:${a.learning_object_id}`)).size);
    const firstAttempt = new Map<string, string>();
    for (const a of learning) {
      const key = `${a.user_id}:${a.learning_object_id}`;
      if (!firstAttempt.has(key)) firstAttempt.set(key, a.started_at);
    }
    for (const e of exposures)
      expect(
        Date.parse(firstAttempt.get(`${e.user_id}:${e.learning_object_id}`)!) - Date.parse(e.opened_at),
      ).toBe(20 * 60 * 1000);
  });

  it('dates nothing after the day it was seeded: no survey, attempt or enrolment in the future', async () => {
    const seededAt = '2026-04-01T08:00:00.000Z';
    const latest = async (table: string, column: string) =>
      (
        await sql<{
          at: string | null;
        }>`select max(${sql.ref(column)}) as at from ${sql.table(table)}`.execute(one.t.db)
      ).rows[0]?.at;
    for (const [table, column] of [
      ['feedback_responses', 'created_at'],
      ['quiz_attempts', 'submitted_at'],
      ['enrolments', 'completed_at'],
    ] as const) {
      const at = await latest(table, column);
      expect(at, `${table}.${column}`).not.toBeNull();
      expect(String(at) <= seededAt, `${table}.${column}: ${at}`).toBe(true);
    }
  });

  it('is seeded once', async () => {
    await demoStudySeeder.run({
      db: one.t.db,
      engine: one.t.database.engine,
      config: one.t.config,
      passwords: one.t.app.passwords,
      print: () => {},
    });
    expect(await one.t.db.selectFrom('studies').select('id').execute()).toHaveLength(1);
  });

  // Several API processes share one PostgreSQL (docs/scaling.md); one SQLite file has one process.
  it.runIf(usePostgres)('is seeded once by processes starting together', async () => {
    const fresh = await prepared();
    try {
      const ctx = {
        db: fresh.t.db,
        engine: fresh.t.database.engine,
        config: fresh.t.config,
        passwords: fresh.t.app.passwords,
        print: () => {},
      };
      await Promise.all([demoStudySeeder.run(ctx), demoStudySeeder.run(ctx)]);
      const studies = await fresh.t.db.selectFrom('studies').select('id').execute();
      expect(studies).toHaveLength(1);
    } finally {
      await fresh.t.close();
    }
  });
});
