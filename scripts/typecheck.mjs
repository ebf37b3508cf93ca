// `npm run typecheck`: tsc --noEmit on every TypeScript project, all of them even when one fails, so a single
// run shows every type error.
import { bin, bold, green, red, run } from './common.mjs';

const projects = ['packages/shared', 'apps/api', 'apps/web', 'e2e', 'bench'];
const failed = [];
for (const project of projects) {
  console.log(bold(`tsc -p ${project} --noEmit`));
  const code = await run(bin('tsc'), ['-p', project, '--noEmit']);
  if (code !== 0) failed.push(project);
}
if (failed.length > 0) {
  console.log(red(`Type errors in: ${failed.join(', ')}`));
  process.exitCode = 1;
} else {
  console.log(green(`No type errors in ${projects.length} projects.`));
}
