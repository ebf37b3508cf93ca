// Consent in the research export (docs/design/adaptive.md §10): for a course in a study that has opened, only
// learners who accepted the study appear, with the study, their condition and their consent state; learners who
// declined, never decided or withdrew are absent; a course in no study (or only in a draft study) keeps every
// enrolment. Before: the export of a study course listed every enrolment, decliners and the withdrawn included,
// with no study, consent or condition column.
import { researchColumns } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { enrol, insertCourse, insertUnitWithObject } from '../../test/quizzes';
import { createStudy, decide, studyBody, takeTwoQuestionQuiz, twoQuestionQuiz } from '../../test/studies';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;

beforeAll(async () => {
  t = await createTestApp({}, { clock: { now: () => new Date('2026-03-02T09:00:00.000Z') } });
  admin = await userWithTokens(t, { role: 1 });
});
afterAll(async () => {
  await t.close();
});

async function courseWithQuiz(title: string) {
  const course = await insertCourse(t, { title });
  await insertUnitWithObject(t, course.id, 'Means');
  return { id: course.id, quiz: await twoQuestionQuiz(t, admin.headers, course.id) };
}

const study = (courseIds: number[], open: boolean) =>
  createStudy(t, admin.headers, studyBody(courseIds, { title: `Study of ${courseIds.join(',')}` }), open);

async function exportOf(courseId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/research-export.csv?course_id=${courseId}`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const [header, ...lines] = res.body.slice(0, -2).split('\r\n');
  const columns = header!.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [columns[i], cell])));
}

describe('consent in the research export', () => {
  it('lists only the learners who accepted the study, with the study, their condition and consent', async () => {
    expect(researchColumns.slice(-3)).toEqual(['study_id', 'study_condition', 'consent']);
    const course = await courseWithQuiz('Statistics');
    const learners = {
      accepted: await userWithTokens(t),
      declined: await userWithTokens(t),
      undecided: await userWithTokens(t),
      withdrew: await userWithTokens(t),
    };
    for (const l of Object.values(learners)) await enrol(t, l.row.id, course.id);
    const studyId = await study([course.id], true);
    expect((await decide(t, studyId, learners.accepted.headers, 'accept')).statusCode).toBe(200);
    expect((await decide(t, studyId, learners.declined.headers, 'decline')).statusCode).toBe(200);
    expect((await decide(t, studyId, learners.undecided.headers, 'later')).statusCode).toBe(200);
    expect((await decide(t, studyId, learners.withdrew.headers, 'accept')).statusCode).toBe(200);
    // The accepted learner's pretest allocates them to a condition.
    expect(
      (await takeTwoQuestionQuiz(t, admin.headers, course.quiz, learners.accepted.headers, 2)).json().data
        .counted_as,
    ).toBe('pretest');
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/studies/${studyId}/withdraw`,
      headers: learners.withdrew.headers,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const participant = await t.db
      .selectFrom('study_participants')
      .select('condition')
      .where('user_id', '=', learners.accepted.row.id)
      .executeTakeFirstOrThrow();
    expect(['adaptive', 'author_order']).toContain(participant.condition);

    const rows = await exportOf(course.id);
    // 4 enrolled: 1 accepted, 1 declined, 1 undecided, 1 withdrawn; only the accepted one is research data.
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      learner: learners.accepted.row.pseudonym,
      course_id: String(course.id),
      study_id: String(studyId),
      study_condition: participant.condition,
      consent: 'accepted',
      pre_test_percentage: '100',
    });
  });

  it('keeps every enrolment of a course in no study, or only in a draft study, without study columns', async () => {
    const plain = await courseWithQuiz('Geometry');
    const drafted = await courseWithQuiz('Algebra');
    await study([drafted.id], false);
    for (const course of [plain, drafted]) {
      const a = await userWithTokens(t);
      const b = await userWithTokens(t);
      await enrol(t, a.row.id, course.id);
      await enrol(t, b.row.id, course.id);
      const rows = await exportOf(course.id);
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row).toMatchObject({ study_id: '', study_condition: '', consent: '' });
    }
  });
});
