// Mastery from learning-object quiz answers (Bayesian Knowledge Tracing, docs/design/adaptive.md §4) as recorded
// by the quiz submission, with the course's parameters; the update history; the mastery list; progress.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { adaptiveCourse, enrolAt, takeLoQuiz } from '../../test/learning-paths';
import { type AdminQuizData, sampleQuiz } from '../../test/quizzes';
import { requireEnrolledCourse } from '../enrolments/service';
import { masteryTrajectories, recordLearningObjectAnswers } from './service';

let t: TestApp;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  adminHeaders = (await userWithTokens(t, { role: 1 })).headers;
});
afterAll(async () => {
  await t.close();
});

const masteryRow = (userId: number, loId: number) =>
  t.db
    .selectFrom('mastery')
    .selectAll()
    .where('user_id', '=', userId)
    .where('learning_object_id', '=', loId)
    .executeTakeFirst();

const getMastery = (headers: Record<string, string>, courseId: number) =>
  t.app.inject({ method: 'GET', url: `/api/user/courses/${courseId}/mastery`, headers });

const updatesOf = (userId: number, loId: number) =>
  t.db
    .selectFrom('mastery_updates')
    .select(['attempt_id', 'p_before', 'p_after'])
    .where('user_id', '=', userId)
    .where('learning_object_id', '=', loId)
    .orderBy('id')
    .execute();

const attemptIds = async (userId: number, quizId: number) =>
  (
    await t.db
      .selectFrom('quiz_attempts')
      .select('id')
      .where('user_id', '=', userId)
      .where('quiz_id', '=', quizId)
      .orderBy('id')
      .execute()
  ).map((r) => r.id);

// sampleQuiz(): a QCM with three answers of which two are correct (guess 0.1), then two true/false questions
// (guess 0.5). With slip 0.1 a right answer multiplies the odds of knowing by 0.9/G, a wrong one by 0.1/(1-G):
// QCM x9 or x1/9, true/false x1.8 or x0.2. Each submission is one opportunity: one transit of 0.1 at the end.
describe('mastery from learning-object quizzes', () => {
  it('takes the guess of a QCM from its answers: one right of three is a guess of 1/3', async () => {
    const c = await adaptiveCourse(t, adminHeaders);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/add-quiz-to-lo/${c.los.theory.id}`,
      headers: adminHeaders,
      payload: {
        pass_mark: 50,
        questions: [
          {
            question: 'Which is a half?',
            type: 1,
            answers: [
              { answer: '1/2', is_valid: 1 },
              { answer: '1/3', is_valid: 0 },
              { answer: '2/3', is_valid: 0 },
            ],
          },
        ],
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const quiz = added.json().data as AdminQuizData;
    const learner = await userWithTokens(t);
    await enrolAt(t, learner.row.id, c.course.id, 'advanced');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/user/quiz/${quiz.id}`, headers: learner.headers }))
        .statusCode,
    ).toBe(200);
    const [qcm] = quiz.questions;
    const right = qcm!.answers.filter((a) => a.is_valid === 1).map((a) => String(a.id));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/lo-quiz/submit/${quiz.id}`,
      headers: learner.headers,
      payload: { answers: [{ question_id: qcm!.id, answer: right }], time_spent: 20 },
    });
    expect(res.statusCode, res.body).toBe(200);
    // by hand, prior 0.1, slip 0.1, guess 1/3 (one correct of three answers), learn 0.1:
    // P(L|right) = 0.1 * 0.9 / (0.1 * 0.9 + 0.9 * 1/3) = 0.09 / 0.39 = 0.2307692...,
    // P(L) = 0.2307692 + 0.7692308 * 0.1 = 0.3076923... (a guess taken from the number of answers, 3, would
    // give 0.1 and 0.55 instead)
    expect((await masteryRow(learner.row.id, c.los.theory.id))!.p_known).toBeCloseTo(0.3076923077, 9);
  });

  it('counts one submission as one opportunity with the guess of each question type, and keeps each update', async () => {
    const c = await adaptiveCourse(t, adminHeaders);
    const learner = await userWithTokens(t);
    const enrolment = await enrolAt(t, learner.row.id, c.course.id, 'basic');

    // QCM wrong, "zero is even" right, "one is even" wrong, from the prior 0.1:
    // odds (1/9) * (1/9) * 1.8 * 0.2 = 0.0044444..., P(L|obs) = 0.0044247..., P(L) = 0.0044247 + 0.9955752 * 0.1
    await takeLoQuiz(t, learner.headers, c.quizzes.example, [false, true, false]);
    const first = await masteryRow(learner.row.id, c.los.example.id);
    expect(first!.p_known).toBeCloseTo(0.1039823009, 9);
    expect(first!.observations).toBe(3);
    expect(first!.mastered_at).toBeNull();

    // All right from there: odds 0.1039823 / 0.8960177 * 9 * 1.8 * 1.8 = 3.3840..., P(L|obs) = 0.7719...,
    // P(L) = 0.7947080...; not mastered yet.
    await takeLoQuiz(t, learner.headers, c.quizzes.example, [true, true, true]);
    expect((await masteryRow(learner.row.id, c.los.example.id))!.p_known).toBeCloseTo(0.7947080292, 9);
    // Once more: odds 0.794708 / 0.205292 * 29.16 = 112.88..., P(L|obs) = 0.99121..., P(L) = 0.9920970...
    await takeLoQuiz(t, learner.headers, c.quizzes.example, [true, true, true]);
    const third = await masteryRow(learner.row.id, c.los.example.id);
    expect(third!.p_known).toBeCloseTo(0.9920970552, 9);
    expect(third!.observations).toBe(9);
    expect(typeof third!.mastered_at).toBe('string');

    // Every update is kept with its attempt, in order, each starting where the previous one ended.
    const attempts = await attemptIds(learner.row.id, c.quizzes.example.id);
    const updates = await updatesOf(learner.row.id, c.los.example.id);
    expect(updates.map((u) => u.attempt_id)).toEqual(attempts);
    expect(updates.map((u) => Number(u.p_before))).toEqual([
      0.1,
      Number(updates[0].p_after),
      Number(updates[1].p_after),
    ]);
    expect(Number(updates[2].p_after)).toBeCloseTo(third!.p_known, 12);
    const trajectory = await masteryTrajectories(t.db, learner.row.id, [c.los.example.id, c.los.ideas.id]);
    expect(trajectory.map((p) => [p.learningObjectId, p.attemptId])).toEqual(
      attempts.map((id) => [c.los.example.id, id]),
    );
    expect(trajectory[0].after).toBeCloseTo(0.1039823009, 9);

    // Basic level: Ideas, Example, Practice and Theory are on the path; one of four mastered.
    const stored = await t.db
      .selectFrom('enrolments')
      .select('progress')
      .where('id', '=', enrolment.id)
      .executeTakeFirstOrThrow();
    expect(stored.progress).toBe(25);

    const res = await getMastery(learner.headers, c.course.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      course_id: c.course.id,
      progress: { done: 1, total: 4, percent: 25, mastered: 1 },
      learning_objects: [
        {
          learning_object_id: c.los.ideas.id,
          unit_id: c.units.u1.id,
          title: 'Ideas',
          p_known: null,
          mastered: false,
          observations: 0,
          mastered_at: null,
        },
        {
          learning_object_id: c.los.example.id,
          unit_id: c.units.u1.id,
          title: 'Example',
          p_known: third!.p_known,
          mastered: true,
          observations: 9,
          mastered_at: third!.mastered_at,
        },
        expect.objectContaining({ learning_object_id: c.los.practice.id, p_known: null }),
        expect.objectContaining({ learning_object_id: c.los.theory.id, p_known: null }),
      ],
    });
  });

  it('gives the same estimate whatever the order of the questions in one submission', async () => {
    const c = await adaptiveCourse(t, adminHeaders);
    // The Theory object gets the questions of sampleQuiz() in the reverse order.
    const reversed = sampleQuiz();
    reversed.questions.reverse();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/add-quiz-to-lo/${c.los.theory.id}`,
      headers: adminHeaders,
      payload: reversed,
    });
    expect(res.statusCode).toBe(200);
    const theoryQuiz: AdminQuizData = res.json().data;
    const learner = await userWithTokens(t);
    await enrolAt(t, learner.row.id, c.course.id, 'basic');

    // QCM right, "zero is even" wrong, "one is even" right: odds (1/9) * 9 * 0.2 * 1.8 = 0.36,
    // P(L|obs) = 0.36 / 1.36 = 0.2647058..., P(L) = 0.2647058... + 0.7352941... * 0.1 = 0.3382352...
    // Answered one at a time with a learning step between them (and guess 0.1), this was 0.576 in one order.
    await takeLoQuiz(t, learner.headers, c.quizzes.ideas, [true, false, true]);
    const [qcm, zero, one] = theoryQuiz.questions.slice().reverse();
    const start = await t.app.inject({
      method: 'GET',
      url: `/api/user/quiz/${theoryQuiz.id}`,
      headers: learner.headers,
    });
    expect(start.statusCode).toBe(200);
    const submit = await t.app.inject({
      method: 'POST',
      url: `/api/user/lo-quiz/submit/${theoryQuiz.id}`,
      headers: learner.headers,
      payload: {
        answers: [
          { question_id: one.id, answer: ['0'] },
          { question_id: zero.id, answer: ['0'] },
          {
            question_id: qcm.id,
            answer: qcm.answers.filter((a) => a.is_valid === 1).map((a) => String(a.id)),
          },
        ],
      },
    });
    expect(submit.statusCode).toBe(200);
    const ideas = await masteryRow(learner.row.id, c.los.ideas.id);
    const theory = await masteryRow(learner.row.id, c.los.theory.id);
    expect(ideas!.p_known).toBeCloseTo(0.3382352941, 9);
    expect(theory!.p_known).toBeCloseTo(0.3382352941, 9);
  });

  it('does not reach mastered by failing a quiz and retaking it at once', async () => {
    const c = await adaptiveCourse(t, adminHeaders);
    const learner = await userWithTokens(t);
    await enrolAt(t, learner.row.id, c.course.id, 'basic');
    // All wrong: odds (1/9) * (1/9) * 0.2 * 0.2 = 0.00049382..., P(L) = 0.00049358 + 0.99950642 * 0.1 = 0.1004442...
    await takeLoQuiz(t, learner.headers, c.quizzes.practice, [false, false, false]);
    // All right: odds 0.1004442 / 0.8995558 * 29.16 = 3.2559..., P(L|obs) = 0.7650365..., P(L) = 0.7885338...
    // (with guess 0.1 and a learning step per answer it was 0.9929, mastered).
    await takeLoQuiz(t, learner.headers, c.quizzes.practice, [true, true, true]);
    const row = await masteryRow(learner.row.id, c.los.practice.id);
    expect(row!.p_known).toBeCloseTo(0.7885338346, 9);
    expect(row!.mastered_at).toBeNull();
    const res = await getMastery(learner.headers, c.course.id);
    expect(res.json().data.learning_objects).toContainEqual(
      expect.objectContaining({ learning_object_id: c.los.practice.id, mastered: false }),
    );
  });

  it('uses the course’s own BKT parameters, and wrong answers lower the estimate', async () => {
    const bkt = { prior: 0.3, learn: 0.2, guess: 0.25, slip: 0.05 };
    const c = await adaptiveCourse(t, adminHeaders, { bkt });
    const learner = await userWithTokens(t);
    await enrolAt(t, learner.row.id, c.course.id, null);

    // The course's guess 0.25 for every question: right x0.95/0.25 = 3.8, wrong x0.05/0.75.
    // Right, right, wrong from 0.3: odds (0.3/0.7) * 3.8 * 3.8 * (1/15) = 0.4125714..., P(L|obs) = 0.2921150...,
    // P(L) = 0.2921150... + 0.7078849... * 0.2 = 0.4336569...
    await takeLoQuiz(t, learner.headers, c.quizzes.ideas, [true, true, false]);
    const row = await masteryRow(learner.row.id, c.los.ideas.id);
    expect(row!.p_known).toBeCloseTo(0.4336569579, 9);

    await takeLoQuiz(t, learner.headers, c.quizzes.ideas, [false, false, false]);
    const lower = await masteryRow(learner.row.id, c.los.ideas.id);
    expect(lower!.p_known).toBeCloseTo(0.2001814615, 9);
  });

  it('clears mastered_at when wrong answers bring the estimate back under the threshold', async () => {
    const c = await adaptiveCourse(t, adminHeaders);
    const learner = await userWithTokens(t);
    await enrolAt(t, learner.row.id, c.course.id, 'basic');
    await takeLoQuiz(t, learner.headers, c.quizzes.practice, [true, true, true]);
    await takeLoQuiz(t, learner.headers, c.quizzes.practice, [true, true, true]);
    expect((await masteryRow(learner.row.id, c.los.practice.id))!.mastered_at).not.toBeNull();
    await takeLoQuiz(t, learner.headers, c.quizzes.practice, [false, false, false]);
    const row = await masteryRow(learner.row.id, c.los.practice.id);
    expect(row!.p_known).toBeLessThan(0.95);
    expect(row!.mastered_at).toBeNull();
  });

  it('ignores course quizzes and open questions', async () => {
    const c = await adaptiveCourse(t, adminHeaders);
    const learner = await userWithTokens(t);
    await enrolAt(t, learner.row.id, c.course.id, 'basic');
    await takeLoQuiz(t, learner.headers, c.quizzes.ideas);
    const [attemptId] = await attemptIds(learner.row.id, c.quizzes.ideas.id);
    const binary = { type: 3, answerCount: 0, correctCount: 0 };
    const open = { type: 2, answerCount: 0, correctCount: 0 };
    const base = { ...(await requireEnrolledCourse(t.db, learner.row.id, c.course.id)), attemptId };
    const none = await recordLearningObjectAnswers(t.db, {
      ...base,
      learningObjectId: null,
      answers: [{ correct: true, question: binary }],
    });
    expect(none).toBeNull();
    const onlyOpen = await recordLearningObjectAnswers(t.db, {
      ...base,
      learningObjectId: c.los.theory.id,
      answers: [{ correct: null, question: open }],
    });
    expect(onlyOpen).toBeNull();
    expect(await masteryRow(learner.row.id, c.los.theory.id)).toBeUndefined();
    expect(await updatesOf(learner.row.id, c.los.theory.id)).toEqual([]);
    // One right true/false answer: 0.09 / (0.09 + 0.45) = 1/6, then 1/6 + 5/6 * 0.1 = 0.25.
    const one = await recordLearningObjectAnswers(t.db, {
      ...base,
      learningObjectId: c.los.theory.id,
      answers: [
        { correct: null, question: open },
        { correct: true, question: binary },
      ],
    });
    expect(one!.pKnown).toBeCloseTo(0.25, 12);
    expect((await masteryRow(learner.row.id, c.los.theory.id))!.observations).toBe(1);
  });

  it('answers 403 when not enrolled', async () => {
    const c = await adaptiveCourse(t, adminHeaders);
    const stranger = await userWithTokens(t);
    const res = await getMastery(stranger.headers, c.course.id);
    expect(res.statusCode).toBe(403);
  });
});
