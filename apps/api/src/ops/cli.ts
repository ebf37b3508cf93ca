// `npm run backup [-- --to FOLDER]` and `npm run restore -- FOLDER --yes` (docs/operations.md, "Backups").
import path from 'node:path';
import { ConfigError, configFromEnv } from '../config';
import { BackupError, backup, backupFolderName, restore } from './backup';

const usage = `Usage:
  npm run backup                       back up to ./backups/parcours-<time>
  npm run backup -- --to FOLDER        back up to FOLDER (must not exist)
  npm run restore -- FOLDER --yes      replace the database and media with the backup in FOLDER (server stopped)`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const config = configFromEnv();
  if (command === 'backup') {
    const i = rest.indexOf('--to');
    const target = path.resolve(
      i >= 0 && rest[i + 1] ? rest[i + 1]! : path.join('backups', backupFolderName()),
    );
    const manifest = await backup(config, target);
    const bytes = manifest.files.reduce((s, f) => s + f.bytes, 0);
    const media = manifest.files.filter((f) => f.path.startsWith('media/')).length;
    console.log(`Backed up the ${manifest.engine} database and ${media} media files`);
    console.log(`(${(bytes / 1024 / 1024).toFixed(1)} MiB) to ${target}`);
    return 0;
  }
  if (command === 'restore') {
    const source = rest.find((a) => !a.startsWith('--'));
    if (!source) {
      console.error(usage);
      return 2;
    }
    if (!rest.includes('--yes')) {
      console.error(
        `This replaces the database and the media of this installation with the backup in ${source}.`,
      );
      console.error('Stop the server first, then run the same command with --yes.');
      return 2;
    }
    const manifest = await restore(config, path.resolve(source));
    console.log(`Restored the backup of ${manifest.created_at} (Parcours ${manifest.software_version}).`);
    console.log('Start the server: it applies any newer migrations.');
    return 0;
  }
  console.error(usage);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof BackupError || err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  },
);
