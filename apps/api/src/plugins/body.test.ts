// Form bodies: bracketed keys become nested values; multipart files land on disk, bounded, and are cleaned up.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, multipart, type TestApp, tinyPng } from '../test/helpers';
import { nestFormFields, type UploadedFile, uploadedFile } from './body';

describe('nestFormFields', () => {
  it('nests bracketed keys into objects and arrays, in index order', () => {
    expect(
      nestFormFields({
        'answers[1][question_id]': '8',
        'answers[0][question_id]': '7',
        'answers[0][answer][]': ['3', '4'],
        'answers[1][answer][]': '1',
        'subCategories[0][title]': 'Algebra',
        'deletedSubCategories[0]': '5',
        time_spent: '30',
      }),
    ).toEqual({
      answers: [
        { question_id: '7', answer: ['3', '4'] },
        { question_id: '8', answer: ['1'] },
      ],
      subCategories: [{ title: 'Algebra' }],
      deletedSubCategories: ['5'],
      time_spent: '30',
    });
  });

  it('ignores keys that would reach object prototypes', () => {
    const out = nestFormFields({ '__proto__[polluted]': 'yes', 'a[constructor][x]': '1', 'b[c]': '2' });
    expect(out).toEqual({ b: { c: '2' } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps huge indices as object keys instead of allocating arrays', () => {
    expect(nestFormFields({ 'a[99999999]': 'x' })).toEqual({ a: { '99999999': 'x' } });
  });
});

describe('multipart uploads', () => {
  let t: TestApp;
  let seen: UploadedFile | null = null;
  beforeAll(async () => {
    t = await createTestApp(
      { uploadLimits: { image: 1024, document: 1024, audio: 1024, video: 2048 } },
      {
        extend(app: FastifyInstance) {
          app.post(
            '/api/test/upload',
            {
              config: { multipart: { files: 1 } },
              schema: { body: z.object({ file: uploadedFile, tags: z.array(z.string()).optional() }) },
            },
            async (request) => {
              const { file, tags } = request.body as { file: UploadedFile; tags?: string[] };
              seen = file;
              return { name: file.filename, size: file.size, on_disk: fs.existsSync(file.filepath), tags };
            },
          );
        },
      },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('hands the route a file on disk and removes it after the answer', async () => {
    const form = multipart({
      'tags[]': 'a',
      file: { filename: 'p.png', contentType: 'image/png', content: tinyPng },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/upload',
      headers: form.headers,
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'p.png', size: tinyPng.length, on_disk: true, tags: ['a'] });
    expect(seen).not.toBeNull();
    expect(fs.existsSync(seen!.filepath)).toBe(false);
  });

  it('answers 413 for a file over the largest upload limit and leaves nothing behind', async () => {
    const form = multipart({
      file: { filename: 'big.bin', contentType: 'application/octet-stream', content: Buffer.alloc(4096, 1) },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/upload',
      headers: form.headers,
      payload: form.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The file or request is too large (at most 2 KB).' });
    expect(fs.existsSync(t.config.uploadTmpDir) ? fs.readdirSync(t.config.uploadTmpDir) : []).toEqual([]);
  });

  it('reports a missing file field like any other field', async () => {
    const form = multipart({ other: 'x' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/upload',
      headers: form.headers,
      payload: form.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: ['This value is not valid'] });
  });
});
