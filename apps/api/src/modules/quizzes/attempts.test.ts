// Taking a quiz: start/resume, scoring on submission, pretest level, post-test, time spent, parallel
// submissions and every refusal (the time limit and the cooldown are in timing.test.ts). Time is moved with the app's clock, never waited for.
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../config';
import { manualClock } from '../../test/clock';
import { appPerFile, userWithTokens } from '../../test/helpers';
import {
  type AdminQuizData,
  enrol,
  insertCourse,
  insertUnitWithObject,
  quizDesk,
  sampleQuiz,
} from '../../test/quizzes';

const clock = manualClock('2025-03-01T10:00:00.000Z');
const t = appPerFile({}, { clock });
const { admin, taking } = quizDesk(t);
beforeEach(() => {
  clock.set('2025-03-01T10:00:00.000Z');
});

describe('GET /api/user/quiz/{quizId}', () => {
  it('starts a pretest attempt and sends the questions without any correct answer', async () => {
    const { course, quiz, learner } = await taking.courseQuiz({ time_limit_seconds: 600 });
    const res = await taking.start(quiz.id, learner.headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(res.body).not.toContain('is_valid');
    expect(data.quiz).toMatchObject({
      id: quiz.id,
      kind: 'pretest',
      course_id: course.id,
      learning_object_id: null,
      title: 'Algebra',
      time_limit_seconds: 600,
      pass_mark: 60,
    });
    expect(data.quiz.questions[0].answers).toEqual([
      { id: quiz.questions[0].answers[0].id, answer: '2' },
      { id: quiz.questions[0].answers[1].id, answer: '3' },
      { id: quiz.questions[0].answers[2].id, answer: '4' },
    ]);
    expect(data.attempt).toMatchObject({
      started_at: '2025-03-01T10:00:00.000Z',
      deadline: '2025-03-01T10:10:00.000Z',
    });
    expect(data).toMatchObject({
      next_attempt_at: null,
      last_result: null,
      server_time: '2025-03-01T10:00:00.000Z',
    });
    const row = await t.db
      .selectFrom('quiz_attempts')
      .selectAll()
      .where('id', '=', data.attempt.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'started',
      kind: 'pretest',
      user_id: learner.row.id,
      course_id: course.id,
    });
  });

  it('resumes the open attempt instead of starting another', async () => {
    const { quiz, learner } = await taking.courseQuiz();
    const first = (await taking.start(quiz.id, learner.headers)).json().data.attempt;
    clock.advance(60);
    const second = (await taking.start(quiz.id, learner.headers)).json().data.attempt;
    expect(second).toEqual(first);
    const rows = await t.db.selectFrom('quiz_attempts').select('id').where('quiz_id', '=', quiz.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('records a post-test once the learner has completed the course', async () => {
    const { quiz, learner } = await taking.courseQuiz({}, 'completed');
    const data = (await taking.start(quiz.id, learner.headers)).json().data;
    expect(data.quiz.kind).toBe('posttest');
    expect(data.attempt.deadline).toBeNull();
  });

  it('refuses a learner who is not enrolled (403, translated) and an unknown quiz (404)', async () => {
    const { quiz } = await taking.courseQuiz();
    const outsider = await userWithTokens(t);
    const en = await taking.start(quiz.id, outsider.headers);
    expect(en.statusCode).toBe(403);
    expect(en.json().message).toBe('You are not enrolled in this course.');
    const fr = await taking.start(quiz.id, { ...outsider.headers, 'accept-language': 'fr' });
    expect(fr.json().message).toBe("Vous n'êtes pas inscrit à ce cours.");
    expect((await taking.submit(quiz.id, outsider.headers, { answers: [] })).statusCode).toBe(403);
    const unknown = await taking.start(999999, outsider.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Quiz not found');
    expect(
      await t.db.selectFrom('quiz_attempts').select('id').where('user_id', '=', outsider.row.id).execute(),
    ).toEqual([]);
  });
});

describe('POST /api/user/quiz/submit/{quizId}', () => {
  it('scores QCM by set equality and BINARY by is_valid, stores the answers and sets the level from the first pretest', async () => {
    const { quiz, learner, enrolment } = await taking.courseQuiz();
    const attempt = (await taking.start(quiz.id, learner.headers)).json().data.attempt;
    clock.advance(95);
    const qcm = quiz.questions[0];
    // A subset of the correct answers scores 0 for the QCM: 2 of 3.
    const res = await taking.submit(quiz.id, learner.headers, {
      answers: taking.answers(quiz, { qcm: [qcm.answers[0].id] }),
      time_spent: 90,
    });
    expect(res.statusCode).toBe(200);
    // The server's 95 s since the start, not the browser's 90; the level and why, never what was right.
    expect(res.json().data).toEqual({
      id: attempt.id,
      kind: 'pretest',
      score: 2,
      total_score_possible: 3,
      percentage: 66.67,
      status: 'passed',
      passed: true,
      late: false,
      time_spent: 95,
      submitted_at: '2025-03-01T10:01:35.000Z',
      next_attempt_at: null,
      counted_as: 'pretest',
      level: 'intermediate',
      level_reason:
        'Your pretest score is 66.6 %, from 40 % to under 70 %: you start at the intermediate level.',
    });
    const row = await t.db
      .selectFrom('quiz_attempts')
      .selectAll()
      .where('id', '=', attempt.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'passed',
      score: 2,
      total_score_possible: 3,
      late: 0,
      time_spent: 95,
    });
    expect(row.submitted_at).toBe('2025-03-01T10:01:35.000Z');
    const stored = await t.db
      .selectFrom('attempt_answers')
      .selectAll()
      .where('attempt_id', '=', attempt.id)
      .orderBy('id')
      .execute();
    expect(stored.map((a) => [a.question_id, a.answer_ids, a.value, a.is_correct])).toEqual([
      [qcm.id, JSON.stringify([qcm.answers[0].id]), null, 0],
      [quiz.questions[1].id, null, '1', 1],
      [quiz.questions[2].id, null, '0', 1],
    ]);
    const after = await t.db
      .selectFrom('enrolments')
      .selectAll()
      .where('id', '=', enrolment.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ pretest_attempt_id: attempt.id, level: 'intermediate' });

    // The pretest is not offered again while the course is in progress, and the level stays.
    const again = await taking.start(quiz.id, learner.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'You have taken the pretest. The course quiz opens again as the post-test once you complete the course.',
    );
    const still = await t.db
      .selectFrom('enrolments')
      .selectAll()
      .where('id', '=', enrolment.id)
      .executeTakeFirstOrThrow();
    expect(still).toMatchObject({ pretest_attempt_id: attempt.id, level: 'intermediate' });
  });

  it.each([
    [0, 'basic'],
    [1, 'basic'],
    [2, 'intermediate'],
    [3, 'advanced'],
  ])('sets the level from %i of 3 correct to %s', async (correct, level) => {
    const { quiz, learner, enrolment } = await taking.courseQuiz();
    await taking.start(quiz.id, learner.headers);
    const all = taking.answers(quiz, {
      qcm: correct >= 1 ? undefined : [],
      zero: correct >= 2 ? '1' : '0',
      one: correct >= 3 ? '0' : '1',
    });
    expect((await taking.submit(quiz.id, learner.headers, { answers: all })).json().data.score).toBe(correct);
    const row = await t.db
      .selectFrom('enrolments')
      .selectAll()
      .where('id', '=', enrolment.id)
      .executeTakeFirstOrThrow();
    expect(row.level).toBe(level);
  });

  it('counts questions left out as wrong, keeps them in the total, and records them unanswered', async () => {
    const { quiz, learner } = await taking.courseQuiz();
    const attempt = (await taking.start(quiz.id, learner.headers)).json().data.attempt;
    const res = await taking.submit(quiz.id, learner.headers, { answers: [taking.answers(quiz)[1]] });
    expect(res.json().data).toMatchObject({
      score: 1,
      total_score_possible: 3,
      percentage: 33.33,
      status: 'failed',
    });
    const stored = await t.db
      .selectFrom('attempt_answers')
      .selectAll()
      .where('attempt_id', '=', attempt.id)
      .execute();
    expect(stored.filter((a) => a.value === null && a.answer_ids === null).map((a) => a.is_correct)).toEqual([
      0, 0,
    ]);
  });

  it('records the post-test on the enrolment', async () => {
    const { quiz, learner, enrolment } = await taking.courseQuiz({}, 'completed');
    const attempt = (await taking.start(quiz.id, learner.headers)).json().data.attempt;
    const res = await taking.submit(quiz.id, learner.headers, { answers: taking.answers(quiz) });
    expect(res.json().data.kind).toBe('posttest');
    const row = await t.db
      .selectFrom('enrolments')
      .selectAll()
      .where('id', '=', enrolment.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ posttest_attempt_id: attempt.id, pretest_attempt_id: null, level: null });
  });

  it('accepts the form of docs/design/contract.md §7 (urlencoded and multipart)', async () => {
    const { quiz, learner } = await taking.courseQuiz();
    const [qcm, zero, one] = quiz.questions;
    await taking.start(quiz.id, learner.headers);
    const form = new URLSearchParams();
    form.append('answers[0][question_id]', String(qcm.id));
    form.append('answers[0][answer][]', String(qcm.answers[0].id));
    form.append('answers[0][answer][]', String(qcm.answers[2].id));
    form.append('answers[1][question_id]', String(zero.id));
    form.append('answers[1][answer][]', '1');
    form.append('answers[2][question_id]', String(one.id));
    form.append('answers[2][answer][]', '1');
    form.append('time_spent', '30');
    clock.advance(40);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/quiz/submit/${quiz.id}`,
      headers: { ...learner.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(res.statusCode).toBe(200);
    // The browser's time_spent is read but the server's 40 s since the start are stored.
    expect(res.json().data).toMatchObject({ score: 2, total_score_possible: 3, time_spent: 40 });
  });

  it('accepts the multipart form of docs/design/contract.md', async () => {
    const { quiz, learner } = await taking.courseQuiz();
    const [, zero] = quiz.questions;
    await taking.start(quiz.id, learner.headers);
    const boundary = '----parcours';
    const parts = [
      ['answers[0][question_id]', String(zero.id)],
      ['answers[0][answer][]', '1'],
    ]
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('');
    const multi = await t.app.inject({
      method: 'POST',
      url: `/api/user/quiz/submit/${quiz.id}`,
      headers: { ...learner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${parts}--${boundary}--\r\n`,
    });
    expect(multi.statusCode).toBe(200);
    expect(multi.json().data).toMatchObject({ score: 1, total_score_possible: 3 });
  });

  it("measures the time from the attempt's start: a reload does not reset it, the browser's figure is ignored", async () => {
    const { quiz, learner } = await taking.courseQuiz({ time_limit_seconds: 300 });
    const first = (await taking.start(quiz.id, learner.headers)).json().data.attempt;
    clock.advance(17);
    // The page is reloaded: the same attempt resumes, with its original start.
    const reload = (await taking.start(quiz.id, learner.headers)).json().data.attempt;
    expect(reload).toEqual(first);
    clock.advance(10);
    // Today's browser counts from the reload (10 s); the server stores the 27 s since the start.
    const res = await taking.submit(quiz.id, learner.headers, {
      answers: taking.answers(quiz),
      time_spent: 10,
    });
    expect(res.json().data.time_spent).toBe(27);
    const row = await t.db
      .selectFrom('quiz_attempts')
      .select('time_spent')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row.time_spent).toBe(27);
  });
});

describe('refusals of a submission', () => {
  async function refused(payload: unknown) {
    const { quiz, learner } = await taking.courseQuiz();
    const attempt = (await taking.start(quiz.id, learner.headers)).json().data.attempt;
    const res = await taking.submit(
      quiz.id,
      learner.headers,
      typeof payload === 'function' ? payload(quiz) : payload,
    );
    // Nothing recorded: the attempt is still open and has no answers.
    const row = await t.db
      .selectFrom('quiz_attempts')
      .selectAll()
      .where('id', '=', attempt.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('started');
    expect(
      await t.db.selectFrom('attempt_answers').select('id').where('attempt_id', '=', attempt.id).execute(),
    ).toEqual([]);
    return res;
  }

  it('refuses a question that is not in the quiz', async () => {
    const res = await refused((quiz: AdminQuizData) => ({
      answers: [...taking.answers(quiz), { question_id: 999999, answer: ['1'] }],
    }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'answers.3.question_id': ['This question is not part of the quiz'] });
  });

  it('refuses an answer id of another question', async () => {
    const res = await refused((quiz: AdminQuizData) => {
      const all = taking.answers(quiz);
      all[0].answer = [String(quiz.questions[0].answers[0].id), '999999'];
      return { answers: all };
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'answers.0.answer': ['This answer does not belong to the question'],
    });
  });

  it('refuses a BINARY value other than 1 or 0, a question answered twice, and bad shapes', async () => {
    const binary = await refused((quiz: AdminQuizData) => ({
      answers: [{ question_id: quiz.questions[1].id, answer: ['yes'] }],
    }));
    expect(binary.json().errors).toEqual({ 'answers.0.answer': ['Answer with 1 (true) or 0 (false)'] });
    const twice = await refused((quiz: AdminQuizData) => ({
      answers: [taking.answers(quiz)[1], taking.answers(quiz)[1]],
    }));
    expect(twice.json().errors).toEqual({
      'answers.1.question_id': ['This question is answered more than once'],
    });
    const shape = await refused({ answers: [{ answer: ['1'] }, { question_id: 'abc' }], time_spent: -3 });
    expect(shape.statusCode).toBe(422);
    expect(shape.json().errors).toMatchObject({
      'answers.0.question_id': ['This field is required'],
      'answers.1.question_id': ['This value is not valid'],
      time_spent: ['Enter a whole number of seconds'],
    });
    const object = await refused({ answers: [{ question_id: 1, answer: [{ id: 3 }] }] });
    expect(object.statusCode).toBe(422);
  });

  it('answers 409 without an open attempt, and 404 on the other submit call', async () => {
    const { quiz, learner } = await taking.courseQuiz();
    const none = await taking.submit(quiz.id, learner.headers, { answers: taking.answers(quiz) });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(
      'There is no attempt in progress for this quiz. Open the quiz to start one.',
    );
    await taking.start(quiz.id, learner.headers);
    const wrongCall = await taking.submit(quiz.id, learner.headers, { answers: taking.answers(quiz) }, true);
    expect(wrongCall.statusCode).toBe(404);
  });

  it('records only one of two parallel submissions; the other gets 409', async () => {
    const { quiz, learner } = await taking.courseQuiz();
    const attempt = (await taking.start(quiz.id, learner.headers)).json().data.attempt;
    const body = { answers: taking.answers(quiz), attempt_id: attempt.id };
    const results = await Promise.all([
      taking.submit(quiz.id, learner.headers, body),
      taking.submit(quiz.id, learner.headers, body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
      'This attempt was already submitted.',
    );
    const rows = await t.db.selectFrom('quiz_attempts').selectAll().where('quiz_id', '=', quiz.id).execute();
    expect(rows.map((r) => r.status)).toEqual(['passed']);
    expect(
      await t.db.selectFrom('attempt_answers').select('id').where('attempt_id', '=', attempt.id).execute(),
    ).toHaveLength(3);
    const again = await taking.submit(quiz.id, learner.headers, body);
    expect(again.statusCode).toBe(409);
  });
});

describe('rate limit', () => {
  it('answers 429 with retry_after after too many quiz calls in a minute', async () => {
    const { quiz, learner } = await taking.courseQuiz();
    for (let i = 0; i < defaultRateLimits.quizPerLearner.max; i++) {
      expect((await taking.start(quiz.id, learner.headers)).statusCode).toBe(200);
    }
    const res = await taking.start(quiz.id, learner.headers);
    expect(res.statusCode).toBe(429);
    expect(res.json().retry_after).toBeGreaterThan(0);
    // Another learner is not affected.
    const other = await taking.courseQuiz();
    expect((await taking.start(other.quiz.id, other.learner.headers)).statusCode).toBe(200);
  });
});

describe('learning-object quizzes', () => {
  it('are taken through lo-quiz/submit with a passed flag, and show as passed in the content', async () => {
    const course = await insertCourse(t);
    const { lo } = await insertUnitWithObject(t, course.id);
    const quiz: AdminQuizData = (
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/add-quiz-to-lo/${lo.id}`,
        headers: admin.headers,
        payload: sampleQuiz(),
      })
    ).json().data;
    const learner = await userWithTokens(t);
    await enrol(t, learner.row.id, course.id);
    const started = (await taking.start(quiz.id, learner.headers)).json().data;
    expect(started.quiz).toMatchObject({
      kind: 'learning_object',
      learning_object_id: lo.id,
      title: 'Basics object',
    });
    expect(
      (await taking.submit(quiz.id, learner.headers, { answers: taking.answers(quiz) })).statusCode,
    ).toBe(404);
    const res = await taking.submit(quiz.id, learner.headers, { answers: taking.answers(quiz) }, true);
    expect(res.json().data).toMatchObject({
      kind: 'learning_object',
      passed: true,
      status: 'passed',
      score: 3,
    });
    const content = (
      await t.app.inject({
        method: 'GET',
        url: `/api/courses/${course.id}/content`,
        headers: learner.headers,
      })
    ).json().data;
    expect(content.units[0].learning_objects[0].quiz).toEqual({
      id: quiz.id,
      is_passed: true,
      questions_count: 3,
    });
  });
});
