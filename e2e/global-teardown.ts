// After the browser suite: the server's log (LOG_LEVEL=info, every request of every journey) must hold no
// password the specs typed, no token and no password link (docs/security.md, "Logs"); then the run's data
// folder (database, media, outbox, log) is removed unless KEEP_E2E_DATA is set.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Every password the specs use: string literals containing "Passw0rd". */
function passwordsOfTheSpecs(): string[] {
  const found = new Set<string>();
  for (const file of fs.readdirSync(here).filter((f) => f.endsWith('.ts'))) {
    const text = fs.readFileSync(path.join(here, file), 'utf8');
    for (const m of text.matchAll(/'([^'\s]*Passw0rd[^'\s]*)'/g)) found.add(m[1]!);
  }
  return [...found];
}

/** What a log line must never hold; each finding names its kind, never the secret itself. */
export function secretsInLog(log: string, passwords: string[]): string[] {
  const found: string[] = [];
  for (const p of passwords)
    if (log.includes(p)) found.push(`a password of the specs (${p.length} characters)`);
  if (/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/.test(log)) found.push('a JSON Web Token');
  if (/[?&](token|refresh_token|access_token|id_token)=(?!%5Bredacted%5D)[^&\s"]+/.test(log))
    found.push('a token in a URL');
  return found;
}

export default function globalTeardown() {
  const dir = process.env.PARCOURS_E2E_DATA_DIR;
  if (!dir) return;
  const logFile = path.join(dir, 'server.log');
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
  const found = secretsInLog(log, passwordsOfTheSpecs());
  if (!process.env.KEEP_E2E_DATA) fs.rmSync(dir, { recursive: true, force: true });
  if (log.split('\n').length < 10) throw new Error(`The server log ${logFile} is missing or nearly empty`);
  if (found.length > 0) throw new Error(`The server log holds ${found.join(', ')}`);
}
