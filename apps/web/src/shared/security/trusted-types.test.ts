// The `default` Trusted Types policy of the map pages: HTML strings pass only once nothing in them can run.
import { afterEach, describe, expect, it } from 'vitest';
import { installDefaultPolicy } from './trusted-types';

type Rules = { createHTML: (input: string) => string };

afterEach(() => {
  delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
});

function fakeFactory() {
  const created: { name: string; rules: Rules }[] = [];
  const factory = {
    defaultPolicy: null as unknown,
    createPolicy(name: string, rules: Rules) {
      created.push({ name, rules });
      if (name === 'default') factory.defaultPolicy = rules;
      return rules;
    },
  };
  (globalThis as { trustedTypes?: unknown }).trustedTypes = factory;
  return created;
}

describe('installDefaultPolicy', () => {
  it('creates one default policy that removes scripts and handlers and keeps markup', () => {
    const created = fakeFactory();
    installDefaultPolicy();
    installDefaultPolicy();
    const defaults = created.filter((p) => p.name === 'default');
    expect(defaults).toHaveLength(1);
    const clean = defaults[0]!.rules.createHTML(
      '<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">map</a> <span aria-hidden="true">|</span>',
    );
    expect(clean).toBe('<img src="x"><a>map</a> <span aria-hidden="true">|</span>');
  });

  it('does nothing in a browser without Trusted Types', () => {
    expect(() => installDefaultPolicy()).not.toThrow();
  });
});
