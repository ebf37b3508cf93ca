// `npm run backup` and `npm run restore`: run the compiled operator program (apps/api/dist/ops.js), building the
// API first when its build is missing or older than its sources, so the commands work with plain node.
import path from 'node:path';
import { newestMtime, red, root, run } from './common.mjs';

const program = path.join(root, 'apps/api/dist/ops.js');
const sources = ['apps/api/src', 'apps/api/build.mjs', 'packages/shared/src'].map((p) => path.join(root, p));
const builtAt = newestMtime(program);
if (builtAt === 0 || sources.some((s) => newestMtime(s) > builtAt)) {
  const code = await run('npm', ['run', 'build', '-w', 'apps/api']);
  if (code !== 0) {
    console.error(red(`The API build failed (exit ${code}).`));
    process.exit(code);
  }
}
process.exit(await run(process.execPath, [program, ...process.argv.slice(2)]));
