import { describe, expect, it } from 'vitest';
import { flowConditions, flowRows, type StudyFlow } from './flow';
import { intervalScale } from './forest';
import { safeNext } from './next';
import {
  changedFields,
  emptyStudyValues,
  plannedPerCondition,
  studyFormErrors,
  toStudyBody,
  unusedConditions,
} from './studyForm';

// 10 enrolled: 2 declined, 1 not decided, 7 consented and allocated (3 level only, 4 adaptive); one adaptive
// learner withdrew after the allocation.
const flow: StudyFlow = {
  enrolled: 10,
  consented: 7,
  declined: 2,
  undecided: 1,
  awaiting_allocation: 0,
  withdrawn_before_allocation: 0,
  randomised: 7,
  withdrawn: 1,
  allocated: { level_only: 3, adaptive: 4 },
  withdrew: { level_only: 0, adaptive: 1 },
  pretest: { level_only: 3, adaptive: 3 },
  completed: { level_only: 2, adaptive: 3 },
  posttest: { level_only: 2, adaptive: 2 },
  lost: { level_only: 1, adaptive: 1 },
  analysed: { level_only: 2, adaptive: 2 },
  excluded: {
    level_only: { withdrew: 0, no_posttest: 1, no_pretest: 0 },
    adaptive: { withdrew: 1, no_posttest: 1, no_pretest: 0 },
  },
};

describe('flow', () => {
  it('orders the conditions as the study lists them, then any other the server counted', () => {
    expect(flowConditions(flow, ['adaptive'])).toEqual(['adaptive', 'level_only']);
    expect(flowConditions(flow)).toEqual(['level_only', 'adaptive']);
  });

  it('counts each stage after allocation per condition and sums it, exclusions by reason', () => {
    const rows = flowRows(flow, ['adaptive', 'level_only', 'author_order']);
    expect(rows.map((r) => r.stage)).toEqual([
      'enrolled',
      'consented',
      'declined',
      'undecided',
      'awaiting_allocation',
      'withdrawn_before_allocation',
      'randomised',
      'allocated',
      'withdrew',
      'pretest',
      'completed',
      'posttest',
      'lost',
      'analysed',
      'excluded_withdrew',
      'excluded_no_posttest',
      'excluded_no_pretest',
    ]);
    const row = (stage: string) => rows.find((r) => r.stage === stage);
    expect(row('undecided')).toEqual({ stage: 'undecided', perCondition: [null, null, null], total: 1 });
    // A condition nobody was allocated to counts 0.
    expect(row('completed')).toEqual({ stage: 'completed', perCondition: [3, 2, 0], total: 5 });
    expect(row('allocated')).toEqual({ stage: 'allocated', perCondition: [4, 3, 0], total: 7 });
    expect(row('excluded_withdrew')).toEqual({
      stage: 'excluded_withdrew',
      perCondition: [1, 0, 0],
      total: 1,
    });
    expect(row('excluded_no_posttest')).toEqual({
      stage: 'excluded_no_posttest',
      perCondition: [1, 1, 0],
      total: 2,
    });
  });
});

describe('intervalScale', () => {
  it('always shows zero and puts round ticks around the intervals', () => {
    const scale = intervalScale([
      { key: 'a', label: 'A', estimate: 0.3, low: 0.12, high: 0.48 },
      { key: 'b', label: 'B', estimate: null, low: null, high: null },
    ]);
    // Span 0..0.48: a quarter is 0.12, rounded up to the nice step 0.2.
    expect(scale.min).toBe(0);
    expect(scale.max).toBeCloseTo(0.6);
    expect(scale.ticks.map((v) => Number(v.toFixed(2)))).toEqual([0, 0.2, 0.4, 0.6]);
    expect(scale.at(0.3)).toBeCloseTo(0.5);
  });

  it('reaches below zero for a negative effect', () => {
    const scale = intervalScale([{ key: 'g', label: 'g', estimate: -0.4, low: -1.1, high: 0.3 }]);
    expect(scale.min).toBeCloseTo(-1.5);
    expect(scale.max).toBeCloseTo(0.5);
    expect(scale.at(0)).toBeCloseTo(0.75);
  });
});

describe('safeNext', () => {
  it('keeps a path of this app and refuses another site', () => {
    expect(safeNext('/dashboard/courses/prestest/3', '/x')).toBe('/dashboard/courses/prestest/3');
    expect(safeNext('//evil.example/x', '/x')).toBe('/x');
    expect(safeNext('https://evil.example', '/x')).toBe('/x');
    expect(safeNext('/\\evil.example', '/x')).toBe('/x');
    expect(safeNext(null, '/x')).toBe('/x');
  });
});

describe('study form', () => {
  const filled = () => ({
    ...emptyStudyValues('abc123'),
    title: 'Order of lessons',
    courseIds: [4, 7],
    opensAt: '2026-01-05',
    closesAt: '2026-03-31',
    consentEn: 'You take part in a study.',
    consentFr: 'Vous participez à une étude.',
    delayedPosttestDays: '14',
  });

  it('turns the typed text into the study body', () => {
    expect(toStudyBody(filled())).toEqual({
      title: 'Order of lessons',
      description: '',
      courseIds: [4, 7],
      opensAt: '2026-01-05T00:00:00.000Z',
      closesAt: '2026-03-31T23:59:59.000Z',
      conditions: [
        { condition: 'adaptive', weight: 1 },
        { condition: 'author_order', weight: 1 },
      ],
      seed: 'abc123',
      consent: { en: 'You take part in a study.', fr: 'Vous participez à une étude.' },
      delayedPosttestDays: 14,
      postTestRule: 'first',
      fallbackCondition: 'adaptive',
      plan: null,
    });
    expect(studyFormErrors(filled())).toEqual({});
  });

  it('sends a plan once one of its texts is written, a decimal comma read as a point, each bad number on its field', () => {
    const plan = {
      ...filled(),
      planHypotheses: 'H1',
      planOutcome: 'Post-test',
      planAnalysis: 'ANCOVA',
      planAlpha: '0,01',
    };
    expect(toStudyBody(plan).plan).toEqual({
      hypotheses: 'H1',
      primaryOutcome: 'Post-test',
      analysis: 'ANCOVA',
      effectSize: 0.5,
      alpha: 0.01,
      power: 0.8,
      prePostCorrelation: 0.5,
    });
    // d 0.5, r 0.5, alpha .01, power .8: 0.75 · 2 · (2.5758 + 0.8416)² / 0.25 + 2.5758² / 4 = 70.07 + 1.66 = 71.73.
    expect(plannedPerCondition(plan)).toBe(72);
    expect(studyFormErrors({ ...plan, planOutcome: '', planEffectSize: '0', planCorrelation: 'x' })).toEqual({
      planOutcome: 'validation.required',
      planEffectSize: 'validation.invalidValue',
      planCorrelation: 'validation.invalidValue',
    });
    expect(plannedPerCondition({ ...plan, planCorrelation: 'x' })).toBeNull();
  });

  it('puts each rule of the shared schema on its field', () => {
    const values = {
      ...filled(),
      title: ' ',
      courseIds: [],
      consentFr: '',
      closesAt: '2025-12-31',
      delayedPosttestDays: '400',
      conditions: [
        { condition: 'adaptive' as const, weight: '1' },
        { condition: 'adaptive' as const, weight: '11' },
      ],
    };
    expect(studyFormErrors(values)).toEqual({
      title: 'validation.required',
      courseIds: 'validation.courseRequired',
      consentFr: 'validation.required',
      closesAt: 'validation.endBeforeStart',
      delayedPosttestDays: 'validation.invalidValue',
      'conditions.1.weight': 'validation.invalidValue',
      conditions: 'validation.studyConditions',
    });
  });

  it('offers the conditions not chosen yet, and sends only what changed', () => {
    expect(unusedConditions(filled().conditions)).toEqual(['style_mismatched', 'level_only']);
    const before = toStudyBody(filled());
    const after = toStudyBody({ ...filled(), consentEn: 'New text.' });
    expect(changedFields(before, after)).toEqual({
      consent: { en: 'New text.', fr: 'Vous participez à une étude.' },
    });
  });
});
