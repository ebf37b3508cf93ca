// The pages' Content-Security-Policy requires Trusted Types for script sinks (docs/security.md, "Browser
// headers"): a string can no longer become HTML or a script by assignment, which is what an injected script
// would need. Parcours itself writes no HTML strings; Leaflet does, for its controls and a feature test. The
// `default` policy lets such strings through only after DOMPurify has removed anything that could run.
// Imported for its effect, before Leaflet, by the module that draws maps.
import DOMPurify from 'dompurify';

interface TrustedTypePolicyFactory {
  defaultPolicy: unknown;
  createPolicy(name: string, rules: { createHTML: (input: string) => string }): unknown;
}

/** Installs the `default` policy once; a browser without Trusted Types needs none. */
export function installDefaultPolicy(): void {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy('default', { createHTML: (input) => DOMPurify.sanitize(input) });
}

installDefaultPolicy();
