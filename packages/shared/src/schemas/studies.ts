// Wire schemas of studies (docs/design/adaptive.md §10; docs/design/contract.md §10): the study settings that
// admins and researchers edit, the researcher's dashboard, and the learner's consent.
import { z } from 'zod';
import { styleDimensions } from '../adaptive/style';
import { pathPolicies, unitTypes } from '../constants';
import { quizForms } from '../quiz/forms';
import { attritionVerdicts, equivalenceVerdicts } from '../stats/wwc';
import { postTestRules } from './courses';

/** The conditions of a study are the path policies (docs/design/adaptive.md §10). */
export const studyConditions = pathPolicies;
export type StudyCondition = (typeof studyConditions)[number];
export const studyStates = ['draft', 'open', 'closed'] as const;
export type StudyState = (typeof studyStates)[number];
export const consentDecisions = ['accept', 'decline', 'later'] as const;
export type ConsentDecision = (typeof consentDecisions)[number];
/** A learner's standing in a study: `pending` until they accept or decline (and after "read later"). */
export const participationStatuses = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type ParticipationStatus = (typeof participationStatuses)[number];

const isoDate = z.iso.datetime({ offset: true, error: 'validation.invalidValue' });
const text = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');

export const studyConditionWeight = z.object({
  condition: z.enum(studyConditions, { error: 'validation.invalidValue' }),
  /** A whole number from 1 to 10: the condition's share of each allocation block. */
  weight: z.number({ error: 'validation.invalidValue' }).int('validation.invalidValue').min(1).max(10),
});
export type StudyConditionWeight = z.infer<typeof studyConditionWeight>;

export const consentTexts = z.object({ en: text(20_000), fr: text(20_000) });
export type ConsentTexts = z.infer<typeof consentTexts>;

const ratio = (min: number, max: number) =>
  z
    .number({ error: 'validation.invalidValue' })
    .min(min, 'validation.invalidValue')
    .max(max, 'validation.invalidValue');

/**
 * The pre-registered plan (docs/studies.md §2): written before the data, frozen when the study opens. The sample
 * size is computed from it (`ancovaSampleSize`), never typed.
 */
export const studyPlan = z.object({
  hypotheses: text(5000),
  primary_outcome: text(2000),
  analysis: text(5000),
  /** The smallest effect worth finding, in post-test SDs (Cohen's d). */
  effect_size: ratio(0.05, 3),
  /** Two-sided significance level. */
  alpha: ratio(0.001, 0.2),
  power: ratio(0.5, 0.99),
  /** The pretest/post-test correlation expected (from an earlier run of the course, or 0.5). */
  pre_post_correlation: ratio(0, 0.95),
});
export type StudyPlan = z.infer<typeof studyPlan>;

const studyFields = {
  title: text(200),
  description: z.string().trim().max(5000, 'validation.tooLong').default(''),
  course_ids: z
    .array(z.number().int().positive(), { error: 'validation.courseRequired' })
    .min(1, 'validation.courseRequired')
    .max(50),
  opens_at: isoDate,
  closes_at: isoDate,
  conditions: z
    .array(studyConditionWeight)
    .min(2, 'validation.studyConditions')
    .max(studyConditions.length, 'validation.studyConditions'),
  /** The allocation seed: the same seed and the same arrivals give the same assignments. */
  seed: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  consent: consentTexts,
  /** Days after completion when the delayed post-test opens (a reminder is mailed); null for none. */
  delayed_posttest_days: z
    .number()
    .int()
    .min(1, 'validation.invalidValue')
    .max(365, 'validation.invalidValue')
    .nullable(),
  post_test_rule: z.enum(postTestRules, { error: 'validation.invalidValue' }),
  /** The path policy of learners who decline, withdraw or are not allocated. */
  fallback_condition: z.enum(studyConditions, { error: 'validation.invalidValue' }).default('adaptive'),
  /** The pre-registered plan; null for none. Frozen once the study opens. */
  plan: studyPlan.nullable().default(null),
};

const distinctConditions = (v: { conditions?: { condition: string }[] }) =>
  !v.conditions || new Set(v.conditions.map((c) => c.condition)).size === v.conditions.length;
const windowInOrder = (v: { opens_at?: string; closes_at?: string }) =>
  !v.opens_at || !v.closes_at || Date.parse(v.closes_at) > Date.parse(v.opens_at);

export const studyInput = z
  .object(studyFields)
  .refine(distinctConditions, { path: ['conditions'], message: 'validation.studyConditions' })
  .refine(windowInOrder, { path: ['closes_at'], message: 'validation.endBeforeStart' });
export type StudyInput = z.input<typeof studyInput>;
export type StudyInputParsed = z.output<typeof studyInput>;

/**
 * PATCH: any subset of the fields, without the defaults of a new study: a field left out keeps its value (a
 * default here would reset the description, the fallback condition and the plan on every save). Conditions and
 * seed are refused (409) once a learner is allocated.
 */
export const studyPatch = z
  .object({
    ...studyFields,
    description: studyFields.description.unwrap(),
    fallback_condition: studyFields.fallback_condition.unwrap(),
    plan: studyFields.plan.unwrap(),
  })
  .partial()
  .refine(distinctConditions, { path: ['conditions'], message: 'validation.studyConditions' })
  .refine(windowInOrder, { path: ['closes_at'], message: 'validation.endBeforeStart' });
export type StudyPatch = z.infer<typeof studyPatch>;

export const studyCourse = z.object({ id: z.number(), title: z.string() });

/** `GET /api/studies/courses`: the courses the caller may choose for a new study, or for study `study_id`. */
export const studyCourseChoicesQuery = z.object({
  study_id: z.coerce.number().int().positive().optional(),
});
export const studyCourseChoices = z.object({ items: z.array(studyCourse) });
export type StudyCourseChoices = z.infer<typeof studyCourseChoices>;

export const studySummary = z.object({
  id: z.number(),
  title: z.string(),
  state: z.enum(studyStates),
  courses: z.array(studyCourse),
  opens_at: z.string(),
  closes_at: z.string(),
  /** Learners allocated to a condition, those who withdrew since included (the dashboard's `flow.randomised`). */
  allocated: z.number(),
  version: z.number(),
});
export type StudySummary = z.infer<typeof studySummary>;

export const studyVersion = z.object({
  version: z.number(),
  consent_version: z.number(),
  created_at: z.string(),
  /** The settings as they were in this version. */
  settings: z.object({
    title: z.string(),
    description: z.string(),
    course_ids: z.array(z.number()),
    opens_at: z.string(),
    closes_at: z.string(),
    conditions: z.array(studyConditionWeight),
    seed: z.string(),
    consent: consentTexts,
    delayed_posttest_days: z.number().nullable(),
    post_test_rule: z.enum(postTestRules),
    fallback_condition: z.enum(studyConditions),
    /** Absent from versions saved before plans existed. */
    plan: studyPlan.nullable().optional(),
  }),
});
export type StudyVersion = z.infer<typeof studyVersion>;

export const study = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  state: z.enum(studyStates),
  courses: z.array(studyCourse),
  course_ids: z.array(z.number()),
  opens_at: z.string(),
  closes_at: z.string(),
  conditions: z.array(studyConditionWeight),
  seed: z.string(),
  consent: consentTexts,
  delayed_posttest_days: z.number().nullable(),
  post_test_rule: z.enum(postTestRules),
  fallback_condition: z.enum(studyConditions),
  plan: studyPlan.nullable(),
  /** Learners per condition the plan calls for (`ancovaSampleSize`); null without a plan. */
  planned_per_condition: z.number().nullable(),
  version: z.number(),
  /** Raised when a consent text changes; learners who accepted an older version are asked again. */
  consent_version: z.number(),
  /** True once the first learner is allocated: conditions and seed are then fixed. */
  locked: z.boolean(),
  /** As in the list: every allocation, those who withdrew since included. */
  allocated: z.number(),
  /** Every version, oldest first; the last one is the current settings. */
  versions: z.array(studyVersion),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Study = z.infer<typeof study>;

export const studyList = z.object({ items: z.array(studySummary) });
export type StudyList = z.infer<typeof studyList>;

const perCondition = z.record(z.string(), z.number());
const meanSd = z.object({ mean: z.number().nullable(), sd: z.number().nullable() });
const nullableNumber = z.number().nullable();
/** One ANCOVA fitted over all the study's conditions, and each pair compared from it (docs/studies.md §4). */
const ancovaAnalysis = z.object({
  /** Learners in the model. */
  n: z.number(),
  residual_df: nullableNumber,
  /** The common slope of the post-test on the pretest. */
  pre_slope: nullableNumber,
  /** The allocation strata in the model (the first is the reference). */
  strata: z.array(z.string()),
  comparisons: z.array(
    z.object({
      a: z.enum(studyConditions),
      b: z.enum(studyConditions),
      n_a: z.number(),
      n_b: z.number(),
      /** Adjusted mean post-test of b minus a, in points, with its 95% interval and two-sided p. */
      difference: nullableNumber,
      se: nullableNumber,
      ci_low: nullableNumber,
      ci_high: nullableNumber,
      p: nullableNumber,
      /** Holm's adjustment over the pairs (equal to p with two conditions). */
      p_holm: nullableNumber,
      /** The adjusted difference over the two arms' pooled post-test SD, small-sample corrected, with its 95% interval. */
      hedges_g: nullableNumber,
      g_ci_low: nullableNumber,
      g_ci_high: nullableNumber,
    }),
  ),
});

/** A test's or scale's reliability on the persons who answered every item (docs/studies.md §4, "Instruments"). */
const reliability = z.object({
  n: z.number(),
  k: z.number(),
  /** Mean and sample SD of the total (items right, or the sum of the scored answers). */
  mean: nullableNumber,
  sd: nullableNumber,
  /** Cronbach's alpha; on items scored 0/1 (tests, the questionnaire) it is KR-20. */
  alpha: nullableNumber,
  /** Standard error of measurement of the total, in its units. */
  sem: nullableNumber,
});
/** The scales whose reliability the dashboard gives: the questionnaire's four dimensions and the survey's scales. */
export const studyScales = [
  'ils_processing',
  'ils_perception',
  'ils_input',
  'ils_understanding',
  'sus',
  'engagement_focused_attention',
  'engagement_perceived_usability',
  'engagement_aesthetic_appeal',
  'engagement_reward',
] as const;
export type StudyScale = (typeof studyScales)[number];

/** Why an allocated learner is not analysed (docs/studies.md §4): each is counted under one reason only. */
export const studyExclusionReasons = ['withdrew', 'no_posttest', 'no_pretest'] as const;
export type StudyExclusionReason = (typeof studyExclusionReasons)[number];

export const studyDashboard = z.object({
  /**
   * The CONSORT 2010 participant flow (docs/studies.md §4). The boxes add up: enrolled = consented + declined +
   * undecided; consented = randomised + awaiting_allocation + withdrawn_before_allocation; randomised = the sum of
   * allocated; per condition allocated = analysed + the sum of its exclusions. A learner who withdrew after the
   * allocation stays counted in their condition's allocation (and in its balance), with no other data.
   */
  flow: z.object({
    /** Learners enrolled in a study course or with a decision: everyone asked (CONSORT's "assessed"). */
    enrolled: z.number(),
    /** Agreed to take part, including those who later withdrew. */
    consented: z.number(),
    declined: z.number(),
    /** No decision yet: never answered, chose "read later", or agreed to an older consent text. */
    undecided: z.number(),
    /** Consented and not allocated yet (the allocation happens at the pretest). */
    awaiting_allocation: z.number(),
    /** Consented, then withdrew before being allocated. */
    withdrawn_before_allocation: z.number(),
    /** Allocated to a condition, withdrawn learners included. */
    randomised: z.number(),
    /** Every withdrawal, before and after allocation. */
    withdrawn: z.number(),
    /** Keys are the study's conditions. Allocated, withdrawn learners included. */
    allocated: perCondition,
    /** Allocated, then withdrew. */
    withdrew: perCondition,
    /** The next three count the allocated learners still taking part. */
    pretest: perCondition,
    completed: perCondition,
    posttest: perCondition,
    /** Lost to follow-up: allocated, still taking part, no counted post-test. */
    lost: perCondition,
    analysed: perCondition,
    /** Per condition, the allocated learners not analysed, by reason. */
    excluded: z.record(
      z.string(),
      z.object({ withdrew: z.number(), no_posttest: z.number(), no_pretest: z.number() }),
    ),
  }),
  conditions: z.array(
    z.object({
      condition: z.enum(studyConditions),
      /** Learners analysed: allocated, with a pretest and a counted post-test. */
      n: z.number(),
      pre: meanSd,
      post: meanSd,
      /** Mean normalized change (Marx and Cummings) with its t-based 95% interval; n is the learners with one. */
      nlg: z.object({
        mean: z.number().nullable(),
        ci_low: z.number().nullable(),
        ci_high: z.number().nullable(),
        n: z.number(),
      }),
      hake_gain: z.number().nullable(),
      /** Allocated (withdrawn learners included), not analysed, and their ratio. */
      attrition: z.object({ allocated: z.number(), lost: z.number(), rate: z.number().nullable() }),
    }),
  ),
  /** Hedges' g of the normalized change, b minus a, with its 95% interval. */
  comparisons: z.array(
    z.object({
      a: z.enum(studyConditions),
      b: z.enum(studyConditions),
      hedges_g: z.number().nullable(),
      ci_low: z.number().nullable(),
      ci_high: z.number().nullable(),
    }),
  ),
  /**
   * The primary analysis: the ANCOVA post ~ condition + pretest + stratum on the complete cases (pretest and
   * counted post-test) and on every allocated learner still taking part (intention to treat: a missing post-test
   * is the learner's pretest carried forward, a missing pretest the mean pretest).
   */
  primary: z.object({
    complete_cases: ancovaAnalysis,
    intention_to_treat: ancovaAnalysis.extend({ imputed_pre: z.number(), imputed_post: z.number() }),
  }),
  /**
   * Per pair of conditions, the What Works Clearinghouse's tests (docs/studies.md §4): overall and differential
   * attrition (allocated against analysed) against the WWC boundaries, and the baseline difference on the
   * analysed learners' pretest in SD.
   */
  standards: z.array(
    z.object({
      a: z.enum(studyConditions),
      b: z.enum(studyConditions),
      attrition: z.object({
        /** Percent of the two arms' allocation. */
        overall: nullableNumber,
        /** Percentage points between the arms' attrition rates. */
        differential: nullableNumber,
        cautious_limit: nullableNumber,
        optimistic_limit: nullableNumber,
        verdict: z.enum(attritionVerdicts).nullable(),
      }),
      baseline: z.object({
        /** Hedges' g of the pretest, b against a. */
        difference_sd: nullableNumber,
        verdict: z.enum(equivalenceVerdicts).nullable(),
      }),
    }),
  ),
  /**
   * Per pair of conditions whose style rules differ and per style dimension, the condition x style interaction
   * on the analysed learners with a questionnaire result: post ~ condition x signed score + pretest.
   */
  interactions: z.array(
    z.object({
      a: z.enum(studyConditions),
      b: z.enum(studyConditions),
      dimension: z.enum(styleDimensions),
      n: z.number(),
      /** Post-test points per point of the signed score, in b beyond a, with its 95% interval and p. */
      estimate: nullableNumber,
      se: nullableNumber,
      ci_low: nullableNumber,
      ci_high: nullableNumber,
      p: nullableNumber,
      /** The fitted post-test against the score in each condition at the mean pretest, over the scores seen. */
      lines: z
        .object({
          a_intercept: z.number(),
          a_slope: z.number(),
          b_intercept: z.number(),
          b_slope: z.number(),
          mean_pre: z.number(),
          score_min: z.number(),
          score_max: z.number(),
        })
        .nullable(),
    }),
  ),
  /**
   * The instruments (docs/studies.md §4): item analysis and KR-20 of each counted pretest and post-test per quiz
   * version, on the allocated learners still taking part; the reliability of each questionnaire dimension and
   * survey scale on their latest answers.
   */
  instruments: z.object({
    tests: z.array(
      reliability.extend({
        /** The course whose quiz it is (the study's courses). */
        course_id: z.number(),
        quiz_id: z.number(),
        version: z.number(),
        /** The attempts read: each learner's counted pretest, or counted post-test. */
        use: z.enum(['pretest', 'posttest']),
        /** The parallel form the attempts drew (docs/design/adaptive.md §5); null: every question of the version. */
        form: z.enum(quizForms).nullable(),
        items: z.array(
          z.object({
            question_id: z.number(),
            /** 1-based rank among the test's scored questions (the form's, in the version's order). */
            position: z.number(),
            question: z.string(),
            /** Share of the learners who got it right, and the corrected item-total correlation. */
            difficulty: nullableNumber,
            discrimination: nullableNumber,
            /** Learners who gave no answer. */
            unanswered: z.number(),
            /** Each answer (a true/false item: `true` and `false`, with a null id) and how many chose it. */
            options: z.array(
              z.object({
                answer_id: z.number().nullable(),
                answer: z.string(),
                correct: z.boolean(),
                chosen: z.number(),
              }),
            ),
          }),
        ),
      }),
    ),
    scales: z.array(reliability.extend({ scale: z.enum(studyScales) })),
  }),
  /** Counts the conditions as allocated: a learner who withdrew stays in their condition. */
  balance: z.object({
    /** Per condition, the allocated learners by the stratum of their allocation. */
    levels: z.array(
      z.object({
        condition: z.enum(studyConditions),
        basic: z.number(),
        intermediate: z.number(),
        advanced: z.number(),
      }),
    ),
    /**
     * Per condition and style dimension: how many allocated learners lean to each pole (no result: `none`;
     * withdrawn learners, whose data is no longer read: `withdrawn`).
     */
    styles: z.array(
      z.object({
        condition: z.enum(studyConditions),
        dimension: z.string(),
        counts: z.record(z.string(), z.number()),
      }),
    ),
  }),
});
export type StudyDashboard = z.infer<typeof studyDashboard>;
/** The learner levels as the balance table names them. */
export const studyLevels = unitTypes;

export const consentBody = z.object({
  decision: z.enum(consentDecisions, { error: 'validation.invalidValue' }),
  consent_version: z.number({ error: 'validation.invalidValue' }).int().positive(),
});
export type ConsentBody = z.infer<typeof consentBody>;

export const participationStatus = z.object({ status: z.enum(participationStatuses) });
export type ParticipationStatusBody = z.infer<typeof participationStatus>;

/** What a learner is told of the study a course belongs to; never their condition. */
export const courseStudy = z.object({
  study: z
    .object({
      id: z.number(),
      title: z.string(),
      description: z.string(),
      consent_version: z.number(),
      /** In the request's language. */
      consent_text: z.string(),
    })
    .nullable(),
  status: z.enum(participationStatuses).optional(),
});
export type CourseStudy = z.infer<typeof courseStudy>;

export const userStudies = z.object({
  items: z.array(
    z.object({
      study_id: z.number(),
      title: z.string(),
      courses: z.array(z.string()),
      status: z.enum(participationStatuses),
      decided_at: z.string().nullable(),
    }),
  ),
});
export type UserStudies = z.infer<typeof userStudies>;
