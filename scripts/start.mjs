// `npm start`: builds the web app when its build is missing or stale, then runs the API, which serves it.
import { bold, dim, forwardSignals, red, run, spawnService, webBuildStaleReason, yellow } from './common.mjs';

const staleReason = webBuildStaleReason();
if (staleReason) {
  console.log(yellow(`Building the web app (${staleReason})…`));
  const code = await run('npm', ['run', 'build', '-w', 'apps/web']);
  if (code !== 0) {
    console.error(red(`The web build failed (exit ${code}); not starting the server.`));
    process.exit(code);
  }
} else {
  console.log(dim('The web build in apps/web/dist is up to date.'));
}

console.log(bold('Starting the Parcours API (it migrates, seeds and serves the web app)…'));
const api = spawnService(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts']);
forwardSignals([api]);
api.on('error', (err) => {
  console.error(red(`Could not start the API: ${err.message}`));
  process.exit(1);
});
api.on('exit', (code, signal) => {
  // 128 + signal number is how a shell reports a process ended by a signal.
  process.exit(code ?? 128 + ({ SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }[signal] ?? 1));
});
