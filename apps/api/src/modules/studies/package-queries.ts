// SQL of the study package: the rows of each file for the allocated learners still taking part, joined through
// study_participants so that a withdrawn or non-consenting learner can never appear. One query per file.
import type { Kysely, QueryCreator } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB>;

const taking = (studyId: number) => (qb: QueryCreator<DB>) =>
  qb
    .selectFrom('study_participants as p')
    .select(['p.id', 'p.user_id', 'p.course_id'])
    .where('p.study_id', '=', studyId)
    .where('p.status', '=', 'accepted')
    .where('p.condition', 'is not', null);

/** Every attempt at a quiz of the learner's study course (course quiz and learning-object quizzes). */
export function attempts(db: Db, studyId: number) {
  return db
    .with('tp', taking(studyId))
    .selectFrom('tp')
    .innerJoin('quiz_attempts as a', (j) =>
      j.onRef('a.user_id', '=', 'tp.user_id').onRef('a.course_id', '=', 'tp.course_id'),
    )
    .select([
      'a.id',
      'a.user_id',
      'a.quiz_id',
      'a.course_id',
      'a.learning_object_id',
      'a.kind',
      'a.quiz_version',
      'a.form',
      'a.status',
      'a.score',
      'a.total_score_possible',
      'a.percentage',
      'a.time_spent',
      'a.late',
      'a.started_at',
      'a.submitted_at',
    ])
    .orderBy('a.id')
    .execute();
}

/** The item-level answers of those attempts. */
export function answers(db: Db, studyId: number) {
  return db
    .with('tp', taking(studyId))
    .selectFrom('tp')
    .innerJoin('quiz_attempts as a', (j) =>
      j.onRef('a.user_id', '=', 'tp.user_id').onRef('a.course_id', '=', 'tp.course_id'),
    )
    .innerJoin('attempt_answers as x', 'x.attempt_id', 'a.id')
    .select(['x.attempt_id', 'x.question_id', 'x.answer_ids', 'x.value', 'x.is_correct', 'x.credit'])
    .orderBy('x.attempt_id')
    .orderBy('x.question_id')
    .execute();
}

/** Each learning-style questionnaire the learners answered, with its item answers (JSON). */
export function questionnaires(db: Db, studyId: number) {
  return db
    .with('tp', taking(studyId))
    .selectFrom('tp')
    .innerJoin('learning_style_results as r', 'r.user_id', 'tp.user_id')
    .select(['r.id', 'r.user_id', 'r.course_id', 'r.responses', 'r.created_at'])
    .orderBy('r.id')
    .execute();
}

/** Each survey answer of the learners, with its item's category and subscale. */
export function surveys(db: Db, studyId: number) {
  return db
    .with('tp', taking(studyId))
    .selectFrom('tp')
    .innerJoin('feedback_responses as r', 'r.user_id', 'tp.user_id')
    .innerJoin('feedback_answers as x', 'x.response_id', 'r.id')
    .innerJoin('feedback_questions as fq', 'fq.id', 'x.question_id')
    .select([
      'r.id as response_id',
      'r.user_id',
      'r.course_id',
      'r.created_at',
      'r.nps',
      'r.usability_score',
      'r.engagement_score',
      'fq.question_number',
      'fq.category',
      'fq.subscale',
      'fq.reverse_scored',
      'x.value_number',
      'x.value_text',
    ])
    .orderBy('r.id')
    .orderBy('fq.question_number')
    .execute();
}

export function snapshots(db: Db, studyId: number) {
  return db
    .with('tp', taking(studyId))
    .selectFrom('tp')
    .innerJoin('study_path_snapshots as s', 's.participant_id', 'tp.id')
    .select([
      's.id',
      'tp.user_id',
      's.course_id',
      's.policy',
      's.level',
      's.style_result_id',
      's.steps',
      's.created_at',
    ])
    .orderBy('s.id')
    .execute();
}

/** Every change of a mastery estimate on a learning object of the learner's study course. */
export function mastery(db: Db, studyId: number) {
  return db
    .with('tp', taking(studyId))
    .selectFrom('tp')
    .innerJoin('mastery_updates as m', 'm.user_id', 'tp.user_id')
    .innerJoin('learning_objects as lo', 'lo.id', 'm.learning_object_id')
    .innerJoin('educational_units as u', 'u.id', 'lo.unit_id')
    .whereRef('u.course_id', '=', 'tp.course_id')
    .select([
      'm.id',
      'm.user_id',
      'm.learning_object_id',
      'm.attempt_id',
      'm.p_before',
      'm.p_after',
      'm.created_at',
    ])
    .orderBy('m.id')
    .execute();
}

/** The exposure log: each learning object the learners were shown in a study course, in order per course. */
export function exposures(db: Db, studyId: number) {
  return db
    .with('tp', taking(studyId))
    .selectFrom('tp')
    .innerJoin('study_exposures as e', 'e.participant_id', 'tp.id')
    .select(['e.id', 'tp.user_id', 'e.participant_id', 'e.course_id', 'e.learning_object_id', 'e.opened_at'])
    .orderBy('e.participant_id')
    .orderBy('e.course_id')
    .orderBy('e.id')
    .execute();
}

/**
 * The item-level answers of each learner's counted pretest and counted post-test (the attempts their enrolment
 * counts), with the attempt's quiz and version: what the item analysis reads (docs/studies.md §4).
 */
export function countedAnswers(db: Db, studyId: number) {
  return db
    .with('tp', taking(studyId))
    .selectFrom('tp')
    .innerJoin('enrolments as e', (j) =>
      j.onRef('e.user_id', '=', 'tp.user_id').onRef('e.course_id', '=', 'tp.course_id'),
    )
    .innerJoin('quiz_attempts as a', (j) =>
      j.on((eb) =>
        eb.or([
          eb('a.id', '=', eb.ref('e.pretest_attempt_id')),
          eb('a.id', '=', eb.ref('e.posttest_attempt_id')),
        ]),
      ),
    )
    .innerJoin('attempt_answers as x', 'x.attempt_id', 'a.id')
    .select([
      'a.id as attempt_id',
      'a.course_id',
      'a.quiz_id',
      'a.quiz_version',
      'a.kind',
      'a.form',
      'x.question_id',
      'x.answer_ids',
      'x.value',
      'x.is_correct',
      'x.credit',
    ])
    .orderBy('a.id')
    .orderBy('x.question_id')
    .execute();
}

/**
 * The usability and engagement answers of each learner's latest survey about their study course (or about no
 * course), the one the reliability of the survey's scales is computed on.
 */
export function latestSurveyAnswers(db: Db, studyId: number) {
  return db
    .with('tp', taking(studyId))
    .selectFrom('tp')
    .innerJoin('feedback_responses as r', (j) =>
      j.on((eb) =>
        eb(
          'r.id',
          '=',
          eb
            .selectFrom('feedback_responses as latest')
            .select('latest.id')
            .whereRef('latest.user_id', '=', 'tp.user_id')
            .where((w) =>
              w.or([w('latest.course_id', '=', w.ref('tp.course_id')), w('latest.course_id', 'is', null)]),
            )
            .orderBy('latest.id', 'desc')
            .limit(1),
        ),
      ),
    )
    .innerJoin('feedback_answers as x', 'x.response_id', 'r.id')
    .innerJoin('feedback_questions as fq', 'fq.id', 'x.question_id')
    .where('fq.category', 'in', ['usability', 'engagement'])
    .select(['r.id as response_id', 'fq.question_number', 'x.value_number'])
    .orderBy('r.id')
    .orderBy('fq.question_number')
    .execute();
}
