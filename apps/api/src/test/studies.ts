// Test factories of studies through the HTTP API (docs/design/adaptive.md §10): a study's body with its settings,
// creating (and opening) it, a learner's consent decision, and a course quiz of two true/false questions taken
// with a chosen number of right answers (1 right = 50 %).
import type { LearnerLevel, StudyCondition, StudyDashboard } from '@parcours/shared';
import { expect } from 'vitest';
import { at } from './dashboards';
import type { TestApp } from './helpers';
import type { AdminQuizData } from './quizzes';
import { quizTaking } from './quizzes';

type Headers = Record<string, string>;
const json = (headers: Headers) => ({ ...headers, 'content-type': 'application/json' });

/** A study's settings over these courses: two conditions, no delayed post-test, the first post-test counted. */
export function studyBody(courseIds: number[], overrides: Record<string, unknown> = {}) {
  return {
    title: 'A study',
    description: '',
    course_ids: courseIds,
    opens_at: '2026-03-01T00:00:00Z',
    closes_at: '2026-06-30T00:00:00Z',
    conditions: [
      { condition: 'adaptive', weight: 1 },
      { condition: 'author_order', weight: 1 },
    ],
    seed: 'study-seed',
    consent: { en: 'You may take part in a study.', fr: 'Vous pouvez participer à une étude.' },
    delayed_posttest_days: null,
    post_test_rule: 'first',
    ...overrides,
  };
}

/** Creates the study as `headers` (201 expected) and, when asked, opens it as that admin; answers its id. */
export async function createStudy(
  t: TestApp,
  headers: Headers,
  body: ReturnType<typeof studyBody>,
  open = false,
): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/studies',
    headers: json(headers),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id: number = res.json().data.id;
  if (open) {
    const opened = await t.app.inject({ method: 'POST', url: `/api/studies/${id}/open`, headers });
    expect(opened.statusCode, opened.body).toBe(200);
  }
  return id;
}

/** A learner's consent decision on the study's first consent text. */
export function decide(
  t: TestApp,
  studyId: number,
  learner: Headers,
  decision: 'accept' | 'decline' | 'later',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/studies/${studyId}/consent`,
    headers: json(learner),
    payload: { decision, consent_version: 1 },
  });
}

/** Gives the course a course quiz of two true/false questions: "One" is true, "Two" is false. */
export async function twoQuestionQuiz(t: TestApp, admin: Headers, courseId: number): Promise<AdminQuizData> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/course-quiz/${courseId}`,
    headers: admin,
    payload: {
      questions: [
        { question: 'One', type: 3, is_valid: 1 },
        { question: 'Two', type: 3, is_valid: 0 },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Opens the quiz of `twoQuestionQuiz` and answers `right` of its two questions right; the start's refusal as is. */
export async function takeTwoQuestionQuiz(
  t: TestApp,
  admin: Headers,
  quiz: AdminQuizData,
  learner: Headers,
  right: 0 | 1 | 2,
) {
  const taking = quizTaking(t, admin);
  const started = await taking.start(quiz.id, learner);
  if (started.statusCode !== 200) return started;
  const [one, two] = quiz.questions;
  return taking.submit(quiz.id, learner, {
    answers: [
      { question_id: one!.id, answer: [right >= 1 ? '1' : '0'] },
      { question_id: two!.id, answer: [right >= 2 ? '0' : '1'] },
    ],
  });
}

/**
 * Records a learner's allocation as the study writes it (consent version 1, study version 1), at minute `minute`
 * of the test clock (`at`); a withdrawn learner withdrew at minute 2000.
 */
export async function allocated(
  t: TestApp,
  a: {
    studyId: number;
    userId: number;
    courseId: number;
    status: 'accepted' | 'withdrawn';
    condition: StudyCondition;
    stratum: LearnerLevel;
    seq: number;
    minute: number;
  },
) {
  await t.db
    .insertInto('study_participants')
    .values({
      study_id: a.studyId,
      user_id: a.userId,
      course_id: a.courseId,
      status: a.status,
      consent_version: 1,
      decided_at: at(a.minute),
      withdrawn_at: a.status === 'withdrawn' ? at(2000) : null,
      condition: a.condition,
      stratum: a.stratum,
      allocation_seq: a.seq,
      allocated_at: at(a.minute),
      study_version: 1,
      created_at: at(a.minute),
    })
    .execute();
}

/** The study's dashboard as `headers` reads it (200 expected). */
export async function dashboardOf(t: TestApp, headers: Headers, studyId: number): Promise<StudyDashboard> {
  const res = await t.app.inject({ method: 'GET', url: `/api/studies/${studyId}/dashboard`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
