// `npm run attack [-- --quick]`: sqlmap and wapiti (Debian packages) against a running production build seeded
// with the demo, as an admin and as a learner (docs/security.md, "Injection scans"). Every operation of the
// OpenAPI description with a query, a JSON body or a path parameter is handed to sqlmap with each value marked
// for injection; wapiti crawls and attacks the pages and the API addresses. Prints the figures: requests sent,
// injection points found, 5xx answers in the server's log. Not part of `npm test` (it takes long).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { bold, red, root, run } from './common.mjs';

const quick = process.argv.includes('--quick');
for (const tool of ['sqlmap', 'wapiti']) {
  if (spawnSync('which', [tool]).status !== 0) {
    console.error(red(`${tool} is not installed. On Debian, as root: apt-get install -y sqlmap wapiti`));
    process.exit(1);
  }
}

const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = probe.address();
    probe.close(() => resolve(p));
  });
});
const origin = `http://127.0.0.1:${port}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-attack-'));
const admin = { email: 'admin@attack.test', password: 'Attack-Admin-9f2c' };

if ((await run('npm', ['run', 'build'])) !== 0) process.exit(1);
const logFile = path.join(work, 'server.log');
const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
  cwd: root,
  stdio: ['ignore', fs.openSync(logFile, 'a'), fs.openSync(logFile, 'a')],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SEED_DEMO: 'true',
    API_DOCS: 'true',
    PUBLIC_URL: origin,
    LOG_LEVEL: 'info',
    RATE_LIMIT_SCALE: '1000',
    DATABASE_URL: process.env.ATTACK_DATABASE_URL ?? '',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${origin}/api/health`)).ok) break;
  } catch {}
  if (i > 240) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 500));
}

async function api(method, url, body, token) {
  const res = await fetch(`${origin}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}
const adminToken = (await api('POST', '/api/login', admin)).json.data.access_token;
const learner = { email: 'learner@attack.test', password: 'Attack-Learner-3e1b' };
const reg = await api('POST', '/api/register', {
  first_name: 'Attack',
  last_name: 'Learner',
  email: learner.email,
  birth_date: 946771200,
  major: 'Security',
  password: learner.password,
  password_confirmation: learner.password,
  role: 0,
});
await api('POST', `/api/admin/validate-user-account/${reg.json.data.user.id}`, {}, adminToken);
const learnerToken = (await api('POST', '/api/login', learner)).json.data.access_token;

const doc = (await api('GET', '/api/docs/json')).json;
/** A sample value of a schema, marked for injection with `*` where it is a string or a number. */
function sample(schema = {}, depth = 0) {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.length) return sample(schema.anyOf[0], depth);
  if (type === 'object' && depth < 2)
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s, depth + 1)]),
    );
  if (type === 'array') return [];
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') return '1*';
  if (schema.format === 'email') return 'someone@example.org*';
  return 'parcours*';
}

const targets = [];
for (const [p, methods] of Object.entries(doc.paths)) {
  if (p.startsWith('/api/docs') || /logout|delete|reject|suspend/.test(p)) continue;
  for (const [method, op] of Object.entries(methods)) {
    const params = op.parameters ?? [];
    const query = params.filter((x) => x.in === 'query');
    const body = op.requestBody?.content?.['application/json']?.schema;
    const hasPath = params.some((x) => x.in === 'path');
    if (!query.length && !body && !hasPath) continue;
    const url = p.replace(/\{[^}]+\}/g, '1*');
    const qs = query
      .map((x) => `${x.name}=${encodeURIComponent(String(sample(x.schema)).replace('*', ''))}*`)
      .join('&');
    const data = body ? JSON.stringify(sample(body)).replaceAll('"1*"', '1*') : null;
    const token = p.includes('/admin') ? adminToken : learnerToken;
    targets.push({ method: method.toUpperCase(), url: `${origin}${url}${qs ? `?${qs}` : ''}`, data, token });
  }
}
const chosen = quick ? targets.slice(0, 8) : targets;
console.log(bold(`sqlmap: ${chosen.length} operations of ${targets.length}`));
let requests = 0;
let injectable = 0;
for (const [i, t] of chosen.entries()) {
  const traffic = path.join(work, `traffic-${i}.txt`);
  const args = [
    '-u',
    t.url,
    '--method',
    t.method,
    '--batch',
    '--flush-session',
    '--level',
    '2',
    '--risk',
    '1',
    '--output-dir',
    path.join(work, 'sqlmap'),
    '-t',
    traffic,
    '--disable-coloring',
    '--threads',
    '2',
    '--headers',
    `Authorization: Bearer ${t.token}\nContent-Type: application/json`,
    ...(t.data ? ['--data', t.data] : []),
  ];
  const res = spawnSync('sqlmap', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const sent = fs.existsSync(traffic)
    ? (fs.readFileSync(traffic, 'utf8').match(/HTTP request \[#/g) ?? []).length
    : 0;
  requests += sent;
  const found = /identified the following injection point/.test(res.stdout ?? '');
  if (found) injectable += 1;
  console.log(
    `  ${t.method} ${t.url.replace(origin, '')}: ${sent} requests${found ? red(' INJECTABLE') : ''}`,
  );
}

console.log(bold('wapiti'));
const report = path.join(work, 'wapiti.json');
spawnSync(
  'wapiti',
  [
    '-u',
    `${origin}/`,
    '--scope',
    'domain',
    '-f',
    'json',
    '-o',
    report,
    '--flush-session',
    '-H',
    `Authorization: Bearer ${learnerToken}`,
    '--max-scan-time',
    quick ? '120' : '900',
    ...['/api/courses', '/api/categories', '/api/user/courses', '/auth/login', '/courses'].flatMap((s) => [
      '-s',
      `${origin}${s}`,
    ]),
  ],
  { encoding: 'utf8', stdio: 'inherit' },
);
const vulns = fs.existsSync(report)
  ? Object.values(JSON.parse(fs.readFileSync(report, 'utf8')).vulnerabilities ?? {}).reduce(
      (n, list) => n + list.length,
      0,
    )
  : null;

stop();
const log = fs.readFileSync(logFile, 'utf8');
const fiveHundreds = (log.match(/"statusCode":5\d\d/g) ?? []).length;
const answered = (log.match(/"msg":"request completed"/g) ?? []).length;
console.log(bold('\nFigures'));
console.log(`sqlmap: ${chosen.length} operations, ${requests} requests, ${injectable} injectable`);
console.log(`wapiti: ${vulns ?? 'no report'} findings (report ${report})`);
console.log(`server: ${answered} requests answered, ${fiveHundreds} with a 5xx`);
console.log(`work folder: ${work}`);
process.exit(injectable > 0 || fiveHundreds > 0 || vulns === null || vulns > 0 ? 1 : 0);
