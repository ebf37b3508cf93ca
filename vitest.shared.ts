// How every Vitest suite of Parcours runs (docs/testing.md, "Time"): one worker per core, at least two, and
// the test files of a worker sharing one module graph instead of importing the app again per file. Vitest's own
// default is one worker fewer than the cores (one on a two-core machine) with every file isolated: on the API
// suite most of the time went to importing the app 130 times.
import os from 'node:os';

export const runnerDefaults = {
  maxWorkers: Math.max(2, os.availableParallelism()),
  // Each test builds what it uses (a fresh database and app per test, a fresh DOM per file): files share modules,
  // never data. A test that leaks state into another file is a bug of that test.
  isolate: false,
};
