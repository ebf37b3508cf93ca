// Query keys of the LTI feature: everything under ['lti'], so one invalidation refreshes the admin page.
export const ltiKeys = {
  all: ['lti'] as const,
  platforms: () => ['lti', 'platforms'] as const,
  tool: () => ['lti', 'tool'] as const,
  contexts: () => ['lti', 'contexts'] as const,
  refusals: () => ['lti', 'refusals'] as const,
  linkable: (search: string) => ['lti', 'linkable', search] as const,
};
