// Progress along a path and the next best step, from the mastery estimates of bkt.ts.
import { isMastered, type MasteryMap, masteryOf, masteryThreshold } from './bkt';
import { type Reason, reason } from './messages';
import type { LearningObjectStep, LearningPath, PathMedia, PathStep, QuizStep } from './path';

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
 * The next best step (docs/design/adaptive.md §4): the first core learning object whose quiz is not passed,
 * then the first not yet mastered. When that object sits in a locked unit, the step is the first open quiz not
 * yet passed, since passing it is what opens the way. Null when every object is passed and mastered.
 */
export function nextBestStep<M extends PathMedia>(
  path: LearningPath<M>,
  mastery?: MasteryMap | null,
  threshold = masteryThreshold,
): NextBestStep<LearningObjectStep<M> | QuizStep> | null {
  const masteredNow = (s: LearningObjectStep<M>) =>
    mastery ? isMastered(masteryOf(mastery, s.learningObjectId), threshold) : isMastered(s.pKnown, threshold);
  const passed = new Set(
    path.steps.filter((s): s is QuizStep => s.kind === 'quiz' && s.passed).map((s) => s.learningObjectId),
  );
  const coreIndex = (test: (s: LearningObjectStep<M>) => boolean) =>
    path.steps.findIndex((s) => s.kind === 'learning_object' && s.role === 'core' && test(s));
  const notPassedIndex = coreIndex((s) => s.quizId !== null && !passed.has(s.learningObjectId));
  const index = notPassedIndex >= 0 ? notPassedIndex : coreIndex((s) => !masteredNow(s));
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
  if (notPassedIndex >= 0) {
    return { step, reason: reason('mastery.reason.nextNotPassed', { title: step.title }) };
  }
  return {
    step,
    reason: reason('mastery.reason.nextUnmastered', {
      title: step.title,
      percent: Math.round((masteryOf(mastery, step.learningObjectId) ?? step.pKnown ?? 0) * 100),
    }),
  };
}
