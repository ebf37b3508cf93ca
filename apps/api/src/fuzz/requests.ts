// Requests built from the OpenAPI description of the routes (itself generated from their zod schemas): values
// that follow each field's schema, values that break it, and bodies, types and boundaries that no client would
// send (docs/security.md, "Fuzzing").
import fc from 'fast-check';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

export interface Operation {
  method: string;
  /** OpenAPI path with `{name}` parameters. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | null;
  multipart: boolean;
}

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

/** Every operation of the description. */
export function operationsOf(doc: OpenApi): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema ?? null;
      const form = content['multipart/form-data']?.schema ?? null;
      out.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(
          params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
        body: json ?? form,
        multipart: !json && Boolean(form),
      });
    }
  }
  return out;
}

/** Strings that have broken servers: injections, encodings, controls, lengths, look-alikes of numbers. */
const nasty = fc.constantFrom(
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '" onmouseover="alert(1)',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\uFEFF',
  '\uD800',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🎓',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '99999999999999999999999',
  '0x10',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  '',
  ' ',
  'a'.repeat(10_000),
  '{"$gt": ""}',
  '__proto__',
  'constructor',
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(
    0,
    -1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    0.1,
    -0,
  ),
);

/** Anything at all, biased towards what breaks parsers and databases. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  hostileNumber,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(nasty, hostileNumber), { maxLength: 4 }),
  fc.dictionary(fc.oneof(nasty, fc.string({ maxLength: 8 })), fc.oneof(nasty, hostileNumber), {
    maxKeys: 3,
  }),
  fc.anything({ maxDepth: 3 }),
);

function kinds(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** A value that follows the schema most of the time (so deeper code runs), or breaks it. */
function fieldValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: validish(schema, depth) }, { weight: 1, arbitrary: hostile });
}

function validish(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validish(s, depth)));
  if (schema.allOf?.length) return validish(Object.assign({}, ...schema.allOf) as JsonSchema, depth);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = kinds(schema)[0];
  switch (type) {
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) });
    }
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -5, -1_000_000),
        max: Math.min(schema.maximum ?? 1_000, 1_000_000_000),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -5, max: schema.maximum ?? 1_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(fieldValue(schema.items ?? {}, depth + 1), { maxLength: 5 });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectOf(schema, depth + 1);
    default:
      return hostile;
  }
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const shape = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, fieldValue(s, depth)]));
  return fc.record(shape, { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
}

const pathValue = fc.oneof(
  fc.integer({ min: -2, max: 40 }).map(String),
  fc.constantFrom('0', '-1', '1.5', '99999999999999999999', 'abc', "1' or '1'='1", '%00', '..', 'null'),
);

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** A value as a form field: strings as they are, anything else as JSON (objects without a prototype too). */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch {
    return '[unprintable]';
  }
}

function entriesOf(value: unknown): [string, string][] {
  const object = typeof value === 'object' && value !== null ? value : { field: value };
  return Object.entries(object).map(([k, v]) => [k, asText(v)]);
}

const encodings = [
  'json',
  'json',
  'json',
  'json',
  'garbage-json',
  'form',
  'multipart-no-boundary',
  'multipart-bad',
] as const;

/** One request to `op`: the URL with its parameters filled and a body in one of several encodings. */
export function requestOf(op: Operation): fc.Arbitrary<FuzzRequest> {
  const query = fc.record(Object.fromEntries(Object.entries(op.query).map(([k, s]) => [k, fieldValue(s)])), {
    requiredKeys: [],
  }) as fc.Arbitrary<Record<string, unknown>>;
  const params = fc.tuple(...op.pathParams.map(() => pathValue));
  const body = op.body ? fieldValue(op.body) : fc.option(hostile, { nil: undefined });
  return fc
    .record({
      query,
      params,
      body,
      encoding: fc.constantFrom(...encodings),
      garbage: fc.string({ unit: 'binary' }),
    })
    .map(({ query: q, params: p, body: b, encoding, garbage }) => {
      let path = op.path;
      op.pathParams.forEach((name, i) => {
        path = path.replace(`{${name}}`, encodeURIComponent(p[i] ?? '1'));
      });
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(q)) search.append(k, asText(v));
      const url = `${path}${search.size > 0 ? `?${search}` : ''}`;
      const base = { method: op.method, url, headers: {} as Record<string, string> };
      if (op.method === 'GET' || op.method === 'HEAD') return base;
      switch (op.multipart && encoding === 'json' ? 'multipart-bad' : encoding) {
        case 'json':
          return {
            ...base,
            headers: { 'content-type': 'application/json' },
            payload: asText(b ?? {}),
          };
        case 'garbage-json':
          return { ...base, headers: { 'content-type': 'application/json' }, payload: garbage };
        case 'form':
          return {
            ...base,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams(entriesOf(b)).toString(),
          };
        case 'multipart-no-boundary':
          return { ...base, headers: { 'content-type': 'multipart/form-data' }, payload: garbage };
        default: {
          const boundary = 'fuzzboundary';
          const fields = entriesOf(b)
            .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
            .join('');
          const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n${garbage}\r\n`;
          return {
            ...base,
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
            payload: `${fields}${file}--${boundary}--\r\n`,
          };
        }
      }
    });
}
