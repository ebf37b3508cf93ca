// The demo study: seeded twice on two fresh databases it gives the same allocations and the same figures (the
// simulation is deterministic), about 120 learners flow through consent, allocation, pretest and post-test, and
// the dashboard has an effect size; it is seeded once, and only when no study exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { category, course, courseQuiz } from '../../modules/dashboards/fixtures';
import { seedFeedbackQuestions } from '../../modules/feedback/seed';
import { dashboardFor } from '../../modules/studies/reports';
import { createTestApp, userWithTokens } from '../../test/helpers';
import { demoLearners, demoStudySeeder, seedDemoStudy } from './study';

async function seeded() {
  const t = await createTestApp();
  const admin = await userWithTokens(t, { role: 1 });
  await seedFeedbackQuestions(t.db);
  const cat = await category(t, 'Demo');
  for (const title of ['First', 'Second']) await courseQuiz(t, await course(t, title, cat));
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
    expect(d.flow.enrolled + d.flow.withdrawn).toBe(demoLearners);
    expect(d.flow.consented + d.flow.declined + d.flow.withdrawn).toBe(demoLearners);
    expect(sum(d.flow.allocated)).toBe(d.flow.consented);
    expect(sum(d.flow.analysed)).toBeGreaterThan(70);
    for (const c of d.conditions) {
      expect(c.n).toBeGreaterThan(30);
      expect(c.nlg.ci_low).not.toBeNull();
    }
    expect(d.comparisons[0]!.hedges_g).not.toBeNull();
    console.info(`demo study seeded in ${one.seconds.toFixed(2)} s: ${JSON.stringify(d)}`);
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
});
