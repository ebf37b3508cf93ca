// `npm test` step `imports` (docs/testing.md): the import graph of every workspace has no cycles
// (docs/adr/0003-feature-boundaries-and-import-rules.md). Type-only imports count: a loop of types is still a
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
