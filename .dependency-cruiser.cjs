// `npm test` step `imports` (docs/testing.md): the import graph of every workspace has no cycles, and web
// features meet only through their index.ts (docs/adr/0003-feature-boundaries-and-import-rules.md). Type-only imports count: a loop of types is still a
// loop a reader has to untangle.

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle: move what both sides need into a module that imports neither.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-public-face',
      comment:
        "A web feature reached into another feature's internals: import what it offers from its index.ts, or move " +
        'what several features use to apps/web/src/shared (docs/adr/0003-feature-boundaries-and-import-rules.md).',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'app-through-public-face',
      comment:
        'The app shell (router, layouts, guards) uses a feature through its index.ts; the route table may also ' +
        'load a page module, the unit it splits the code on (docs/adr/0003-feature-boundaries-and-import-rules.md).',
      severity: 'error',
      from: { path: '^apps/web/src/app/' },
      to: {
        path: '^apps/web/src/features/',
        pathNot: '^apps/web/src/features/[^/]+/(index\\.ts|pages/[^/]+\\.tsx)$',
      },
    },
    {
      name: 'shared-below-features',
      comment:
        'apps/web/src/shared serves every feature and so imports none (docs/design/architecture.md §3).',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
