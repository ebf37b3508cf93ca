// The admin quiz builder: course quiz and learning-object quizzes, ids, order, soft deletes, every refusal.
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/helpers';
import { insertCourse, insertUnitWithObject, quizDesk, sampleQuiz } from '../../test/quizzes';

const t = appPerFile();
const { admin, learner } = quizDesk(t);

const saveCourseQuiz = (
  courseId: number,
  payload: unknown,
  headers: Record<string, string> = admin.headers,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/course-quiz/${courseId}`,
    headers,
    payload: payload as object,
  });

async function liveQuestions(quizId: number) {
  return t.db
    .selectFrom('questions')
    .selectAll()
    .where('quiz_id', '=', quizId)
    .where('deleted_at', 'is', null)
    .orderBy('position')
    .execute();
}

describe('POST /api/admin/course-quiz/{courseId}', () => {
  it('creates the course quiz with its questions in order and answers with the correct ones', async () => {
    const course = await insertCourse(t);
    const res = await saveCourseQuiz(
      course.id,
      sampleQuiz({ time_limit_seconds: 600, cooldown_seconds: 120 }),
    );
    expect(res.statusCode).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe('The quiz is saved.');
    expect(data).toMatchObject({
      kind: 'course',
      course_id: course.id,
      learning_object_id: null,
      pass_mark: 60,
      time_limit_seconds: 600,
      cooldown_seconds: 120,
    });
    expect(
      data.questions.map((q: { question: string; position: number }) => [q.question, q.position]),
    ).toEqual([
      ['Which are even?', 0],
      ['Zero is even', 1],
      ['One is even', 2],
    ]);
    expect(
      data.questions[0].answers.map((a: { answer: string; is_valid: number }) => [a.answer, a.is_valid]),
    ).toEqual([
      ['2', 1],
      ['3', 0],
      ['4', 1],
    ]);
    expect(data.questions[1]).toMatchObject({ type: 3, is_valid: 1, answers: [] });
    expect(data.questions[2]).toMatchObject({ type: 3, is_valid: 0 });

    const stored = await t.db
      .selectFrom('quizzes')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ course_id: course.id, learning_object_id: null, time_limit_seconds: 600 });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', data.id)
      .where('target_type', '=', 'quiz')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['quiz.create']);

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quizzes/${data.id}`,
      headers: admin.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(data);
    const byCourse = await t.app.inject({
      method: 'GET',
      url: `/api/admin/course-quiz/${course.id}`,
      headers: admin.headers,
    });
    expect(byCourse.json().data.id).toBe(data.id);
  });

  it('defaults the pass mark to 50 and has no limit or cooldown', async () => {
    const course = await insertCourse(t);
    const body = sampleQuiz();
    delete (body as { pass_mark?: number }).pass_mark;
    const { data } = (await saveCourseQuiz(course.id, body)).json();
    expect(data).toMatchObject({ pass_mark: 50, time_limit_seconds: null, cooldown_seconds: null });
  });

  it('updates in place: ids update, new entries are created, list order is quiz order, removed items are soft-deleted', async () => {
    const course = await insertCourse(t);
    const first = (await saveCourseQuiz(course.id, sampleQuiz())).json().data;
    const [qcm, zero, one] = first.questions;
    const res = await saveCourseQuiz(course.id, {
      pass_mark: 80,
      time_limit_seconds: '',
      questions: [
        { id: zero.id, question: 'Zero is an even number', type: 3, is_valid: 1 },
        {
          id: qcm.id,
          question: 'Which are even?',
          type: 1,
          answers: [
            { id: qcm.answers[2].id, answer: '4', is_valid: 1 },
            { answer: '6', is_valid: 1 },
          ],
        },
        { question: 'Two is prime', type: 3, is_valid: 'true' },
      ],
      deleted_questions: [one.id],
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.id).toBe(first.id);
    expect(data.pass_mark).toBe(80);
    expect(data.questions.map((q: { id: number }) => q.id).slice(0, 2)).toEqual([zero.id, qcm.id]);
    expect(data.questions.map((q: { question: string }) => q.question)).toEqual([
      'Zero is an even number',
      'Which are even?',
      'Two is prime',
    ]);
    expect(data.questions[1].answers.map((a: { answer: string }) => a.answer)).toEqual(['4', '6']);
    expect(data.questions[2].is_valid).toBe(1);

    // The removed question and answers stay in the table for the attempts that may point at them.
    const deleted = await t.db
      .selectFrom('questions')
      .selectAll()
      .where('id', '=', one.id)
      .executeTakeFirstOrThrow();
    expect(deleted.deleted_at).not.toBeNull();
    const droppedAnswers = await t.db
      .selectFrom('answers')
      .selectAll()
      .where('id', 'in', [qcm.answers[0].id, qcm.answers[1].id])
      .execute();
    expect(droppedAnswers.every((a) => a.deleted_at !== null)).toBe(true);
    expect(await liveQuestions(first.id)).toHaveLength(3);
    expect(
      (await t.db.selectFrom('quizzes').selectAll().where('course_id', '=', course.id).execute()).length,
    ).toBe(1);
  });

  it('keeps questions the form does not list, after the listed ones, and drops answers of a question turned BINARY', async () => {
    const course = await insertCourse(t);
    const first = (await saveCourseQuiz(course.id, sampleQuiz())).json().data;
    const [qcm, zero, one] = first.questions;
    const data = (
      await saveCourseQuiz(course.id, {
        questions: [
          { id: one.id, question: 'One is odd', type: 3, is_valid: 1 },
          { id: qcm.id, question: 'Even?', type: 3, is_valid: 0 },
        ],
      })
    ).json().data;
    expect(data.questions.map((q: { id: number }) => q.id)).toEqual([one.id, qcm.id, zero.id]);
    expect(data.questions[1]).toMatchObject({ type: 3, is_valid: 0, answers: [] });
    const answers = await t.db.selectFrom('answers').selectAll().where('question_id', '=', qcm.id).execute();
    expect(answers.every((a) => a.deleted_at !== null)).toBe(true);
  });

  it('accepts the same fields as a urlencoded form', async () => {
    const course = await insertCourse(t);
    const form = new URLSearchParams({
      pass_mark: '70',
      cooldown_seconds: '60',
      'questions[0][question]': 'Pick the vowels',
      'questions[0][type]': '1',
      'questions[0][answers][0][answer]': 'a',
      'questions[0][answers][0][is_valid]': '1',
      'questions[0][answers][1][answer]': 'b',
      'questions[0][answers][1][is_valid]': '0',
      'questions[1][question]': 'The sky is green',
      'questions[1][type]': '3',
      'questions[1][is_valid]': '0',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/course-quiz/${course.id}`,
      headers: { ...admin.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ pass_mark: 70, cooldown_seconds: 60 });
    expect(res.json().data.questions).toHaveLength(2);
  });
});

describe('refusals of the builder', () => {
  const bad = async (body: unknown, lang = 'en') => {
    const course = await insertCourse(t);
    const res = await saveCourseQuiz(course.id, body, { ...admin.headers, 'accept-language': lang });
    const stored = await t.db.selectFrom('quizzes').select('id').where('course_id', '=', course.id).execute();
    expect(stored).toEqual([]); // nothing written
    return res;
  };

  it('refuses OPEN questions (type 2) with 422, in English and French', async () => {
    const body = { questions: [{ question: 'Explain', type: 2 }] };
    const en = await bad(body);
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        'questions.0.type': [
          'Open questions cannot be saved yet: use a multiple-choice, true/false, numerical or short-answer question',
        ],
      },
    });
    const fr = await bad(body, 'fr');
    expect(fr.json().errors['questions.0.type']).toEqual([
      'Les questions ouvertes ne peuvent pas encore être enregistrées : choisissez une question à choix multiple, vrai/faux, numérique ou à réponse courte',
    ]);
  });

  it('names each missing field with the docs/design/product.md §5 message', async () => {
    const res = await bad({
      questions: [
        { type: 3, is_valid: 1 },
        { question: 'x' },
        { question: 'y', type: 1, answers: [{ is_valid: 1 }, { answer: 'b' }] },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      'questions.0.question': ['Question is required'],
      'questions.1.type': ['Question type is required'],
      'questions.2.answers.0.answer': ['Answer is required'],
    });
  });

  it('needs two answers and one correct answer for a QCM, and is_valid for a BINARY question', async () => {
    const res = await bad({
      questions: [
        { question: 'one answer', type: 1, answers: [{ answer: 'a', is_valid: 1 }] },
        { question: 'none correct', type: 1, answers: [{ answer: 'a', is_valid: 0 }, { answer: 'b' }] },
        { question: 'binary', type: 3 },
      ],
    });
    expect(res.json().errors).toEqual({
      'questions.0.answers': ['A multiple-choice question needs at least two answers'],
      'questions.1.answers': ['Mark at least one answer as correct'],
      'questions.2.is_valid': ['Answer is required'],
    });
  });

  it('needs at least one question, a pass mark from 0 to 100 and whole seconds', async () => {
    const res = await bad({
      pass_mark: 150,
      time_limit_seconds: 'soon',
      cooldown_seconds: -1,
      questions: [],
    });
    expect(res.json().errors).toMatchObject({
      pass_mark: ['The pass mark is a percentage from 0 to 100'],
      time_limit_seconds: ['Enter a whole number of seconds'],
      cooldown_seconds: ['Enter a whole number of seconds'],
    });
    const empty = await bad({});
    expect(empty.json().errors).toEqual({ questions: ['Add at least one question'] });
  });

  it("refuses ids that are not the quiz's own, and changes nothing", async () => {
    const course = await insertCourse(t);
    const other = await insertCourse(t);
    const quiz = (await saveCourseQuiz(course.id, sampleQuiz())).json().data;
    const otherQuiz = (await saveCourseQuiz(other.id, sampleQuiz())).json().data;
    const res = await saveCourseQuiz(course.id, {
      questions: [
        { id: otherQuiz.questions[1].id, question: 'stolen', type: 3, is_valid: 1 },
        {
          id: quiz.questions[0].id,
          question: 'x',
          type: 1,
          answers: [
            { id: otherQuiz.questions[0].answers[0].id, answer: 'a', is_valid: 1 },
            { answer: 'b', is_valid: 0 },
          ],
        },
      ],
      deleted_questions: [999999],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'questions.0.id': ['This item does not belong here'],
      'questions.1.answers.0.id': ['This item does not belong here'],
      deleted_questions: ['This item does not belong here'],
    });
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/admin/quizzes/${quiz.id}`, headers: admin.headers })
    ).json().data;
    expect(after).toEqual(quiz);
  });

  it('refuses deleting every question', async () => {
    const course = await insertCourse(t);
    const quiz = (await saveCourseQuiz(course.id, sampleQuiz())).json().data;
    const res = await saveCourseQuiz(course.id, {
      deleted_questions: quiz.questions.map((q: { id: number }) => q.id),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ questions: ['Add at least one question'] });
    expect(await liveQuestions(quiz.id)).toHaveLength(3);
  });

  it('answers 404 for an unknown or deleted course, 403 for a learner, 401 without a token', async () => {
    const deleted = await insertCourse(t, { deleted: true });
    const missing = await saveCourseQuiz(deleted.id, sampleQuiz());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Course will be available soon');
    const course = await insertCourse(t);
    expect((await saveCourseQuiz(course.id, sampleQuiz(), learner.headers)).statusCode).toBe(403);
    expect((await saveCourseQuiz(course.id, sampleQuiz(), {})).statusCode).toBe(401);
    const unknownQuiz = await t.app.inject({
      method: 'GET',
      url: '/api/admin/quizzes/999999',
      headers: admin.headers,
    });
    expect(unknownQuiz.statusCode).toBe(404);
    expect(unknownQuiz.json().message).toBe('Quiz not found');
  });
});

describe('POST /api/admin/add-quiz-to-lo/{loId}', () => {
  it("creates then updates the learning object's quiz", async () => {
    const course = await insertCourse(t);
    const { lo } = await insertUnitWithObject(t, course.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/add-quiz-to-lo/${lo.id}`,
      headers: admin.headers,
      payload: sampleQuiz(),
    });
    expect(res.statusCode).toBe(200);
    const quiz = res.json().data;
    expect(quiz).toMatchObject({ kind: 'learning_object', course_id: course.id, learning_object_id: lo.id });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/add-quiz-to-lo/${lo.id}`,
      headers: admin.headers,
      payload: { pass_mark: 100 },
    });
    expect(again.json().data).toMatchObject({ id: quiz.id, pass_mark: 100 });
    expect(again.json().data.questions).toHaveLength(3);
    // The course quiz is a different quiz.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/course-quiz/${course.id}`,
          headers: admin.headers,
        })
      ).json().data,
    ).toBeNull();
  });

  it('answers 404 for an unknown learning object or one of a deleted unit', async () => {
    const course = await insertCourse(t);
    const { unit, lo } = await insertUnitWithObject(t, course.id);
    await t.db
      .updateTable('educational_units')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', unit.id)
      .execute();
    for (const id of [lo.id, 999999]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/add-quiz-to-lo/${id}`,
        headers: admin.headers,
        payload: sampleQuiz(),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Learning object not found');
    }
  });
});
