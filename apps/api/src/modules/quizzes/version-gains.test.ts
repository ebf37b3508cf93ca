// A gain whose pretest and post-test were taken on different versions of the course quiz is flagged
// (docs/design/adaptive.md §2) in the learner's gains, the quiz timers table and the research export.
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../test/clock';
import { appPerFile, userWithTokens } from '../../test/helpers';
import { type AdminQuizData, enrol, quizDesk } from '../../test/quizzes';

const clock = manualClock('2025-03-01T10:00:00.000Z');
const t = appPerFile({}, { clock });
const { admin, taking } = quizDesk(t);

type Question = AdminQuizData['questions'][number] & { question: string; is_valid: number | null };
type Quiz = { id: number; version: number; questions: Question[] };

const complete = (enrolmentId: number) =>
  t.db
    .updateTable('enrolments')
    .set({ status: 'completed', completed_at: clock.now().toISOString() })
    .where('id', '=', enrolmentId)
    .execute();

async function takeQuiz(quiz: AdminQuizData, headers: Record<string, string>, opts = {}) {
  await taking.start(quiz.id, headers);
  clock.advance(30);
  const res = await taking.submit(quiz.id, headers, { answers: taking.answers(quiz, opts) });
  expect(res.statusCode).toBe(200);
  clock.advance(30);
  return res.json().data;
}

function csvRows(text: string) {
  const [header, ...lines] = text.trim().split('\r\n');
  const columns = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [columns[i], v])));
}

describe('gains across quiz versions', () => {
  it('are flagged in the learner gains, the quiz timers and the research export; gains on one version are not', async () => {
    const { course, quiz, learner: across, enrolment } = await taking.courseQuiz();
    // Pretest on version 1: the QCM and "zero" right, "one" wrong: 2 of 3 = 66.666...%.
    expect(await takeQuiz(quiz, across.headers, { one: '1' })).toMatchObject({ kind: 'pretest', score: 2 });

    // The admin rewords "Zero is even": the quiz has an attempt, so this is version 2.
    const v1 = quiz as Quiz;
    const edited: Quiz = (
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/course-quiz/${course.id}`,
        headers: admin.headers,
        payload: {
          questions: v1.questions.map((q, i) => ({
            id: q.id,
            question: i === 1 ? 'Zero is an even number' : q.question,
            type: q.type,
            ...(q.type === 3 ? { is_valid: q.is_valid } : {}),
            answers: q.answers,
          })),
        },
      })
    ).json().data;
    expect(edited.version).toBe(2);

    // Post-test on version 2, all right: 100%. Gain 100 - 66.67 = 33.33; NLG (100 - 66.67) / (100 - 66.67) = 1.
    await complete(enrolment.id);
    expect(await takeQuiz(edited, across.headers)).toMatchObject({ kind: 'posttest', score: 3 });

    // Another learner takes both on version 2: pretest 1 of 3 (QCM wrong, "one" wrong), post-test 3 of 3.
    const same = await (async () => {
      const learner = await userWithTokens(t);
      const row = await enrol(t, learner.row.id, course.id);
      await takeQuiz(edited, learner.headers, { qcm: [edited.questions[0].answers[1].id], one: '1' });
      await complete(row.id);
      await takeQuiz(edited, learner.headers);
      return learner;
    })();

    const gains = (
      await t.app.inject({
        method: 'GET',
        url: `/api/user/courses/${course.id}/gains`,
        headers: across.headers,
      })
    ).json().data;
    expect(gains).toMatchObject({ post_test_percentage: 100, nlg: 1, versions_differ: true });
    expect(gains.pre_test_percentage).toBeCloseTo(200 / 3, 2);
    expect(gains.gain).toBeCloseTo(100 / 3, 2);
    const sameGains = (
      await t.app.inject({
        method: 'GET',
        url: `/api/user/courses/${course.id}/gains`,
        headers: same.headers,
      })
    ).json().data;
    expect(sameGains).toMatchObject({ post_test_percentage: 100, versions_differ: false });
    expect(sameGains.pre_test_percentage).toBeCloseTo(100 / 3, 2);

    const timers = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/quiz-timer?course_id=${course.id}&sort=user_id`,
        headers: admin.headers,
      })
    ).json().data;
    expect(
      timers.map((r: { user_id: number; versions_differ: boolean }) => [r.user_id, r.versions_differ]),
    ).toEqual([
      [across.row.id, true],
      [same.row.id, false],
    ]);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/research-export.csv?course_id=${course.id}`,
      headers: admin.headers,
    });
    expect(csv.statusCode).toBe(200);
    const rows = csvRows(csv.body);
    expect(
      rows.map((r) => [
        r.pre_test_percentage,
        r.post_test_percentage,
        r.normalized_change,
        r.versions_differ,
      ]),
    ).toEqual([
      ['66.67', '100', '1', '1'],
      ['33.33', '100', '1', '0'],
    ]);
  });
});
