// What the API answers, as its OpenAPI document declares each route's successful answers (./api-contract.json,
// written and checked by apps/api/src/test/api-contract.test.ts). The web fake (./fakeApi.ts) refuses a fixture
// of an endpoint the API does not have, and parses every successful fixture with the schema of its answer, so an
// API change turns the web tests that rely on the old shape red.
import Ajv, { type ValidateFunction } from 'ajv';
import contract from './api-contract.json';

interface Operation {
  method: string;
  route: string;
  pattern: RegExp;
  answers: Record<string, unknown>;
}

/** `/courses/{courseId}/content` -> a pattern of the paths it answers. */
const patternOf = (route: string) =>
  new RegExp(
    `^${route
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  );

const operations: Operation[] = Object.entries(contract as Record<string, Record<string, unknown>>).map(
  ([key, answers]) => {
    const [method, route] = key.split(' ') as [string, string];
    return { method, route, pattern: patternOf(route), answers };
  },
);
// A literal route wins over a parameter at the same place (`/user/quiz-scores` before `/user/quiz/{quizId}`).
operations.sort((a, b) => (a.route.match(/\{/g)?.length ?? 0) - (b.route.match(/\{/g)?.length ?? 0));

// Formats (dates, e-mails) are the API's to check; the contract is about fields and their types.
const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
const compiled = new Map<string, ValidateFunction>();

/** OpenAPI 3.0 reads `nullable` with `enum` as "one of these, or null"; JSON Schema needs null in the list. */
function withNullableEnums(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullableEnums);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = withNullableEnums(value);
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null))
    out.enum = [...out.enum, null];
  return out;
}

/** The operation of the API that answers `method path` (a path under /api without its query), if there is one. */
function operationOf(method: string, path: string): Operation | undefined {
  return operations.find((o) => o.method === method && o.pattern.test(path));
}

/**
 * Checks an answer of `method path` with this status: null when the API could send it, else what is wrong.
 * Answers of a status the route does not declare (errors) and non-JSON answers are not checked.
 */
export function contractProblem(method: string, path: string, status: number, data: unknown): string | null {
  const operation = operationOf(method, path);
  if (!operation)
    return `${method} ${path} is not an endpoint of the API (apps/web/src/test/api-contract.json)`;
  const schema = operation.answers[String(status)];
  if (!schema) return null;
  const key = `${operation.method} ${operation.route} ${status}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(withNullableEnums(schema) as object);
    compiled.set(key, validate);
  }
  if (validate(data)) return null;
  const fields = (validate.errors ?? []).map(
    (e) => `${e.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(root)'}: ${e.message}`,
  );
  return `The fixture of ${method} ${path} is not what the API sends (${operation.route}):\n  ${fields.join('\n  ')}`;
}
