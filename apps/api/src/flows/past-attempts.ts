// Attempts of the past, recorded as submitted at their own times (the demo seeder's simulated learners): each
// goes through the same owners as a submission (docs/design/adaptive.md §2, §4 and §7), so the enrolment counts
// its pretest and post-test, mastery and progress follow each learning-object quiz, and the reports' figures
// follow every attempt. What a live submission adds (timing rules, xAPI statements, LMS grades, a study's
// allocation) belongs to the submission itself and is not replayed here. The quizzes module stores the attempts
// (`storeClosedAttempts`); each other module then does its part, as in a submission.
import type { Language } from '@parcours/shared';
import type { Database } from '../db/database';
import { refreshLearnerCourseFigures } from '../modules/dashboards/figures';
import {
  type CourseRules,
  type EnrolmentRow,
  findEnrolment,
  recordCourseQuizAttempt,
  requireCourseRules,
} from '../modules/enrolments/service';
import { type ObservedAnswer, recordLearningObjectAnswers } from '../modules/mastery/service';
import { type ClosedAttempt, storeClosedAttempts } from '../modules/quizzes/past-attempts';

export interface PastAttempt extends ClosedAttempt {
  /** A learning-object quiz's answers as mastery observes them (empty for a course quiz). */
  observed: ObservedAnswer[];
}

/**
 * Records closed attempts in the given order inside the caller's transaction, as if each had been submitted at
 * its `submitted_at`: the learners must be enrolled. Returns the attempts' ids in the same order.
 */
export async function recordPastAttempts(
  trx: Database,
  lang: Language,
  attempts: PastAttempt[],
): Promise<number[]> {
  const ids = await storeClosedAttempts(trx, attempts);

  const courses = new Map<number, CourseRules>();
  const enrolments = new Map<string, EnrolmentRow>();
  const pair = (a: PastAttempt['attempt']) => `${a.user_id}:${a.course_id}`;
  const enrolmentOf = async (a: PastAttempt['attempt']) => {
    let row = enrolments.get(pair(a));
    if (!row) {
      row = await findEnrolment(trx, a.user_id, a.course_id);
      if (!row) throw new Error(`learner ${a.user_id} is not enrolled in course ${a.course_id}`);
      enrolments.set(pair(a), row);
    }
    return row;
  };
  for (const [k, { attempt: a, observed }] of attempts.entries()) {
    if (a.learning_object_id != null) {
      let course = courses.get(a.course_id);
      if (!course) {
        course = await requireCourseRules(trx, a.course_id);
        courses.set(a.course_id, course);
      }
      await recordLearningObjectAnswers(trx, {
        course,
        enrolment: await enrolmentOf(a),
        learningObjectId: a.learning_object_id,
        attemptId: ids[k]!,
        answers: observed,
        now: new Date(a.submitted_at),
      });
    } else {
      const counted = await recordCourseQuizAttempt(trx, lang, {
        userId: a.user_id,
        courseId: a.course_id,
        attemptId: ids[k]!,
        kind: a.kind,
        status: a.status ?? 'started',
        percentage: a.percentage ?? null,
        submittedAt: a.submitted_at,
      });
      // The enrolment now counts it (its level and pretest): read it again for the attempts that follow.
      if (counted.counted_as !== null) enrolments.delete(pair(a));
    }
  }
  const pairs = new Map(attempts.map(({ attempt: a }) => [pair(a), a]));
  for (const a of pairs.values()) await refreshLearnerCourseFigures(trx, a.user_id, a.course_id);
  return ids;
}
