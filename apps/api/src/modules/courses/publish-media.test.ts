// The "adapts its media" setting and its publishing check (docs/design/product.md §4): a course that says it adapts
// its media to visual and verbal learners publishes only when every learning object has, among its own media, an
// image or a video and a text, document or audio; the check names the learning objects that lack one.
import { roles } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr, insertCategory } from '../../test/courses';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { insertMedia } from '../../test/learning-paths';
import { sampleQuiz } from '../../test/quizzes';
import { unitBody } from '../../test/units';

let t: TestApp;
type Account = Awaited<ReturnType<typeof userWithTokens>>;
let designer: Account;
let category: number;

beforeAll(async () => {
  t = await createTestApp();
  designer = await userWithTokens(t, { role: roles.designer });
  category = await insertCategory(t, 'Sciences');
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: object = {}) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...designer.headers, ...headers },
    ...(payload ? { payload } : {}),
  });

/** A course waiving the pretest, with one basic unit ("Halves", "Rational numbers", both reading only) and a quiz. */
async function builtCourse(adapts: boolean) {
  const res = await call('POST', '/admin/create-course', {
    title: 'Fractions for everyone',
    description: 'Halves, thirds and quarters',
    category_id: category,
    language: 'en',
    is_paid: false,
    facilitator: 'Emmy Noether',
    is_public: true,
    teaching_type: 'online',
    link: 'https://meet.example.org/fractions',
    content_requires_pretest: false,
    adapts_media: adapts,
  });
  expect(res.statusCode).toBe(201);
  const id: number = res.json().data.id;
  const unit = await call('POST', `/admin/create-eu/${id}`, unitBody());
  const [halves, rational] = unit.json().data.learning_objects as { id: number }[];
  expect((await call('POST', `/admin/course-quiz/${id}`, sampleQuiz())).statusCode).toBe(200);
  for (const lo of [halves, rational]) {
    expect(
      (await call('POST', `/admin/learning-objects/${lo.id}/reading-only`, { value: true })).statusCode,
    ).toBe(200);
  }
  return { id, halves: halves.id, rational: rational.id };
}

const mediaCheck = async (id: number, headers: object = {}) => {
  const checks = (await call('GET', `/admin/courses/${id}/publication`, undefined, headers)).json().data;
  return {
    ready: checks.ready,
    check: checks.checks.find((c: { check: string }) => c.check === 'mediaStyles'),
  };
};

describe('a course that adapts its media to visual and verbal learners', () => {
  it('stores the setting, and without it the media are not checked', async () => {
    const { id } = await builtCourse(false);
    const course = (await call('GET', `/admin/courses/${id}`)).json().data;
    expect(course.adapts_media).toBe(0);
    expect(await mediaCheck(id)).toEqual({ ready: true, check: undefined });
  });

  it('publishes only once every learning object has media for both kinds of learner', async () => {
    const { id, halves, rational } = await builtCourse(true);
    expect((await call('GET', `/admin/courses/${id}`)).json().data.adapts_media).toBe(1);

    // no media at all: both learning objects named, in the course's order
    expect(await mediaCheck(id)).toEqual({
      ready: false,
      check: {
        check: 'mediaStyles',
        passed: false,
        message:
          'The course adapts its media: each learning object needs an image or a video for visual learners and a text, document or audio for verbal learners.',
        items: ['Halves', 'Rational numbers'],
      },
    });
    const refused = await call('POST', `/admin/courses/${id}/publish`);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['mediaStyles']);

    // Halves: an image and a document (both kinds); Rational numbers: a video and another image (visual only)
    await insertMedia(t, halves, 'image', 0);
    await insertMedia(t, halves, 'document', 1);
    await insertMedia(t, rational, 'video', 0);
    await insertMedia(t, rational, 'image', 1);
    expect((await mediaCheck(id)).check).toMatchObject({ passed: false, items: ['Rational numbers'] });
    const frCheck = (await mediaCheck(id, fr)).check;
    expect(frCheck.message).toBe(
      "Le cours adapte ses médias : chaque objet d'apprentissage doit avoir une image ou une vidéo pour les apprenants visuels et un texte, un document ou un audio pour les apprenants verbaux.",
    );
    expect((await call('POST', `/admin/courses/${id}/publish`)).statusCode).toBe(422);

    // an audio gives Rational numbers its verbal medium
    await insertMedia(t, rational, 'audio', 2);
    expect(await mediaCheck(id)).toMatchObject({ ready: true, check: { passed: true, items: [] } });
    const published = await call('POST', `/admin/courses/${id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().data.status).toBe('published');
  });

  it('turns the check on and off with the course form', async () => {
    const { id } = await builtCourse(false);
    const on = await call('POST', `/admin/update-course/${id}`, { adapts_media: '1' });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.adapts_media).toBe(1);
    const stored = await t.db
      .selectFrom('courses')
      .select('adapts_media')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.adapts_media).toBe(1);
    expect((await mediaCheck(id)).check).toMatchObject({
      passed: false,
      items: ['Halves', 'Rational numbers'],
    });
    // the title alone leaves the setting as it is
    await call('POST', `/admin/update-course/${id}`, { title: 'Fractions, adapted' });
    expect((await call('GET', `/admin/courses/${id}`)).json().data.adapts_media).toBe(1);
    expect((await call('POST', `/admin/update-course/${id}`, { adapts_media: false })).statusCode).toBe(200);
    expect(await mediaCheck(id)).toEqual({ ready: true, check: undefined });
  });
});
