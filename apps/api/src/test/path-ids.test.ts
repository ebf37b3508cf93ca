// Ids in paths are parsed strictly (docs/security.md, "Input"): digits only, from 1 to 2147483647, by the one
// shared `recordId`. Before: `DELETE /api/admin/delete-course/%201` (a space before the 1) deleted course 1, as
// ` 1`, `1.0` and `01e0` were all read as 1. Every route with a path parameter declares its schema, and each
// id in it refuses every malformed form; end to end, a malformed id is a 400 in the caller's language that
// changes nothing.
import { recordId } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { createTestApp, type TestApp, userWithTokens } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// The list, plus forms that a number parser would also read as an id.
const malformed = [
  ' 1',
  '1.0',
  '01e0',
  '-1',
  '9999999999999999999',
  '\u0000',
  '0',
  '01',
  '1 ',
  '+1',
  '0x1',
  '2147483648',
];
// Path parameters that are not ids: a signed media name, an LTI request token, a certificate code.
const notIds = new Set(['code', 'request', 'name', '*']);

const withParams = () => t.app.routeTable.filter((r) => r.method !== 'HEAD' && r.url.includes(':'));

describe('ids in paths', () => {
  it('every route with a path parameter declares its schema, and each id refuses every malformed form', () => {
    const routes = withParams();
    expect(routes.length).toBeGreaterThan(70);
    const problems: string[] = [];
    for (const route of routes) {
      const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!).filter((n) => !notIds.has(n));
      if (names.length === 0) continue;
      if (!route.params) {
        problems.push(`${route.method} ${route.url}: no params schema`);
        continue;
      }
      const schema = route.params as ZodType;
      const good = Object.fromEntries(names.map((n) => [n, '12']));
      const parsed = schema.safeParse(good);
      if (!parsed.success) problems.push(`${route.method} ${route.url}: refuses 12`);
      else
        for (const n of names)
          if ((parsed.data as Record<string, unknown>)[n] !== 12)
            problems.push(`${route.method} ${route.url}: ${n} 12 not 12`);
      for (const name of names)
        for (const bad of malformed)
          if (schema.safeParse({ ...good, [name]: bad }).success)
            problems.push(`${route.method} ${route.url}: accepts ${name}=${JSON.stringify(bad)}`);
    }
    expect(problems).toEqual([]);
  });

  it('answers 400 in the caller’s language to a malformed id and changes nothing', async () => {
    const admin = await userWithTokens(t, { role: 1 });
    const category = await t.db
      .insertInto('categories')
      .values({
        title: 'Sciences',
        parent_id: null,
        created_at: '2030-01-01T00:00:00.000Z',
        updated_at: '2030-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const course = await t.db
      .insertInto('courses')
      .values({
        title: 'Algebra',
        description: 'Numbers',
        category_id: category.id,
        language: 'en',
        facilitator: 'Emmy Noether',
        teaching_type: 'online',
        created_at: '2030-01-01T00:00:00.000Z',
        updated_at: '2030-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const bad of [` ${course.id}`, `${course.id}.0`, `0${course.id}e0`, '%00', '9999999999999999999']) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/delete-course/${bad.replace(' ', '%20')}`,
        headers: admin.headers,
      });
      expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe(
        'This address names no record: an id is a whole number from 1 to 2147483647, in digits only.',
      );
    }
    const fr = await t.app.inject({
      method: 'GET',
      url: `/api/courses/${course.id}.0`,
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({
      message:
        'Cette adresse ne désigne aucun enregistrement : un identifiant est un nombre entier de 1 à 2147483647, en chiffres uniquement.',
      errors: {
        id: ['Doit être un identifiant : un nombre entier de 1 à 2147483647, en chiffres uniquement.'],
      },
    });
    const still = await t.db
      .selectFrom('courses')
      .select(['id', 'deleted_at'])
      .where('id', '=', course.id)
      .executeTakeFirstOrThrow();
    expect(still.deleted_at).toBeNull();
    // The well-formed id still works.
    expect((await t.app.inject({ method: 'GET', url: `/api/courses/${course.id}` })).statusCode).not.toBe(
      400,
    );
  });

  it('reads an id given as a JSON number or as digits in a query or a form, and nothing else', () => {
    expect(recordId.parse(3)).toBe(3);
    expect(recordId.parse('3')).toBe(3);
    expect(recordId.parse('2147483647')).toBe(2_147_483_647);
    for (const bad of [3.5, 0, -2, 2_147_483_648, Number.NaN, '3.5', '', true, null])
      expect(recordId.safeParse(bad).success, String(bad)).toBe(false);
  });
});
