// Malformed bodies are 4xx, and multipart is read only where a route takes it, after its own checks, within its
// limits (docs/security.md, "Malformed requests" and "Uploads").
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, multipart, password, type TestApp, tinyPng, userWithTokens } from '../test/helpers';
import { uploadedFile } from './body';

let t: TestApp;
let reached = 0;
beforeAll(async () => {
  t = await createTestApp(
    { uploadLimits: { image: 1024, document: 2048, audio: 4096, video: 8192 } },
    {
      extend(app: FastifyInstance) {
        // two images at most; a hook that refuses before the body is read, like a role check would
        app.post(
          '/api/test/pictures',
          {
            config: { multipart: { files: 2, kinds: ['image'] } },
            onRequest: async (request) => {
              if (request.headers['x-refuse']) throw Object.assign(new Error('no'), { statusCode: 403 });
            },
            schema: { body: z.object({ a: uploadedFile, b: uploadedFile.optional() }) },
          },
          async () => {
            reached++;
            return { ok: true };
          },
        );
        app.post(
          '/api/test/fields-only',
          { config: { multipart: { files: 0 } }, schema: { body: z.object({ x: z.string() }) } },
          async (request) => request.body,
        );
        // Every field optional, as on the profile form: a broken body must not read as an empty, valid one.
        app.post(
          '/api/test/optional-fields',
          { config: { multipart: { files: 1 } }, schema: { body: z.object({ x: z.string().optional() }) } },
          async (request) => request.body,
        );
      },
    },
  );
});
afterAll(async () => {
  await t.close();
});

const tmpFiles = () => (fs.existsSync(t.config.uploadTmpDir) ? fs.readdirSync(t.config.uploadTmpDir) : []);
const png = (name = 'p.png') => ({ filename: name, contentType: 'image/png', content: tinyPng });

describe('malformed bodies', () => {
  const broken: [string, string][] = [
    ['multipart/form-data', 'x'],
    ['multipart/form-data; boundary=', 'x'],
    [
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\nunfinished',
    ],
    ['multipart/form-data; boundary=abc', '--abc\r\nNo-Colon-Header\r\n\r\nx\r\n--abc--'],
    ['multipart/form-data; boundary="unterminated', 'x'],
    ['multipart/form-data; boundary=abc; boundary=def', 'x'],
  ];

  it('answers 4xx, never 5xx, to every broken multipart body on a route that takes files', async () => {
    for (const [type, payload] of broken) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test/fields-only',
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode, `${type} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${type} ${JSON.stringify(payload)}`).toBeLessThan(500);
    }
    // the reported case: no boundary at all is a 400 in the caller's language
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/fields-only',
      headers: { 'content-type': 'multipart/form-data', 'accept-language': 'fr' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Le corps de la requête n'a pas pu être lu." });
  });

  it('answers 400 to every broken multipart body even where every field is optional (the profile form)', async () => {
    // Before: an empty boundary, or a body cut short, answered 200 on POST /api/update-profile and changed
    // nothing, as if the form had been sent empty.
    // A part whose header has no colon is a part the parser skips (no name to file it under), not a broken
    // body; every other case cannot be read and is a 400.
    for (const [type, payload] of broken.filter(([, p]) => !p.includes('No-Colon-Header'))) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test/optional-fields',
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode, `${type} ${JSON.stringify(payload)}: ${res.body}`).toBe(400);
    }
    // A whole body still reads.
    const whole = await t.app.inject({
      method: 'POST',
      url: '/api/test/optional-fields',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\nvalue\r\n--abc--\r\n',
    });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json()).toEqual({ x: 'value' });
  });

  it('answers 400 on POST /api/update-profile to an empty boundary and to a body cut short, and changes nothing', async () => {
    const person = await userWithTokens(t);
    for (const [type, payload] of [
      [
        'multipart/form-data; boundary=',
        '--\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nMallory\r\n----',
      ],
      [
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nMallory\r\n--abc\r\nContent-Disposition: form-data; name="last',
      ],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/update-profile',
        headers: { ...person.headers, 'content-type': type, 'accept-language': 'fr' },
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: "Le corps de la requête n'a pas pu être lu." });
    }
    const row = await t.db
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', person.row.id)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe(person.row.first_name);
  });

  it('answers 415 to multipart on a route that takes no form, before reading it (curl of the report)', async () => {
    for (const url of ['/api/register', '/api/login', '/api/send-password-reset-mail']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data' },
        payload: 'x',
      });
      expect(res.statusCode, url).toBe(415);
      expect(res.json()).toEqual({ message: 'This type of file or content is not allowed.' });
    }
  });
});

describe('multipart limits', () => {
  it('writes no byte of an anonymous login with large file parts (415, temporary folder untouched)', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    const form = multipart({
      email: 'a@b.c',
      password,
      a: { filename: 'a.bin', contentType: 'application/octet-stream', content: big },
      b: { filename: 'b.bin', contentType: 'application/octet-stream', content: big },
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/login', ...form });
    expect(res.statusCode).toBe(415);
    expect(fs.existsSync(t.config.uploadTmpDir)).toBe(false);
  });

  it('reads nothing when a route hook refuses the caller first', async () => {
    const form = multipart({ a: png() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/pictures',
      headers: { ...form.headers, 'x-refuse': '1' },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(403);
    expect(reached).toBe(0);
    expect(fs.existsSync(t.config.uploadTmpDir)).toBe(false);
  });

  it('takes files up to the count and size of the route, and refuses one more file (413)', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/test/pictures',
      ...multipart({ a: png(), b: png() }),
    });
    expect(ok.statusCode).toBe(200);
    const three = await t.app.inject({
      method: 'POST',
      url: '/api/test/pictures',
      ...multipart({ a: png(), b: png(), c: png() }),
    });
    expect(three.statusCode).toBe(413);
    expect(three.json()).toEqual({ message: 'Too many files in one request (at most 2).' });
    expect(tmpFiles()).toEqual([]);
  });

  it('measures a file against the largest kind the route takes, not the largest kind there is', async () => {
    // 1500 bytes: under the document limit, over the image limit of this route
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/pictures',
      ...multipart({ a: { ...png(), content: Buffer.alloc(1500, 1) } }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The file or request is too large (at most 1 KB).' });
    expect(tmpFiles()).toEqual([]);
  });

  it('reads the fields of a form-only route and refuses any file in it', async () => {
    const fields = await t.app.inject({
      method: 'POST',
      url: '/api/test/fields-only',
      ...multipart({ x: 'yes' }),
    });
    expect(fields.statusCode).toBe(200);
    expect(fields.json()).toEqual({ x: 'yes' });
    const withFile = await t.app.inject({
      method: 'POST',
      url: '/api/test/fields-only',
      ...multipart({ x: 'yes', f: png() }),
    });
    expect(withFile.statusCode).toBe(413);
    expect(withFile.json()).toEqual({ message: 'Too many files in one request (at most 0).' });
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses upload-media to learners before reading the file (403)', async () => {
    const learner = await userWithTokens(t);
    const form = multipart({ temporary_id: 't', is_supplementary: 'false', file: png() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload-media',
      headers: { ...learner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(403);
    expect(tmpFiles()).toEqual([]);
  });
});
