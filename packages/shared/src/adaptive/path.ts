// The learning path of one learner in one course: units by level, then learning objects, media and quizzes
// ordered by the learning-style result, with the locks of a sequential course or learner and a reason per step.
import type { PathPolicy, UnitType } from '../constants';
import { isMastered, type MasteryMap, masteryOf } from './bkt';
import { type LearnerLevel, learnerLevels, type UnitRole, unitPlan } from './levels';
import { type AdaptiveMessageKey, reason as makeReason, type Reason, type ReasonParams } from './messages';
import { actionablePreference, type DimensionResult, type StyleResultLike, stylePairs } from './style';

export type MediaKind = 'image' | 'video' | 'audio' | 'document' | 'text';

/** A media item; any other fields (file name, title) travel through the path untouched. */
export interface PathMedia {
  id: number;
  kind: MediaKind | string;
}

export interface PathLearningObjectInput<M extends PathMedia = PathMedia> {
  id: number;
  title: string;
  type: 'abstract' | 'concrete';
  position: number;
  media: readonly M[];
  quizId: number | null;
  quizPassed: boolean;
}

export interface PathUnitInput<M extends PathMedia = PathMedia> {
  id: number;
  title: string;
  type: UnitType;
  position: number;
  learningObjects: readonly PathLearningObjectInput<M>[];
}

export interface PathInput<M extends PathMedia = PathMedia> {
  course: { isSequential: boolean };
  units: readonly PathUnitInput<M>[];
  /** Null until the learner has taken the pretest: the path then keeps the course's order. */
  level: LearnerLevel | null;
  style: StyleResultLike | null;
  /** P(L) per learning object; marks the learning object steps, never reorders them. */
  mastery?: MasteryMap | null;
  /** How the path is ordered (docs/design/adaptive.md §10); `adaptive` when the learner is in no study. */
  policy?: PathPolicy;
}

interface StepBase {
  /** Stable key of the step within the path. */
  id: string;
  locked: boolean;
  reasons: Reason[];
}

export interface OverviewStep extends StepBase {
  kind: 'overview';
}

export interface UnitStep extends StepBase {
  kind: 'unit';
  unitId: number;
  title: string;
  unitType: UnitType;
  role: UnitRole;
  /** The unit whose quizzes must be passed first, when locked. */
  lockedBy: number | null;
}

export interface LearningObjectStep<M extends PathMedia = PathMedia> extends StepBase {
  kind: 'learning_object';
  unitId: number;
  role: UnitRole;
  learningObjectId: number;
  title: string;
  learningObjectType: 'abstract' | 'concrete';
  media: M[];
  quizId: number | null;
  pKnown: number | null;
  mastered: boolean;
}

export interface QuizStep extends StepBase {
  kind: 'quiz';
  unitId: number;
  role: UnitRole;
  learningObjectId: number;
  /** The title of the learning object the quiz belongs to. */
  title: string;
  quizId: number;
  passed: boolean;
}

export interface SummaryStep extends StepBase {
  kind: 'summary';
  unitId: number;
  role: UnitRole;
  learningObjectIds: number[];
}

export type PathStep<M extends PathMedia = PathMedia> =
  | OverviewStep
  | UnitStep
  | LearningObjectStep<M>
  | QuizStep
  | SummaryStep;

export interface LearningPath<M extends PathMedia = PathMedia> {
  policy: PathPolicy;
  level: LearnerLevel | null;
  /** Whether units open one after another (course marked sequential, or a sequential learner). */
  sequential: boolean;
  /** How the path was built: the level and every rule that changed something on it. */
  reasons: Reason[];
  steps: PathStep<M>[];
}

const byAuthorOrder = (x: { position: number; id: number }, y: { position: number; id: number }) =>
  x.position - y.position || x.id - y.id;

function styleParams(d: DimensionResult) {
  return { dimension: d.dimension, pole: d.category, band: d.band, score: d.score };
}

function dedupe(reasons: Reason[]): Reason[] {
  const seen = new Set<string>();
  return reasons.filter((r) => {
    const id = `${r.key}|${JSON.stringify(r.params)}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

function orderUnits<M extends PathMedia>(
  units: readonly PathUnitInput<M>[],
  level: LearnerLevel | null,
  policy: PathPolicy,
) {
  const sorted = [...units].sort(byAuthorOrder);
  if (!level) return sorted.map((unit) => ({ unit, role: 'core' as UnitRole }));
  // The author's order keeps every unit in place; the level still marks the units below it as review.
  if (policy === 'author_order') {
    const start = learnerLevels.indexOf(level);
    return sorted.map((unit) => ({
      unit,
      role: (learnerLevels.indexOf(unit.type) < start ? 'review' : 'core') as UnitRole,
    }));
  }
  return unitPlan(level).flatMap(({ type, role }) =>
    sorted.filter((u) => u.type === type).map((unit) => ({ unit, role })),
  );
}

// The style rules' reasons, which say the rule fits the learner; under `style_mismatched` their `.plain` texts
// describe the same order without saying so.
const plainKeys = new Set<string>([
  'path.reason.concreteFirst',
  'path.reason.abstractFirst',
  'path.reason.visualFirst',
  'path.reason.verbalFirst',
  'path.reason.reflectSummary',
  'path.reason.quizzesAtEnd',
  'path.reason.overviewFirst',
  'path.reason.stepByStep',
]);

const levelReasonKey = {
  basic: 'path.reason.levelBasic',
  intermediate: 'path.reason.levelIntermediate',
  advanced: 'path.reason.levelAdvanced',
} as const;

/** The same result with every dimension on its opposite pole and the same score (`style_mismatched`). */
export function mismatchedStyle(style: StyleResultLike | null): StyleResultLike | null {
  if (!style) return null;
  return {
    dimensions: style.dimensions.map((d) => {
      const pair = stylePairs[d.dimension] as readonly string[];
      return {
        dimension: d.dimension,
        score: d.score,
        category: pair[0] === d.category ? pair[1]! : pair[0]!,
      };
    }),
  };
}

/** How a policy uses the learning style: the learner's, its opposite, or not at all (docs/design/adaptive.md §10). */
export function styleRuleOf(policy: PathPolicy): 'matched' | 'mismatched' | 'none' {
  if (policy === 'adaptive') return 'matched';
  if (policy === 'style_mismatched') return 'mismatched';
  return 'none';
}

/** The style a policy orders by: the learner's, its opposite, or none. */
function styleForPolicy(policy: PathPolicy, style: StyleResultLike | null): StyleResultLike | null {
  const rule = styleRuleOf(policy);
  if (rule === 'matched') return style;
  if (rule === 'mismatched') return mismatchedStyle(style);
  return null;
}

/**
 * Builds the path; the same input always gives the same path. The policy decides which rules apply, and the
 * reasons name only the rules applied: a mismatched rule is described without claiming it fits the learner.
 */
export function buildLearningPath<M extends PathMedia>(input: PathInput<M>): LearningPath<M> {
  const policy = input.policy ?? 'adaptive';
  const { level } = input;
  const style = styleForPolicy(policy, input.style);
  const usesStyle = styleRuleOf(policy) !== 'none';
  const reason = (key: AdaptiveMessageKey, params?: ReasonParams) =>
    makeReason(
      policy === 'style_mismatched' && plainKeys.has(key) ? (`${key}.plain` as AdaptiveMessageKey) : key,
      params,
    );
  // A moderate or strong preference applies a rule; a mild one, or no result, keeps the author's order and
  // gives no reason (docs/design/adaptive.md §3).
  const perception = actionablePreference(style, 'perception');
  const inputPreference = actionablePreference(style, 'input');
  const processing = actionablePreference(style, 'processing');
  const understanding = actionablePreference(style, 'understanding');

  const sequentialLearner = understanding?.category === 'sequential';
  const globalLearner = understanding?.category === 'global';
  const sequential = input.course.isSequential || sequentialLearner;

  const perceptionReason =
    perception &&
    reason(
      perception.category === 'sensing' ? 'path.reason.concreteFirst' : 'path.reason.abstractFirst',
      styleParams(perception),
    );
  const inputReason =
    inputPreference &&
    reason(
      inputPreference.category === 'visual' ? 'path.reason.visualFirst' : 'path.reason.verbalFirst',
      styleParams(inputPreference),
    );
  // An active learner's quiz right after its lesson is where it sits without any rule: only the reflective rule
  // moves quizzes, so only it gives a reason.
  const reflectiveLearner = processing?.category === 'reflective';
  const quizReason =
    reflectiveLearner && processing ? reason('path.reason.quizzesAtEnd', styleParams(processing)) : null;

  // Only a lock in turn changes something for a unit; an open unit is what every learner gets without a rule.
  let unitOrderReason: Reason | null = null;
  if (input.course.isSequential) unitOrderReason = reason('path.reason.courseSequential');
  else if (sequentialLearner && understanding)
    unitOrderReason = reason('path.reason.stepByStep', styleParams(understanding));

  const levelReason = level ? reason(levelReasonKey[level], { level }) : reason('path.reason.noLevel');
  const steps: PathStep<M>[] = [];
  if (globalLearner && understanding) {
    steps.push({
      kind: 'overview',
      id: 'overview',
      locked: false,
      reasons: [reason('path.reason.overviewFirst', styleParams(understanding))],
    });
  }

  // A core unit opens once every quiz of the core unit before it is passed and that unit is open itself; the lock
  // names the nearest earlier core unit with quizzes still to pass (units without quizzes and review units never
  // gate, and review units never lock).
  let blocker: { unitId: number; title: string; remaining: number } | null = null;
  for (const { unit, role } of orderUnits(input.units, level, policy)) {
    const los = [...unit.learningObjects].sort(byAuthorOrder);
    const locked = sequential && role === 'core' && blocker !== null;
    const unitReasons: Reason[] = [
      role === 'core' ? levelReason : reason('path.reason.optionalReview', { level: level ?? '' }),
    ];
    if (locked && blocker) {
      unitReasons.push(
        reason('path.lock.previousUnit', {
          unitId: blocker.unitId,
          unit: blocker.title,
          remaining: blocker.remaining,
        }),
      );
    } else if (role === 'core' && unitOrderReason) unitReasons.push(unitOrderReason);
    steps.push({
      kind: 'unit',
      id: `unit-${unit.id}`,
      unitId: unit.id,
      title: unit.title,
      unitType: unit.type,
      role,
      locked,
      lockedBy: locked && blocker ? blocker.unitId : null,
      reasons: dedupe(unitReasons),
    });

    const ordered = perception ? orderByPerception(los, perception.category) : los;
    const quizSteps: QuizStep[] = [];
    for (const [index, lo] of ordered.entries()) {
      const pKnown = masteryOf(input.mastery, lo.id);
      const media = inputPreference ? orderMedia(lo.media, inputPreference.category) : [...lo.media];
      // A step carries a style rule's reason only when the rule changed something for it
      // (docs/design/adaptive.md §3): the object moved, or its media were reordered.
      const reasons: Reason[] = [];
      if (perceptionReason && los[index] !== lo) reasons.push(perceptionReason);
      if (inputReason && media.some((m, i) => m !== lo.media[i])) reasons.push(inputReason);
      steps.push({
        kind: 'learning_object',
        id: `lo-${lo.id}`,
        unitId: unit.id,
        role,
        learningObjectId: lo.id,
        title: lo.title,
        learningObjectType: lo.type,
        media,
        quizId: lo.quizId,
        pKnown,
        mastered: isMastered(pKnown),
        locked,
        reasons,
      });
      if (lo.quizId === null) continue;
      const quiz: QuizStep = {
        kind: 'quiz',
        id: `quiz-${lo.quizId}`,
        unitId: unit.id,
        role,
        learningObjectId: lo.id,
        title: lo.title,
        quizId: lo.quizId,
        passed: lo.quizPassed,
        locked,
        // Right after its object is where the quiz sits without a rule, so only the reflective rule moves it.
        reasons: quizReason ? [quizReason] : [],
      };
      if (reflectiveLearner) quizSteps.push(quiz);
      else steps.push(quiz);
    }
    if (reflectiveLearner && processing && ordered.length > 0) {
      steps.push({
        kind: 'summary',
        id: `summary-${unit.id}`,
        unitId: unit.id,
        role,
        learningObjectIds: ordered.map((lo) => lo.id),
        locked,
        reasons: [reason('path.reason.reflectSummary', styleParams(processing))],
      });
    }
    steps.push(...quizSteps);

    if (role === 'core') {
      const remaining = los.filter((lo) => lo.quizId !== null && !lo.quizPassed).length;
      if (remaining > 0) blocker = { unitId: unit.id, title: unit.title, remaining };
    }
  }

  return {
    policy,
    level,
    sequential,
    // The level, what to do when there is no style result yet, then each rule that changed at least one step
    // (docs/design/adaptive.md §3): a rule that changed nothing is not given as a reason, even once.
    reasons: dedupe([
      levelReason,
      ...(style || !usesStyle ? [] : [reason('path.reason.noStyle')]),
      ...steps.flatMap((s) =>
        s.reasons.filter((r) => !r.key.startsWith('path.lock.') && r.key !== 'path.reason.optionalReview'),
      ),
    ]),
    steps,
  };
}

/** Sensing learners get concrete objects first, intuitive learners abstract ones; each group keeps its order. */
function orderByPerception<L extends { type: 'abstract' | 'concrete' }>(los: L[], pole: string): L[] {
  const first = pole === 'sensing' ? 'concrete' : 'abstract';
  return [...los.filter((lo) => lo.type === first), ...los.filter((lo) => lo.type !== first)];
}

/**
 * The media kinds each input pole is shown first (docs/design/adaptive.md §3); a course that adapts its media needs
 * one of each on every learning object before it is published (docs/design/product.md §4).
 */
export const visualMediaKinds = ['image', 'video'] as const satisfies readonly MediaKind[];
export const verbalMediaKinds = ['text', 'document', 'audio'] as const satisfies readonly MediaKind[];
const visualKinds = new Set<string>(visualMediaKinds);
const verbalKinds = new Set<string>(verbalMediaKinds);

/** Visual learners see images and videos first; verbal learners (pole `auditory`) texts, documents and audio first. */
function orderMedia<M extends PathMedia>(media: readonly M[], pole: string): M[] {
  const preferred = pole === 'visual' ? visualKinds : verbalKinds;
  return [...media.filter((m) => preferred.has(m.kind)), ...media.filter((m) => !preferred.has(m.kind))];
}
