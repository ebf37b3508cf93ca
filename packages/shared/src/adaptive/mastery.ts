// Mastery of learning objects by Bayesian Knowledge Tracing, progress along a path and the next best step.
import { type Reason, reason } from './messages';
import type { LearningObjectStep, LearningPath, PathMedia, PathStep, QuizStep } from './path';

export interface BktParams {
  /** P(L0): the chance the learner already knows the object before any answer. */
  prior: number;
  /** P(T): the chance of learning it at each opportunity. */
  learn: number;
  /** P(G): the chance of a correct answer without knowing. */
  guess: number;
  /** P(S): the chance of a wrong answer while knowing. */
  slip: number;
}

/** The defaults of the open tutor OATutor; a course may override each one. */
export const bktDefaults: Readonly<BktParams> = { prior: 0.1, learn: 0.1, guess: 0.1, slip: 0.1 };
export const masteryThreshold = 0.95;

export type BktOverrides = Partial<Record<keyof BktParams, number | null | undefined>>;

/** The course's parameters, a null or missing one (as stored in `courses.bkt_*`) taking the default. */
export function resolveBktParams(overrides: BktOverrides = {}): BktParams {
  const params = { ...bktDefaults };
  for (const name of Object.keys(bktDefaults) as (keyof BktParams)[]) {
    const value = overrides[name];
    if (value === null || value === undefined) continue;
    if (!Number.isFinite(value) || value < 0 || value > 1) {
      throw new RangeError(`BKT ${name} is a probability in 0..1, got ${value}`);
    }
    params[name] = value;
  }
  return params;
}

/**
 * One observation: the posterior given the answer, then the chance of learning at this opportunity:
 * P(L|correct) = P(L)(1-S) / (P(L)(1-S) + (1-P(L))G), P(L|wrong) = P(L)S / (P(L)S + (1-P(L))(1-G)),
 * P(L) <- P(L|obs) + (1 - P(L|obs)) T.
 */
export function bktUpdate(pKnown: number, correct: boolean, overrides: BktOverrides = {}): number {
  if (!Number.isFinite(pKnown) || pKnown < 0 || pKnown > 1) {
    throw new RangeError(`P(L) is a probability in 0..1, got ${pKnown}`);
  }
  const { learn, guess, slip } = resolveBktParams(overrides);
  const known = correct ? pKnown * (1 - slip) : pKnown * slip;
  const unknown = correct ? (1 - pKnown) * guess : (1 - pKnown) * (1 - guess);
  // With guess or slip at 0 an impossible observation leaves nothing to divide; it then teaches nothing.
  const posterior = known + unknown === 0 ? pKnown : known / (known + unknown);
  return posterior + (1 - posterior) * learn;
}

/** The estimate after a series of answers, starting from the prior. */
export function bktTrace(answers: readonly boolean[], overrides: BktOverrides = {}): number {
  const params = resolveBktParams(overrides);
  return answers.reduce((p, correct) => bktUpdate(p, correct, params), params.prior);
}

export function isMastered(pKnown: number | null | undefined, threshold = masteryThreshold): boolean {
  return typeof pKnown === 'number' && pKnown >= threshold;
}

/** P(L) per learning object id, as a Map or a plain object. */
export type MasteryMap = ReadonlyMap<number, number> | Readonly<Record<number, number>>;

export function masteryOf(mastery: MasteryMap | null | undefined, learningObjectId: number): number | null {
  if (!mastery) return null;
  const value =
    mastery instanceof Map
      ? mastery.get(learningObjectId)
      : (mastery as Readonly<Record<number, number>>)[learningObjectId];
  return typeof value === 'number' ? value : null;
}

export interface Progress {
  mastered: number;
  total: number;
  /** 0..100, rounded down so that 100 means every object is mastered. */
  percent: number;
}

/** Mastered objects over all objects on the path (each id counted once). */
export function progressFromMastery(
  pathLearningObjectIds: readonly number[],
  mastery: MasteryMap | null | undefined,
  threshold = masteryThreshold,
): Progress {
  const ids = [...new Set(pathLearningObjectIds)];
  const mastered = ids.filter((id) => isMastered(masteryOf(mastery, id), threshold)).length;
  const total = ids.length;
  return { mastered, total, percent: total === 0 ? 0 : Math.floor((mastered / total) * 100) };
}

/**
 * The learning objects a learner's progress counts: those of the core units, in path order. Optional review
 * units are left out unless asked for, so a learner who skips them can still reach 100 percent.
 */
export function pathLearningObjectIds(
  path: LearningPath,
  options: { includeReview?: boolean } = {},
): number[] {
  return path.steps
    .filter((s): s is LearningObjectStep => s.kind === 'learning_object')
    .filter((s) => options.includeReview || s.role === 'core')
    .map((s) => s.learningObjectId);
}

export interface NextBestStep<S extends PathStep = PathStep> {
  step: S;
  reason: Reason;
}

/**
 * The first core learning object not yet mastered. When that object sits in a locked unit, the step is the
 * first open quiz not yet passed, since passing it is what opens the way. Null when every object is mastered.
 */
export function nextBestStep<M extends PathMedia>(
  path: LearningPath<M>,
  mastery?: MasteryMap | null,
  threshold = masteryThreshold,
): NextBestStep<LearningObjectStep<M> | QuizStep> | null {
  const masteredNow = (s: LearningObjectStep<M>) =>
    mastery ? isMastered(masteryOf(mastery, s.learningObjectId), threshold) : isMastered(s.pKnown, threshold);
  const index = path.steps.findIndex(
    (s) => s.kind === 'learning_object' && s.role === 'core' && !masteredNow(s),
  );
  if (index < 0) return null;
  const step = path.steps[index] as LearningObjectStep<M>;
  if (step.locked) {
    const blocker = path.steps
      .slice(0, index)
      .find((s): s is QuizStep => s.kind === 'quiz' && !s.locked && !s.passed && s.role === 'core');
    if (blocker) {
      return { step: blocker, reason: reason('mastery.reason.passQuizToUnlock', { title: blocker.title }) };
    }
  }
  return {
    step,
    reason: reason('mastery.reason.nextUnmastered', {
      title: step.title,
      percent: Math.round((masteryOf(mastery, step.learningObjectId) ?? step.pKnown ?? 0) * 100),
    }),
  };
}
