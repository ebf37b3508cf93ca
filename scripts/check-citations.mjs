// `npm test` step `citations`: every `docs/design/<doc>.md §N` cited anywhere in the repository names a document
// and a numbered section that exist, and nothing cites the notes the design was first written from (they are not
// in the repository, so such a citation leads nowhere). docs/design/architecture.md §4 says why citations matter.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { bold, green, red, root } from './common.mjs';

const designDir = 'docs/design';
const self = 'scripts/check-citations.mjs';
const textFile = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|md|css|html|ya?ml|sh)$/;

/** Section numbers of a design document: its `## N. Title` and `### N.M Title` headings. */
export function headingNumbers(markdown) {
  const numbers = new Set();
  for (const match of markdown.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm)) numbers.add(match[1]);
  return numbers;
}

// Built from parts so that this file does not cite them itself.
const oldNotes = new RegExp(`\\b(${['SPEC', 'API', 'ADAPTIVE', 'ARCHITECTURE'].join('|')})\\.md\\b`, 'g');
// `../shared` as a place to read (the notes' old folder); a module specifier such as '../../shared/ui' is fine.
const oldFolder = /(?<![./'"`\w])\.\.\/shared\b/g;
// `docs/design/adaptive.md §4`, `... §3, §4 and §7`, `... §6.2`
const citation = /docs\/design\/([a-z0-9-]+)\.md((?:(?:,\s*|\s+and\s+|\s+)§\d+(?:\.\d+)*)*)/g;

export function checkFile(file, text, docs) {
  const problems = [];
  const lines = text.split('\n');
  for (const [i, line] of lines.entries()) {
    const where = `${file}:${i + 1}`;
    for (const m of line.matchAll(oldNotes))
      problems.push(`${where}: cites ${m[0]}, which is not in the repository; cite ${designDir}/ instead`);
    for (const _ of line.matchAll(oldFolder))
      problems.push(`${where}: points at ../shared, which is not in the repository; cite ${designDir}/`);
    for (const m of line.matchAll(citation)) {
      const doc = docs.get(m[1]);
      if (!doc) {
        problems.push(`${where}: ${designDir}/${m[1]}.md does not exist`);
        continue;
      }
      for (const s of m[2].matchAll(/§(\d+(?:\.\d+)*)/g)) {
        if (!doc.has(s[1])) problems.push(`${where}: ${designDir}/${m[1]}.md has no section ${s[1]}`);
      }
    }
  }
  return problems;
}

function main() {
  const docs = new Map();
  for (const name of fs.readdirSync(path.join(root, designDir))) {
    if (!name.endsWith('.md')) continue;
    docs.set(name.slice(0, -3), headingNumbers(fs.readFileSync(path.join(root, designDir, name), 'utf8')));
  }
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(
      (f) => f && textFile.test(f) && f !== self && f !== 'package-lock.json' && !f.startsWith('.tmp-'),
    );
  // The check must be able to fail: a probe with one citation of each bad kind is reported four times.
  const probe = checkFile(
    'probe',
    `docs/design/adaptive.md §1 and §99; docs/design/nowhere.md; ${'SPEC'}.md; see ../shared`,
    docs,
  );
  if (docs.get('adaptive')?.has('1') !== true || probe.length !== 4) {
    console.log(red(`The citation check is broken: its probe gave ${JSON.stringify(probe)}`));
    return 1;
  }
  let cited = 0;
  const problems = [];
  for (const file of files) {
    const full = path.join(root, file);
    if (!fs.existsSync(full)) continue;
    const text = fs.readFileSync(full, 'utf8');
    cited += [...text.matchAll(citation)].length;
    problems.push(...checkFile(file, text, docs));
  }
  if (problems.length) {
    console.log(problems.map((p) => red(p)).join('\n'));
    console.log(bold(red(`${problems.length} bad citation(s)`)));
    return 1;
  }
  console.log(green(`${cited} citations of ${designDir} checked in ${files.length} files; all resolve`));
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();
