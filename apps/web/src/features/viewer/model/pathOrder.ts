// The course content in the learner's order: units and their learning objects as the learning path places them,
// with each unit's step on the path (role, lock). Content the path does not place keeps the author's order, after.
import type { LearningPath, PathStep } from '../../learning-paths';
import type { Content, ContentLearningObject, ContentUnit } from '../api/getCourseContent';

export type UnitStep = Extract<PathStep, { kind: 'unit' }>;

export interface ViewerUnit {
  unit: ContentUnit;
  /** The unit's step on the learner's path; null without a path (the author's order, nothing locked). */
  step: UnitStep | null;
  learningObjects: ContentLearningObject[];
}

/** Units and learning objects in the path's order; the author's order when there is no path. */
export function unitsInPathOrder(content: Content, path: LearningPath | null | undefined): ViewerUnit[] {
  if (!path)
    return content.units.map((unit) => ({ unit, step: null, learningObjects: unit.learningObjects }));
  const loRank = new Map<number, number>();
  for (const step of path.steps) {
    if (step.kind === 'learning_object') loRank.set(step.learningObjectId, loRank.size);
  }
  const rank = (lo: ContentLearningObject) => loRank.get(lo.id) ?? loRank.size;
  const byId = new Map(content.units.map((u) => [u.id, u]));
  const placed = path.steps.flatMap((step) => {
    const unit = step.kind === 'unit' ? byId.get(step.unitId) : undefined;
    return unit && step.kind === 'unit' ? [{ unit, step }] : [];
  });
  const placedIds = new Set(placed.map((p) => p.unit.id));
  return [
    ...placed.map(({ unit, step }) => ({
      unit,
      step,
      // Array sort is stable: objects the path does not place stay in the author's order, after the others.
      learningObjects: [...unit.learningObjects].sort((a, b) => rank(a) - rank(b)),
    })),
    ...content.units
      .filter((u) => !placedIds.has(u.id))
      .map((unit) => ({ unit, step: null, learningObjects: unit.learningObjects })),
  ];
}
