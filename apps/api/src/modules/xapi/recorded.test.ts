// The learner's events that reach the learning record store (docs/integrations.md): a submitted quiz, a
// learning object read, a course completed. Each is queued with its event, for the learner's pseudonym, and
// nothing is queued when the event's transaction fails or the event is refused.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../test/clock';
import { appPerFile, userWithTokens } from '../../test/helpers';
import { statementErrors } from '../../test/lrs-stub';
import {
  type AdminQuizData,
  enrol,
  insertCourse,
  insertUnitWithObject,
  quizDesk,
  sampleQuiz,
} from '../../test/quizzes';
import * as enrolmentQueries from '../enrolments/queries';
import * as xapiQueries from './queries';
import { type QueuedEvent, toStatement } from './statements';

const home = 'http://parcours.test';
const clock = manualClock('2025-03-01T10:00:00.000Z');
const t = appPerFile({}, { clock });
const { admin, taking } = quizDesk(t);
beforeEach(async () => {
  clock.set('2025-03-01T10:00:00.000Z');
  await t.db.deleteFrom('xapi_statements').execute();
});

/** The xAPI registration stored on the learner's enrolment in the course. */
async function registrationOf(userId: number, courseId: number) {
  const row = await t.db
    .selectFrom('enrolments')
    .select('xapi_registration')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  return row.xapi_registration;
}

async function queued() {
  const rows = await t.db
    .selectFrom('xapi_statements')
    .select(['statement_id', 'payload'])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.statement_id, event: JSON.parse(r.payload) as QueuedEvent }));
}

describe('a submitted course quiz', () => {
  it('queues each answer with its response and result, then attempted and passed with the score', async () => {
    const { course, quiz, learner } = await taking.courseQuiz();
    const attempt = (await taking.start(quiz.id, learner.headers)).json().data.attempt;
    clock.advance(95);
    const [qcm, zero, one] = quiz.questions;
    // Only the first of the two correct answers of the QCM: wrong. Zero is even (true), one is not (false).
    const res = await taking.submit(quiz.id, learner.headers, {
      answers: taking.answers(quiz, { qcm: [qcm.answers[0].id] }),
    });
    expect(res.statusCode).toBe(200);

    const statements = await queued();
    const events = statements.map((s) => s.event);
    expect(events.map((e) => e.verb)).toEqual(['answered', 'answered', 'answered', 'attempted', 'passed']);
    // The pseudonym only: nothing of the learner's name or e-mail address.
    expect(new Set(events.map((e) => e.actor))).toEqual(new Set([learner.row.pseudonym]));
    expect(JSON.stringify(events)).not.toContain(learner.row.email);
    const registration = await registrationOf(learner.row.id, course.id);
    const context = { courseId: course.id, quizId: quiz.id, attemptId: attempt.id, registration };
    for (const e of events) expect(e.context).toEqual(context);
    expect(new Set(events.map((e) => e.timestamp))).toEqual(new Set(['2025-03-01T10:01:35.000Z']));

    expect(events[0]).toMatchObject({
      object: {
        kind: 'question',
        id: qcm.id,
        interaction: { type: 'choice', correct: [String(qcm.answers[0].id), String(qcm.answers[2].id)] },
      },
      result: { response: [String(qcm.answers[0].id)], success: false },
    });
    expect(events[1]).toMatchObject({
      object: { kind: 'question', id: zero.id, interaction: { type: 'true-false', correct: ['true'] } },
      result: { response: 'true', success: true },
    });
    expect(events[2]).toMatchObject({
      object: { kind: 'question', id: one.id, interaction: { type: 'true-false', correct: ['false'] } },
      result: { response: 'false', success: true },
    });
    expect(events[3].object).toEqual({ kind: 'quiz', id: quiz.id });
    // 2 right of 3, 66.7 % against a pass mark of 60 %: passed, in the 95 s between start and submission.
    expect(events[4]).toMatchObject({
      object: { kind: 'quiz', id: quiz.id },
      result: { score: { raw: 2, max: 3 }, success: true, completion: true, durationSeconds: 95 },
    });
    const sent = statements.map((s) => toStatement(s.event, s.id, home)) as {
      result?: { score?: unknown };
    }[];
    // Scaled as the LRS reads it: 2 / 3 rounded to four places.
    expect(sent[4].result?.score).toEqual({ raw: 2, min: 0, max: 3, scaled: 0.6667 });
    for (const s of sent) expect(statementErrors(s)).toEqual([]);
  });

  it('says failed below the pass mark', async () => {
    const { quiz, learner } = await taking.courseQuiz();
    await taking.start(quiz.id, learner.headers);
    // 1 right of 3 (33.3 %) against 60 %.
    const res = await taking.submit(quiz.id, learner.headers, {
      answers: taking.answers(quiz, { qcm: [], zero: '0' }),
    });
    expect(res.statusCode).toBe(200);
    const last = (await queued()).at(-1)!.event;
    expect(last).toMatchObject({ verb: 'failed', result: { score: { raw: 1, max: 3 }, success: false } });
  });

  it('queues nothing for a refused submission, nor when the submission’s transaction fails', async () => {
    const { quiz, learner } = await taking.courseQuiz();
    expect((await taking.submit(quiz.id, learner.headers, { answers: [] })).statusCode).toBe(409);
    expect(await queued()).toEqual([]);

    const attempt = (await taking.start(quiz.id, learner.headers)).json().data.attempt;
    // A fault after the statements are queued: recording the pretest on the enrolment fails.
    const fault = vi.spyOn(enrolmentQueries, 'setPretestOnce').mockRejectedValueOnce(new Error('disk full'));
    try {
      const res = await taking.submit(quiz.id, learner.headers, { answers: taking.answers(quiz) });
      expect(res.statusCode).toBe(500);
    } finally {
      fault.mockRestore();
    }
    expect(await queued()).toEqual([]);
    const row = await t.db
      .selectFrom('quiz_attempts')
      .select('status')
      .where('id', '=', attempt.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('started');

    // Submitted again once the fault is gone: recorded once.
    expect(
      (await taking.submit(quiz.id, learner.headers, { answers: taking.answers(quiz) })).statusCode,
    ).toBe(200);
    expect((await queued()).map((s) => s.event.verb)).toEqual([
      'answered',
      'answered',
      'answered',
      'attempted',
      'passed',
    ]);
  });
});

describe('a submitted learning-object quiz', () => {
  it('queues the same statements, in the learning object’s course; a question left out has no response', async () => {
    const course = await insertCourse(t);
    const { lo } = await insertUnitWithObject(t, course.id);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/admin/add-quiz-to-lo/${lo.id}`,
      headers: admin.headers,
      payload: sampleQuiz(),
    });
    const quiz: AdminQuizData = created.json().data;
    const learner = await userWithTokens(t);
    await enrol(t, learner.row.id, course.id);
    const attempt = (await taking.start(quiz.id, learner.headers)).json().data.attempt;
    const [qcm, zero, one] = quiz.questions;
    const right = qcm.answers.filter((a) => a.is_valid === 1).map((a) => String(a.id));
    // The QCM right, zero is even right, "one is even" left out: 2 of 3, 66.7 % against 60 %.
    const res = await taking.submit(
      quiz.id,
      learner.headers,
      {
        answers: [
          { question_id: qcm.id, answer: right },
          { question_id: zero.id, answer: ['1'] },
        ],
      },
      true,
    );
    expect(res.statusCode).toBe(200);
    const events = (await queued()).map((s) => s.event);
    expect(events.map((e) => [e.verb, e.object.id])).toEqual([
      ['answered', qcm.id],
      ['answered', zero.id],
      ['answered', one.id],
      ['attempted', quiz.id],
      ['passed', quiz.id],
    ]);
    const registration = await registrationOf(learner.row.id, course.id);
    for (const e of events)
      expect(e.context).toEqual({
        courseId: course.id,
        quizId: quiz.id,
        attemptId: attempt.id,
        registration,
      });
    expect(events[0].result).toEqual({ response: right, success: true });
    expect(events[2].result).toEqual({ success: false });
    expect(events[4].result).toMatchObject({ score: { raw: 2, max: 3 }, success: true });
  });
});

describe('a learning object read and a course completed', () => {
  async function enrolled() {
    const course = await insertCourse(t);
    const { lo } = await insertUnitWithObject(t, course.id, 'Fractions');
    const learner = await userWithTokens(t);
    await enrol(t, learner.row.id, course.id);
    const open = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/learning-objects/${lo.id}/opened`,
        headers: learner.headers,
      });
    const complete = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/complete-course/${course.id}`,
        headers: learner.headers,
      });
    return { course, lo, learner, open, complete };
  }

  it('queues experienced once for the learning object, at the time it was first opened', async () => {
    const { course, lo, learner, open } = await enrolled();
    expect((await open()).statusCode).toBe(200);
    expect((await open()).statusCode).toBe(200);
    const opened = await t.db
      .selectFrom('learning_object_opens')
      .select('opened_at')
      .where('user_id', '=', learner.row.id)
      .executeTakeFirstOrThrow();
    const statements = await queued();
    expect(statements.map((s) => s.event)).toEqual([
      {
        actor: learner.row.pseudonym,
        verb: 'experienced',
        object: { kind: 'learning-object', id: lo.id, name: 'Fractions object' },
        context: { courseId: course.id, registration: await registrationOf(learner.row.id, course.id) },
        timestamp: opened.opened_at,
      },
    ]);
    expect(statementErrors(toStatement(statements[0].event, statements[0].id, home))).toEqual([]);
  });

  it('queues completed once for the course, at the time it was completed', async () => {
    const { course, learner, complete } = await enrolled();
    expect((await complete()).statusCode).toBe(200);
    expect((await complete()).statusCode).toBe(200);
    const enrolment = await t.db
      .selectFrom('enrolments')
      .select('completed_at')
      .where('user_id', '=', learner.row.id)
      .executeTakeFirstOrThrow();
    const statements = await queued();
    expect(statements.map((s) => s.event)).toEqual([
      {
        actor: learner.row.pseudonym,
        verb: 'completed',
        object: { kind: 'course', id: course.id },
        result: { completion: true },
        context: { registration: await registrationOf(learner.row.id, course.id) },
        timestamp: enrolment.completed_at,
      },
    ]);
    expect(statementErrors(toStatement(statements[0].event, statements[0].id, home))).toEqual([]);
  });

  it('stores neither the event nor its statement when the transaction fails', async () => {
    const { learner, open, complete } = await enrolled();
    // After the statement is queued, the progress figure cannot be stored.
    const progressFault = vi
      .spyOn(enrolmentQueries, 'setProgress')
      .mockRejectedValueOnce(new Error('disk full'));
    try {
      expect((await open()).statusCode).toBe(500);
    } finally {
      progressFault.mockRestore();
    }
    // The statement itself cannot be stored: the completion is not either.
    const queueFault = vi
      .spyOn(xapiQueries, 'insertStatements')
      .mockRejectedValueOnce(new Error('disk full'));
    try {
      expect((await complete()).statusCode).toBe(500);
    } finally {
      queueFault.mockRestore();
    }
    expect(await queued()).toEqual([]);
    const opens = await t.db
      .selectFrom('learning_object_opens')
      .select('user_id')
      .where('user_id', '=', learner.row.id)
      .execute();
    expect(opens).toEqual([]);
    const enrolment = await t.db
      .selectFrom('enrolments')
      .select(['status', 'completed_at'])
      .where('user_id', '=', learner.row.id)
      .executeTakeFirstOrThrow();
    expect(enrolment).toEqual({ status: 'enrolled', completed_at: null });
  });
});

describe('the registration of an enrolment', () => {
  it('is one UUID per enrolment, in every statement about it, kept in the database', async () => {
    const { course, quiz, learner } = await taking.courseQuiz();
    const { lo } = await insertUnitWithObject(t, course.id, 'Fractions');
    const other = await insertCourse(t);
    await enrol(t, learner.row.id, other.id);
    const classmate = await userWithTokens(t);
    await enrol(t, classmate.row.id, course.id);
    const open = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/user/learning-objects/${lo.id}/opened`, headers });

    // Before any statement, the enrolment has none.
    expect(await registrationOf(learner.row.id, course.id)).toBeNull();
    expect((await open(learner.headers)).statusCode).toBe(200);
    await taking.start(quiz.id, learner.headers);
    expect(
      (await taking.submit(quiz.id, learner.headers, { answers: taking.answers(quiz) })).statusCode,
    ).toBe(200);
    expect((await open(classmate.headers)).statusCode).toBe(200);
    const [otherLo] = [await insertUnitWithObject(t, other.id, 'Other')];
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/user/learning-objects/${otherLo.lo.id}/opened`,
          headers: learner.headers,
        })
      ).statusCode,
    ).toBe(200);

    const statements = (await queued()).map((s) => toStatement(s.event, s.id, home)) as {
      actor: { account: { name: string } };
      object: { id: string };
      context: { registration?: string };
    }[];
    for (const s of statements) expect(statementErrors(s)).toEqual([]);
    const registration = await registrationOf(learner.row.id, course.id);
    expect(registration).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // experienced + 3 answered + attempted + passed, all about the learner's enrolment in the course.
    const mine = statements.filter(
      (s) => s.actor.account.name === learner.row.pseudonym && !s.object.id.endsWith(`/${otherLo.lo.id}`),
    );
    expect(mine).toHaveLength(6);
    for (const s of mine) expect(s.context.registration).toBe(registration);
    // Another learner in the same course and the same learner in another course: other registrations.
    const classmates = statements.filter((s) => s.actor.account.name === classmate.row.pseudonym);
    expect(classmates.map((s) => s.context.registration)).toEqual([
      await registrationOf(classmate.row.id, course.id),
    ]);
    const elsewhere = statements.find((s) => s.object.id.endsWith(`/${otherLo.lo.id}`));
    expect(elsewhere?.context.registration).toBe(await registrationOf(learner.row.id, other.id));
    expect(
      new Set([registration, classmates[0].context.registration, elsewhere?.context.registration]).size,
    ).toBe(3);

    // Kept in the database, nowhere in memory: a later event (a day later, after any restart) has the same one.
    clock.advance(86_400);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/complete-course/${course.id}`,
      headers: learner.headers,
    });
    expect(res.statusCode).toBe(200);
    const completed = (await queued()).at(-1)!;
    expect(completed.event).toMatchObject({ verb: 'completed', context: { registration } });
  });
});
