// Reading what the API exports in tests: a zip's files by name, and a CSV (RFC 4180, quoted fields) as rows.
import yauzl from 'yauzl';
import { parseCsv as readCsv } from '../modules/users/csv';

/** Every file of a zip, by its name inside the zip. */
export function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}

/** The bytes of a stream once it ends. */
export async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** A CSV with a header row as one object per line, read by the learner import's CSV reader. */
export function parseCsv(text: string): Record<string, string>[] {
  const [columns, ...rows] = readCsv(text);
  return rows.map((r) => Object.fromEntries(r.map((v, i) => [columns![i], v])));
}
