// The API's answers as its OpenAPI document declares them, kept in apps/web/src/test/api-contract.json for the web
// tests' fake of the API (apps/web/src/test/contract.ts): every endpoint a web test fakes must exist here, and
// each successful fixture must match the schema of its answer. This test fails when the committed file is not
// what the routes declare today; `UPDATE_API_CONTRACT=1 npx vitest run src/test/api-contract.test.ts` in apps/api
// writes it anew (docs/testing.md, "Web tests and their fake API").
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { createTestApp, type TestApp } from './helpers';

const file = path.join(repoRoot, 'apps/web/src/test/api-contract.json');

interface OpenApiOperation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ apiDocs: true });
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

/** `METHOD /path/{param}` under /api -> status -> JSON schema of the successful answers (null: not JSON). */
function contractOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }) {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [route, operations] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
    if (!route.startsWith('/api/') && route !== '/api') continue;
    for (const [method, operation] of Object.entries(operations)) {
      const ok = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      out[`${method.toUpperCase()} ${route.slice('/api'.length)}`] = Object.fromEntries(
        ok.map(([status, r]) => [status, r.content?.['application/json']?.schema ?? null]),
      );
    }
  }
  return out;
}

it('the web fake of the API reads the answers the routes declare today', () => {
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, OpenApiOperation>> };
  const expected = `${JSON.stringify(contractOf(doc), null, 1)}\n`;
  if (process.env.UPDATE_API_CONTRACT === '1') fs.writeFileSync(file, expected);
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  expect(
    committed === expected,
    'apps/web/src/test/api-contract.json is not what the routes declare: run ' +
      '`UPDATE_API_CONTRACT=1 npx vitest run src/test/api-contract.test.ts` in apps/api and commit the file',
  ).toBe(true);
  // Every route is there, with a schema for each JSON answer.
  expect(Object.keys(contractOf(doc)).length).toBeGreaterThan(100);
});
