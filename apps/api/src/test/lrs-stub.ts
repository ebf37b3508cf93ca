// A learning record store for tests: the statements resource of xAPI 1.0.3 (POST a statement or a batch, PUT
// one by id), statements validated against the specification's rules, one statement kept per id, Basic
// authentication, and outages on demand (refused requests, or requests stored but whose answer is lost).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv } from 'ajv';
import { statementSchema } from './xapi-statement-schema';

const ajv = new Ajv({ allErrors: true, strict: false });
const validateSchema = ajv.compile(statementSchema);

/** The specification's rules a schema cannot say; empty when the statement is valid. */
export function statementErrors(statement: unknown): string[] {
  if (!validateSchema(statement)) {
    return (validateSchema.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
  }
  const s = statement as { result?: { score?: { raw?: number; min?: number; max?: number } } };
  const score = s.result?.score;
  const errors: string[] = [];
  if (score?.raw !== undefined) {
    if (score.min !== undefined && score.raw < score.min) errors.push('/result/score raw below min');
    if (score.max !== undefined && score.raw > score.max) errors.push('/result/score raw above max');
  }
  if (score?.min !== undefined && score.max !== undefined && score.min >= score.max) {
    errors.push('/result/score min not below max');
  }
  return errors;
}

export interface LrsStub {
  url: string;
  /** Stored statements by id, in arrival order. */
  statements: Map<string, unknown>;
  /** Ids of every statement that reached the store, once per request (re-sends show here, not in `statements`). */
  received: string[];
  /** Requests answered, by status. */
  answers: number[];
  /** Statements refused as invalid, with the reasons. */
  rejected: { statement: unknown; errors: string[] }[];
  /** 'up'; 'down' answers 503 and stores nothing; 'lose-answers' stores, then drops the connection. */
  mode: 'up' | 'down' | 'lose-answers';
  close(): Promise<void>;
}

export async function startLrsStub(auth?: { key: string; secret: string }): Promise<LrsStub> {
  const expected = auth ? `Basic ${Buffer.from(`${auth.key}:${auth.secret}`).toString('base64')}` : null;
  const stub: LrsStub = {
    url: '',
    statements: new Map(),
    received: [],
    answers: [],
    rejected: [],
    mode: 'up',
    close: async () => {},
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, body?: unknown) => {
        stub.answers.push(status);
        res.writeHead(status, { 'content-type': 'application/json', 'x-experience-api-version': '1.0.3' });
        res.end(body === undefined ? undefined : JSON.stringify(body));
      };
      const url = new URL(req.url ?? '/', 'http://stub');
      if (stub.mode === 'down') return answer(503, { error: 'maintenance' });
      if (expected && req.headers.authorization !== expected) return answer(401);
      if (req.headers['x-experience-api-version'] !== '1.0.3')
        return answer(400, { error: 'version header' });
      if (url.pathname !== '/xapi/statements') return answer(404);

      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return answer(400, { error: 'not JSON' });
      }
      const batch = req.method === 'PUT' ? [body] : Array.isArray(body) ? body : [body];
      if (req.method === 'PUT') {
        const id = url.searchParams.get('statementId');
        if (!id || (body as { id?: string }).id !== id) return answer(400, { error: 'statementId' });
      } else if (req.method !== 'POST') return answer(405);

      // The whole request is refused when one statement is invalid or an id repeats within it.
      const invalid = batch
        .map((s) => ({ statement: s, errors: statementErrors(s) }))
        .filter((x) => x.errors.length);
      const ids = batch.map((s) => (s as { id?: string }).id);
      if (invalid.length > 0 || new Set(ids).size !== ids.length) {
        stub.rejected.push(...invalid);
        // Like a real LRS, the answer says why: each invalid statement's id and reasons.
        return answer(400, {
          error: 'invalid statements',
          invalid: invalid.map((x) => ({ id: (x.statement as { id?: string }).id, errors: x.errors })),
        });
      }
      // A known id with the same content changes nothing (the specification's rule); other content conflicts.
      for (const s of batch) {
        const known = stub.statements.get((s as { id: string }).id);
        if (known !== undefined && JSON.stringify(known) !== JSON.stringify(s)) return answer(409);
      }
      stub.received.push(...(ids as string[]));
      const fresh = batch.filter((s) => !stub.statements.has((s as { id: string }).id));
      for (const s of fresh) stub.statements.set((s as { id: string }).id, s);
      if (req.method === 'PUT' && fresh.length === 0) return answer(409);
      if (stub.mode === 'lose-answers') {
        stub.answers.push(-1);
        res.destroy();
        return;
      }
      return req.method === 'PUT' ? answer(204) : answer(200, ids);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/xapi`;
  stub.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}
