// Uploads: type from the bytes, limits per kind, generated names, re-encoded images with thumbnails, serving
// headers, and the service functions other modules use.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadedFile } from '../../plugins/body';
import { createTestApp, type FormFile, multipart, type TestApp, userWithTokens } from '../../test/helpers';
import { signedMediaPath } from './links';
import {
  attachTemporaryMedia,
  deleteMediaFiles,
  deleteMediaRows,
  mediaContext,
  mediaFor,
  saveUpload,
} from './service';

let t: TestApp;
let learner: Awaited<ReturnType<typeof userWithTokens>>;
/** A designer: upload-media is for the people who build courses. */
let uploader: Awaited<ReturnType<typeof userWithTokens>>;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
beforeAll(async () => {
  // small document and audio limits, so 413 per kind is cheap to reach
  t = await createTestApp({ uploadLimits: { document: 2000, audio: 3000 } });
  learner = await userWithTokens(t);
  uploader = await userWithTokens(t, { role: 3 });
  admin = await userWithTokens(t, { role: 1 });
});
afterAll(async () => {
  await t.close();
});

const png = (width = 3, height = 2) =>
  sharp({ create: { width, height, channels: 3, background: '#fa853f' } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF data, as a phone would send it. */
const jpegWithExif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#5d99c6' } })
    .withExif({ IFD0: { Copyright: 'Someone', Artist: 'Private Person' } })
    .jpeg()
    .toBuffer();

/** The smallest valid WAV: a RIFF header, a PCM format chunk and `samples` bytes of silence. */
function wav(samples: number): Buffer {
  const data = Buffer.alloc(samples);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, data]);
}

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

const file = (
  content: Buffer,
  filename = 'upload.bin',
  contentType = 'application/octet-stream',
): FormFile => ({
  filename,
  contentType,
  content,
});

async function upload(fields: Record<string, string | FormFile>, headers = uploader.headers, lang = 'en') {
  const form = multipart({ temporary_id: 'tmp-course-1', is_supplementary: 'false', ...fields });
  return t.app.inject({
    method: 'POST',
    url: '/api/media/upload-media',
    headers: { ...headers, ...form.headers, 'accept-language': lang },
    payload: form.payload,
  });
}

const tmpFiles = () => (fs.existsSync(t.config.uploadTmpDir) ? fs.readdirSync(t.config.uploadTmpDir) : []);
const mediaFiles = () =>
  fs.existsSync(t.config.mediaDir)
    ? (fs.readdirSync(t.config.mediaDir, { recursive: true }) as string[])
    : [];
const mediaCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('media')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/media/upload-media', () => {
  it('stores a PNG under a generated name with a webp thumbnail and answers the record', async () => {
    const res = await upload({ file: file(await png(), 'holiday photo.png', 'image/png'), title: 'Diagram' });
    expect(res.statusCode).toBe(201);
    const media = res.json().data;
    const now = new Date();
    const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(media).toMatchObject({
      model_type: null,
      model_id: null,
      temporary_id: 'tmp-course-1',
      mime_type: 'image/png',
      kind: 'image',
      title: 'Diagram',
      is_supplementary: false,
    });
    expect(media.file_name).toMatch(new RegExp(`^${folder}/[0-9a-f-]{36}\\.png$`));
    expect(media.thumbnail_file_name).toMatch(new RegExp(`^${folder}/[0-9a-f-]{36}-thumb\\.webp$`));
    const stored = await sharp(path.join(t.config.mediaDir, media.file_name)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 3, 2]);
    const thumb = await sharp(path.join(t.config.mediaDir, media.thumbnail_file_name)).metadata();
    expect(thumb.format).toBe('webp');
    const row = await t.db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', media.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      uploaded_by: uploader.row.id,
      original_name: 'holiday photo.png',
      collection: 'content',
    });
    expect(tmpFiles()).toEqual([]);
  });

  it('re-encodes a JPEG: at most 2048 px, EXIF removed, 400 px thumbnail', async () => {
    const res = await upload({
      file: file(await jpegWithExif(3000, 1500), 'big.jpg', 'image/jpeg'),
      is_supplementary: 'true',
    });
    expect(res.statusCode).toBe(201);
    const media = res.json().data;
    expect(media).toMatchObject({ mime_type: 'image/jpeg', is_supplementary: true });
    expect(media.file_name).toMatch(/\.jpg$/);
    const stored = await sharp(path.join(t.config.mediaDir, media.file_name)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 2048, 1024]);
    expect(stored.exif).toBeUndefined();
    expect(media.size).toBe(fs.statSync(path.join(t.config.mediaDir, media.file_name)).size);
    const thumb = await sharp(path.join(t.config.mediaDir, media.thumbnail_file_name)).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 400, 200]);
  });

  it('takes PDF, plain UTF-8 text and WAV by their bytes, whatever their names say', async () => {
    const cases = [
      { content: pdf, name: 'notes.txt', mime: 'application/pdf', kind: 'document', ext: 'pdf' },
      {
        content: Buffer.from('Résumé du cours\nLigne 2\n'),
        name: 'notes',
        mime: 'text/plain; charset=utf-8',
        kind: 'document',
        ext: 'txt',
      },
      { content: wav(200), name: 'sound.mp3', mime: 'audio/wav', kind: 'audio', ext: 'wav' },
    ];
    for (const c of cases) {
      const res = await upload({ file: file(c.content, c.name) });
      expect(res.statusCode, c.name).toBe(201);
      const media = res.json().data;
      expect(media).toMatchObject({
        mime_type: c.mime,
        kind: c.kind,
        thumbnail_file_name: null,
        size: c.content.length,
      });
      expect(media.file_name.endsWith(`.${c.ext}`)).toBe(true);
      expect(fs.readFileSync(path.join(t.config.mediaDir, media.file_name))).toEqual(c.content);
    }
  });

  it('refuses SVG, HTML, HTML named .png, binary junk and a fake image with 415, storing nothing', async () => {
    const before = await mediaCount();
    const filesBefore = mediaFiles().length;
    const refused: Array<[string, Buffer, string]> = [
      [
        'drawing.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'image/svg+xml',
      ],
      [
        'drawing2.svg',
        Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/svg+xml',
      ],
      [
        'page.html',
        Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
        'text/html',
      ],
      ['photo.png', Buffer.from('\n  <html><img src=x onerror=alert(1)></html>'), 'image/png'],
      ['data.bin', Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00]), 'application/octet-stream'],
      ['broken.png', Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(40)]), 'image/png'],
      ['latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]), 'text/plain'],
      ['archive.zip', Buffer.from('504b0304140000000000', 'hex'), 'application/zip'],
    ];
    for (const [name, content, type] of refused) {
      const res = await upload({ file: file(content, name, type) });
      expect(res.statusCode, name).toBe(415);
      expect(res.json()).toEqual({ message: 'This type of file or content is not allowed.' });
    }
    const fr = await upload(
      { file: file(Buffer.from('<html></html>'), 'x.png', 'image/png') },
      uploader.headers,
      'fr',
    );
    expect(fr.json()).toEqual({ message: "Ce type de fichier ou de contenu n'est pas autorisé." });
    expect(await mediaCount()).toBe(before);
    expect(mediaFiles()).toHaveLength(filesBefore);
    expect(tmpFiles()).toEqual([]);
  });

  it('answers 413 above the limit of the file kind, in the caller language', async () => {
    const before = await mediaCount();
    const text = await upload({ file: file(Buffer.alloc(2500, 'a'), 'long.txt') });
    expect(text.statusCode).toBe(413);
    expect(text.json()).toEqual({ message: 'The file or request is too large (at most 2 KB).' });
    const audio = await upload({ file: file(wav(4000), 'long.wav') }, uploader.headers, 'fr');
    expect(audio.statusCode).toBe(413);
    expect(audio.json()).toEqual({ message: 'Le fichier ou la requête est trop volumineux (au plus 3 KB).' });
    // the same size is fine for an image (10 MB here)
    expect((await upload({ file: file(await png(60, 60)) })).statusCode).toBe(201);
    expect(await mediaCount()).toBe(before + 1);
    expect(tmpFiles()).toEqual([]);
  });

  it('validates the form fields (422) and needs a login (401)', async () => {
    const noFile = await upload({ temporary_id: '' });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toEqual({
      file: ['This value is not valid'],
      temporary_id: ['This field is required'],
    });
    const badFlag = await upload({ file: file(await png()), is_supplementary: 'maybe', temporary_id: 'a b' });
    expect(badFlag.statusCode).toBe(422);
    expect(Object.keys(badFlag.json().errors).sort()).toEqual(['is_supplementary', 'temporary_id']);
    const anonymous = await upload({ file: file(await png()) }, {} as typeof uploader.headers);
    expect(anonymous.statusCode).toBe(401);
    expect(tmpFiles()).toEqual([]);
  });
});

describe('multipart size ceiling', () => {
  it('stops a file larger than the largest kind while it streams (413)', async () => {
    const small = await createTestApp({
      uploadLimits: { image: 1000, document: 1000, audio: 1000, video: 2048 },
    });
    try {
      const owner = await userWithTokens(small, { role: 3 });
      const form = multipart({ temporary_id: 't', file: file(Buffer.alloc(5000, 'a'), 'big.txt') });
      const res = await small.app.inject({
        method: 'POST',
        url: '/api/media/upload-media',
        headers: { ...owner.headers, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('The file or request is too large (at most 2 KB).');
      expect(
        fs.existsSync(small.config.uploadTmpDir) ? fs.readdirSync(small.config.uploadTmpDir) : [],
      ).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

describe('GET /media/*', () => {
  it('serves images inline with their type, nosniff, a private cache and a sandbox policy', async () => {
    const media = (await upload({ file: file(await jpegWithExif(10, 10)) })).json().data;
    for (const [url, type] of [
      [media.url, 'image/jpeg'],
      [media.thumbnail_url, 'image/webp'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['content-disposition']).toBeUndefined();
    }
  });

  it('serves PDF and audio inline, text as a download', async () => {
    const doc = (await upload({ file: file(pdf) })).json().data;
    const sound = (await upload({ file: file(wav(10)) })).json().data;
    const text = (await upload({ file: file(Buffer.from('plain words')) })).json().data;
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const pdfRes = await get(doc.url);
    expect([pdfRes.headers['content-type'], pdfRes.headers['content-disposition']]).toEqual([
      'application/pdf',
      undefined,
    ]);
    const wavRes = await get(sound.url);
    expect([wavRes.headers['content-type'], wavRes.headers['content-disposition']]).toEqual([
      'audio/wav',
      undefined,
    ]);
    const textRes = await get(text.url);
    expect(textRes.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(textRes.headers['content-disposition']).toBe('attachment');
    expect(textRes.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(textRes.body).toBe('plain words');
  });

  it('never serves markup inline, even if such a file sits in the media folder', async () => {
    fs.writeFileSync(path.join(t.config.mediaDir, 'planted.html'), '<script>alert(1)</script>');
    fs.writeFileSync(
      path.join(t.config.mediaDir, 'planted.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    for (const name of ['planted.html', 'planted.svg']) {
      const res = await t.app.inject({ method: 'GET', url: signedMediaPath(name) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toBe('attachment');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    }
    expect(
      (await t.app.inject({ method: 'GET', url: signedMediaPath('2020/01/missing.png') })).statusCode,
    ).toBe(404);
    const outside = await t.app.inject({ method: 'GET', url: '/media/..%2f..%2fsecrets.json' });
    expect([403, 404]).toContain(outside.statusCode);
  });
});

describe('media service', () => {
  const copyToUpload = async (content: Buffer, name: string) => {
    fs.mkdirSync(t.config.uploadTmpDir, { recursive: true });
    const filepath = path.join(t.config.uploadTmpDir, `${name}.upload`);
    fs.writeFileSync(filepath, content);
    return new UploadedFile(filepath, name, 'application/octet-stream', content.length);
  };

  it('attaches temporary uploads to their owner, reads them batched, deletes rows and files', async () => {
    const ctx = mediaContext(t.app);
    const a = await saveUpload(ctx, await copyToUpload(await png(), 'a.png'), {
      temporaryId: 'course-draft-9',
      uploadedBy: admin.row.id,
      position: 1,
    });
    const b = await saveUpload(ctx, await copyToUpload(pdf, 'b.pdf'), {
      temporaryId: 'course-draft-9',
      uploadedBy: admin.row.id,
    });
    const other = await saveUpload(ctx, await copyToUpload(pdf, 'c.pdf'), {
      temporaryId: 'course-draft-9',
      uploadedBy: learner.row.id,
    });
    const attached = await t.db
      .transaction()
      .execute((trx) =>
        attachTemporaryMedia(trx, 'course-draft-9', 'course', 7001, 'content', { uploadedBy: admin.row.id }),
      );
    expect(attached).toBe(2);
    // a second attach finds nothing left to move
    expect(
      await attachTemporaryMedia(t.db, 'course-draft-9', 'course', 7002, undefined, {
        uploadedBy: admin.row.id,
      }),
    ).toBe(0);
    const otherRow = await t.db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(otherRow.model_id).toBeNull();

    const direct = await saveUpload(ctx, await copyToUpload(await png(), 'd.png'), {
      modelType: 'course',
      modelId: 7003,
      collection: 'cover',
      uploadedBy: admin.row.id,
    });
    const byCourse = await mediaFor(t.db, 'course', [7001, 7003, 7004, 7001]);
    expect(byCourse.get(7001)?.map((m) => m.id)).toEqual([b.id, a.id]); // position 0 before 1
    expect(byCourse.get(7001)?.[0]).toMatchObject({ model_type: 'course', model_id: 7001 });
    expect(byCourse.get(7003)?.map((m) => m.id)).toEqual([direct.id]);
    expect(byCourse.has(7004)).toBe(false);
    expect((await mediaFor(t.db, 'course', [7001, 7003], 'cover')).get(7003)?.[0].id).toBe(direct.id);
    expect((await mediaFor(t.db, 'course', [])).size).toBe(0);

    const removed = await deleteMediaRows(t.db, 'course', [7001]);
    expect(removed.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    await deleteMediaFiles(ctx, removed);
    expect(fs.existsSync(path.join(t.config.mediaDir, a.file_name))).toBe(false);
    expect(fs.existsSync(path.join(t.config.mediaDir, a.thumbnail_file_name!))).toBe(false);
    expect(fs.existsSync(path.join(t.config.mediaDir, b.file_name))).toBe(false);
    expect(fs.existsSync(path.join(t.config.mediaDir, direct.file_name))).toBe(true);
    // names that would leave the media folder are ignored
    fs.writeFileSync(path.join(t.config.dataDir, 'keep.txt'), 'x');
    await deleteMediaFiles(ctx, ['../keep.txt']);
    expect(fs.existsSync(path.join(t.config.dataDir, 'keep.txt'))).toBe(true);
  });

  it('restricts the kinds a field accepts', async () => {
    const ctx = mediaContext(t.app);
    await expect(
      saveUpload(ctx, await copyToUpload(pdf, 'e.pdf'), { kinds: ['image'], uploadedBy: admin.row.id }),
    ).rejects.toMatchObject({ status: 415 });
  });

  it('removes the stored files when the row cannot be inserted', async () => {
    const ctx = mediaContext(t.app);
    const filesBefore = mediaFiles().length;
    await expect(
      saveUpload(ctx, await copyToUpload(await png(), 'f.png'), { uploadedBy: 999_999 /* no such user */ }),
    ).rejects.toThrow();
    expect(mediaFiles()).toHaveLength(filesBefore);
  });
});
