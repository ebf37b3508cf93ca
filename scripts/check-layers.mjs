// `npm test` step `layers` (docs/design/architecture.md §1): the API's folders import one way. Each folder is a
// node (modules/<area>, db, plugins, lib, flows, seed, ops; app.ts and main.ts are `app`, the other files at the
// root of src are `core`), each import between folders an edge; production code only (a test may reach any folder
// it checks). The graph without the edges listed in `upward` below must have no cycle. `upward` is the debt, empty
// since every wrong-way import moved to a flow or below (§1): an entry names an import that points the wrong way
// and why it is still there. The step fails on a cycle through an edge that is not listed, and on a listed edge
// that no longer exists or no longer closes a cycle, so the list only shrinks.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Imports against the layering, each with the reason it stays for now (none). Remove an entry when its import goes. */
export const upward = [];

const src = 'apps/api/src/';

/** The folder a source file belongs to, or null for a file the rule does not look at. */
export function folderOf(file) {
  if (!file.startsWith(src)) return null;
  const rest = file.slice(src.length);
  if (/\.test\.ts$/.test(rest) || /^(test|fuzz)\//.test(rest)) return null;
  const parts = rest.split('/');
  if (parts.length === 1) return /^(app|main|types)\.ts$/.test(rest) ? 'app' : 'core';
  if (parts[0] === 'modules') return `modules/${parts[1]}`;
  return parts[0];
}

/** Folder -> folder -> example imports. */
export function folderGraph(modules) {
  const graph = new Map();
  for (const m of modules) {
    const a = folderOf(m.source);
    if (!a) continue;
    for (const d of m.dependencies) {
      const b = folderOf(d.resolved);
      if (!b || a === b) continue;
      if (!graph.has(a)) graph.set(a, new Map());
      const to = graph.get(a);
      if (!to.has(b)) to.set(b, []);
      to.get(b).push(`${m.source.slice(src.length)} -> ${d.resolved.slice(src.length)}`);
    }
  }
  return graph;
}

/** Strongly connected components with more than one folder (Tarjan). */
export function cycles(graph, skip = () => false) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  const nodes = new Set([...graph.keys(), ...[...graph.values()].flatMap((m) => [...m.keys()])]);
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (skip(v, w)) continue;
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const v of [...nodes].sort()) if (!idx.has(v)) visit(v);
  return out;
}

function main() {
  const json = execFileSync(
    path.join(root, 'node_modules/.bin/depcruise'),
    ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', 'apps/api/src'],
    { cwd: root, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
  );
  const graph = folderGraph(JSON.parse(json).modules);
  const listed = new Set(upward.map((e) => `${e.from} -> ${e.to}`));
  const problems = [];
  for (const e of upward) {
    if (!graph.get(e.from)?.has(e.to)) {
      problems.push(
        `listed but gone: ${e.from} -> ${e.to}; remove it from \`upward\` in scripts/check-layers.mjs`,
      );
    }
  }
  for (const e of upward) {
    const key = `${e.from} -> ${e.to}`;
    if (!graph.get(e.from)?.has(e.to)) continue;
    const others = new Set([...listed].filter((k) => k !== key));
    if (cycles(graph, (a, b) => others.has(`${a} -> ${b}`)).length === 0) {
      problems.push(
        `listed but closes no cycle any more: ${key}; remove it from \`upward\` in scripts/check-layers.mjs`,
      );
    }
  }
  for (const scc of cycles(graph, (a, b) => listed.has(`${a} -> ${b}`))) {
    const inside = new Set(scc);
    const lines = [`folder cycle between ${scc.join(', ')}:`];
    for (const a of scc) {
      for (const [b, examples] of graph.get(a) ?? []) {
        if (inside.has(b) && !listed.has(`${a} -> ${b}`)) lines.push(`  ${a} -> ${b}  (${examples[0]})`);
      }
    }
    problems.push(lines.join('\n'));
  }
  let pairs = 0;
  for (const [a, to] of graph) for (const b of to.keys()) if (a < b && graph.get(b)?.has(a)) pairs++;
  console.log(
    `API folders: ${graph.size}; folder pairs importing each other: ${pairs}; upward imports still listed: ${upward.length}`,
  );
  if (problems.length > 0) {
    console.error(
      `${problems.join('\n')}\n\nMove the operation that spans these folders into apps/api/src/flows (above the modules), ` +
        'or what both need below both (docs/design/architecture.md §1).',
    );
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
