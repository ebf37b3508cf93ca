// A course's gradebook (docs/design/contract.md §7): the columns in outline order, each learner's counted pretest
// and post-test and the best or last attempt of each learning object's quiz, the mastered objects; paged, sorted,
// searched and kept to a class; an instructor sees their classes' learners only; the CSV in the caller's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClass } from '../../test/classes';
import { attempt, enrol, person } from '../../test/dashboards';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { insertCourse, insertUnitWithObject } from '../../test/quizzes';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
let instructor: Awaited<ReturnType<typeof userWithTokens>>;
let courseId: number;
let classId: number;
const lo: { id: number; quizId: number }[] = [];
let courseQuizId: number;
const ids: Record<string, number> = {};

const bool = { question: 'Zero is even', type: 3, is_valid: 1 };

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: 1 });
  instructor = await userWithTokens(t, { role: 2 });
  const course = await insertCourse(t, { title: 'Optics' });
  courseId = course.id;
  const save = async (url: string) =>
    (
      await t.app.inject({ method: 'POST', url, headers: admin.headers, payload: { questions: [bool] } })
    ).json().data.id as number;
  courseQuizId = await save(`/api/admin/course-quiz/${courseId}`);
  for (const title of ['Lenses', 'Mirrors']) {
    const { lo: object } = await insertUnitWithObject(t, courseId, title);
    lo.push({ id: object.id, quizId: await save(`/api/admin/add-quiz-to-lo/${object.id}`) });
  }
  // Three learners: Ada Lovelace (progress 50), Emmy Noether (progress 100, completed), Alan Turing (0).
  for (const [first, last, progress, status] of [
    ['Ada', 'Lovelace', 50, 'enrolled'],
    ['Emmy', 'Noether', 100, 'completed'],
    ['Alan', 'Turing', 0, 'enrolled'],
  ] as const) {
    const row = await person(t, first, last, { email: `${first.toLowerCase()}@example.org` });
    ids[first] = row.id;
    await enrol(t, row.id, courseId, { status, progress });
  }
  const common = { courseId, time: 60 };
  // Ada: pretest 40; Lenses 30 then 80 then 60 (best 80, last 60); Mirrors nothing.
  await attempt(t, {
    ...common,
    quizId: courseQuizId,
    userId: ids.Ada!,
    kind: 'pretest',
    percentage: 40,
    minute: 10,
  });
  for (const [minute, percentage] of [
    [11, 30],
    [12, 80],
    [13, 60],
  ] as const)
    await attempt(t, {
      ...common,
      quizId: lo[0]!.quizId,
      learningObjectId: lo[0]!.id,
      userId: ids.Ada!,
      kind: 'learning_object',
      percentage,
      minute,
    });
  // Emmy: pretest 50, Mirrors 100, post-test 70 then 90 (the course's rule `first` counts 70).
  await attempt(t, {
    ...common,
    quizId: courseQuizId,
    userId: ids.Emmy!,
    kind: 'pretest',
    percentage: 50,
    minute: 20,
  });
  await attempt(t, {
    ...common,
    quizId: lo[1]!.quizId,
    learningObjectId: lo[1]!.id,
    userId: ids.Emmy!,
    kind: 'learning_object',
    percentage: 100,
    minute: 21,
  });
  await attempt(t, {
    ...common,
    quizId: courseQuizId,
    userId: ids.Emmy!,
    kind: 'posttest',
    percentage: 70,
    minute: 22,
  });
  await attempt(t, {
    ...common,
    quizId: courseQuizId,
    userId: ids.Emmy!,
    kind: 'posttest',
    percentage: 90,
    minute: 23,
  });
  // Emmy has mastered Mirrors (0.97), not Lenses (0.5).
  for (const [object, p] of [
    [lo[1]!.id, 0.97],
    [lo[0]!.id, 0.5],
  ] as const)
    await t.db
      .insertInto('mastery')
      .values({
        user_id: ids.Emmy!,
        learning_object_id: object,
        p_known: p,
        updated_at: new Date().toISOString(),
      })
      .execute();
  // The instructor's class holds Ada and Alan.
  classId = await insertClass(t, instructor.row.id, 'Group A', courseId, [ids.Ada!, ids.Alan!]);
});
afterAll(async () => {
  await t.close();
});

const get = (query = '', headers: Record<string, string> = admin.headers, suffix = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/courses/${courseId}/gradebook${suffix}${query}`, headers });

describe('GET /api/admin/courses/{courseId}/gradebook', () => {
  it('lists the columns in outline order and each learner’s cells, best attempt by default', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(data.course).toEqual({ id: courseId, title: 'Optics' });
    expect(data.columns.map((c: { key: string; title: string | null }) => [c.key, c.title])).toEqual([
      ['pretest', null],
      [`lo-${lo[0]!.id}`, 'Lenses object'],
      [`lo-${lo[1]!.id}`, 'Mirrors object'],
      ['posttest', null],
    ]);
    expect(meta).toEqual({ current_page: 1, per_page: 9, total: 3 });
    // By last name: Lovelace, Noether, Turing.
    expect(data.rows.map((r: { user: { last_name: string } }) => r.user.last_name)).toEqual([
      'Lovelace',
      'Noether',
      'Turing',
    ]);
    const [ada, emmy, alan] = data.rows;
    const pct = (row: { cells: Record<string, { percentage: number } | null> }) =>
      data.columns.map((c: { key: string }) => row.cells[c.key]?.percentage ?? null);
    expect(pct(ada)).toEqual([40, 80, null, null]);
    expect(ada.cells[`lo-${lo[0]!.id}`]).toMatchObject({
      attempts: 3,
      status: 'passed',
      score: 8,
      total: 10,
    });
    // Emmy's counted post-test is her first (70), of 2 post-test attempts.
    expect(pct(emmy)).toEqual([50, null, 100, 70]);
    expect(emmy.cells.posttest).toMatchObject({ attempts: 2 });
    expect([emmy.status, emmy.progress, emmy.mastered]).toEqual(['completed', 100, 1]);
    expect(pct(alan)).toEqual([null, null, null, null]);
  });

  it('shows the last attempt when asked, sorts by progress and searches', async () => {
    const last = (await get('?attempt=last')).json().data.rows[0];
    expect(last.cells[`lo-${lo[0]!.id}`]).toMatchObject({ percentage: 60, attempts: 3 });
    const byProgress = (await get('?sort=progress&order=desc')).json().data.rows;
    expect(byProgress.map((r: { progress: number }) => r.progress)).toEqual([100, 50, 0]);
    const searched = (await get('?search=noether')).json();
    expect(searched.data.rows.map((r: { user: { first_name: string } }) => r.user.first_name)).toEqual([
      'Emmy',
    ]);
    expect(searched.meta.total).toBe(1);
    const paged = (await get('?per_page=2&page=2')).json();
    expect([paged.data.rows.length, paged.meta.total]).toEqual([1, 3]);
  });

  it('keeps an instructor to their classes’ learners and a class to its members', async () => {
    const mine = (await get('', instructor.headers)).json().data.rows;
    expect(mine.map((r: { user: { first_name: string } }) => r.user.first_name)).toEqual(['Ada', 'Alan']);
    const inClass = (await get(`?class_id=${classId}`)).json().data.rows;
    expect(inClass.map((r: { user: { first_name: string } }) => r.user.first_name)).toEqual(['Ada', 'Alan']);
    const other = await userWithTokens(t, { role: 2 });
    expect((await get(`?class_id=${classId}`, other.headers)).statusCode).toBe(404);
    expect((await get('', other.headers)).json().data.rows).toEqual([]);
  });

  it('refuses a learner, hides the course from a designer who does not author it, and answers 404 for an unknown course', async () => {
    const learner = await userWithTokens(t);
    expect((await get('', learner.headers)).statusCode).toBe(403);
    const designer = await userWithTokens(t, { role: 3 });
    expect((await get('', designer.headers)).statusCode).toBe(404);
    // Once the designer authors the course, every learner of it.
    await t.db
      .insertInto('course_authors')
      .values({ course_id: courseId, user_id: designer.row.id, added_at: new Date().toISOString() })
      .execute();
    expect((await get('', designer.headers)).json().meta.total).toBe(3);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/courses/999999/gradebook',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect((await get('?attempt=worst')).statusCode).toBe(422);
  });
});

describe('GET /api/admin/courses/{courseId}/gradebook.csv', () => {
  it('writes every learner with the headers in the caller’s language and two-decimal percentages', async () => {
    const res = await get('', { ...admin.headers, 'accept-language': 'fr' }, '.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`gradebook-course-${courseId}.csv`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Nom,Prénom,E-mail,Statut,Progression (%),Objets maîtrisés,Prétest (%),Lenses object (%),Mirrors object (%),Post-test (%)',
      'Lovelace,Ada,ada@example.org,Inscrit,50,0,40.00,80.00,,',
      'Noether,Emmy,emmy@example.org,Terminé,100,1,50.00,,100.00,70.00',
      'Turing,Alan,alan@example.org,Inscrit,0,0,,,,',
      '',
    ]);
  });
});
