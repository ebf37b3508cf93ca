// The per-question review after a learning-object quiz (docs/design/adaptive.md §5): right or wrong, the
// learner's answer and the correct one, for each question; never on a course quiz (pretest, post-test).
import { describe, expect, it } from 'vitest';
import { appPerFile, userWithTokens } from '../../test/helpers';
import {
  type AdminQuizData,
  enrol,
  insertCourse,
  insertUnitWithObject,
  quizDesk,
  sampleQuiz,
} from '../../test/quizzes';

const t = appPerFile();
const { admin, taking } = quizDesk(t);

async function learningObjectQuiz(payload = sampleQuiz()) {
  const course = await insertCourse(t);
  const { lo } = await insertUnitWithObject(t, course.id);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/add-quiz-to-lo/${lo.id}`,
    headers: admin.headers,
    payload,
  });
  const quiz: AdminQuizData = res.json().data;
  const learner = await userWithTokens(t);
  await enrol(t, learner.row.id, course.id);
  return { quiz, learner };
}

describe('the review of a learning-object quiz', () => {
  it('lists each question right or wrong, with the learner’s answer and the correct one', async () => {
    const { quiz, learner } = await learningObjectQuiz();
    const [qcm, zero, one] = quiz.questions;
    const [two, three, four] = qcm.answers.map((a) => a.id);
    await taking.start(quiz.id, learner.headers);
    // "2" and "3" chosen (the right set is "2" and "4"), "zero is even" true (right), "one is even" left out.
    const res = await taking.submit(
      quiz.id,
      learner.headers,
      {
        answers: [
          { question_id: qcm.id, answer: [String(two), String(three)] },
          { question_id: zero.id, answer: ['1'] },
        ],
      },
      true,
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ score: 1, total_score_possible: 3, passed: false });
    expect(data.review).toEqual([
      {
        question_id: qcm.id,
        question: 'Which are even?',
        type: 1,
        is_correct: false,
        credit: 0,
        answers: [
          { id: two, answer: '2', chosen: true, correct: true },
          { id: three, answer: '3', chosen: true, correct: false },
          { id: four, answer: '4', chosen: false, correct: true },
        ],
        given_value: null,
        correct_value: null,
        accepted: [],
        matches: [],
        order: null,
      },
      {
        question_id: zero.id,
        question: 'Zero is even',
        type: 3,
        is_correct: true,
        credit: 1,
        answers: [],
        given_value: '1',
        correct_value: '1',
        accepted: [],
        matches: [],
        order: null,
      },
      {
        question_id: one.id,
        question: 'One is even',
        type: 3,
        is_correct: false,
        credit: 0,
        answers: [],
        given_value: null,
        correct_value: '0',
        accepted: [],
        matches: [],
        order: null,
      },
    ]);
  });

  it('is absent from course quizzes, which show no question’s correctness in a review', async () => {
    const { quiz, learner } = await taking.courseQuiz();
    await taking.start(quiz.id, learner.headers);
    const res = await taking.submit(quiz.id, learner.headers, { answers: taking.answers(quiz) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.kind).toBe('pretest');
    expect(res.json().data).not.toHaveProperty('review');
    expect(res.body).not.toContain('correct_value');
  });
});
