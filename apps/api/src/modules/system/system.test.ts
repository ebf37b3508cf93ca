// Health (and its 503 when the database is gone), the web app's public settings, the OpenAPI document.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('system calls', () => {
  it('GET /api/health answers ok while the database answers', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/health answers 503 once the database is closed, and other calls 503 with the message', async () => {
    t = await createTestApp();
    await t.database.close();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      message: 'Une erreur est survenue ! Veuillez réessayer plus tard.',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.org', password: 'x' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({ message: 'Error occurred! Please try again later.' });
  });

  it('GET /api/config gives the web app its storage key, map tiles and languages', async () => {
    t = await createTestApp({
      storageKey: 'a-storage-key-for-tests',
      mapTileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        storage_key: 'a-storage-key-for-tests',
        map_tile_url: 'https://tiles.example.org/{z}/{x}/{y}.png',
        default_language: 'en',
        languages: ['en', 'fr'],
      },
    });
  });

  it('publishes an OpenAPI document of the routes at /api/docs/json and a UI at /api/docs', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/register',
        '/api/admin/validate-user-account/{id}',
        '/api/health',
      ]),
    );
    expect(
      doc.paths['/api/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
