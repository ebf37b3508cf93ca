// Request bodies: JSON (an empty body counts as none), urlencoded and multipart forms. Form keys written with
// brackets (`answers[0][answer][]`, `subCategories[0][title]`) become nested objects and arrays, so one zod
// schema validates a JSON body and the same fields sent as a form. Multipart files are streamed to a temporary
// folder and handed to the route as UploadedFile values; they are removed once the answer is sent.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import formbody from '@fastify/formbody';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/** A file of a multipart body, already on disk. A route that keeps it moves it (fs.rename) elsewhere. */
export class UploadedFile {
  constructor(
    readonly filepath: string,
    /** The name the client gave; never used as a path. */
    readonly filename: string,
    /** The type the client claimed; sniff the bytes before trusting it. */
    readonly mimetype: string,
    readonly size: number,
  ) {}
}

/** Schema of a file field in a route's body. */
export const uploadedFile = z.instanceof(UploadedFile, { message: 'validation.invalidValue' });

const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);
const maxDepth = 6;
const maxIndex = 10_000;

type Tree = Record<string, unknown>;

function splitKey(key: string): string[] | null {
  const first = key.indexOf('[');
  if (first <= 0 || !key.endsWith(']')) return null;
  const parts = [key.slice(0, first)];
  const rest = key.slice(first);
  const re = /\[([^[\]]*)\]/g;
  let consumed = 0;
  for (let m = re.exec(rest); m; m = re.exec(rest)) {
    if (m.index !== consumed) return null;
    parts.push(m[1]);
    consumed = m.index + m[0].length;
  }
  return consumed === rest.length && parts.length <= maxDepth ? parts : null;
}

/** Objects whose keys are all small integers become arrays in index order (holes closed). */
function toArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toArrays);
  if (!value || typeof value !== 'object' || value instanceof UploadedFile || Buffer.isBuffer(value))
    return value;
  const entries = Object.entries(value as Tree).map(([k, v]) => [k, toArrays(v)] as const);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k) && Number(k) < maxIndex)) {
    return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

/** `{'a[0][b]': 'x', 'c[]': ['1','2']}` -> `{a: [{b: 'x'}], c: ['1','2']}`. Plain keys pass through. */
export function nestFormFields(flat: Record<string, unknown>): Record<string, unknown> {
  const root: Tree = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = splitKey(key);
    if (!parts) {
      if (!forbiddenKeys.has(key)) root[key] = value;
      continue;
    }
    // `name[]` appends every value; an empty segment anywhere else has no meaning here
    const append = parts[parts.length - 1] === '';
    if (append) parts.pop();
    if (parts.some((p) => p === '' || forbiddenKeys.has(p))) continue;
    let node: Tree = root;
    for (const part of parts.slice(0, -1)) {
      const child = node[part];
      if (!child || typeof child !== 'object' || Array.isArray(child) || child instanceof UploadedFile) {
        node[part] = {};
      }
      node = node[part] as Tree;
    }
    const leaf = parts[parts.length - 1];
    if (append) {
      const prev = Array.isArray(node[leaf]) ? (node[leaf] as unknown[]) : [];
      node[leaf] = [...prev, ...(Array.isArray(value) ? value : [value])];
    } else {
      node[leaf] = value;
    }
  }
  return toArrays(root) as Record<string, unknown>;
}

function isForm(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded');
}

async function removeUploads(request: FastifyRequest) {
  const files = request.uploads;
  if (!files) return;
  request.uploads = null;
  await Promise.all(files.map((f) => fs.promises.rm(f.filepath, { force: true })));
}

export const bodyPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const defaultJson = app.getDefaultJsonParser('error', 'remove');
    app.removeContentTypeParser('application/json');
    // The API reads JSON and forms only; a text/plain body is refused (415) rather than half-read.
    app.removeContentTypeParser('text/plain');
    // Clients often send `Content-Type: application/json` with no body on logout-like calls.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
      return defaultJson(request, body as string, done);
    });

    await app.register(formbody);

    const fileSize = Math.max(...Object.values(config.uploadLimits));
    app.decorateRequest('uploads', null);
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize, files: 20, fields: 2000, parts: 2100, fieldSize: 1024 * 1024 },
      async onFile(this: FastifyRequest, part: MultipartFile) {
        await fs.promises.mkdir(config.uploadTmpDir, { recursive: true });
        const filepath = path.join(config.uploadTmpDir, `${crypto.randomUUID()}.upload`);
        const file = new UploadedFile(filepath, part.filename, part.mimetype, 0);
        this.uploads ??= [];
        this.uploads.push(file);
        await pipeline(part.file, fs.createWriteStream(filepath));
        if (part.file.truncated) throw new app.multipartErrors.RequestFileTooLargeError();
        const { size } = await fs.promises.stat(filepath);
        (part as unknown as { value: UploadedFile }).value = new UploadedFile(
          filepath,
          part.filename,
          part.mimetype,
          size,
        );
      },
    });

    // Runs after the multipart hook above (hooks run in the order they are added).
    app.addHook('preValidation', async (request) => {
      if (request.body && typeof request.body === 'object' && isForm(request)) {
        request.body = nestFormFields(request.body as Record<string, unknown>);
      }
      // A missing body is validated as an empty object, so each required field gets its own message.
      if (request.body === undefined && request.routeOptions.schema?.body && request.method !== 'GET') {
        request.body = {};
      }
    });
    // Before the answer goes out, so a client that reads the answer can rely on the files being gone.
    app.addHook('onSend', async (request, _reply, payload) => {
      await removeUploads(request);
      return payload;
    });
    app.addHook('onResponse', removeUploads);
    app.addHook('onRequestAbort', removeUploads);
  },
  { name: 'parcours-body' },
);
