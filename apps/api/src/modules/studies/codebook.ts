// codebook.md of the study package: every file and column, as a research team reads them (docs/studies.md says
// the same in longer form). Kept beside the column lists, and checked against them by the package test.

const files: { name: string; about: string; columns: [string, string][] }[] = [
  {
    name: 'participants.csv',
    about:
      'One row per learner allocated to a condition who has not withdrawn, in allocation order. Learners who declined, never decided or withdrew are absent.',
    columns: [
      [
        'participant',
        'Pseudonym of the learner in this study (HMAC of study and account with the server secret); another study gives another pseudonym.',
      ],
      ['condition', 'Path policy allocated: adaptive, author_order, style_mismatched or level_only.'],
      [
        'stratum',
        'Pretest level the allocation was stratified by: basic (< 40 %), intermediate (40 to < 70 %), advanced (>= 70 %).',
      ],
      [
        'allocation_seq',
        'Place of the learner in the stratum allocation sequence, from 0; blocks hold every condition twice its weight.',
      ],
      ['allocated_at', 'UTC time of the allocation (the moment the pretest was recorded).'],
      ['study_version', 'Study version in force at the allocation (manifest.json lists every version).'],
      ['consent_version', 'Version of the consent text the learner accepted.'],
      ['course_id', 'Course in which the learner took the pretest and is analysed.'],
      ['enrolled_at', 'UTC time of the enrolment in that course.'],
      ['completed_at', 'UTC time the course was completed; empty when not completed.'],
      ['pre_test_percentage', 'Score of the counted pretest, 0 to 100.'],
      [
        'post_test_percentage',
        "Score of the post-test chosen by the study's post-test rule among those before the delayed post-test opened; empty when none.",
      ],
      [
        'normalized_change',
        'Marx and Cummings (2007): (post - pre) / (100 - pre) when post > pre, (post - pre) / pre when post < pre, 0 when equal, empty when both are 0 or both 100.',
      ],
      [
        'processing',
        'Latest learning-style result, signed score: positive towards active, negative towards reflective (-11 to 11).',
      ],
      ['perception', 'Positive towards sensing, negative towards intuitive.'],
      ['input', 'Positive towards visual, negative towards verbal (the pole stored as auditory).'],
      ['understanding', 'Positive towards sequential, negative towards global.'],
      ['style_result_id', 'Identifier of that learning-style result (questionnaire.csv result_id).'],
      [
        'delayed_posttest_due_at',
        'UTC time the delayed post-test opened (completion plus the study delay); empty without one.',
      ],
    ],
  },
  {
    name: 'attempts.csv',
    about:
      'Every quiz attempt of the participants in their study course, course quiz and learning-object quizzes alike.',
    columns: [
      ['attempt_id', 'Identifier of the attempt (answers.csv attempt_id).'],
      ['participant', 'Pseudonym (participants.csv).'],
      ['course_id', 'Course of the quiz.'],
      ['quiz_id', 'Quiz.'],
      ['learning_object_id', 'The learning object of a learning-object quiz; empty for the course quiz.'],
      ['kind', 'pretest or posttest (course quiz), learning_object (practice quiz).'],
      ['quiz_version', 'Version of the quiz the attempt was taken on.'],
      [
        'form',
        'A or B: the parallel form the attempt drew (its questions are those of questions.csv with this form); empty when it was taken on every question of the version.',
      ],
      ['status', 'started, passed, failed or expired.'],
      ['score', 'Points obtained; empty for an attempt closed without a submission.'],
      ['total_score_possible', 'Points possible.'],
      ['percentage', 'score / total_score_possible x 100.'],
      [
        'time_spent',
        'Seconds between start and submission, by the server clock; for an attempt left open past its time limit, the limit.',
      ],
      ['late', '1 when submitted after the time limit and its grace.'],
      [
        'expired',
        '1 when the attempt expired: submitted after the grace (late 1) or never submitted (late 0, no submission time); never counted as pretest or post-test.',
      ],
      ['counted_as', 'pretest or posttest when this attempt is the one the figures use; empty otherwise.'],
      ['delayed', '1 for a post-test submitted once the delayed post-test opened (retention).'],
      ['started_at', 'UTC start time.'],
      ['submitted_at', 'UTC submission time; empty while open and for an attempt never submitted.'],
    ],
  },
  {
    name: 'answers.csv',
    about: 'The item-level answers of the attempts.',
    columns: [
      ['attempt_id', 'Attempt (attempts.csv).'],
      ['question_id', 'Question.'],
      ['answer_ids', 'JSON list of the chosen answers of a multiple-choice question.'],
      ['value', 'Answer of a true/false (1 or 0), numerical, short-answer or open question, as typed.'],
      ['is_correct', '1 full credit, 0 otherwise, empty when not scored.'],
      [
        'credit',
        'Credit earned, 0 to 1 (a fraction is partial credit on a numerical or short-answer question); empty when not scored. The item score of the item analysis.',
      ],
    ],
  },
  {
    name: 'questions.csv',
    about:
      'The questions of every quiz version the attempts were taken on, in their order, one row per answer with the key: the text a learner saw and what counted as right. A true/false question has the answers true and false; an open question one row without an answer.',
    columns: [
      ['quiz_id', 'Quiz (attempts.csv).'],
      ['quiz_version', 'Version of the quiz (attempts.csv quiz_version).'],
      ['question_id', 'Question (answers.csv question_id).'],
      ['question_position', 'Rank of the question in the version, from 1.'],
      [
        'question_type',
        'choice (one or several correct answers), true_false, numerical, short_answer, matching, ordering, or open (not scored).',
      ],
      [
        'question_level',
        "The author's level of the question: basic, intermediate, advanced, or empty for none.",
      ],
      [
        'form',
        'A or B: the parallel form the question is in, for a version taken as parallel forms (attempts.csv form); empty otherwise.',
      ],
      ['question', 'Text of the question.'],
      ['answer_id', 'Answer (the ids of answers.csv answer_ids); empty for true/false and open questions.'],
      ['answer_position', 'Rank of the answer in the question, from 1.'],
      [
        'answer',
        'Text of the answer, or true or false; an accepted value or text of a numerical or short-answer question (* stands for any characters); the prompt of a matching pair (empty for an extra choice); an item of an ordering question, in the correct order.',
      ],
      [
        'correct',
        '1 when this answer is one of the correct ones (the true/false key) or earns full credit, else 0.',
      ],
      [
        'credit',
        'The credit the answer earns, 0 to 1 (numerical and short-answer questions; a matching pair 1).',
      ],
      ['tolerance', 'The tolerance of an accepted value of a numerical question; empty otherwise.'],
      ['match', 'The text a matching prompt matches; empty otherwise.'],
    ],
  },
  {
    name: 'questionnaire.csv',
    about:
      'The item answers of every learning-style questionnaire (Felder-Silverman, 44 items) the participants answered.',
    columns: [
      ['result_id', 'The questionnaire result.'],
      ['participant', 'Pseudonym.'],
      ['course_id', 'Course the questionnaire was answered for; empty when none.'],
      ['created_at', 'UTC time.'],
      ['question_id', 'Item.'],
      ['answer', 'a or b.'],
    ],
  },
  {
    name: 'surveys.csv',
    about: 'Every survey item answer of the participants, with the scores of its response.',
    columns: [
      ['response_id', 'The survey response.'],
      ['participant', 'Pseudonym.'],
      ['course_id', 'Course the response was given for; empty when about the platform.'],
      ['created_at', 'UTC time.'],
      ['question_number', 'Item number.'],
      ['category', 'nps, usability or engagement.'],
      ['subscale', 'Engagement subscale of the item; empty for other items.'],
      ['reverse_scored', '1 when the item is scored in reverse.'],
      ['answer_number', 'Answer to a scale item.'],
      ['answer_text', 'Answer to a text item.'],
      ['nps', 'Net promoter answer of the response (0 to 10).'],
      ['usability_score', 'System Usability Scale score of the response (0 to 100).'],
      ['engagement_score', 'Engagement mean of the response after reversal (1 to 5).'],
    ],
  },
  {
    name: 'path_snapshots.csv',
    about: 'The path each participant saw, stored each time it changed.',
    columns: [
      ['snapshot_id', 'Snapshot, in time order.'],
      ['participant', 'Pseudonym.'],
      ['course_id', 'Course.'],
      ['created_at', 'UTC time the learner first saw this path.'],
      ['policy', 'Path policy applied.'],
      ['level', 'Level used.'],
      ['style_result_id', 'Learning-style result used; empty when the policy uses none or there was none.'],
      ['steps', 'Step ids in order, separated by spaces; a step ending in ! was locked.'],
    ],
  },
  {
    name: 'mastery.csv',
    about:
      'Every change of a mastery estimate (Bayesian Knowledge Tracing) on a learning object of the study course.',
    columns: [
      ['update_id', 'Update, in time order.'],
      ['participant', 'Pseudonym.'],
      ['learning_object_id', 'Learning object.'],
      ['attempt_id', 'The learning-object quiz attempt that caused it (attempts.csv).'],
      ['p_before', 'P(known) before.'],
      ['p_after', 'P(known) after.'],
      ['created_at', 'UTC time.'],
    ],
  },
  {
    name: 'exposures.csv',
    about:
      'The exposure log: each learning object a participant was shown in a study course (the player moved to it, or they opened it), in order. The same object shown again right after itself is one row.',
    columns: [
      ['participant', 'Pseudonym.'],
      ['course_id', 'Course.'],
      ['sequence', 'Order of the showing in the participant course, from 1.'],
      ['learning_object_id', 'Learning object shown.'],
      ['opened_at', 'UTC time it was shown.'],
      [
        'seconds',
        'Time on it: seconds until the next showing in the same course, at most 1800 (30 minutes: a longer gap counts as 1800); empty for the last showing.',
      ],
    ],
  },
];

export const codebookFiles = files;

export function codebook(): string {
  const lines = [
    '# Study package codebook',
    '',
    'Times are UTC (ISO 8601); CSV files are UTF-8, RFC 4180, with a header row. summary.json holds the figures of the study dashboard; manifest.json the export time, software version, study versions and settings, row counts and the SHA-256 of each file.',
    '',
    'The flow of summary.json is the CONSORT 2010 participant flow: enrolled = consented + declined + undecided; consented = randomised + awaiting_allocation + withdrawn_before_allocation; per condition, allocated counts the learners who withdrew afterwards too (withdrew) and equals analysed plus the excluded by reason (withdrew, no_posttest, no_pretest). participants.csv has one row per allocated learner still taking part: the sum of allocated minus the sum of withdrew.',
    '',
    'The primary analysis of summary.json (primary) is the ANCOVA post ~ condition + pretest + stratum (ordinary least squares, all conditions in one model, the first condition and stratum present as references), given for complete_cases (participants with a pretest and a counted post-test) and intention_to_treat (every participant; a missing post-test is their pretest, a missing pretest the mean pretest; imputed_post and imputed_pre count them). Each analysis gives n, residual_df, pre_slope, the strata in the model and, per pair of conditions (a, b): n_a, n_b, difference (adjusted mean post-test of b minus a, in points), se, ci_low and ci_high (95 %, t on residual_df), p (two-sided), p_holm (Holm over the pairs), hedges_g (difference over the pooled post-test SD of the two arms times 1 - 3 / (4N - 9)) with g_ci_low and g_ci_high.',
    '',
    "standards holds, per pair of conditions, the What Works Clearinghouse tests: attrition.overall (percent of both arms' allocation not analysed), attrition.differential (percentage points between the arms' rates), cautious_limit and optimistic_limit (WWC Standards Handbook 4.0, Table II.1, at the overall rate rounded down; null above 57 %) and verdict (low, low_optimistic_only or high); baseline.difference_sd (Hedges' g of the analysed learners' pretests, b against a) and verdict (equivalent up to 0.05, adjustment_required up to 0.25, not_equivalent beyond).",
    '',
    "interactions holds, per pair of conditions whose style rules differ (adaptive: the learner's style; style_mismatched: its opposite; the others: none) and per style dimension, the condition x style interaction on the participants with a pretest, a counted post-test and a questionnaire result: the fit post ~ [condition = b] + score + [condition = b] x score + pretest, where score is the signed score of participants.csv; n, estimate (post-test points per score point in b beyond a), se, ci_low and ci_high (95 %) and p, and lines: the fitted post-test against the score in each condition at the participants' mean pretest (mean_pre), a_intercept + a_slope x score and b_intercept + b_slope x score, over score_min to score_max (null when the fit cannot be made).",
    '',
    "instruments holds the item analysis and reliability of the study's instruments on the participants. tests: per quiz version and use (pretest: the counted pretests; posttest: the counted post-tests), n (attempts), k (scored questions), mean and sd of the number right, alpha (KR-20) and sem (sd x sqrt(1 - alpha), in questions), and per question its position, difficulty (share right), discrimination (Pearson correlation of the question with the number right on the other questions), unanswered and, per answer, chosen (how many chose it) and correct. scales: alpha (KR-20 for the questionnaire) and sem of each questionnaire dimension (ils_*, eleven items scored 1 toward the first pole: active, sensing, visual, sequential; each participant's latest result) and each survey scale (sus: the ten usability items scored 0..4; engagement_*: three items each scored 1..5, reversed where agreeing is worse; each participant's latest survey about their study course or about no course), on the participants who answered every item of the scale.",
    '',
    'analysis.py (Python 3 with pandas, scipy and statsmodels) and analysis.R (R with jsonlite) recompute the primary analysis from participants.csv and print it as JSON, then how far it is from summary.json: run python3 analysis.py or Rscript analysis.R in this folder. analysis.py also recomputes the item analysis of every test from attempts.csv, answers.csv and questions.csv (n, k, mean, sd, alpha, sem and per question difficulty and discrimination, as in instruments.tests) and prints it under instruments; analysis.R does not.',
    '',
  ];
  for (const f of files) {
    lines.push(`## ${f.name}`, '', f.about, '', '| column | meaning |', '| --- | --- |');
    for (const [c, m] of f.columns) lines.push(`| ${c} | ${m} |`);
    lines.push('');
  }
  return `${lines.join('\n')}`;
}
