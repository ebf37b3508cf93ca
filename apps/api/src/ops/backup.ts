// Online, consistent backups of a Parcours installation and their restore (docs/operations.md, "Backups").
// The database is copied first with the engine's own online tool (SQLite's backup API, pg_dump), then the
// media folder: media files are written once and never changed, so every file the copied database refers to
// already exists when the folder is copied; a file uploaded meanwhile is simply extra.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import type { Config } from '../config';
import { restrictFiles } from '../db/database';
import { softwareVersion } from '../version';

const run = promisify(execFile);

const manifestName = 'manifest.json';
const sqliteName = 'database.sqlite';
const pgName = 'database.pgdump';
const mediaName = 'media';
/** Generated secrets (config.ts): without them a restored installation works but everybody logs in again. */
const secretsName = 'secrets.json';

interface BackupFile {
  path: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: 1;
  created_at: string;
  software_version: string;
  engine: 'sqlite' | 'postgres';
  files: BackupFile[];
}

export class BackupError extends Error {}

type BackupConfig = Pick<Config, 'databaseUrl' | 'pgSchema' | 'sqliteFile' | 'mediaDir' | 'dataDir'>;

function sha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = crypto.createHash('sha256');
    fs.createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Every regular file below `dir`, as paths relative to it with forward slashes, sorted. */
function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') {
      throw new BackupError(
        `${tool} was not found. Install the PostgreSQL client tools (Debian: apt-get install -y postgresql-client) and try again.`,
      );
    }
    throw new BackupError(`${tool} failed: ${(e.stderr ?? e.message).trim()}`);
  }
}

/** A folder name for a backup taken now: parcours-2026-11-24T05-59-03Z. */
export function backupFolderName(now = new Date()): string {
  return `parcours-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}`;
}

/** Copies the database and the media into `target` (created; must not exist) and writes its manifest. */
export async function backup(config: BackupConfig, target: string): Promise<BackupManifest> {
  if (fs.existsSync(target)) throw new BackupError(`${target} already exists; choose a new folder`);
  fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  const engine = config.databaseUrl ? 'postgres' : 'sqlite';
  if (config.databaseUrl) {
    await pgTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      ...(config.pgSchema ? [`--schema=${config.pgSchema}`] : []),
      `--file=${path.join(target, pgName)}`,
      `--dbname=${config.databaseUrl}`,
    ]);
  } else {
    if (config.sqliteFile === ':memory:' || !fs.existsSync(config.sqliteFile)) {
      throw new BackupError(`There is no database at ${config.sqliteFile} to back up`);
    }
    const source = new SQLite(config.sqliteFile, { readonly: true, fileMustExist: true });
    try {
      await source.backup(path.join(target, sqliteName));
    } finally {
      source.close();
    }
  }
  for (const rel of listFiles(config.mediaDir)) {
    const to = path.join(target, mediaName, rel);
    fs.mkdirSync(path.dirname(to), { recursive: true, mode: 0o700 });
    fs.copyFileSync(path.join(config.mediaDir, rel), to);
  }
  const secrets = path.join(config.dataDir, secretsName);
  if (fs.existsSync(secrets)) fs.copyFileSync(secrets, path.join(target, secretsName));
  const files: BackupFile[] = [];
  for (const rel of listFiles(target)) {
    const file = path.join(target, rel);
    files.push({ path: rel, bytes: fs.statSync(file).size, sha256: await sha256(file) });
  }
  restrictFiles(files.map((f) => path.join(target, f.path)));
  const manifest: BackupManifest = {
    format: 1,
    created_at: new Date().toISOString(),
    software_version: softwareVersion,
    engine,
    files,
  };
  fs.writeFileSync(path.join(target, manifestName), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  return manifest;
}

/** Reads a backup's manifest and checks every file against it: present, same size, same SHA-256. */
export async function verifyBackup(source: string): Promise<BackupManifest> {
  const file = path.join(source, manifestName);
  if (!fs.existsSync(file))
    throw new BackupError(`${source} holds no ${manifestName}: it is not a Parcours backup`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new BackupError(`Unknown backup format ${String(manifest.format)}`);
  const problems: string[] = [];
  for (const f of manifest.files) {
    const p = path.join(source, f.path);
    if (!fs.existsSync(p)) problems.push(`${f.path} is missing`);
    else if (fs.statSync(p).size !== f.bytes || (await sha256(p)) !== f.sha256)
      problems.push(`${f.path} has changed`);
  }
  if (problems.length > 0) throw new BackupError(`The backup is damaged: ${problems.join('; ')}`);
  return manifest;
}

/**
 * Puts a verified backup in place of the current database and media. The server must be stopped. The media
 * folder it replaces is kept beside it (`media.before-restore-…`) until the operator removes it; migrations run
 * at the next start, so a backup from an older version restores too.
 */
export async function restore(config: BackupConfig, source: string): Promise<BackupManifest> {
  const manifest = await verifyBackup(source);
  const wanted = config.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.engine !== wanted) {
    throw new BackupError(
      `This backup is of a ${manifest.engine} database; this installation uses ${wanted}`,
    );
  }
  if (config.databaseUrl) {
    await pgTool('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${config.databaseUrl}`,
      path.join(source, pgName),
    ]);
  } else {
    const incoming = `${config.sqliteFile}.restoring`;
    fs.mkdirSync(path.dirname(config.sqliteFile), { recursive: true, mode: 0o700 });
    fs.copyFileSync(path.join(source, sqliteName), incoming);
    for (const suffix of ['-wal', '-shm']) fs.rmSync(`${config.sqliteFile}${suffix}`, { force: true });
    fs.renameSync(incoming, config.sqliteFile);
    restrictFiles([config.sqliteFile]);
  }
  if (manifest.files.some((f) => f.path === secretsName)) {
    fs.copyFileSync(path.join(source, secretsName), path.join(config.dataDir, secretsName));
    restrictFiles([path.join(config.dataDir, secretsName)]);
  }
  if (fs.existsSync(config.mediaDir)) {
    fs.renameSync(config.mediaDir, `${config.mediaDir}.before-restore-${Date.now()}`);
  }
  fs.mkdirSync(config.mediaDir, { recursive: true, mode: 0o700 });
  const mediaPrefix = `${mediaName}/`;
  for (const f of manifest.files.filter((x) => x.path.startsWith(mediaPrefix))) {
    const to = path.join(config.mediaDir, f.path.slice(mediaPrefix.length));
    fs.mkdirSync(path.dirname(to), { recursive: true, mode: 0o700 });
    fs.copyFileSync(path.join(source, f.path), to);
  }
  return manifest;
}
