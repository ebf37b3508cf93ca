// The benchmark's output: medians of the runs with each endpoint's throughput as a ratio to health's in the same
// run, written to bench/results/<engine>-<learners>.json and as a table in docs/performance.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Measure } from './measure';

export interface ReportInput {
  root: string;
  settings: {
    engine: string;
    learners: number;
    attempts: number;
    runs: number;
    duration: number;
    connections: number;
    courses: number;
    maxLoad: number;
  };
  dataset: Record<string, unknown>;
  server: { ready_ms: number; idle_rss_mb: number | null; peak_rss_mb: number };
  submissions: { acknowledged: number; stored: number } | null;
  runs: Measure[][];
  write: boolean;
}

interface ReportRow {
  name: string;
  requests_per_sec: number;
  ratio_to_health: number | null;
  latency_p50_ms: number;
  latency_p99_ms: number;
  non_2xx: number;
  errors: number;
  note?: string;
  /** The highest 1-minute load average before, and after, the endpoint over the runs. */
  load_before: number | null;
  load_after: number | null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function highest(values: (number | undefined)[]): number | null {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length > 0 ? Math.max(...known) : null;
}

/** Medians over the runs; the ratio is taken within each run (same server, same moment), then its median. */
function summarise(runs: Measure[][]): ReportRow[] {
  const names = [...new Set(runs.flat().map((m) => m.name))];
  return names.map((name) => {
    const per = runs.map((run) => ({
      m: run.find((x) => x.name === name),
      health: run.find((x) => x.name === 'health'),
    }));
    const seen = per.filter((p) => p.m !== undefined) as { m: Measure; health?: Measure }[];
    const ratios = seen
      .filter((p) => p.health && p.health.requests_per_sec > 0)
      .map((p) => p.m.requests_per_sec / p.health!.requests_per_sec);
    return {
      name,
      requests_per_sec: Math.round(median(seen.map((p) => p.m.requests_per_sec)) * 10) / 10,
      ratio_to_health:
        ratios.length > 0 && name !== 'exam-start storm' ? Math.round(median(ratios) * 1000) / 1000 : null,
      latency_p50_ms: median(seen.map((p) => p.m.latency_p50_ms)),
      latency_p99_ms: median(seen.map((p) => p.m.latency_p99_ms)),
      non_2xx: seen.reduce((n, p) => n + p.m.non_2xx, 0),
      errors: seen.reduce((n, p) => n + p.m.errors, 0),
      note: seen.at(-1)?.m.note,
      load_before: highest(seen.map((p) => p.m.load_before)),
      load_after: highest(seen.map((p) => p.m.load_after)),
    };
  });
}

function markdownTable(rows: ReportRow[]): string {
  const lines = [
    '| endpoint | req/s | ratio to health | p50 ms | p99 ms | non-2xx | errors | load before / after | note |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.name} | ${r.requests_per_sec.toLocaleString('en')} | ${r.ratio_to_health ?? ''} | ${r.latency_p50_ms} | ` +
        `${r.latency_p99_ms} | ${r.non_2xx} | ${r.errors} | ${r.load_before ?? '?'} / ${r.load_after ?? '?'} | ` +
        `${r.note ?? ''} |`,
    );
  }
  return lines.join('\n');
}

export function writeReport(input: ReportInput): { table: string; files: string[] } {
  const rows = summarise(input.runs);
  const { settings: s } = input;
  const key = `${s.engine}-${s.learners}`;
  const date = new Date().toISOString();
  const cpu = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}`;
  const heading =
    `${s.engine === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ${s.learners.toLocaleString('en')} learners, ` +
    `${s.attempts.toLocaleString('en')} attempts`;
  const command =
    `npm run bench -- --db=${s.engine} --learners=${s.learners} --attempts=${s.attempts} --courses=${s.courses}` +
    ` --runs=${s.runs} --duration=${s.duration} --connections=${s.connections}`;
  const facts = [
    `Measured ${date.slice(0, 16).replace('T', ' ')} UTC on ${cpu}, Node ${process.version}; ` +
      `medians of ${s.runs} run(s), ${s.duration} s per endpoint, ${s.connections} connections; each endpoint ` +
      `started at a 1-minute load average of at most ${s.maxLoad} (its highest before and after in the table).`,
    `Dataset: ${JSON.stringify(input.dataset)}.`,
    `Server (production build): ready ${input.server.ready_ms} ms after start, ${input.server.idle_rss_mb ?? '?'} MB ` +
      `resident idle, at most ${input.server.peak_rss_mb} MB under load.`,
    input.submissions
      ? `Quiz submits acknowledged: ${input.submissions.acknowledged}; learning-object attempts stored meanwhile: ` +
        `${input.submissions.stored}.`
      : '',
  ].filter(Boolean);
  const table = markdownTable(rows);
  const section = [
    `<!-- bench:${key} -->`,
    `### ${heading}`,
    '',
    `\`${command}\``,
    '',
    ...facts.map((f) => `- ${f}`),
    '',
    table,
    `<!-- /bench:${key} -->`,
  ].join('\n');
  const files: string[] = [];
  if (!input.write) return { table, files };
  const resultsDir = path.join(input.root, 'bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const json = path.join(resultsDir, `${key}.json`);
  fs.writeFileSync(
    json,
    `${JSON.stringify({ date, cpu, node: process.version, ...input, root: undefined, write: undefined, summary: rows }, null, 2)}\n`,
  );
  files.push(path.relative(input.root, json));
  const doc = path.join(input.root, 'docs/performance.md');
  const current = fs.existsSync(doc) ? fs.readFileSync(doc, 'utf8') : '# Performance\n';
  const pattern = new RegExp(`<!-- bench:${key} -->[\\s\\S]*?<!-- /bench:${key} -->`);
  const updated = pattern.test(current)
    ? current.replace(pattern, section)
    : `${current.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(doc, updated);
  files.push(path.relative(input.root, doc));
  // The repository's formatter lays out Markdown tables and JSON; the files are left as it would write them.
  const biome = path.join(input.root, 'node_modules/.bin/biome');
  if (fs.existsSync(biome)) execFileSync(biome, ['format', '--write', doc, json], { stdio: 'ignore' });
  return { table, files };
}
