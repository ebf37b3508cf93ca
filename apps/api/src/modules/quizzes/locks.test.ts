// Unit locks on the server: a learner cannot start or submit the quiz of a learning object whose unit is locked
// on their learning path (docs/design/adaptive.md §3), and a refused request records nothing.
import type { RoleValue } from '@parcours/shared';
import { describe, expect, it } from 'vitest';
import { appPerFile, userWithTokens } from '../../test/helpers';
import { type AdaptiveCourse, adaptiveCourse, enrolAt, takeLoQuiz } from '../../test/learning-paths';
import { insertStyleResult, intuitiveReflectivePlan, sensingActivePlan } from '../../test/learning-style';
import { quizDesk } from '../../test/quizzes';

const t = appPerFile();
const { admin: courseAdmin, taking } = quizDesk(t);

const lockedMessage = {
  en: 'This unit opens when you have passed the quizzes of the previous unit.',
  fr: "Cette unité s'ouvre quand vous avez réussi les quiz de l'unité précédente.",
};

async function learnerOn(c: AdaptiveCourse, attrs: { role?: RoleValue } = {}) {
  const learner = await userWithTokens(t, attrs);
  await enrolAt(t, learner.row.id, c.course.id, 'basic');
  return learner;
}

/** The right answers to the "Practice" quiz (unit 2), as the submit route takes them. */
const practiceAnswers = (c: AdaptiveCourse) => ({
  answers: taking.answers(c.quizzes.practice),
  time_spent: 20,
});

const attemptsOf = (userId: number, quizId: number) =>
  t.db
    .selectFrom('quiz_attempts')
    .select(['id', 'status', 'submitted_at'])
    .where('user_id', '=', userId)
    .where('quiz_id', '=', quizId)
    .execute();

async function recordedAnswers(attemptIds: number[]) {
  if (attemptIds.length === 0) return [];
  return t.db.selectFrom('attempt_answers').select('id').where('attempt_id', 'in', attemptIds).execute();
}

const masteryOf = (userId: number, loId: number) =>
  t.db
    .selectFrom('mastery')
    .select('p_known')
    .where('user_id', '=', userId)
    .where('learning_object_id', '=', loId)
    .executeTakeFirst();

describe('learning-object quizzes in a locked unit', () => {
  it('refuses a sequential learner the quiz of a locked unit, in both languages, storing no attempt', async () => {
    const c = await adaptiveCourse(t, courseAdmin.headers);
    const learner = await learnerOn(c);
    await insertStyleResult(t, learner.row.id, sensingActivePlan);
    const quizId = c.quizzes.practice.id;

    const start = await taking.start(quizId, learner.headers);
    expect(start.statusCode).toBe(409);
    expect(start.json()).toEqual({ message: lockedMessage.en });
    const startFr = await taking.start(quizId, { ...learner.headers, 'accept-language': 'fr' });
    expect(startFr.statusCode).toBe(409);
    expect(startFr.json().message).toBe(lockedMessage.fr);

    const submit = await taking.submit(quizId, learner.headers, practiceAnswers(c), true);
    expect(submit.statusCode).toBe(409);
    expect(submit.json().message).toBe(lockedMessage.en);
    expect(await attemptsOf(learner.row.id, quizId)).toEqual([]);
    expect(await masteryOf(learner.row.id, c.los.practice.id)).toBeUndefined();

    // The quizzes of the open unit stay available.
    expect((await taking.start(c.quizzes.example.id, learner.headers)).statusCode).toBe(200);
  });

  it('refuses the submission of an attempt opened before the unit locked, then accepts it once unit 1 is passed', async () => {
    const c = await adaptiveCourse(t, courseAdmin.headers);
    const learner = await learnerOn(c);
    // A global learner opens the quiz of unit 2, then a new questionnaire result makes them sequential.
    await insertStyleResult(t, learner.row.id, intuitiveReflectivePlan);
    const quizId = c.quizzes.practice.id;
    expect((await taking.start(quizId, learner.headers)).statusCode).toBe(200);
    await insertStyleResult(t, learner.row.id, sensingActivePlan);

    const refused = await taking.submit(quizId, learner.headers, practiceAnswers(c), true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(lockedMessage.en);
    const open = await attemptsOf(learner.row.id, quizId);
    expect(open).toEqual([{ id: expect.any(Number), status: 'started', submitted_at: null }]);
    expect(await recordedAnswers(open.map((a) => a.id))).toEqual([]);
    expect(await masteryOf(learner.row.id, c.los.practice.id)).toBeUndefined();

    // One quiz of unit 1 passed: still locked.
    await takeLoQuiz(t, learner.headers, c.quizzes.example);
    const stillLocked = await taking.submit(quizId, learner.headers, practiceAnswers(c), true);
    expect(stillLocked.statusCode).toBe(409);

    await takeLoQuiz(t, learner.headers, c.quizzes.ideas);
    const accepted = await taking.submit(quizId, learner.headers, practiceAnswers(c), true);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'passed', score: 3, total_score_possible: 3 });
    const submitted = await attemptsOf(learner.row.id, quizId);
    expect(submitted).toEqual([{ id: open[0].id, status: 'passed', submitted_at: expect.any(String) }]);
    expect(await recordedAnswers([open[0].id])).toHaveLength(3);
    expect(await masteryOf(learner.row.id, c.los.practice.id)).toBeDefined();
  });

  it('locks the units of a course marked sequential for any learner', async () => {
    const c = await adaptiveCourse(t, courseAdmin.headers, { isSequential: true });
    const learner = await learnerOn(c);
    await insertStyleResult(t, learner.row.id, intuitiveReflectivePlan);
    const start = await taking.start(c.quizzes.practice.id, learner.headers);
    expect(start.statusCode).toBe(409);
    expect(await attemptsOf(learner.row.id, c.quizzes.practice.id)).toEqual([]);
  });

  it('lets a global learner, and a learner without a result, take the quiz of any unit', async () => {
    const c = await adaptiveCourse(t, courseAdmin.headers);
    const global = await learnerOn(c);
    await insertStyleResult(t, global.row.id, intuitiveReflectivePlan);
    const result = await takeLoQuiz(t, global.headers, c.quizzes.practice);
    expect(result).toMatchObject({ status: 'passed' });
    expect(await attemptsOf(global.row.id, c.quizzes.practice.id)).toEqual([
      expect.objectContaining({ status: 'passed' }),
    ]);

    const noResult = await learnerOn(c);
    expect(await takeLoQuiz(t, noResult.headers, c.quizzes.practice)).toMatchObject({ status: 'passed' });
  });

  it('leaves enrolled admins unlocked and keeps 403 for a caller not enrolled', async () => {
    const c = await adaptiveCourse(t, courseAdmin.headers, { isSequential: true });
    const admin = await learnerOn(c, { role: 1 });
    expect((await taking.start(c.quizzes.practice.id, admin.headers)).statusCode).toBe(200);

    const stranger = await userWithTokens(t);
    const start = await taking.start(c.quizzes.practice.id, stranger.headers);
    expect(start.statusCode).toBe(403);
    expect(start.json().message).toBe('You are not enrolled in this course.');
  });
});
