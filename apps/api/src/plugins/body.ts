// Request bodies: JSON (an empty body counts as none), urlencoded and multipart forms. Form keys written with
// brackets (`answers[0][answer][]`, `subCategories[0][title]`) become nested objects and arrays, so one zod
// schema validates a JSON body and the same fields sent as a form. Multipart is read only on routes that declare
// a `config.multipart` rule, after their onRequest hooks; files are streamed to a temporary folder under the
// rule's limits and handed to the route as UploadedFile values; they are removed once the answer is sent.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { mediaKindNames, type UploadKind } from '@parcours/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError, isAppError } from '../app-error';
import type { Config, UploadLimits } from '../config';
import { formatBytes } from './errors';

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

function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
}

/** What a route accepts as multipart: how many files, of which kinds (their largest size limit applies). */
export interface MultipartRule {
  files: number;
  /** All kinds when absent. */
  kinds?: readonly UploadKind[];
}

const fieldLimits = { fields: 2000, parts: 2100, fieldSize: 1024 * 1024 };

/** The largest file a rule lets through, in bytes (0 when it takes no file). */
function ruleFileSize(rule: MultipartRule, limits: UploadLimits): number {
  if (rule.files === 0) return 0;
  return Math.max(...(rule.kinds ?? mediaKindNames).map((k) => limits[k]));
}

function addField(flat: Record<string, unknown>, key: string, value: unknown) {
  const prev = flat[key];
  if (prev === undefined) flat[key] = value;
  else flat[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
}

/**
 * Reads the multipart body under the route's limits: fields into memory, files streamed to the temporary
 * folder (removed after the answer). A broken body (no boundary, cut short, bad part headers) is a 400, never a 500.
 */
/**
 * The multipart boundary of the request, or null when it has none, an empty one, or more than one: such a body
 * cannot be read, and reading it anyway would give an empty form that looks valid where every field is optional.
 */
function boundaryOf(request: FastifyRequest): string | null {
  const type = request.headers['content-type'] ?? '';
  const found = [...type.matchAll(/;\s*boundary=("([^"]*)"|[^;\s]*)/gi)];
  if (found.length !== 1) return null;
  const [, raw, quoted] = found[0]!;
  if (raw!.startsWith('"') && !raw!.endsWith('"')) return null;
  const boundary = quoted ?? raw!;
  return boundary.length > 0 && boundary.length <= 70 ? boundary : null;
}

async function readMultipart(request: FastifyRequest, rule: MultipartRule, config: Config) {
  const fileSize = ruleFileSize(rule, config.uploadLimits);
  const flat: Record<string, unknown> = {};
  const boundary = boundaryOf(request);
  if (boundary === null) throw new AppError(400, 'error.malformedBody');
  // A body cut short ends before its close delimiter, and the parser then ends quietly with what it read:
  // watch the raw bytes for `--boundary--` (which no part's content may hold, RFC 2046 §5.1.1).
  const closing = Buffer.from(`--${boundary}--`);
  let tail = Buffer.alloc(0);
  let closed = false;
  const watch = (chunk: Buffer | string) => {
    if (closed) return;
    const joined = Buffer.concat([tail, Buffer.from(chunk)]);
    if (joined.includes(closing)) closed = true;
    else tail = joined.subarray(Math.max(0, joined.length - closing.length + 1));
  };
  request.raw.on('data', watch);
  try {
    const parts = request.parts({
      limits: { ...fieldLimits, files: rule.files, fileSize: Math.max(fileSize, 1) },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        addField(flat, part.fieldname, part.value);
        continue;
      }
      await fs.promises.mkdir(config.uploadTmpDir, { recursive: true, mode: 0o700 });
      const filepath = path.join(config.uploadTmpDir, `${crypto.randomUUID()}.upload`);
      request.uploads ??= [];
      request.uploads.push(new UploadedFile(filepath, part.filename, part.mimetype, 0));
      await pipeline(part.file, fs.createWriteStream(filepath, { mode: 0o600 }));
      if (part.file.truncated) throw tooLarge(fileSize);
      const { size } = await fs.promises.stat(filepath);
      addField(flat, part.fieldname, new UploadedFile(filepath, part.filename, part.mimetype, size));
    }
  } catch (err) {
    throw multipartError(err, rule, fileSize);
  } finally {
    request.raw.off('data', watch);
  }
  if (!closed) throw new AppError(400, 'error.malformedBody');
  return flat;
}

const tooLarge = (bytes: number) => new AppError(413, 'error.payloadTooLarge', { limit: formatBytes(bytes) });

/** Limits become 413s that name the limit; anything busboy could not parse becomes a 400. */
function multipartError(err: unknown, rule: MultipartRule, fileSize: number): unknown {
  if (isAppError(err)) return err;
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(fileSize);
  if (code === 'FST_FILES_LIMIT') return new AppError(413, 'error.tooManyFiles', { max: rule.files });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError(413, 'error.tooManyFields');
  return new AppError(400, 'error.malformedBody');
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

/** The first field (`a.b.0`) whose text holds a NUL character, or null. */
function fieldWithNul(value: unknown, at: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at || 'body' : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = fieldWithNul(inner, at ? `${at}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * No text Parcours stores or searches may hold a NUL character: PostgreSQL cannot store one and no person types
 * one. Refused as an invalid value of its field (422), for every route, query and body alike.
 */
function refuseNulCharacters(...parts: unknown[]): void {
  for (const part of parts) {
    const field = fieldWithNul(part, '');
    if (field) {
      throw new AppError(422, 'error.validation', undefined, {
        errors: { [field]: ['validation.invalidValue'] },
      });
    }
  }
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

    app.decorateRequest('uploads', null);
    // Without attachFieldsToBody the plugin only recognises the type; nothing is read until readMultipart().
    await app.register(multipart);

    // A route that takes no form refuses multipart before its body is touched, so an anonymous request to
    // /api/login never gets a byte of its parts read (docs/security.md, "Uploads").
    app.addHook('preParsing', async (request, _reply, payload) => {
      if (isMultipart(request) && !request.routeOptions.config?.multipart) {
        throw new AppError(415, 'error.unsupportedMediaType');
      }
      return payload;
    });
    // Application hooks run before the route's own preValidation hooks but after its onRequest hooks, where
    // authentication, roles, rate limits and upload allowances are checked: no byte is read before those pass.
    app.addHook('preValidation', async (request) => {
      const rule = request.routeOptions.config?.multipart;
      if (rule && isMultipart(request)) request.body = await readMultipart(request, rule, config);
      if (request.body && typeof request.body === 'object' && isForm(request)) {
        request.body = nestFormFields(request.body as Record<string, unknown>);
      }
      // A missing body is validated as an empty object, so each required field gets its own message.
      if (request.body === undefined && request.routeOptions.schema?.body && request.method !== 'GET') {
        request.body = {};
      }
      refuseNulCharacters(request.query, request.body);
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
