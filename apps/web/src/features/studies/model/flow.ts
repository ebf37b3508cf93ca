// The CONSORT-style flow of a study (docs/design/adaptive.md §10) as rows a diagram and a table both read: the
// stages before allocation are counted once for the study, the stages after it once per condition.
import type { StudyCondition, StudyDashboard } from '@parcours/shared';

export type StudyFlow = StudyDashboard['flow'];
export const sharedStages = ['enrolled', 'consented', 'declined', 'withdrawn'] as const;
export const armStages = ['allocated', 'pretest', 'completed', 'posttest', 'analysed'] as const;
export type ArmStage = (typeof armStages)[number];
export type FlowStage = (typeof sharedStages)[number] | ArmStage;

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
  return flow[stage][condition] ?? 0;
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
