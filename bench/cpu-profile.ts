// Where the server's CPU goes (docs/performance.md, "Where the CPU goes"): a V8 CPU profile of the production
// server (`npm run bench -- --cpu-prof`, which starts it with `node --cpu-prof`) summarised as self time per
// part of the stack: the npm package a frame is in (query building, statement execution, serialization,
// validation, logging, the framework), or for the bundled code of the repository its source file through the
// build's source map, and V8's own (garbage collection, idle). Also runnable alone:
// `node --import tsx bench/cpu-profile.ts <file.cpuprofile> [apps/api/dist/main.js.map]`.
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The part of the stack a package belongs to. */
const packageParts: [RegExp, string][] = [
  [/^kysely$/, 'query building (kysely)'],
  [/^(better-sqlite3|pg|pg-protocol|pg-pool|pg-types|postgres-.*)$/, 'statement execution (driver)'],
  [
    /^(fast-json-stringify|fast-uri|json-schema-ref-resolver|@fastify\/fast-json-stringify-compiler)$/,
    'serialization',
  ],
  [/^(zod|fastify-type-provider-zod|ajv.*)$/, 'validation'],
  [
    /^(pino.*|sonic-boom|thread-stream|on-exit-leak-free|quick-format-unescaped|fast-redact|safe-stable-stringify)$/,
    'logging',
  ],
  [/^(jose)$/, 'tokens (jose)'],
  [
    /^(fastify|find-my-way|avvio|light-my-request|@fastify\/.*|fastify-plugin|abstract-logging|process-warning|rfdc|secure-json-parse|toad-cache|content-type|proxy-addr|ret|safe-regex2)$/,
    'framework (fastify)',
  ],
];

/** Node's own code: loading modules (the start), HTTP and sockets, crypto, the rest. */
function nodePart(url: string): string {
  if (url.startsWith('node:internal/modules')) return 'Node.js: loading modules (start-up)';
  if (
    /^node:(_http|internal\/http|net|internal\/net|internal\/streams|internal\/stream_base|stream|internal\/url|url)/.test(
      url,
    )
  )
    return 'Node.js: HTTP and sockets';
  if (url.startsWith('node:internal/crypto') || url.startsWith('node:crypto')) return 'Node.js: crypto';
  return 'Node.js: other';
}

const packageOf = (url: string) => {
  const at = url.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const rest = url.slice(at + '/node_modules/'.length).split('/');
  return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
};

/** The repository's own code by its source file: the folder that names what it does. */
function ownPart(source: string): string {
  const shared = /packages\/shared\/src\/([^/]+)/.exec(source);
  if (shared) return `ours: shared/${shared[1]!.replace(/\.ts$/, '')}`;
  const file = /(?:^|\/)src\/(.*)$/.exec(source)?.[1] ?? source;
  const [top, next] = file.split('/');
  return top === 'modules' || top === 'flows'
    ? `ours: ${top}/${next?.replace(/\.ts$/, '')}`
    : `ours: ${top?.replace(/\.ts$/, '')}`;
}

export function summariseProfile(profile: Profile, map: SourceMap | null) {
  const total = profile.endTime - profile.startTime;
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
  const parts = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id) ?? 0;
    if (us === 0) continue;
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    let part: string;
    let where = url;
    const pkg = packageOf(url);
    if (functionName.startsWith('(') && url === '') part = `V8 ${functionName}`;
    // The driver's call into the database is synchronous on SQLite: its self time is the statement's execution.
    else if (pkg === 'kysely' && /\/dialect\/[^/]+\/[^/]+-driver\.js$/.test(url))
      part = 'statement execution (driver)';
    else if (pkg) part = packageParts.find(([re]) => re.test(pkg))?.[1] ?? `other package (${pkg})`;
    else if (url.startsWith('node:')) part = nodePart(url);
    else if (url === '') part = 'native and built-in (socket writes, JSON, crypto)';
    else if (map && url.endsWith('/main.js')) {
      const entry = map.findEntry(lineNumber, columnNumber) as {
        originalSource?: string;
        originalLine?: number;
      };
      where = entry.originalSource ? `${entry.originalSource}:${(entry.originalLine ?? 0) + 1}` : url;
      part = entry.originalSource ? ownPart(entry.originalSource) : 'ours (unmapped)';
    } else part = 'ours';
    parts.set(part, (parts.get(part) ?? 0) + us);
    const key = `${functionName || '(anonymous)'} ${where.replace(/^.*\/(node_modules|src)\//, '$1/')}`;
    functions.set(key, (functions.get(key) ?? 0) + us);
  }
  const share = (us: number) => Math.round((us / total) * 1000) / 10;
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return {
    seconds: Math.round(total / 1e5) / 10,
    // Parts under half a percent are summed into one line.
    parts: [
      ...sorted(parts)
        .filter(([, us]) => share(us) >= 0.5)
        .map(([part, us]) => ({ part, percent: share(us) })),
      {
        part: 'every other part',
        percent: share(sorted(parts).reduce((n, [, us]) => (share(us) < 0.5 ? n + us : n), 0)),
      },
    ],
    functions: sorted(functions)
      .slice(0, 15)
      .map(([fn, us]) => ({ function: fn, percent: share(us) })),
  };
}

/** The summary as two Markdown tables. */
export function profileTables(summary: ReturnType<typeof summariseProfile>): string {
  return [
    `Profile of ${summary.seconds} s; self time per part of the stack (idle included):`,
    '',
    '| part | self time % |',
    '|---|---:|',
    ...summary.parts.map((p) => `| ${p.part} | ${p.percent} |`),
    '',
    'The fifteen functions with the most self time:',
    '',
    '| function | self time % |',
    '|---|---:|',
    ...summary.functions.map((f) => `| \`${f.function.replaceAll('|', '\\|')}\` | ${f.percent} |`),
  ].join('\n');
}

export function readSourceMap(file: string): SourceMap | null {
  return fs.existsSync(file) ? new SourceMap(JSON.parse(fs.readFileSync(file, 'utf8'))) : null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, mapFile] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node --import tsx bench/cpu-profile.ts <file.cpuprofile> [main.js.map]');
    process.exit(2);
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const map = readSourceMap(mapFile ?? path.join(root, 'apps/api/dist/main.js.map'));
  console.log(profileTables(summariseProfile(JSON.parse(fs.readFileSync(file, 'utf8')), map)));
}
