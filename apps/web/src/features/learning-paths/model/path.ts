// Reading a learning path for display: units with their steps, lock reasons, the viewer link of a step.
import { paths } from '../../../shared/paths';
import type { LearningPath, PathReason, PathStep } from '../api/getLearningPath';

export interface UnitGroup {
  /** Null for steps before the first unit (the course overview). */
  unit: Extract<PathStep, { kind: 'unit' }> | null;
  steps: PathStep[];
}

/** The steps in the learner's order, grouped under the unit that opens them. */
export function groupByUnit(steps: PathStep[]): UnitGroup[] {
  const groups: UnitGroup[] = [];
  for (const step of steps) {
    if (step.kind === 'unit') groups.push({ unit: step, steps: [] });
    else if (groups.length === 0 || step.kind === 'overview') groups.push({ unit: null, steps: [step] });
    else groups[groups.length - 1].steps.push(step);
  }
  return groups;
}

/** Why a step is locked: the reasons of its unit's lock. */
export function lockReasons(path: LearningPath, step: PathStep): PathReason[] {
  if (!step.locked) return [];
  if (step.kind === 'overview') return [];
  const lock = path.locks.find((l) => l.stepId === step.id || l.unitId === step.unitId);
  return lock?.reasons ?? [];
}

/** The reasons of the step that are not the lock's own (those are shown beside the lock icon). */
export function placementReasons(step: PathStep): PathReason[] {
  return step.reasons.filter((r) => !r.key.startsWith('path.lock.'));
}

/** The course viewer opened at a learning object. */
export function viewerLink(courseId: number, learningObjectId: number): string {
  return `${paths.student.course(courseId)}#lo-${learningObjectId}`;
}

/** The learning object a step opens in the viewer, if any. */
export function stepLearningObject(step: PathStep): number | null {
  if (step.kind === 'learning_object' || step.kind === 'quiz') return step.learningObjectId;
  if (step.kind === 'summary') return step.learningObjectIds[0] ?? null;
  return null;
}

/**
 * A mastery estimate P(L) as a whole percentage, rounded down so that 95% shows only once the object is
 * mastered (the threshold is 0.95).
 */
export function masteryPercent(pKnown: number): number {
  return Math.floor(Math.round(pKnown * 1e6) / 1e4);
}

export interface RuleGroup {
  /** The rule's key, as the server names the reason (`path.reason.concreteFirst`, a study policy's own key…). */
  key: string;
  /** Its texts, each once (a rule whose text depends on its values may read differently on some steps). */
  texts: string[];
  /** How many steps it placed; 0 for a rule given for the whole path only. */
  steps: number;
}

/**
 * Every reason of the path grouped once per rule (its key), the whole path's rules first, then the steps' in the
 * order they first appear. The lock's reasons stay with their unit.
 */
export function reasonsByRule(path: Pick<LearningPath, 'reasons' | 'steps'>): RuleGroup[] {
  const groups = new Map<string, RuleGroup>();
  const add = (reason: PathReason, step: boolean) => {
    const group = groups.get(reason.key) ?? { key: reason.key, texts: [], steps: 0 };
    if (!group.texts.includes(reason.text)) group.texts.push(reason.text);
    if (step) group.steps += 1;
    groups.set(reason.key, group);
  };
  for (const reason of path.reasons) add(reason, false);
  for (const step of path.steps) {
    // A rule counts once per step, however many of its reasons the step carries.
    const seen = new Set<string>();
    for (const reason of placementReasons(step)) {
      if (seen.has(reason.key)) continue;
      seen.add(reason.key);
      add(reason, true);
    }
  }
  return [...groups.values()];
}
