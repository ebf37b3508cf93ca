// Browser security headers on pages, API answers and media; HSTS only over HTTPS; the API docs switch.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { signedMediaPath } from '../modules/media/links';
import { createTestApp, type TestApp } from '../test/helpers';
import { pagePolicy, tileSource } from './headers';

const common = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'x-xss-protection': '0',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
};

describe('security headers', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-dist-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Parcours</title><div id="root"></div>',
    );
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('gives the web app pages a policy without inline scripts that forbids framing', async () => {
    for (const url of ['/', '/auth/login', '/password-set?token=abc', '/dashboard/admin/users/all']) {
      // '/' is index.html itself; the others go through the fallback, which streams it without a type yet
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject(common);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toBe(pagePolicy(t.config.mapTileUrl));
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("require-trusted-types-for 'script'; trusted-types default dompurify");
      expect(csp).toContain('https://*.tile.openstreetmap.org');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('gives API answers, errors included, a policy that loads nothing', async () => {
    for (const url of ['/api/health', '/api/unknown', '/api/profile']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers).toMatchObject({
        ...common,
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      });
    }
  });

  it('keeps the sandbox policy of media files', async () => {
    fs.mkdirSync(path.join(t.config.mediaDir, '2026/01'), { recursive: true });
    fs.writeFileSync(path.join(t.config.mediaDir, '2026/01/a.txt'), 'hello');
    const res = await t.app.inject({ method: 'GET', url: signedMediaPath('2026/01/a.txt') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ publicUrl: 'https://parcours.example.org' });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });
});

describe('tile sources', () => {
  it('turns the tile template into a CSP source', () => {
    expect(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.openstreetmap.org',
    );
    expect(tileSource('https://tiles.example.org/{z}/{x}/{y}.png')).toBe('https://tiles.example.org');
    expect(tileSource('https://{region}-{s}.maps.example.org/{z}/{x}/{y}.png')).toBe('https:');
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBe('');
  });
});

describe('API docs', () => {
  it('are off when configured off (404), on by default outside production', async () => {
    const off = await createTestApp({ apiDocs: false });
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        expect((await off.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await off.close();
    }
  });

  it('follow NODE_ENV and API_DOCS', () => {
    const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-cfg-'));
    expect(configFromEnv({ DATA_DIR: dir() }).apiDocs).toBe(true);
    expect(configFromEnv({ DATA_DIR: dir(), NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(configFromEnv({ DATA_DIR: dir(), NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(configFromEnv({ DATA_DIR: dir(), API_DOCS: 'off' }).apiDocs).toBe(false);
  });
});
