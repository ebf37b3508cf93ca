// Quiz import (preview, then save through the builder) and export in GIFT and Moodle XML.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/helpers';
import { insertCourse, insertUnitWithObject, quizDesk, sampleQuiz } from '../../test/quizzes';

// The real-world files of the shared package's round-trip tests.
const fixture = (name: string) =>
  fs.readFileSync(
    new URL(`../../../../../packages/shared/src/quiz-formats/fixtures/${name}`, import.meta.url),
    'utf8',
  );
const algebra = fixture('algebra.gift');
const chemistry = fixture('chemistry.xml');

const t = appPerFile();
const { admin, learner } = quizDesk(t);

const post = (url: string, payload: object, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url, headers, payload });

async function liveQuestions(quizId: number) {
  return t.db
    .selectFrom('questions')
    .select(['id', 'question', 'type', 'is_valid'])
    .where('quiz_id', '=', quizId)
    .where('deleted_at', 'is', null)
    .orderBy('position')
    .execute();
}

describe('POST /api/admin/quiz-import/preview', () => {
  it('shows each question as it would be saved, what is not kept and why a question is skipped', async () => {
    const res = await post('/api/admin/quiz-import/preview', { format: 'gift', content: algebra });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    // Hand count of algebra.gift: 15 questions; the essay (7) and the description (11) cannot be saved, the other
    // 13 can, the short answer (8), the matching (9) and the numerical question (10) among them.
    expect([data.questions.length, data.importable, data.skipped]).toEqual([15, 13, 2]);
    expect(data.questions[0]).toMatchObject({
      number: 1,
      name: 'Q1 – racine',
      source_type: 'multichoice',
      question: 'Quelle est la solution de 2x + 3 = 7 ?',
      type: 1,
      answers: [
        { answer: 'x = 2', is_valid: 1 },
        { answer: 'x = 5', is_valid: 0 },
        { answer: 'x = −2', is_valid: 0 },
      ],
      errors: [],
    });
    expect(data.questions[0].notes.map((n: { message: string }) => n.message)).toEqual([
      'The category “top/Algèbre/Équations” is not kept.',
      'The question name “Q1 – racine” is not kept.',
      'The feedback of this question and of its answers is not kept.',
    ]);
    expect(data.questions[6].errors).toEqual([
      {
        key: 'validation.openQuestionNotAccepted',
        field: 'type',
        message:
          'Open questions cannot be saved yet: use a multiple-choice, true/false, numerical or short-answer question',
      },
    ]);
    expect(data.questions[7]).toMatchObject({
      source_type: 'shortanswer',
      type: 5,
      case_sensitive: 0,
      answers: [
        { answer: 'subtraction', credit: 1, tolerance: null },
        { answer: 'minus', credit: 1, tolerance: null },
      ],
      errors: [],
    });
    // {#4:0}: the value 4, no tolerance.
    expect(data.questions[9]).toMatchObject({
      source_type: 'numerical',
      type: 4,
      answers: [{ answer: '4', credit: 1, tolerance: 0 }],
      errors: [],
    });
    // sin x -> cos x, x² -> 2x, eˣ -> eˣ.
    expect(data.questions[8]).toMatchObject({
      source_type: 'matching',
      type: 6,
      answers: [
        { answer: 'sin x', match: 'cos x' },
        { answer: 'x²', match: '2x' },
        { answer: 'eˣ', match: 'eˣ' },
      ],
      errors: [],
    });
    expect(data.questions[10].errors[0].message).toBe(
      'Parcours has no “description” questions: this question is not imported.',
    );
  });

  it('speaks the admin’s language', async () => {
    const res = await post(
      '/api/admin/quiz-import/preview',
      { format: 'moodle_xml', content: chemistry },
      { ...admin.headers, 'accept-language': 'fr' },
    );
    const data = res.json().data;
    // chemistry.xml: 2 categories, then 10 questions; the essay, the description and one multiple choice cannot
    // be saved; the numerical, the short answer and the matching can.
    expect([data.importable, data.skipped]).toEqual([7, 3]);
    expect(data.questions[1].notes.map((n: { message: string }) => n.message)).toContain(
      'La note de 2 points n’est pas conservée : chaque question compte pour un point.',
    );
  });

  it('reports a file that cannot be read, with its line', async () => {
    const res = await post('/api/admin/quiz-import/preview', {
      format: 'moodle_xml',
      content: fixture('broken.xml'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      questions: [],
      importable: 0,
      errors: [{ message: 'The file cannot be read as Moodle XML (near line 6).' }],
    });
  });

  it('says where a Moodle XML file cut short stops', async () => {
    // chemistry.xml cut after its line 35, which opens <partiallycorrectfeedback> in its first question.
    const cut = chemistry.split('\n').slice(0, 35).join('\n');
    const res = await post('/api/admin/quiz-import/preview', { format: 'moodle_xml', content: cut });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.errors[0].message).toBe(
      'The file stops at line 35 before “<partiallycorrectfeedback>” is closed: it looks cut short. ' +
        'Export it again or send the whole file.',
    );
  });

  it('reads a GIFT answer block with no marker as Moodle does, a short answer, and says so', async () => {
    const res = await post('/api/admin/quiz-import/preview', { format: 'gift', content: 'Say it.\n{One}' });
    const [question] = res.json().data.questions;
    expect(question).toMatchObject({ type: 5, answers: [{ answer: 'One', credit: 1 }], errors: [] });
    expect(question.notes.map((e: { message: string }) => e.message)).toContain(
      'Question on line 1: the answer “One” has no “=” or “~”, so it is read, as Moodle reads it, as a short answer ' +
        'the learner types. For a multiple choice, mark the right answer with “=” and the others with “~”.',
    );
  });

  it('refuses an empty file, an unknown format and a learner', async () => {
    const empty = await post('/api/admin/quiz-import/preview', { format: 'gift', content: '  \n' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ content: ['Paste the questions or choose a file.'] });
    const format = await post('/api/admin/quiz-import/preview', { format: 'qti', content: 'x {T}' });
    expect(format.statusCode).toBe(422);
    expect(format.json().errors).toEqual({ format: ['This value is not valid'] });
    const asLearner = await post(
      '/api/admin/quiz-import/preview',
      { format: 'gift', content: 'x {T}' },
      learner.headers,
    );
    expect(asLearner.statusCode).toBe(403);
  });
});

describe('POST /api/admin/course-quiz/{courseId}/import', () => {
  it('creates the course quiz from the file’s savable questions, in file order', async () => {
    const course = await insertCourse(t);
    const res = await post(`/api/admin/course-quiz/${course.id}/import`, {
      format: 'gift',
      content: algebra,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('The quiz is saved with the imported questions (13).');
    expect([body.imported, body.skipped]).toEqual([13, [7, 11]]);
    expect(body.data).toMatchObject({ kind: 'course', course_id: course.id, pass_mark: 50 });
    const stored = await liveQuestions(body.data.id);
    expect(stored.map((x) => [x.type, x.is_valid])).toEqual([
      [1, null],
      [1, null],
      [3, 0],
      [3, 1],
      [1, null],
      [1, null],
      [5, null],
      [6, null],
      [4, null],
      [1, null],
      [1, null],
      [3, 1],
      [3, 1],
    ]);
    expect(stored[3].question).toBe('Les ensembles {a, b} et {b, a} sont égaux.');
    const answers = await t.db
      .selectFrom('answers')
      .select(['answer', 'is_valid'])
      .where('question_id', '=', stored[1].id)
      .orderBy('position')
      .execute();
    expect(answers).toEqual([
      { answer: '2', is_valid: 1 },
      { answer: '3', is_valid: 1 },
      { answer: '4', is_valid: 0 },
      { answer: '9', is_valid: 0 },
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'quiz')
      .where('target_id', '=', body.data.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['quiz.create']);
  });

  it('appends after the quiz’s own questions, which keep their ids and settings', async () => {
    const course = await insertCourse(t);
    const first = (await post(`/api/admin/course-quiz/${course.id}`, sampleQuiz())).json().data;
    const res = await post(`/api/admin/course-quiz/${course.id}/import`, {
      format: 'moodle_xml',
      content: chemistry,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: first.id, pass_mark: 60 });
    const stored = await liveQuestions(first.id);
    expect(stored.map((x) => x.question)).toEqual([
      'Which are even?',
      'Zero is even',
      'One is even',
      'What is the chemical formula of water?',
      'Which of these are noble gases?',
      'An acid has a pH below 7 at 25 °C.',
      'What is the molar mass of water in g/mol?',
      'The symbol of gold is ___.',
      'Match the element with its symbol.',
      "Un ion chargé positivement s'appelle : « ___ » ? 🔋",
    ]);
    expect(stored.slice(0, 3).map((x) => x.id)).toEqual(first.questions.map((x: { id: number }) => x.id));
  });

  it('replaces the quiz’s questions when asked, keeping the old ones for past attempts', async () => {
    const course = await insertCourse(t);
    const first = (await post(`/api/admin/course-quiz/${course.id}`, sampleQuiz())).json().data;
    const res = await post(`/api/admin/course-quiz/${course.id}/import`, {
      format: 'gift',
      content: 'Replaced? {T}',
      mode: 'replace',
    });
    expect(res.statusCode).toBe(200);
    expect((await liveQuestions(first.id)).map((x) => x.question)).toEqual(['Replaced?']);
    const all = await t.db.selectFrom('questions').select('id').where('quiz_id', '=', first.id).execute();
    expect(all).toHaveLength(4);
  });

  it('refuses a file with nothing to import, saying why for each question, and stores nothing', async () => {
    const course = await insertCourse(t);
    const res = await post(`/api/admin/course-quiz/${course.id}/import`, {
      format: 'gift',
      content: 'Why? {}\n\nJust read this.',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'No question of this file can be imported.',
      errors: {
        'questions.1': [
          'Open questions cannot be saved yet: use a multiple-choice, true/false, numerical or short-answer question',
        ],
        'questions.2': ['Parcours has no “description” questions: this question is not imported.'],
      },
    });
    const quiz = await t.db.selectFrom('quizzes').select('id').where('course_id', '=', course.id).execute();
    expect(quiz).toEqual([]);
  });

  it('refuses a Moodle XML file with a DOCTYPE or an external entity with 422, never 500', async () => {
    const course = await insertCourse(t);
    const content =
      '<?xml version="1.0"?>\n<!DOCTYPE quiz [\n<!ENTITY x SYSTEM "file:///etc/passwd">\n]>\n' +
      '<quiz><question type="truefalse"><questiontext><text>&x;</text></questiontext>' +
      '<answer fraction="100"><text>true</text></answer></question></quiz>';
    const res = await post(`/api/admin/course-quiz/${course.id}/import`, { format: 'moodle_xml', content });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.content).toEqual([
      'The file declares a document type (<!DOCTYPE>, line 2), which may fetch or expand other content: ' +
        'Parcours refuses it. Moodle’s exports have none; remove it and import again.',
    ]);
    const preview = await post(
      '/api/admin/quiz-import/preview',
      { format: 'moodle_xml', content },
      { ...admin.headers, 'accept-language': 'fr' },
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.errors[0].message).toMatch(/^Le fichier déclare un type de document/);
  });

  it('answers 404 for an unknown course and 403 to a learner', async () => {
    const missing = await post('/api/admin/course-quiz/999999/import', { format: 'gift', content: 'x {T}' });
    expect(missing.statusCode).toBe(404);
    const course = await insertCourse(t);
    const asLearner = await post(
      `/api/admin/course-quiz/${course.id}/import`,
      { format: 'gift', content: 'x {T}' },
      learner.headers,
    );
    expect(asLearner.statusCode).toBe(403);
  });
});

describe('POST /api/admin/add-quiz-to-lo/{loId}/import', () => {
  it('creates the learning object’s quiz, then appends to it', async () => {
    const course = await insertCourse(t);
    const { lo } = await insertUnitWithObject(t, course.id);
    const url = `/api/admin/add-quiz-to-lo/${lo.id}/import`;
    const first = await post(url, { format: 'gift', content: 'One? {T}' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ kind: 'learning_object', learning_object_id: lo.id });
    const second = await post(url, { format: 'gift', content: 'Two? {F}' });
    expect(second.json().data.id).toBe(first.json().data.id);
    expect((await liveQuestions(first.json().data.id)).map((x) => [x.question, x.is_valid])).toEqual([
      ['One?', 1],
      ['Two?', 0],
    ]);
    const missing = await post('/api/admin/add-quiz-to-lo/999999/import', {
      format: 'gift',
      content: 'x {T}',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/admin/quizzes/{quizId}/export', () => {
  it('downloads the quiz as GIFT and as Moodle XML, and each file imports back to the same questions', async () => {
    const course = await insertCourse(t);
    const quiz = (await post(`/api/admin/course-quiz/${course.id}`, sampleQuiz())).json().data;
    const gift = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quizzes/${quiz.id}/export?format=gift`,
      headers: admin.headers,
    });
    expect(gift.statusCode).toBe(200);
    expect(gift.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(gift.headers['content-disposition']).toBe(`attachment; filename="parcours-quiz-${quiz.id}.gift"`);
    expect(gift.body).toBe(
      `// Parcours quiz ${quiz.id}\n\n` +
        '// Question 1: Moodle gives part of the mark for some of the 2 correct answers chosen with no wrong one; ' +
        'Parcours counts the question right only when exactly the correct answers are chosen. All of them, or any ' +
        'wrong answer, score the same in both.\n' +
        'Which are even? {\n\t~%50%2\n\t~%-100%3\n\t~%50%4\n}\n\nZero is even {T}\n\nOne is even {F}\n',
    );
    const xml = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quizzes/${quiz.id}/export?format=moodle_xml`,
      headers: { ...admin.headers, 'accept-language': 'fr' },
    });
    expect(xml.body).toContain(
      '<!-- Question 1 : Moodle donne une partie de la note quand une partie des 2 bonnes réponses est choisie',
    );
    expect([...xml.body.matchAll(/fraction="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '50',
      '-100',
      '50',
      '100',
      '0',
      '0',
      '100',
    ]);

    for (const format of ['gift', 'moodle_xml']) {
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/admin/quizzes/${quiz.id}/export?format=${format}`,
        headers: admin.headers,
      });
      const target = await insertCourse(t);
      const res = await post(`/api/admin/course-quiz/${target.id}/import`, { format, content: file.body });
      const strip = (qs: { question: string; type: number; is_valid: number | null; answers: object[] }[]) =>
        qs.map((x) => ({
          question: x.question,
          type: x.type,
          is_valid: x.is_valid,
          answers: x.answers.map((a) => {
            const { answer, is_valid } = a as { answer: string; is_valid: number };
            return { answer, is_valid };
          }),
        }));
      expect(strip(res.json().data.questions)).toEqual(strip(quiz.questions));
    }
  });

  it('refuses an unknown format, an unknown quiz and a learner', async () => {
    const course = await insertCourse(t);
    const quiz = (await post(`/api/admin/course-quiz/${course.id}`, sampleQuiz())).json().data;
    const get = (url: string, headers = admin.headers) => t.app.inject({ method: 'GET', url, headers });
    expect((await get(`/api/admin/quizzes/${quiz.id}/export?format=pdf`)).statusCode).toBe(422);
    expect((await get('/api/admin/quizzes/999999/export?format=gift')).statusCode).toBe(404);
    expect((await get(`/api/admin/quizzes/${quiz.id}/export?format=gift`, learner.headers)).statusCode).toBe(
      403,
    );
  });
});
