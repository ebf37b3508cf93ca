// The CONSORT 2010 participant flow of a study (docs/studies.md §4) as rows a diagram and a table both read: the
// stages before allocation are counted once for the study, the stages after it once per condition, and the
// exclusions from the analysis per condition and reason. A learner who withdrew after the allocation stays in
// their condition's allocation.
import {
  type StudyCondition,
  type StudyDashboard,
  type StudyExclusionReason,
  studyExclusionReasons,
} from '@parcours/shared';

export type StudyFlow = StudyDashboard['flow'];
const sharedStages = [
  'enrolled',
  'consented',
  'declined',
  'undecided',
  'awaiting_allocation',
  'withdrawn_before_allocation',
  'randomised',
] as const;
export type SharedStage = (typeof sharedStages)[number];
/** The per-condition stages, in the order of the flow; `excluded_<reason>` are the exclusions from analysis. */
const armStages = [
  'allocated',
  'withdrew',
  'pretest',
  'completed',
  'posttest',
  'lost',
  'analysed',
  ...studyExclusionReasons.map((r) => `excluded_${r}` as const),
] as const;
export type ArmStage = (typeof armStages)[number];
type FlowStage = SharedStage | ArmStage;
export const exclusionReasons = studyExclusionReasons;
type ExclusionReason = StudyExclusionReason;

export interface FlowRow {
  stage: FlowStage;
  /** One count per condition, in the order given; null for a stage counted before allocation. */
  perCondition: (number | null)[];
  total: number;
}

/** The conditions of the flow, in the study's order when given, else in the order the server sent them. */
export function flowConditions(flow: StudyFlow, order?: readonly StudyCondition[]): StudyCondition[] {
  const present = Object.keys(flow.allocated) as StudyCondition[];
  if (!order?.length) return present;
  return [...order, ...present.filter((c) => !order.includes(c))];
}

export function armCount(flow: StudyFlow, stage: ArmStage, condition: StudyCondition): number {
  if (stage.startsWith('excluded_')) {
    const reason = stage.slice('excluded_'.length) as ExclusionReason;
    return flow.excluded[condition]?.[reason] ?? 0;
  }
  return flow[stage as Exclude<ArmStage, `excluded_${string}`>][condition] ?? 0;
}

/** Every stage of the flow, top to bottom, with its count per condition and in all. */
export function flowRows(flow: StudyFlow, conditions: readonly StudyCondition[]): FlowRow[] {
  return [
    ...sharedStages.map((stage) => ({
      stage,
      perCondition: conditions.map(() => null),
      total: flow[stage],
    })),
    ...armStages.map((stage) => {
      const perCondition = conditions.map((c) => armCount(flow, stage, c));
      return { stage, perCondition, total: perCondition.reduce((a, b) => a + b, 0) };
    }),
  ];
}
