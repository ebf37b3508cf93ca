// Every route and method, as anonymous, a learner and an admin, with requests generated from its schema and
// hostile ones: never a 5xx, never a hang (docs/security.md, "Fuzzing"). A short run is part of `npm test`;
// `FUZZ_RUNS=300 npx vitest run src/fuzz` in apps/api is the long run (over 100,000 requests), and FUZZ_SEED
// replays one.
import type { RoleValue } from '@parcours/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, userWithTokens } from '../test/helpers';
import { type FuzzRequest, operationsOf, requestOf } from './requests';

const runs = Number(process.env.FUZZ_RUNS ?? 6);
const seed = Number(process.env.FUZZ_SEED ?? 20261124);
/** A request unanswered in this time is a hang. */
const hangMs = 10_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ apiDocs: true });
});
afterAll(async () => {
  await t.close();
});

/** Routes that end the caller's own session are fuzzed without one, so the rest keep their caller. */
const endsOwnSession = new Set(['POST /api/logout', 'POST /api/logout-everywhere']);

async function send(request: FuzzRequest, headers: Record<string, string>) {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), hangMs);
  });
  try {
    return await Promise.race([
      t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...headers },
        payload: request.payload,
      }),
      hang,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

describe('fuzzing every route from its schema', () => {
  it(
    'answers every request with a status below 500, in time',
    async () => {
      const doc = t.app.swagger() as unknown as Parameters<typeof operationsOf>[0];
      const operations = operationsOf(doc).filter((op) => !op.path.startsWith('/api/docs'));
      expect(operations.length).toBeGreaterThan(100);
      const roleOf: Record<string, RoleValue> = { learner: 0, admin: 1 };
      const callers: Record<string, Record<string, string>> = {
        anonymous: {},
        learner: (await userWithTokens(t, { role: 0 })).headers,
        admin: (await userWithTokens(t, { role: 1 })).headers,
      };
      /** An admin route fuzzed with small ids may suspend or delete the callers: replace whoever lost access. */
      const keepCallers = async () => {
        for (const [name, role] of Object.entries(roleOf)) {
          const me = await t.app.inject({ method: 'GET', url: '/api/profile', headers: callers[name] });
          if (me.statusCode !== 200) callers[name] = (await userWithTokens(t, { role })).headers;
        }
      };
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let sent = 0;
      for (const [i, op] of operations.entries()) {
        const samples = fc.sample(requestOf(op), { numRuns: runs * 3, seed: seed + i });
        await keepCallers();
        const names = endsOwnSession.has(`${op.method} ${op.path}`) ? ['anonymous'] : Object.keys(callers);
        for (const [j, request] of samples.entries()) {
          const caller = names[j % names.length]!;
          const res = await send(request, callers[caller]!);
          sent += 1;
          if (res === 'hang') {
            failures.push(`${caller} ${request.method} ${request.url}: no answer in ${hangMs} ms`);
            continue;
          }
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500) {
            failures.push(
              `${caller} ${request.method} ${request.url} ${request.headers['content-type'] ?? ''}: ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          }
        }
      }
      const summary = [...statuses.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`);
      console.log(
        `fuzz: ${sent} requests over ${operations.length} operations (seed ${seed}); ${summary.join(', ')}`,
      );
      expect(failures).toEqual([]);
    },
    Math.max(600_000, runs * 20_000),
  );
});
