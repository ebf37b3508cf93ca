// A course's outline kept in memory (docs/design/architecture.md §7): every change of the course's structure,
// made through the API or by any other writer of the same database (another process), moves the course's
// structure version in the same transaction, and learners read the change at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { type AdaptiveCourse, adaptiveCourse, enrolAt } from '../../test/learning-paths';
import { sampleQuiz } from '../../test/quizzes';

let t: TestApp;
let adminHeaders: Record<string, string>;
let c: AdaptiveCourse;
let other: AdaptiveCourse;
let learner: Awaited<ReturnType<typeof userWithTokens>>;

beforeAll(async () => {
  t = await createTestApp();
  adminHeaders = (await userWithTokens(t, { role: 1 })).headers;
  c = await adaptiveCourse(t, adminHeaders);
  other = await adaptiveCourse(t, adminHeaders);
  learner = await userWithTokens(t);
  await enrolAt(t, learner.row.id, c.course.id, 'basic');
});
afterAll(async () => {
  await t.close();
});

const versionOf = async (courseId: number) =>
  (
    await t.db
      .selectFrom('courses')
      .select('structure_version')
      .where('id', '=', courseId)
      .executeTakeFirstOrThrow()
  ).structure_version;

async function content() {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/courses/${c.course.id}/content`,
    headers: learner.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    units: {
      id: number;
      title: string;
      learning_objects: { id: number; title: string; quiz: { id: number; questions_count: number } | null }[];
    }[];
  };
}

async function pathSteps() {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/user/courses/${c.course.id}/path`,
    headers: learner.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.steps as { kind: string; learning_object_id?: number; quiz_id?: number | null }[];
}

const objectIn = (data: Awaited<ReturnType<typeof content>>, id: number) =>
  data.units.flatMap((u) => u.learning_objects).find((lo) => lo.id === id);

describe('the outline a learner reads', () => {
  it('shows a quiz an author adds through the API on the next content page and path', async () => {
    expect(objectIn(await content(), c.los.theory.id)!.quiz).toBeNull();
    await pathSteps();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/add-quiz-to-lo/${c.los.theory.id}`,
      headers: adminHeaders,
      payload: sampleQuiz(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const quizId = res.json().data.id;
    expect(objectIn(await content(), c.los.theory.id)!.quiz).toMatchObject({
      id: quizId,
      questions_count: 3,
    });
    const step = (await pathSteps()).find(
      (s) => s.kind === 'learning_object' && s.learning_object_id === c.los.theory.id,
    );
    expect(step?.quiz_id).toBe(quizId);
  });

  it('shows a change written to the database by another writer (another process) on the next read', async () => {
    await content();
    await t.db
      .updateTable('learning_objects')
      .set({ title: 'Ideas, renamed' })
      .where('id', '=', c.los.ideas.id)
      .execute();
    expect(objectIn(await content(), c.los.ideas.id)!.title).toBe('Ideas, renamed');
    await t.db
      .updateTable('educational_units')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', c.units.u3.id)
      .execute();
    expect((await content()).units.map((u) => u.id)).toEqual([c.units.u1.id, c.units.u2.id]);
  });

  it("moves the course's structure version with every change of its structure, and no other course's", async () => {
    const now = new Date().toISOString();
    const otherVersion = await versionOf(other.course.id);
    const changes: [string, () => Promise<unknown>][] = [
      [
        'unit added',
        () =>
          t.db
            .insertInto('educational_units')
            .values({
              course_id: c.course.id,
              title: 'U4',
              type: 'basic',
              position: 9,
              created_at: now,
              updated_at: now,
            })
            .execute(),
      ],
      [
        'learning object edited',
        () =>
          t.db
            .updateTable('learning_objects')
            .set({ position: 5 })
            .where('id', '=', c.los.example.id)
            .execute(),
      ],
      [
        'section added',
        () =>
          t.db
            .insertInto('sections')
            .values({
              learning_object_id: c.los.example.id,
              title: 'Read',
              description: 'Text',
              duration: 3,
              created_at: now,
              updated_at: now,
            })
            .execute(),
      ],
      [
        'section deleted',
        () => t.db.deleteFrom('sections').where('learning_object_id', '=', c.los.example.id).execute(),
      ],
      [
        'quiz edited',
        () =>
          t.db.updateTable('quizzes').set({ pass_mark: 60 }).where('id', '=', c.quizzes.ideas.id).execute(),
      ],
      [
        'question deleted',
        () =>
          t.db
            .updateTable('questions')
            .set({ deleted_at: now })
            .where('id', '=', c.quizzes.practice.questions[0]!.id)
            .execute(),
      ],
      ['media removed', () => t.db.deleteFrom('media').where('id', '=', c.media.exampleAudio).execute()],
    ];
    for (const [what, change] of changes) {
      const before = await versionOf(c.course.id);
      await change();
      expect(await versionOf(c.course.id), what).toBeGreaterThan(before);
    }
    expect(await versionOf(other.course.id)).toBe(otherVersion);
  });
});
