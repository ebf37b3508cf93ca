// The study package's analysis.py against the dashboard: its recomputed item analysis must be the dashboard's,
// the same tests and questions with every figure to 1e-6 and a null one null (docs/studies.md §5).
import type { StudyDashboard } from '@parcours/shared';
import { expect } from 'vitest';

type Tests = StudyDashboard['instruments']['tests'];

function expectClose(ours: number | null | undefined, theirs: number | null, what: string) {
  if (theirs === null) return expect(ours, what).toBeNull();
  expect(ours, what).toEqual(expect.any(Number));
  expect(Math.abs(ours! - theirs), what).toBeLessThan(1e-6);
}

/** analysis.py's `instruments.tests` (ours) equal the dashboard's (theirs). */
export function expectItemAnalysis(ours: Tests, theirs: Tests) {
  const ids = (tests: Tests) =>
    tests.map((x) => [
      x.course_id,
      x.quiz_id,
      x.version,
      x.use,
      x.form,
      x.n,
      x.k,
      x.items.map((i) => [i.question_id, i.position]),
    ]);
  expect(ids(ours)).toEqual(ids(theirs));
  theirs.forEach((test, i) => {
    for (const key of ['mean', 'sd', 'alpha', 'sem'] as const)
      expectClose(ours[i]![key], test[key], `${test.use} ${key}`);
    test.items.forEach((item, j) => {
      for (const key of ['difficulty', 'discrimination'] as const)
        expectClose(ours[i]!.items[j]![key], item[key], `${test.use} question ${item.position} ${key}`);
    });
  });
}
