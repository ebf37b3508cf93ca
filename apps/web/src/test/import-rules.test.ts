// The import rules of docs/adr/0003-feature-boundaries-and-import-rules.md, as `npm test` (step imports) applies
// them: run on a small tree written for the test, each rule must reject the import it forbids and let the
// public way through.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IViolation } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../../../../.dependency-cruiser.cjs') as { forbidden: unknown[] };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-import-rules-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function put(file: string, text: string) {
  const full = path.join(dir, 'apps/web/src', file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
}

async function violations(): Promise<Array<{ rule: string; from: string; to: string }>> {
  const result = await cruise(['apps'], {
    ruleSet: { forbidden: config.forbidden } as never,
    baseDir: dir,
    validate: true,
    tsPreCompilationDeps: true,
  });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not a report');
  return result.output.summary.violations.map((v: IViolation) => ({
    rule: v.rule.name,
    from: v.from.replace('apps/web/src/', ''),
    to: v.to.replace('apps/web/src/', ''),
  }));
}

describe('web import rules', () => {
  put('features/quizzes/components/QuizRunner.ts', 'export const runner = 1;\n');
  put('features/quizzes/index.ts', "export { runner } from './components/QuizRunner';\n");
  put(
    'features/quizzes/pages/QuizPage.tsx',
    "import { runner } from '../components/QuizRunner';\nexport const page = runner;\n",
  );
  put(
    'features/viewer/reachesIn.ts',
    "import { runner } from '../quizzes/components/QuizRunner';\nexport const a = runner;\n",
  );
  put('features/viewer/throughIndex.ts', "import { runner } from '../quizzes';\nexport const b = runner;\n");
  put(
    'app/layouts/Layout.ts',
    "import { runner } from '../../features/quizzes/components/QuizRunner';\nexport const c = runner;\n",
  );
  put(
    'app/routes/quizzes.ts',
    "export const load = () => import('../../features/quizzes/pages/QuizPage');\n",
  );
  put('shared/ui/Widget.ts', "import { runner } from '../../features/quizzes';\nexport const d = runner;\n");

  it('rejects a feature reaching into another feature, and nothing else of that tree', async () => {
    const found = await violations();
    expect(found).toEqual(
      expect.arrayContaining([
        {
          rule: 'feature-public-face',
          from: 'features/viewer/reachesIn.ts',
          to: 'features/quizzes/components/QuizRunner.ts',
        },
        {
          rule: 'app-through-public-face',
          from: 'app/layouts/Layout.ts',
          to: 'features/quizzes/components/QuizRunner.ts',
        },
        { rule: 'shared-below-features', from: 'shared/ui/Widget.ts', to: 'features/quizzes/index.ts' },
      ]),
    );
    // A feature's own files, an import through the index and a route's lazy page are allowed.
    const allowed = found.filter(
      (v) =>
        v.from === 'features/viewer/throughIndex.ts' ||
        v.from === 'features/quizzes/pages/QuizPage.tsx' ||
        v.from === 'app/routes/quizzes.ts',
    );
    expect(allowed).toEqual([]);
    expect(found).toHaveLength(3);
  });
});
