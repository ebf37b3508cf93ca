// Media follow the visibility of what they belong to (docs/security.md, "Media links"): each caller gets signed
// links only in the answers they may read, a file loads only through such a link, and an expired, changed or
// missing signature is refused.
import fs from 'node:fs';
import path from 'node:path';
import type { CourseStatus } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertCourse } from '../../test/courses';
import { createTestApp, type TestApp, tinyPng, uploadAsDesigner, userWithTokens } from '../../test/helpers';
import { checkMediaLink, linkExpiry, signedMediaPath } from './links';

let t: TestApp;
type Caller = 'anonymous' | 'learner' | 'enrolled' | 'author' | 'otherDesigner' | 'admin';
const headers: Record<Caller, Record<string, string>> = {} as Record<Caller, Record<string, string>>;
const courses = { published: 0, draft: 0 };
/** A video's bytes: what a Range request must cut exactly. */
const videoBytes = Buffer.from('0123456789abcdefghij');

const now = () => new Date().toISOString();

/** A media row of `modelType`/`modelId` with a real file in the media folder. */
async function mediaRow(modelType: string, modelId: number, collection: string, name: string) {
  const full = path.join(t.config.mediaDir, 'tests', name);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  const video = name.endsWith('.mp4');
  fs.writeFileSync(full, video ? videoBytes : tinyPng);
  await t.db
    .insertInto('media')
    .values({
      model_type: modelType,
      model_id: modelId,
      collection,
      file_name: `tests/${name}`,
      mime_type: video ? 'video/mp4' : 'image/png',
      kind: video ? 'video' : 'image',
      size: video ? videoBytes.length : tinyPng.length,
      position: 0,
      created_at: now(),
    })
    .execute();
}

/** A course with a cover, one unit and one learning object holding an image and a video. */
async function courseWithMedia(
  status: CourseStatus,
  label: string,
  categoryId: number,
  authorId: number,
): Promise<number> {
  const id = await insertCourse(t, {
    category_id: categoryId,
    title: `${label} course`,
    status,
    is_public: 1,
    created_by: authorId,
    content_requires_pretest: 0,
  });
  const unit = await t.db
    .insertInto('educational_units')
    .values({
      course_id: id,
      title: 'Unit',
      type: 'basic',
      position: 0,
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lo = await t.db
    .insertInto('learning_objects')
    .values({
      unit_id: unit.id,
      title: 'Object',
      type: 'concrete',
      position: 0,
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await mediaRow('course', id, 'cover', `${label}-cover.png`);
  await mediaRow('learning_object', lo.id, 'content', `${label}-lesson.png`);
  await mediaRow('learning_object', lo.id, 'content', `${label}-lesson.mp4`);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  const [learner, enrolled, author, otherDesigner, admin] = await Promise.all([
    userWithTokens(t),
    userWithTokens(t),
    userWithTokens(t, { role: 3 }),
    userWithTokens(t, { role: 3 }),
    userWithTokens(t, { role: 1 }),
  ]);
  Object.assign(headers, {
    anonymous: {},
    learner: learner.headers,
    enrolled: enrolled.headers,
    author: author.headers,
    otherDesigner: otherDesigner.headers,
    admin: admin.headers,
  });
  const category = await insertCategory(t, 'Physics');
  courses.published = await courseWithMedia('published', 'published', category, author.row.id);
  courses.draft = await courseWithMedia('draft', 'draft', category, author.row.id);
  // enrolled in both: the draft stands for a course its authors took back to draft after enrolments
  for (const courseId of [courses.published, courses.draft]) {
    await t.db
      .insertInto('enrolments')
      .values({ user_id: enrolled.row.id, course_id: courseId, enrolled_at: now() })
      .execute();
  }
});
afterAll(async () => {
  await t.close();
});

/** Every media address in a JSON answer. */
function linksIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && value.startsWith('/media/')) found.push(value);
  else if (Array.isArray(value)) for (const v of value) linksIn(v, found);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) linksIn(v, found);
  return found;
}

/** The links a caller is given by the pages that show a course: its page, its content, its editor. */
async function linksGivenTo(caller: Caller, courseId: number): Promise<string[]> {
  const links: string[] = [];
  for (const url of [
    `/api/courses/${courseId}`,
    `/api/courses/${courseId}/content`,
    `/api/admin/courses/${courseId}/units`,
  ]) {
    const res = await t.app.inject({ method: 'GET', url, headers: headers[caller] });
    if (res.statusCode === 200) linksIn(res.json(), links);
  }
  return links;
}

const fileOf = (link: string) => decodeURIComponent(link.split('?')[0].slice('/media/tests/'.length));
const get = (url: string, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: extra });

const allFiles = [
  'published-cover.png',
  'published-lesson.png',
  'published-lesson.mp4',
  'draft-cover.png',
  'draft-lesson.png',
  'draft-lesson.mp4',
];

describe('media of published and draft courses', () => {
  // Written by hand from docs/security.md, "Media links": the published course's cover is its public page;
  // lessons are for enrolled learners, authors and admins; a draft is for its authors and admins, and for
  // learners enrolled before it went back to draft, who keep its content but no longer see its page.
  const expected: Record<Caller, string[]> = {
    anonymous: ['published-cover.png'],
    learner: ['published-cover.png'],
    enrolled: [
      'published-cover.png',
      'published-lesson.png',
      'published-lesson.mp4',
      'draft-lesson.png',
      'draft-lesson.mp4',
    ],
    author: allFiles,
    otherDesigner: ['published-cover.png'],
    admin: allFiles,
  };

  for (const caller of Object.keys(expected) as Caller[]) {
    it(`${caller}: gets working links for exactly the files they may see, and no file without one`, async () => {
      const links = [
        ...(await linksGivenTo(caller, courses.published)),
        ...(await linksGivenTo(caller, courses.draft)),
      ];
      const loaded = new Set<string>();
      for (const link of links) {
        // the browser loads the link without any Authorization header
        const res = await get(link);
        expect(res.statusCode, link).toBe(200);
        loaded.add(fileOf(link));
      }
      expect([...loaded].sort()).toEqual([...expected[caller]].sort());

      // the other files: the bare name, or the name with another file's signature, are refused
      const borrowed = links[0].split('?')[1];
      for (const file of allFiles.filter((f) => !expected[caller].includes(f))) {
        for (const url of [`/media/tests/${file}`, `/media/tests/${file}?${borrowed}`]) {
          const res = await get(url, headers[caller]);
          expect(res.statusCode, url).toBe(403);
          expect(res.body).toBe(
            'This file link is not valid: open the file from its page in Parcours, signed in if the course needs it.',
          );
          expect(res.headers['cache-control']).toBe('no-store');
        }
      }
    });
  }

  it('the public cover may sit in a shared cache; lessons and drafts only in the browser, never past expiry', async () => {
    const anonymous = await linksGivenTo('anonymous', courses.published);
    const cover = await get(anonymous[0]);
    const publicAge = Number(/^public, max-age=(\d+)$/.exec(cover.headers['cache-control'] as string)?.[1]);
    expect(publicAge).toBeGreaterThan(0);
    expect(publicAge).toBeLessThanOrEqual(24 * 3600);

    const authorLinks = await linksGivenTo('author', courses.draft);
    expect(authorLinks.length).toBe(3);
    for (const link of authorLinks) {
      expect(new URLSearchParams(link.split('?')[1]).get('audience')).toBe('private');
      const res = await get(link);
      const age = Number(/^private, max-age=(\d+)$/.exec(res.headers['cache-control'] as string)?.[1]);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(3600);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    }
  });

  it('a video is played by Range requests on its signed link', async () => {
    const links = await linksGivenTo('enrolled', courses.published);
    const video = links.find((l) => l.includes('.mp4?'))!;
    const part = await get(video, { range: 'bytes=3-7' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 3-7/${videoBytes.length}`);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.body).toBe('34567');
    const head = await t.app.inject({ method: 'HEAD', url: video });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(videoBytes.length));
    // the same Range without the signature is refused
    const bare = await get(video.split('?')[0], { range: 'bytes=3-7' });
    expect(bare.statusCode).toBe(403);
  });
});

describe('expired and changed links', () => {
  const name = 'tests/published-lesson.png';
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  it('an expired link is refused with a message in the reader language', async () => {
    const expired = signedMediaPath(name, 'private', Date.now(), nowSeconds() - 1);
    const en = await get(expired);
    expect(en.statusCode).toBe(403);
    expect(en.body).toBe('This file link has expired: reload the page in Parcours to get a new one.');
    const fr = await get(expired, { 'accept-language': 'fr' });
    expect(fr.body).toBe(
      'Ce lien de fichier a expiré : rechargez la page dans Parcours pour en obtenir un nouveau.',
    );
    // issued 13 hours ago: past its 12 hours (rounded up to the hour)
    expect((await get(signedMediaPath(name, 'private', Date.now() - 13 * 3600 * 1000))).statusCode).toBe(403);
    // issued 11 hours ago: still good
    expect((await get(signedMediaPath(name, 'private', Date.now() - 11 * 3600 * 1000))).statusCode).toBe(200);
  });

  it('a link whose name, expiry, audience or signature was changed is refused', async () => {
    const good = signedMediaPath(name);
    expect((await get(good)).statusCode).toBe(200);
    const [, query] = good.split('?');
    const params = new URLSearchParams(query);
    const changed = (key: string, value: string | null) => {
      const copy = new URLSearchParams(params);
      if (value === null) copy.delete(key);
      else copy.set(key, value);
      return `/media/${name}?${copy}`;
    };
    const signature = params.get('signature')!;
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    for (const url of [
      changed('expires', String(Number(params.get('expires')) + 3600)),
      changed('audience', 'public'),
      changed('audience', 'everyone'),
      changed('signature', flipped),
      changed('signature', `${signature}x`),
      changed('signature', null),
      changed('expires', null),
      changed('expires', '1e12'),
      `/media/tests/draft-lesson.png?${query}`,
    ]) {
      const res = await get(url, { 'accept-language': 'fr' });
      expect(res.statusCode, url).toBe(403);
      expect(res.body).toBe(
        "Ce lien de fichier n'est pas valide : ouvrez le fichier depuis sa page dans Parcours, connecté si le cours le demande.",
      );
    }
  });

  it('expiry is 12 hours rounded up to the hour (private) and 7 days rounded up to the day (public)', () => {
    const at = Date.UTC(2026, 0, 1, 10, 20, 0);
    // 10:20 + 12 h = 22:20, next hour 23:00
    expect(linkExpiry('private', at)).toBe(Date.UTC(2026, 0, 1, 23, 0, 0) / 1000);
    // 1 January 10:20 + 7 days = 8 January 10:20, next day 9 January 00:00
    expect(linkExpiry('public', at)).toBe(Date.UTC(2026, 0, 9, 0, 0, 0) / 1000);
    // the same link for an hour of refetches
    expect(signedMediaPath(name, 'private', at)).toBe(signedMediaPath(name, 'private', at + 39 * 60 * 1000));
    const link = new URLSearchParams(signedMediaPath(name, 'private', at).split('?')[1]);
    expect(checkMediaLink(name, Object.fromEntries(link), Date.UTC(2026, 0, 1, 22, 59, 59))).toEqual({
      ok: true,
      audience: 'private',
      expires: Date.UTC(2026, 0, 1, 23, 0, 0) / 1000,
    });
    expect(checkMediaLink(name, Object.fromEntries(link), Date.UTC(2026, 0, 1, 23, 0, 0))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
});

describe('uploads not attached yet', () => {
  it('only the uploader gets a link, which works; the bare name does not', async () => {
    const media = await uploadAsDesigner(
      t,
      { filename: 'dot.png', contentType: 'image/png', content: tinyPng },
      'form-links',
    );
    expect((await get(media.url)).statusCode).toBe(200);
    expect((await get(media.thumbnail_url!)).statusCode).toBe(200);
    expect((await get(`/media/${media.file_name}`, headers.admin)).statusCode).toBe(403);
  });
});
