// Parallel forms of the course quiz (docs/design/adaptive.md §5): the author switches them on and sets levels;
// the pretest and the post-test each show one half of the questions, counterbalanced by the learner's id, and
// are scored on that half only; the switch holds once the quiz has been taken.
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../test/clock';
import { appPerFile, userWithTokens } from '../../test/helpers';
import { enrol, insertCourse, insertUnitWithObject, quizDesk } from '../../test/quizzes';

const clock = manualClock('2025-03-01T10:00:00.000Z');
const t = appPerFile({}, { clock });
const { admin, taking } = quizDesk(t);

// Author's order and levels. Scored questions by level (basic, intermediate, advanced, none) in that order:
// "two" (basic), "which" (basic), "six" (basic), "four" (intermediate), "one" (advanced), "eight" (none),
// dealt A, B, A, B, A, B: form A = one, two, six; form B = which, four, eight.
const body = (extra: Record<string, unknown> = {}) => ({
  parallel_forms: 1,
  questions: [
    { question: 'One is even', type: 3, is_valid: 0, level: 'advanced' },
    { question: 'Two is even', type: 3, is_valid: 1, level: 'basic' },
    {
      question: 'Which are even?',
      type: 1,
      level: 'basic',
      answers: [
        { answer: '2', is_valid: 1 },
        { answer: '3', is_valid: 0 },
      ],
    },
    { question: 'Four is even', type: 3, is_valid: 1, level: 'intermediate' },
    { question: 'Eight is even', type: 3, is_valid: 1 },
    { question: 'Six is even', type: 3, is_valid: 1, level: 'basic' },
  ],
  ...extra,
});
const formA = ['One is even', 'Two is even', 'Six is even'];
const formB = ['Which are even?', 'Four is even', 'Eight is even'];

async function saveCourseQuiz(courseId: number, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/course-quiz/${courseId}`,
    headers: admin.headers,
    payload: payload as object,
  });
}

type Shown = { id: number; question: string; type: number; answers: { id: number; answer: string }[] };

describe('parallel forms of the course quiz', () => {
  it('the builder keeps the switch and the levels; a learning object quiz or a single question cannot have forms', async () => {
    const course = await insertCourse(t);
    const res = await saveCourseQuiz(course.id, body());
    expect(res.statusCode).toBe(200);
    const quiz = res.json().data;
    expect(quiz).toMatchObject({ parallel_forms: true, parallel_forms_locked: false });
    expect(quiz.questions.map((q: { level: string | null }) => q.level)).toEqual([
      'advanced',
      'basic',
      'basic',
      'intermediate',
      null,
      'basic',
    ]);

    const lone = await insertCourse(t);
    const one = await saveCourseQuiz(lone.id, {
      parallel_forms: 1,
      questions: [{ question: 'Zero is even', type: 3, is_valid: 1 }],
    });
    expect(one.statusCode).toBe(422);
    expect(one.json().errors.parallel_forms).toEqual([
      'Parallel forms need at least two scored questions, one for each form',
    ]);
    // Nothing of the refused save was kept.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/course-quiz/${lone.id}`,
          headers: admin.headers,
        })
      ).json().data,
    ).toBeNull();

    const { lo } = await insertUnitWithObject(t, course.id);
    const practice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/add-quiz-to-lo/${lo.id}`,
      headers: { ...admin.headers, 'accept-language': 'fr' },
      payload: body(),
    });
    expect(practice.statusCode).toBe(422);
    expect(practice.json().errors.parallel_forms).toEqual([
      'Seul le quiz du cours (prétest et post-test) peut avoir des formes parallèles',
    ]);
  });

  it('a pretest shows and scores one form, the post-test the other, counterbalanced by the learner', async () => {
    const course = await insertCourse(t);
    const quiz = (await saveCourseQuiz(course.id, body())).json().data;
    const texts = (shown: Shown[]) => shown.map((q) => q.question);

    const learners = [await userWithTokens(t), await userWithTokens(t)];
    for (const learner of learners) {
      const enrolment = await enrol(t, learner.row.id, course.id);
      const [first, second] = learner.row.id % 2 === 0 ? [formA, formB] : [formB, formA];

      const pre = (await taking.start(quiz.id, learner.headers)).json().data;
      expect(pre.attempt.form).toBe(learner.row.id % 2 === 0 ? 'A' : 'B');
      expect(texts(pre.quiz.questions)).toEqual(first);
      // A question of the other form is not in this attempt.
      const other = quiz.questions.find((q: { question: string }) => second.includes(q.question));
      const refused = await taking.submit(quiz.id, learner.headers, {
        answers: [{ question_id: other.id, answer: ['1'] }],
      });
      expect(refused.statusCode).toBe(422);

      // Every shown true/false answered "true": form A has one (false) wrong of 3 -> 2/3; form B has the QCM
      // unanswered (wrong) and two right -> 2/3.
      clock.advance(60);
      const answers = (pre.quiz.questions as Shown[])
        .filter((q) => q.type === 3)
        .map((q) => ({ question_id: q.id, answer: ['1'] }));
      const scored = (await taking.submit(quiz.id, learner.headers, { answers })).json().data;
      expect(scored).toMatchObject({ kind: 'pretest', score: 2, total_score_possible: 3, percentage: 66.67 });

      await t.db
        .updateTable('enrolments')
        .set({ status: 'completed', completed_at: clock.now().toISOString() })
        .where('id', '=', enrolment.id)
        .execute();
      const post = (await taking.start(quiz.id, learner.headers)).json().data;
      expect(post.quiz.kind).toBe('posttest');
      expect(texts(post.quiz.questions)).toEqual(second);
      expect(post.attempt.form).toBe(learner.row.id % 2 === 0 ? 'B' : 'A');
    }
    // The attempts keep the form they drew.
    const stored = await t.db
      .selectFrom('quiz_attempts')
      .select(['user_id', 'kind', 'form'])
      .where('quiz_id', '=', quiz.id)
      .orderBy('id')
      .execute();
    expect(stored.map((a) => [a.kind, a.form === (a.user_id % 2 === 0 ? 'A' : 'B')])).toEqual([
      ['pretest', true],
      ['posttest', false],
      ['pretest', true],
      ['posttest', false],
    ]);
  });

  it('once taken, the switch holds and a new level makes a new version', async () => {
    const course = await insertCourse(t);
    const quiz = (await saveCourseQuiz(course.id, body())).json().data;
    const learner = await userWithTokens(t);
    await enrol(t, learner.row.id, course.id);
    await taking.start(quiz.id, learner.headers);

    const read = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/course-quiz/${course.id}`,
        headers: admin.headers,
      })
    ).json().data;
    expect(read.parallel_forms_locked).toBe(true);
    const questions = read.questions.map((q: Record<string, unknown>) => ({
      id: q.id,
      question: q.question,
      type: q.type,
      ...(q.type === 3 ? { is_valid: q.is_valid } : {}),
      level: q.level,
      answers: q.answers,
    }));
    const off = await saveCourseQuiz(course.id, { parallel_forms: 0, questions });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(
      'Parallel forms cannot be switched on or off once the quiz has been taken: the scores already recorded were drawn the other way.',
    );
    // Sending the switch as it is, with one level changed, is a new version: the forms it deals changed.
    questions[4].level = 'advanced';
    const saved = await saveCourseQuiz(course.id, { parallel_forms: 1, questions });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ version: 2, parallel_forms: true });
  });
});
