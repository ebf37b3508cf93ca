// Media every process can serve (docs/scaling.md): a file uploaded through one API process is served by
// another, from a shared media folder or from an S3-compatible bucket (here a small S3 server in the test that
// keeps objects in memory, reached on loopback), and removed from there when it is deleted.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  multipart,
  type TestApp,
  tinyPng,
  uploadAsDesigner,
  userWithTokens,
} from '../../test/helpers';
import { signedMediaPath } from './links';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

const textFile = Buffer.from('Notes of the first unit.\n', 'utf8');

const upload = (t: TestApp) =>
  uploadAsDesigner(t, { filename: 'notes.txt', contentType: 'text/plain', content: textFile });

/** Path-style S3: PUT, GET (whole or one byte range) and DELETE of objects, kept in a map by bucket and key. */
async function startS3() {
  const objects = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const key = decodeURIComponent((req.url ?? '').split('?')[0]);
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(key, Buffer.concat(chunks));
        res.writeHead(200, { ETag: '"1"' }).end();
      } else if (req.method === 'GET' && objects.has(key)) {
        const whole = objects.get(key)!;
        const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
        const [first, last] = range ? [Number(range[1]), Math.min(Number(range[2]), whole.length - 1)] : [];
        if (first !== undefined && last !== undefined && first >= whole.length) {
          res.writeHead(416, { 'Content-Type': 'application/xml' });
          res.end('<?xml version="1.0"?><Error><Code>InvalidRange</Code><Message>range</Message></Error>');
          return;
        }
        const body = first !== undefined && last !== undefined ? whole.subarray(first, last + 1) : whole;
        res.writeHead(range ? 206 : 200, {
          'Content-Length': body.length,
          'Content-Type': 'application/octet-stream',
          ...(range ? { 'Content-Range': `bytes ${first}-${last}/${whole.length}` } : {}),
        });
        res.end(body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(404, { 'Content-Type': 'application/xml' });
        res.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return { objects, endpoint: `http://127.0.0.1:${port}`, close: () => server.close() };
}

describe('media storage shared by the processes', () => {
  it('a shared media folder: uploaded through one process, served by another', async () => {
    const first = await createTestApp();
    apps.push(first);
    const second = await createTestApp({ mediaDir: first.config.mediaDir });
    apps.push(second);
    const item = await upload(first);
    const served = await second.app.inject({ method: 'GET', url: item.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(textFile)).toBe(true);
    expect(served.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('an S3 bucket: uploaded through one process, served by another with the same headers, and removed from the bucket', async () => {
    const s3 = await startS3();
    try {
      const mediaStorage = {
        kind: 's3' as const,
        bucket: 'parcours-media',
        prefix: 'school-a',
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
      };
      const first = await createTestApp({ mediaStorage });
      apps.push(first);
      const second = await createTestApp({ mediaStorage });
      apps.push(second);

      const item = await upload(first);
      expect([...s3.objects.keys()]).toEqual([`/parcours-media/school-a/${item.file_name}`]);
      expect(s3.objects.get(`/parcours-media/school-a/${item.file_name}`)!.equals(textFile)).toBe(true);

      const served = await second.app.inject({ method: 'GET', url: item.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(textFile)).toBe(true);
      expect(served.headers['content-type']).toMatch(/^text\/plain/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      // a video player's seek: one byte range, through the signed link
      const part = await second.app.inject({ method: 'GET', url: item.url, headers: { range: 'bytes=2-5' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 2-5/${textFile.length}`);
      expect(part.rawPayload.equals(textFile.subarray(2, 6))).toBe(true);
      const past = await second.app.inject({
        method: 'GET',
        url: item.url,
        headers: { range: 'bytes=9000-9001' },
      });
      expect(past.statusCode).toBe(200);
      expect(past.rawPayload.equals(textFile)).toBe(true);
      // and without the signature, nothing
      const bare = await second.app.inject({ method: 'GET', url: `/media/${item.file_name}` });
      expect(bare.statusCode).toBe(403);
      expect(
        (await second.app.inject({ method: 'GET', url: signedMediaPath('2020/01/none.txt') })).statusCode,
      ).toBe(404);

      // an image and its thumbnail both go to the bucket
      const designer = await userWithTokens(first, { role: 3 });
      const form = multipart({
        temporary_id: 'form-2',
        is_supplementary: 'false',
        file: { filename: 'dot.png', contentType: 'image/png', content: tinyPng },
      });
      const image = await first.app.inject({
        method: 'POST',
        url: '/api/media/upload-media',
        headers: { ...designer.headers, ...form.headers },
        payload: form.payload,
      });
      expect(image.statusCode).toBe(201);
      const { file_name, thumbnail_file_name } = image.json().data;
      expect(s3.objects.has(`/parcours-media/school-a/${file_name}`)).toBe(true);
      expect(s3.objects.has(`/parcours-media/school-a/${thumbnail_file_name}`)).toBe(true);
      const { deleteMediaFiles } = await import('./service');
      await deleteMediaFiles({ mediaDir: first.config.mediaDir }, [{ file_name, thumbnail_file_name }]);
      expect(s3.objects.has(`/parcours-media/school-a/${file_name}`)).toBe(false);
      expect(s3.objects.has(`/parcours-media/school-a/${thumbnail_file_name}`)).toBe(false);
    } finally {
      s3.close();
    }
  });
});
