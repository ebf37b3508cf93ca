// The study dashboard's figures (docs/design/adaptive.md §7 and §10) from the study's data: the CONSORT-style
// flow, per condition n, mean pre and post with SD, mean normalized change with its t-based 95% interval,
// Hake's class gain and attrition, Hedges' g of the normalized change between each pair of conditions, and the
// balance of levels and styles. The package's summary is this same object.
import {
  hakeGain,
  hedgesG,
  learnerLevels,
  mean,
  meanInterval,
  normalizedChange,
  type StudyCondition,
  type StudyConditionWeight,
  type StudyDashboard,
  sampleSd,
  styleDimensions,
  stylePairs,
} from '@parcours/shared';
import type { StudyData, StudyParticipant } from './dataset';

const analysed = (p: StudyParticipant) => p.pre !== null && p.post !== null;
/** The normalized change of an analysed learner, null when it has none (both 0 or both 100). */
export const nlgOf = (p: StudyParticipant) => (analysed(p) ? normalizedChange(p.pre!, p.post!) : null);

export function studyDashboard(conditions: readonly StudyConditionWeight[], data: StudyData): StudyDashboard {
  const names = conditions.map((c) => c.condition);
  const of = (c: StudyCondition) => data.participants.filter((p) => p.condition === c);
  const perCondition = (pick: (p: StudyParticipant) => boolean) =>
    Object.fromEntries(names.map((c) => [c, of(c).filter(pick).length]));
  const nlgs = new Map(
    names.map(
      (c) =>
        [
          c,
          of(c)
            .map(nlgOf)
            .filter((v): v is number => v !== null),
        ] as const,
    ),
  );

  return {
    flow: {
      enrolled: data.flow.enrolled,
      consented: data.flow.consented,
      declined: data.flow.declined,
      withdrawn: data.flow.withdrawn,
      allocated: perCondition(() => true),
      pretest: perCondition((p) => p.pre !== null),
      completed: perCondition((p) => p.completedAt !== null),
      posttest: perCondition((p) => p.post !== null),
      analysed: perCondition(analysed),
    },
    conditions: names.map((c) => {
      const group = of(c).filter(analysed);
      const pre = group.map((p) => p.pre!);
      const post = group.map((p) => p.post!);
      const meanPre = mean(pre);
      const meanPost = mean(post);
      const allocated = of(c).length;
      return {
        condition: c,
        n: group.length,
        pre: { mean: meanPre, sd: sampleSd(pre) },
        post: { mean: meanPost, sd: sampleSd(post) },
        nlg: meanInterval(nlgs.get(c)!),
        hake_gain: meanPre === null || meanPost === null ? null : hakeGain(meanPre, meanPost),
        attrition: {
          allocated,
          lost: allocated - group.length,
          rate: allocated === 0 ? null : (allocated - group.length) / allocated,
        },
      };
    }),
    comparisons: names.flatMap((a, i) =>
      names.slice(i + 1).map((b) => ({ a, b, ...hedgesG(nlgs.get(a)!, nlgs.get(b)!) })),
    ),
    balance: {
      levels: names.map((c) => ({
        condition: c,
        ...(Object.fromEntries(
          learnerLevels.map((l) => [l, of(c).filter((p) => p.stratum === l).length]),
        ) as Record<(typeof learnerLevels)[number], number>),
      })),
      styles: names.flatMap((c) =>
        styleDimensions.map((dimension) => {
          const counts: Record<string, number> = {
            [stylePairs[dimension][0]]: 0,
            [stylePairs[dimension][1]]: 0,
            none: 0,
          };
          for (const p of of(c)) {
            const d = p.style?.dimensions.find((x) => x.dimension === dimension);
            counts[d ? d.category : 'none']! += 1;
          }
          return { condition: c, dimension, counts };
        }),
      ),
    },
  };
}
