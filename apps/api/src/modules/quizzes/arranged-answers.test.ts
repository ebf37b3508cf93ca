// Matching and ordering questions (docs/design/adaptive.md §5): the builder keeps the pairs (an extra choice
// included) and the items in order; the learner gets the prompts and the sorted choices, and the items shuffled,
// never the key; the server scores the share of prompts matched and of items followed by the right one (by hand
// below); the review shows both sides.
import { describe, expect, it } from 'vitest';
import { appPerFile, userWithTokens } from '../../test/helpers';
import { enrol, insertCourse, insertUnitWithObject, quizDesk } from '../../test/quizzes';

const t = appPerFile();
const { admin, taking } = quizDesk(t);

const planets = ['Mercury', 'Venus', 'Earth', 'Mars'];
const arrangedQuiz = {
  pass_mark: 50,
  questions: [
    {
      question: 'Match each function with its derivative.',
      type: 6,
      answers: [
        { answer: 'sin x', match: 'cos x' },
        { answer: 'x²', match: '2x' },
        { answer: 'eˣ', match: 'eˣ' },
        { answer: '', match: '-sin x' },
      ],
    },
    { question: 'Order the planets from the Sun.', type: 7, answers: planets.map((answer) => ({ answer })) },
  ],
};

async function learningObjectQuiz(payload: object = arrangedQuiz, language = 'en') {
  const course = await insertCourse(t);
  const { lo } = await insertUnitWithObject(t, course.id);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/add-quiz-to-lo/${lo.id}`,
    headers: { ...admin.headers, 'accept-language': language },
    payload,
  });
  return { res, course };
}

describe('the builder', () => {
  it('keeps the pairs with the extra choice, and the items in the correct order', async () => {
    const { res } = await learningObjectQuiz();
    expect(res.statusCode).toBe(200);
    const [matching, ordering] = res.json().data.questions;
    expect(matching.answers).toMatchObject([
      { answer: 'sin x', match: 'cos x', credit: 1, is_valid: 1 },
      { answer: 'x²', match: '2x', credit: 1, is_valid: 1 },
      { answer: 'eˣ', match: 'eˣ', credit: 1, is_valid: 1 },
      { answer: '', match: '-sin x', credit: 0, is_valid: 0 },
    ]);
    expect(ordering.answers.map((a: { answer: string; match: null }) => [a.answer, a.match])).toEqual(
      planets.map((p) => [p, null]),
    );
  });

  it('refuses one pair, a prompt without its match, one item and the same item twice, in both languages', async () => {
    const bad = {
      questions: [
        {
          question: 'Match.',
          type: 6,
          answers: [
            { answer: 'a', match: 'b' },
            { answer: 'c', match: '' },
          ],
        },
        { question: 'Order.', type: 7, answers: [{ answer: 'Only' }] },
        { question: 'Order again.', type: 7, answers: [{ answer: 'Mars' }, { answer: ' mars ' }] },
      ],
    };
    const en = (await learningObjectQuiz(bad)).res;
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      'questions.0.answers.1.match': ['Give the text this prompt matches'],
      'questions.0.answers': ['A matching question needs at least two pairs'],
      'questions.1.answers': ['An ordering question needs at least two items'],
      'questions.2.answers.1.answer': ['Each item to order must be different'],
    });
    const fr = (await learningObjectQuiz(bad, 'fr')).res;
    expect(fr.json().errors['questions.1.answers']).toEqual([
      'Une question de mise en ordre demande au moins deux éléments',
    ]);
  });
});

describe('taking and scoring', () => {
  async function taken() {
    const { res, course } = await learningObjectQuiz();
    const quiz = res.json().data;
    const learner = await userWithTokens(t);
    await enrol(t, learner.row.id, course.id);
    const started = await taking.start(quiz.id, learner.headers);
    return { quiz, learner, shown: started.json().data.quiz.questions };
  }

  it('shows the prompts and the sorted choices, the items shuffled, and never the key', async () => {
    const { quiz, shown } = await taken();
    const [matching, ordering] = quiz.questions;
    expect(shown[0]).toMatchObject({
      answers: matching.answers
        .slice(0, 3)
        .map((a: { id: number; answer: string }) => ({ id: a.id, answer: a.answer })),
      // By code point: "-" < "2" < "c" < "e".
      choices: ['-sin x', '2x', 'cos x', 'eˣ'],
      items: [],
    });
    expect(JSON.stringify(shown[0].answers)).not.toContain('cos x');
    expect(shown[1]).toMatchObject({ answers: [], choices: [] });
    expect([...shown[1].items].sort()).toEqual([...planets].sort());
    expect(shown[1].items).not.toEqual(planets);
    expect(ordering.type).toBe(7);
  });

  it('scores the share of prompts matched and of items followed by the right one', async () => {
    const { quiz, learner, shown } = await taken();
    const [matching, ordering] = quiz.questions;
    const [sin, square, exp] = matching.answers;
    const choice = (text: string) => shown[0].choices.indexOf(text);
    const at = (planet: string) => String(shown[1].items.indexOf(planet));
    // Matching: sin x -> cos x (right), x² -> -sin x (wrong), eˣ -> eˣ (right): 2/3.
    // Ordering: Venus, Earth, Mars, Mercury: Venus-Earth and Earth-Mars follow, Mars-Mercury does not: 2/3.
    // Score 2/3 + 2/3 = 1.333333 of 2, 66.67 %, passed at 50.
    const res = await taking.submit(
      quiz.id,
      learner.headers,
      {
        answers: [
          {
            question_id: matching.id,
            answer: [
              `${sin.id}:${choice('cos x')}`,
              `${square.id}:${choice('-sin x')}`,
              `${exp.id}:${choice('eˣ')}`,
            ],
          },
          { question_id: ordering.id, answer: ['Venus', 'Earth', 'Mars', 'Mercury'].map(at) },
        ],
      },
      true,
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ score: 1.333333, total_score_possible: 2, percentage: 66.67, passed: true });
    expect(data.answers.map((a: { credit: number }) => a.credit)).toEqual([2 / 3, 2 / 3]);
    expect(data.review[0].matches).toEqual([
      { prompt: 'sin x', given: 'cos x', correct: 'cos x' },
      { prompt: 'x²', given: '-sin x', correct: '2x' },
      { prompt: 'eˣ', given: 'eˣ', correct: 'eˣ' },
    ]);
    expect(data.review[1].order).toEqual({ given: ['Venus', 'Earth', 'Mars', 'Mercury'], correct: planets });
    expect(data.review[1].matches).toEqual([]);
  });

  it('refuses a match out of the choices and an order that is not one of each item, and stores nothing', async () => {
    const { quiz, learner } = await taken();
    const [matching, ordering] = quiz.questions;
    const res = await taking.submit(
      quiz.id,
      learner.headers,
      {
        answers: [
          { question_id: matching.id, answer: [`${matching.answers[0].id}:9`] },
          { question_id: ordering.id, answer: ['0', '0', '1', '2'] },
        ],
      },
      true,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'answers.0.answer': ['Match each prompt with one of the choices given, once'],
      'answers.1.answer': ['Give the order as each item shown, once'],
    });
    const submitted = await t.db
      .selectFrom('quiz_attempts')
      .select('submitted_at')
      .where('quiz_id', '=', quiz.id)
      .executeTakeFirstOrThrow();
    expect(submitted.submitted_at).toBeNull();
  });
});
