// The learner's level from the pretest, and which unit types the level makes core or optional review.
import { levelThresholds, type UnitType } from '../constants';

export type LearnerLevel = UnitType;
export const learnerLevels: readonly LearnerLevel[] = ['basic', 'intermediate', 'advanced'];

/** Level from the pretest percentage: below 40 basic, 40 to under 70 intermediate, 70 or more advanced. */
export function levelFromPretest(percentage: number): LearnerLevel {
  if (!Number.isFinite(percentage))
    throw new RangeError(`A pretest percentage is a number, got ${percentage}`);
  if (percentage < levelThresholds.intermediate) return 'basic';
  if (percentage < levelThresholds.advanced) return 'intermediate';
  return 'advanced';
}

/**
 * The learner's level as an enrolment stores it: one of the three levels, or null before the pretest (or for a
 * value no level has). The one reading of the stored level (docs/design/adaptive.md §2).
 */
export function levelFromStored(stored: string | null | undefined): LearnerLevel | null {
  return stored && (learnerLevels as readonly string[]).includes(stored) ? (stored as LearnerLevel) : null;
}

export type UnitRole = 'core' | 'review';

export interface UnitPlanEntry {
  type: UnitType;
  role: UnitRole;
}

/**
 * The order of unit types on a learner's path: the path starts at the learner's level and climbs; the types
 * below the level follow as optional review, easiest first.
 */
export function unitPlan(level: LearnerLevel): UnitPlanEntry[] {
  const start = learnerLevels.indexOf(level);
  if (start < 0) throw new RangeError(`Unknown level ${String(level)}`);
  return [
    ...learnerLevels.slice(start).map((type): UnitPlanEntry => ({ type, role: 'core' })),
    ...learnerLevels.slice(0, start).map((type): UnitPlanEntry => ({ type, role: 'review' })),
  ];
}
