// Test data and calls of the unit tests: files of each kind, a unit body, create-eu / update-eu shortcuts and
// the files present in the media folder.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { people } from './quizzes';

export const png = () =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: '#fa853f' } })
    .png()
    .toBuffer();
export const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const mp4 = Buffer.concat([
  Buffer.from('00000018', 'hex'),
  Buffer.from('ftypisom'),
  Buffer.from('00000200', 'hex'),
  Buffer.from('isomiso2'),
  Buffer.from('00000008', 'hex'),
  Buffer.from('free'),
  Buffer.alloc(64),
]);

export const section = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: `About ${title}`,
  duration: 15,
  has_quiz: false,
  ...extra,
});

export function unitBody(extra: Record<string, unknown> = {}) {
  return {
    title: 'Fractions',
    type: 'basic',
    learning_objects: [
      {
        title: 'Halves',
        type: 'concrete',
        sections: [section('Cutting a cake', { has_quiz: true }), section('Sharing')],
      },
      { title: 'Rational numbers', type: 'abstract', summary: 'p over q', sections: [] },
    ],
    ...extra,
  };
}

/** create-eu and update-eu as `adminHeaders`, and the files present in the media folder. */
function unitCalls(t: TestApp, adminHeaders: Record<string, string>) {
  const createEu = (courseId: number, payload: unknown, headers: Record<string, string> = adminHeaders) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/create-eu/${courseId}`,
      headers,
      payload: payload as object,
    });
  const updateEu = (courseId: number, euId: number, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/update-eu/${courseId}/${euId}`,
      headers: adminHeaders,
      payload: payload as object,
    });

  async function storedMediaFiles() {
    const out: string[] = [];
    const walk = async (dir: string) => {
      for (const entry of await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => [])) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await walk(full);
        else out.push(path.relative(t.config.mediaDir, full));
      }
    };
    await walk(t.config.mediaDir);
    return out.sort();
  }

  return { createEu, updateEu, storedMediaFiles };
}

/** One app per test file with an admin and a learner, and the unit calls as that admin. */
export function unitSuite() {
  const suite = {} as {
    t: TestApp;
    admin: Awaited<ReturnType<typeof people>>['admin'];
    learner: Awaited<ReturnType<typeof people>>['learner'];
    calls: ReturnType<typeof unitCalls>;
  };
  beforeAll(async () => {
    suite.t = await createTestApp();
    ({ admin: suite.admin, learner: suite.learner } = await people(suite.t));
    suite.calls = unitCalls(suite.t, suite.admin.headers);
  });
  afterAll(async () => {
    await suite.t.close();
  });
  return suite;
}
