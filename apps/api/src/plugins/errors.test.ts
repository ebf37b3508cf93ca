// The error envelope: every status the handler produces, with its translated message, and nothing leaking.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../app-error';
import { isDatabaseUnavailable } from '../db/errors';
import { createTestApp, type TestApp } from '../test/helpers';

let t: TestApp;
beforeAll(async () => {
  // the real app plus routes that fail on purpose
  t = await createTestApp({}, { extend: addProbes });
});
afterAll(async () => {
  await t.close();
});

function addProbes(app: FastifyInstance) {
  app.get('/api/test/boom', async () => {
    throw new Error('secret internal detail');
  });
  app.get('/api/test/domain', async () => {
    throw new AppError(
      409,
      'error.quizCooldown',
      { next_attempt_at: '2030-01-01T00:00:00Z' },
      { next_attempt_at: '2030-01-01T00:00:00Z' },
    );
  });
  app.get('/api/test/db-down', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  app.post(
    '/api/test/nested',
    {
      schema: {
        body: z.object({
          answers: z.array(
            z.object({ question_id: z.coerce.number({ error: 'validation.questionRequired' }) }),
          ),
          title: z.string({ error: 'validation.titleRequired' }),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  app.post(
    '/api/test/echo',
    { schema: { body: z.object({ text: z.string() }) } },
    async (request) => request.body,
  );
}

describe('error envelope', () => {
  it('500: a generic translated message and a request id, never the stack or the error text', async () => {
    for (const [lang, message] of [
      ['en', 'Something went wrong! Please try again later.'],
      ['fr', "Une erreur s'est produite ! Veuillez réessayer plus tard."],
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/test/boom',
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(body).toEqual({ message, request_id: expect.any(String) });
      expect(res.headers['x-request-id']).toBe(body.request_id);
      expect(res.body).not.toContain('secret internal detail');
      expect(res.body).not.toContain('at ');
    }
  });

  it('domain errors keep their status, message parameters and extra fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/domain' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'You can take this quiz again at 2030-01-01T00:00:00Z.',
      next_attempt_at: '2030-01-01T00:00:00Z',
    });
  });

  it('503 when the database cannot be reached', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/db-down',
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Une erreur est survenue ! Veuillez réessayer plus tard.' });
  });

  it('422 with dotted paths for nested fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/nested',
      payload: { answers: [{ question_id: 1 }, {}] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { 'answers.1.question_id': ['Question is required'], title: ['Title is required'] },
    });
  });

  it('400 for malformed JSON, in both languages', async () => {
    const send = (lang: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json', 'accept-language': lang },
        payload: '{"email": "a@b.c",',
      });
    const en = await send('en');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ message: 'The request body could not be read.' });
    expect((await send('fr')).json()).toEqual({ message: "Le corps de la requête n'a pas pu être lu." });
  });

  it('treats an empty JSON body as no body: each required field is reported', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Email is required'], password: ['Password is required'] });
  });

  it('415 for a content type the API does not read', async () => {
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(en.statusCode).toBe(415);
    expect(en.json()).toEqual({ message: 'This type of file or content is not allowed.' });
    for (const type of ['text/xml', 'application/octet-stream', 'text/plain']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': type, 'accept-language': 'fr' },
        payload: 'email=a',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: "Ce type de fichier ou de contenu n'est pas autorisé." });
    }
  });

  it('413 for a body over the limit, naming the limit, in both languages', async () => {
    const send = (lang: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json', 'accept-language': lang },
        payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }),
      });
    const en = await send('en');
    expect(en.statusCode).toBe(413);
    expect(en.json()).toEqual({ message: 'The file or request is too large (at most 1 MB).' });
    expect((await send('fr')).json()).toEqual({
      message: 'Le fichier ou la requête est trop volumineux (au plus 1 MB).',
    });
  });

  it('reads urlencoded forms with the same schema as JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/nested',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'answers%5B0%5D%5Bquestion_id%5D=4&answers%5B1%5D%5Bquestion_id%5D=5&title=Quiz',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('404 JSON for an unknown API path, in both languages and any method', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/no/such/thing?x=1' });
    expect(get.statusCode).toBe(404);
    expect(get.headers['content-type']).toMatch(/^application\/json/);
    expect(get.json()).toEqual({ message: 'No API endpoint at GET /api/no/such/thing.' });
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/nothing',
      headers: { 'accept-language': 'fr' },
    });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ message: "Aucun point d'accès de l'API pour POST /api/nothing." });
  });
});

describe('isDatabaseUnavailable', () => {
  it('recognises connection failures of both engines and not query errors', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'SQLITE_CANTOPEN' }))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('x', { cause: Object.assign(new Error('y'), { code: 'ECONNREFUSED' }) }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax'), { code: 'SQLITE_ERROR' }))).toBe(false);
  });
});
