// The learning path over HTTP: order by learning style and level, reasons in both languages, sequential locks
// opening as quizzes are passed, progress and next step, rebuilding after a new result or level.
import type { LearnerLevel } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { type AdaptiveCourse, adaptiveCourse, enrolAt, masterByQuiz } from '../../test/learning-paths';
import {
  answersFor,
  balancedPlan,
  insertStyleResult,
  intuitiveReflectivePlan,
  sensingActivePlan,
} from '../../test/learning-style';

let t: TestApp;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  adminHeaders = (await userWithTokens(t, { role: 1 })).headers;
});
afterAll(async () => {
  await t.close();
});

interface Step {
  id: string;
  kind: string;
  locked: boolean;
  reasons: { key: string; params: Record<string, unknown>; text: string }[];
  media?: { id: number; kind: string }[];
  locked_by?: number | null;
}

const getPath = (headers: Record<string, string>, courseId: number, lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/courses/${courseId}/path`,
    headers: { ...headers, 'accept-language': lang },
  });

async function learnerOn(c: AdaptiveCourse, level: LearnerLevel | null) {
  const learner = await userWithTokens(t);
  const enrolment = await enrolAt(t, learner.row.id, c.course.id, level);
  return { ...learner, enrolment };
}

const stepIds = (steps: Step[]) => steps.map((s) => s.id);
const step = (steps: Step[], id: string) => steps.find((s) => s.id === id)!;

describe('GET /api/user/courses/{courseId}/path', () => {
  it('orders the same course differently for two learners with opposite styles', async () => {
    const c = await adaptiveCourse(t, adminHeaders);
    const { u1, u2, u3 } = c.units;
    const { ideas, example, practice, theory } = c.los;
    const q = c.quizzes;

    const sensing = await learnerOn(c, 'basic');
    await insertStyleResult(t, sensing.row.id, sensingActivePlan);
    const intuitive = await learnerOn(c, 'basic');
    await insertStyleResult(t, intuitive.row.id, intuitiveReflectivePlan);

    const a = await getPath(sensing.headers, c.course.id);
    expect(a.statusCode).toBe(200);
    const pathA = a.json().data;
    // Concrete before abstract, each quiz right after its object, units opening one after another.
    expect(stepIds(pathA.steps)).toEqual([
      `unit-${u1.id}`,
      `lo-${example.id}`,
      `quiz-${q.example.id}`,
      `lo-${ideas.id}`,
      `quiz-${q.ideas.id}`,
      `unit-${u2.id}`,
      `lo-${practice.id}`,
      `quiz-${q.practice.id}`,
      `unit-${u3.id}`,
      `lo-${theory.id}`,
    ]);
    expect(pathA.sequential).toBe(true);
    expect(pathA.level).toBe('basic');
    expect(pathA.style.dimensions[1]).toMatchObject({ category: 'sensing', score: 11 });
    expect(step(pathA.steps, `lo-${ideas.id}`).media!.map((m) => m.id)).toEqual([
      c.media.ideasImage,
      c.media.ideasDocument,
    ]);
    const exampleStep = step(pathA.steps, `lo-${example.id}`);
    expect(exampleStep).toMatchObject({
      kind: 'learning_object',
      unit_id: u1.id,
      role: 'core',
      learning_object_id: example.id,
      title: 'Example',
      learning_object_type: 'concrete',
      quiz_id: q.example.id,
      p_known: null,
      mastered: false,
      locked: false,
    });
    // Example moved before Ideas; its image already came before its audio, so no media reason.
    expect(exampleStep.reasons.map((r) => r.key)).toEqual(['path.reason.concreteFirst']);
    expect(step(pathA.steps, `lo-${ideas.id}`).reasons.map((r) => r.key)).toEqual([
      'path.reason.concreteFirst',
      'path.reason.visualFirst',
    ]);
    // Practice, alone in its unit with no media, is where it would be without any rule.
    expect(step(pathA.steps, `lo-${practice.id}`).reasons).toEqual([]);
    expect(exampleStep.reasons[0]).toEqual({
      key: 'path.reason.concreteFirst',
      params: { dimension: 'perception', pole: 'sensing', band: 'strong', score: 11 },
      text: 'Concrete examples come first because you prefer practical, real-world material.',
    });
    expect(step(pathA.steps, `quiz-${q.example.id}`)).toMatchObject({
      kind: 'quiz',
      quiz_id: q.example.id,
      learning_object_id: example.id,
      passed: false,
      reasons: [],
    });
    // Each quiz right after its object is the author's order: "try it now" changed nothing, so it is not a reason.
    expect(pathA.reasons.map((r: { key: string }) => r.key)).toEqual([
      'path.reason.levelBasic',
      'path.reason.stepByStep',
      'path.reason.concreteFirst',
      'path.reason.visualFirst',
    ]);

    const b = await getPath(intuitive.headers, c.course.id);
    const pathB = b.json().data;
    // An overview first, abstract before concrete, a summary then the quizzes at the end of each unit.
    expect(stepIds(pathB.steps)).toEqual([
      'overview',
      `unit-${u1.id}`,
      `lo-${ideas.id}`,
      `lo-${example.id}`,
      `summary-${u1.id}`,
      `quiz-${q.ideas.id}`,
      `quiz-${q.example.id}`,
      `unit-${u2.id}`,
      `lo-${practice.id}`,
      `summary-${u2.id}`,
      `quiz-${q.practice.id}`,
      `unit-${u3.id}`,
      `lo-${theory.id}`,
      `summary-${u3.id}`,
    ]);
    expect(pathB.sequential).toBe(false);
    expect(pathB.locks).toEqual([]);
    expect(pathB.steps.every((s: Step) => !s.locked)).toBe(true);
    expect(step(pathB.steps, `lo-${example.id}`).media!.map((m) => m.id)).toEqual([
      c.media.exampleAudio,
      c.media.exampleImage,
    ]);
    expect(step(pathB.steps, `summary-${u1.id}`)).toMatchObject({
      kind: 'summary',
      learning_object_ids: [ideas.id, example.id],
    });
    // Ideas already came before Example and every unit is open to anyone: only what changed is a reason.
    expect(pathB.reasons.map((r: { key: string }) => r.key)).toEqual([
      'path.reason.levelBasic',
      'path.reason.overviewFirst',
      'path.reason.verbalFirst',
      'path.reason.reflectSummary',
      'path.reason.quizzesAtEnd',
    ]);

    const fr = (await getPath(intuitive.headers, c.course.id, 'fr')).json().data;
    expect(fr.steps[0].reasons[0].key).toBe('path.reason.overviewFirst');
    expect(fr.steps[0].reasons[0].text).toBe(
      'Une vue d’ensemble du cours vient d’abord, car vous aimez voir le tableau complet.',
    );
  });

  it('keeps the author’s order without a result or level, and for balanced preferences', async () => {
    const c = await adaptiveCourse(t, adminHeaders);
    const { u1, u2, u3 } = c.units;
    const { ideas, example, practice, theory } = c.los;
    const authorOrder = [
      `unit-${u1.id}`,
      `lo-${ideas.id}`,
      `quiz-${c.quizzes.ideas.id}`,
      `lo-${example.id}`,
      `quiz-${c.quizzes.example.id}`,
      `unit-${u2.id}`,
      `lo-${practice.id}`,
      `quiz-${c.quizzes.practice.id}`,
      `unit-${u3.id}`,
      `lo-${theory.id}`,
    ];
    const fresh = await learnerOn(c, null);
    const path = (await getPath(fresh.headers, c.course.id)).json().data;
    expect(stepIds(path.steps)).toEqual(authorOrder);
    expect(path.level).toBeNull();
    expect(path.style).toBeNull();
    expect(path.reasons.map((r: { key: string }) => r.key)).toEqual([
      'path.reason.noLevel',
      'path.reason.noStyle',
    ]);
    expect(step(path.steps, `lo-${ideas.id}`).media!.map((m) => m.id)).toEqual([
      c.media.ideasDocument,
      c.media.ideasImage,
    ]);

    const balanced = await learnerOn(c, 'basic');
    await insertStyleResult(t, balanced.row.id, balancedPlan);
    const kept = (await getPath(balanced.headers, c.course.id)).json().data;
    expect(stepIds(kept.steps)).toEqual(authorOrder);
    // Balanced preferences change nothing and give no reason: the path says only where the level puts it.
    expect(kept.reasons.map((r: { key: string }) => r.key)).toEqual(['path.reason.levelBasic']);
    expect(kept.steps.filter((s: Step) => s.kind !== 'unit').every((s: Step) => s.reasons.length === 0)).toBe(
      true,
    );
  });

  it('starts at the learner’s level with lower units as optional review', async () => {
    const c = await adaptiveCourse(t, adminHeaders);
    const learner = await learnerOn(c, 'intermediate');
    const path = (await getPath(learner.headers, c.course.id)).json().data;
    const units = path.steps.filter((s: Step) => s.kind === 'unit');
    expect(units.map((u: { unit_id: number; role: string }) => [u.unit_id, u.role])).toEqual([
      [c.units.u2.id, 'core'],
      [c.units.u3.id, 'core'],
      [c.units.u1.id, 'review'],
    ]);
    expect(units[2].reasons[0].text).toBe(
      'Optional review: your pretest shows you already know much of this unit.',
    );
    // Progress counts the core units' objects only: Practice and Theory.
    expect(path.progress).toEqual({ done: 0, total: 2, percent: 0, mastered: 0 });
    expect(path.next_step).toMatchObject({ step_id: `lo-${c.los.practice.id}`, kind: 'learning_object' });
  });

  it('locks later units for a sequential learner until the quizzes of the previous unit are passed', async () => {
    const c = await adaptiveCourse(t, adminHeaders);
    const learner = await learnerOn(c, 'basic');
    await insertStyleResult(t, learner.row.id, sensingActivePlan);
    const { u1, u2, u3 } = c.units;

    const before = (await getPath(learner.headers, c.course.id)).json().data;
    expect(step(before.steps, `unit-${u1.id}`).locked).toBe(false);
    expect(step(before.steps, `unit-${u2.id}`)).toMatchObject({ locked: true, locked_by: u1.id });
    expect(step(before.steps, `lo-${c.los.practice.id}`).locked).toBe(true);
    expect(step(before.steps, `quiz-${c.quizzes.practice.id}`).locked).toBe(true);
    expect(before.locks).toEqual([
      {
        step_id: `unit-${u2.id}`,
        unit_id: u2.id,
        locked_by: u1.id,
        reasons: [
          {
            key: 'path.lock.previousUnit',
            params: { unitId: u1.id, unit: 'Unit 1', remaining: 2 },
            text: 'Pass the 2 remaining quizzes of “Unit 1” to open this unit.',
          },
        ],
      },
      {
        // Unit 3 waits on the unit just before it, not on unit 1.
        step_id: `unit-${u3.id}`,
        unit_id: u3.id,
        locked_by: u2.id,
        reasons: [
          expect.objectContaining({
            key: 'path.lock.previousUnit',
            params: { unitId: u2.id, unit: 'Unit 2', remaining: 1 },
            text: 'Pass the remaining quiz of “Unit 2” to open this unit.',
          }),
        ],
      },
    ]);
    expect(before.progress).toEqual({ done: 0, total: 4, percent: 0, mastered: 0 });
    expect(before.next_step).toEqual({
      step_id: `lo-${c.los.example.id}`,
      kind: 'learning_object',
      learning_object_id: c.los.example.id,
      quiz_id: c.quizzes.example.id,
      title: 'Example',
      reason: {
        key: 'mastery.reason.nextNotPassed',
        params: { title: 'Example' },
        text: 'Next best step: “Example” is the first part of your path whose quiz you have not passed yet.',
      },
    });

    // One quiz passed: still locked, one remaining.
    await masterByQuiz(t, learner.headers, c.quizzes.example);
    const half = (await getPath(learner.headers, c.course.id)).json().data;
    expect(step(half.steps, `unit-${u2.id}`).locked).toBe(true);
    expect(half.locks[0].reasons[0]).toMatchObject({
      params: { remaining: 1 },
      text: 'Pass the remaining quiz of “Unit 1” to open this unit.',
    });
    expect(step(half.steps, `quiz-${c.quizzes.example.id}`)).toMatchObject({ passed: true });

    await masterByQuiz(t, learner.headers, c.quizzes.ideas);
    const after = (await getPath(learner.headers, c.course.id)).json().data;
    expect(step(after.steps, `unit-${u2.id}`)).toMatchObject({ locked: false, locked_by: null });
    expect(step(after.steps, `lo-${c.los.practice.id}`).locked).toBe(false);
    expect(after.locks).toEqual([expect.objectContaining({ unit_id: u3.id, locked_by: u2.id })]);
    expect(after.progress).toEqual({ done: 2, total: 4, percent: 50, mastered: 2 });
    expect(after.next_step.step_id).toBe(`lo-${c.los.practice.id}`);
    const enrolment = await t.db
      .selectFrom('enrolments')
      .select('progress')
      .where('id', '=', learner.enrolment.id)
      .executeTakeFirstOrThrow();
    expect(enrolment.progress).toBe(50);
  });

  it('locks units of a course marked sequential whatever the learner’s style', async () => {
    const c = await adaptiveCourse(t, adminHeaders, { isSequential: true });
    const learner = await learnerOn(c, 'basic');
    await insertStyleResult(t, learner.row.id, intuitiveReflectivePlan);
    const path = (await getPath(learner.headers, c.course.id)).json().data;
    expect(path.sequential).toBe(true);
    expect(step(path.steps, `unit-${c.units.u2.id}`).locked).toBe(true);
    expect(step(path.steps, `unit-${c.units.u1.id}`).reasons.map((r) => r.key)).toContain(
      'path.reason.courseSequential',
    );
  });

  it('rebuilds after a new questionnaire result and a new level, keeping mastery', async () => {
    const c = await adaptiveCourse(t, adminHeaders);
    const learner = await learnerOn(c, 'basic');
    await insertStyleResult(t, learner.row.id, sensingActivePlan);
    await masterByQuiz(t, learner.headers, c.quizzes.example);
    const first = (await getPath(learner.headers, c.course.id)).json().data;
    expect(stepIds(first.steps)[1]).toBe(`lo-${c.los.example.id}`);
    expect(first.progress.mastered).toBe(1);

    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/user/Silverman/submit-responses',
      headers: learner.headers,
      payload: { responses: answersFor(intuitiveReflectivePlan), course_id: c.course.id },
    });
    expect(submitted.statusCode).toBe(200);
    const second = (await getPath(learner.headers, c.course.id)).json().data;
    expect(stepIds(second.steps).slice(0, 4)).toEqual([
      'overview',
      `unit-${c.units.u1.id}`,
      `lo-${c.los.ideas.id}`,
      `lo-${c.los.example.id}`,
    ]);
    expect(second.progress).toEqual(first.progress);
    expect(step(second.steps, `lo-${c.los.example.id}`)).toMatchObject({ mastered: true });

    await t.db
      .updateTable('enrolments')
      .set({ level: 'advanced' })
      .where('id', '=', learner.enrolment.id)
      .execute();
    const third = (await getPath(learner.headers, c.course.id)).json().data;
    expect(third.level).toBe('advanced');
    expect(third.steps.find((s: Step) => s.kind === 'unit').unit_id).toBe(c.units.u3.id);
    // Only Theory is core now, and it is not mastered; Example's mastery is kept on its review step.
    expect(third.progress).toEqual({ done: 0, total: 1, percent: 0, mastered: 0 });
    expect(step(third.steps, `lo-${c.los.example.id}`)).toMatchObject({ role: 'review', mastered: true });
    const stored = await t.db
      .selectFrom('enrolments')
      .select('progress')
      .where('id', '=', learner.enrolment.id)
      .executeTakeFirstOrThrow();
    // A GET never writes: the stored figure is the one the last quiz submission stored (1 of 4 core objects),
    // until the next write that moves it (docs/design/adaptive.md §4).
    expect(stored.progress).toBe(25);
  });

  it('answers 403 when not enrolled, 404 for a missing course, 401/403 for others', async () => {
    const c = await adaptiveCourse(t, adminHeaders);
    const stranger = await userWithTokens(t);
    const res = await getPath(stranger.headers, c.course.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You are not enrolled in this course.');
    const fr = await getPath(stranger.headers, c.course.id, 'fr');
    expect(fr.json().message).toBe("Vous n'êtes pas inscrit à ce cours.");
    const missing = await getPath(stranger.headers, 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Course will be available soon');
    expect((await getPath({}, c.course.id)).statusCode).toBe(401);
    expect((await getPath(adminHeaders, c.course.id)).statusCode).toBe(403);
  });
});
