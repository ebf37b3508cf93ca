// The study dashboard's figures (docs/design/adaptive.md §7 and §10) from the study's data: the CONSORT 2010
// participant flow (docs/studies.md §4: every box adds up, a learner who withdrew stays in their allocation),
// per condition n, mean pre and post with SD, mean normalized change with its t-based 95% interval, Hake's
// class gain and attrition, Hedges' g of the normalized change between each pair of conditions, and the balance
// of levels and styles across the conditions as allocated, the primary analysis (ANCOVA), the WWC's attrition
// and baseline-equivalence tests per pair, and the condition x style interactions. The package's summary is this same object.
import {
  ancova,
  attritionCheck,
  equivalenceCheck,
  hakeGain,
  hedgesG,
  intentionToTreat,
  learnerLevels,
  mean,
  meanInterval,
  normalizedChange,
  type StudyCondition,
  type StudyConditionWeight,
  type StudyDashboard,
  sampleSd,
  signedScores,
  styleDimensions,
  styleInteraction,
  stylePairs,
  styleRuleOf,
} from '@parcours/shared';
import type { StudyData, StudyParticipant } from './dataset';
import { instrumentFigures } from './instruments';

const analysed = (p: StudyParticipant) => p.pre !== null && p.post !== null;
/** The normalized change of an analysed learner, null when it has none (both 0 or both 100). */
export const nlgOf = (p: StudyParticipant) => (analysed(p) ? normalizedChange(p.pre!, p.post!) : null);

/** The primary analysis (docs/studies.md §4): the ANCOVA on the complete cases and on the intention-to-treat set. */
function primaryAnalysis(names: readonly StudyCondition[], participants: readonly StudyParticipant[]) {
  const completeCases = participants
    .filter(analysed)
    .map((p) => ({ condition: p.condition, stratum: p.stratum, pre: p.pre!, post: p.post! }));
  const itt = intentionToTreat(participants);
  return {
    complete_cases: ancova(completeCases, names),
    intention_to_treat: {
      ...ancova(itt.learners, names),
      imputed_pre: itt.imputed_pre,
      imputed_post: itt.imputed_post,
    },
  };
}

/**
 * The condition x style interaction per pair of conditions whose style rules differ (matched, mismatched or none)
 * and per dimension, on the analysed learners who have a questionnaire result (docs/studies.md §4).
 */
function styleInteractions(names: readonly StudyCondition[], participants: readonly StudyParticipant[]) {
  const pairs = names.flatMap((a, i) => names.slice(i + 1).map((b) => ({ a, b })));
  return pairs
    .filter(({ a, b }) => styleRuleOf(a) !== styleRuleOf(b))
    .flatMap(({ a, b }) => {
      const members = participants.filter(
        (p) => (p.condition === a || p.condition === b) && analysed(p) && p.style !== null,
      );
      return styleDimensions.map((dimension, d) => ({
        a,
        b,
        dimension,
        ...styleInteraction(
          members.map((p) => ({
            second: p.condition === b,
            score: signedScores(p.style!)[d]!,
            pre: p.pre!,
            post: p.post!,
          })),
        ),
      }));
    });
}

export function studyDashboard(conditions: readonly StudyConditionWeight[], data: StudyData): StudyDashboard {
  const names = conditions.map((c) => c.condition);
  const of = (c: StudyCondition) => data.participants.filter((p) => p.condition === c);
  const allocatedTo = (c: StudyCondition) => data.allocations.filter((a) => a.condition === c);
  const taking = new Map(data.participants.map((p) => [p.userId, p]));
  /** Each allocation of the condition with the data of the learner if still taking part (null once withdrawn). */
  const arm = (c: StudyCondition) =>
    allocatedTo(c).map((a) => ({ a, p: a.withdrawn ? null : (taking.get(a.userId) ?? null) }));
  type Member = ReturnType<typeof arm>[number];
  const perCondition = (pick: (m: Member) => boolean) =>
    Object.fromEntries(names.map((c) => [c, arm(c).filter(pick).length]));
  const stillTaking = (m: Member) => !m.a.withdrawn;
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
      undecided: data.flow.undecided,
      awaiting_allocation: data.flow.awaitingAllocation,
      withdrawn_before_allocation: data.flow.withdrawnBeforeAllocation,
      randomised: data.allocations.length,
      withdrawn: data.flow.withdrawn,
      allocated: perCondition(() => true),
      withdrew: perCondition((m) => m.a.withdrawn),
      pretest: perCondition((m) => stillTaking(m) && m.p?.pre != null),
      completed: perCondition((m) => stillTaking(m) && m.p?.completedAt != null),
      posttest: perCondition((m) => stillTaking(m) && m.p?.post != null),
      lost: perCondition((m) => stillTaking(m) && m.p?.post == null),
      analysed: perCondition((m) => m.p !== null && analysed(m.p)),
      // Each allocated learner not analysed, under one reason: withdrew, else no post-test, else no pretest.
      excluded: Object.fromEntries(
        names.map((c) => {
          const members = arm(c);
          return [
            c,
            {
              withdrew: members.filter((m) => m.a.withdrawn).length,
              no_posttest: members.filter((m) => stillTaking(m) && m.p?.post == null).length,
              no_pretest: members.filter((m) => stillTaking(m) && m.p?.post != null && m.p.pre === null)
                .length,
            },
          ];
        }),
      ),
    },
    conditions: names.map((c) => {
      const group = of(c).filter(analysed);
      const pre = group.map((p) => p.pre!);
      const post = group.map((p) => p.post!);
      const meanPre = mean(pre);
      const meanPost = mean(post);
      const allocated = allocatedTo(c).length;
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
    primary: primaryAnalysis(names, data.participants),
    interactions: styleInteractions(names, data.participants),
    instruments: instrumentFigures(data.instruments),
    // WWC attrition compares the allocated with the analysed (the complete cases of the primary analysis).
    standards: names.flatMap((a, i) =>
      names.slice(i + 1).map((b) => {
        const arm = (c: StudyCondition) => ({
          allocated: allocatedTo(c).length,
          analysed: of(c).filter(analysed).length,
        });
        const pretests = (c: StudyCondition) =>
          of(c)
            .filter(analysed)
            .map((p) => p.pre!);
        return {
          a,
          b,
          attrition: attritionCheck(arm(a), arm(b)),
          baseline: equivalenceCheck(pretests(a), pretests(b)),
        };
      }),
    ),
    balance: {
      levels: names.map((c) => ({
        condition: c,
        ...(Object.fromEntries(
          learnerLevels.map((l) => [l, allocatedTo(c).filter((a) => a.stratum === l).length]),
        ) as Record<(typeof learnerLevels)[number], number>),
      })),
      // A withdrawn learner's style is data no longer read: they count in `withdrawn`, so each row sums to the
      // condition's allocation.
      styles: names.flatMap((c) =>
        styleDimensions.map((dimension) => {
          const counts: Record<string, number> = {
            [stylePairs[dimension][0]]: 0,
            [stylePairs[dimension][1]]: 0,
            none: 0,
            withdrawn: 0,
          };
          for (const { a, p } of arm(c)) {
            const d = p?.style?.dimensions.find((x) => x.dimension === dimension);
            counts[a.withdrawn ? 'withdrawn' : d ? d.category : 'none']! += 1;
          }
          return { condition: c, dimension, counts };
        }),
      ),
    },
  };
}
