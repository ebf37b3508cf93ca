// The built web app (SPA fallback, cache headers), its absence, and uploaded media headers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedMediaPath } from '../modules/media/links';
import { createTestApp, type TestApp, tinyPng } from '../test/helpers';

const indexHtml = '<!doctype html><title>Parcours</title><div id="root"></div>';

describe('with a built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
    // What the web build writes beside a text file (apps/web/build/precompress.ts).
    const script = `console.log(${JSON.stringify('x'.repeat(2000))})`;
    fs.writeFileSync(path.join(dist, 'assets', 'entry-def456.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'entry-def456.js.gz'), zlib.gzipSync(script));
    fs.writeFileSync(path.join(dist, 'assets', 'entry-def456.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'index.html.gz'), zlib.gzipSync(indexHtml));
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / without caching it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const other = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(other.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed variant the browser accepts, brotli first, with Vary', async () => {
    const url = '/assets/entry-def456.js';
    const expected = `console.log(${JSON.stringify('x'.repeat(2000))})`;
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(expected);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(expected);

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body).toBe(expected);
  });

  it('sends index.html compressed on client-side routes too, still never cached', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/dashboard/student',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(indexHtml);
  });

  it('answers client-side routes with index.html (SPA fallback)', async () => {
    for (const url of ['/dashboard/admin/users', '/courses/12?tab=quiz', '/password-set?token=abc']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps 404 for missing files and JSON 404 for unknown API paths', async () => {
    const file = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('<div id="root">');
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe('No API endpoint at GET /api/unknown.');
  });

  it('serves media with nosniff, inline only for images, audio, video and PDF', async () => {
    fs.mkdirSync(path.join(t.config.mediaDir, 'x'), { recursive: true });
    fs.writeFileSync(path.join(t.config.mediaDir, 'x', 'pic.png'), tinyPng);
    fs.writeFileSync(path.join(t.config.mediaDir, 'x', 'page.html'), '<script>alert(1)</script>');
    fs.writeFileSync(
      path.join(t.config.mediaDir, 'x', 'vector.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    const png = await t.app.inject({ method: 'GET', url: signedMediaPath('x/pic.png') });
    expect(png.statusCode).toBe(200);
    expect(png.headers['x-content-type-options']).toBe('nosniff');
    expect(png.headers['content-disposition']).toBeUndefined();
    for (const name of ['page.html', 'vector.svg']) {
      const res = await t.app.inject({ method: 'GET', url: signedMediaPath(`x/${name}`) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await t.app.inject({ method: 'GET', url: signedMediaPath('x/none.png') })).statusCode).toBe(404);
  });

  it('never serves files outside the media folder', async () => {
    fs.writeFileSync(path.join(t.config.dataDir, 'secrets.json'), '{"jwt_secret":"s"}');
    for (const url of ['/media/../secrets.json', '/media/%2e%2e/secrets.json', '/media/..%2fsecrets.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('jwt_secret');
      // even with a link the server signed for that name, the folder's bounds hold
      const query = signedMediaPath('../secrets.json').split('?')[1];
      const signed = await t.app.inject({ method: 'GET', url: `${url}?${query}` });
      expect(signed.body).not.toContain('jwt_secret');
    }
  });
});

describe('without a built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a plain 404 saying the web app is not built, while the API works', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('web app is not built');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
