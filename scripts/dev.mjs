// `npm run dev`: the API with reload on change and the Vite dev server together; stopping one stops both.
import fs from 'node:fs';
import path from 'node:path';
import { bold, forwardSignals, red, root, spawnService } from './common.mjs';

// apps/web pins its own Vite; fall back to the hoisted one when npm put it at the root.
const vite = ['apps/web/node_modules/vite/bin/vite.js', 'node_modules/vite/bin/vite.js']
  .map((p) => path.join(root, p))
  .find((p) => fs.existsSync(p));
if (!vite) {
  console.error(red('Vite is not installed; run npm install first.'));
  process.exit(1);
}

const apiPort = process.env.PORT || '3000';
const env = {
  ...process.env,
  // The Vite dev server proxies /api and /media to wherever the API listens.
  PARCOURS_API_PROXY: process.env.PARCOURS_API_PROXY || `http://127.0.0.1:${apiPort}`,
};

console.log(bold(`Parcours dev: API on http://localhost:${apiPort}, web app on http://localhost:5173`));
const children = [
  spawnService(process.execPath, ['--watch', '--import', 'tsx', 'apps/api/src/main.ts'], { env }),
  spawnService(process.execPath, [vite], { cwd: path.join(root, 'apps/web'), env }),
];
const names = ['API', 'Vite'];
let stopping = false;
forwardSignals(children, () => {
  stopping = true;
});

let exitCode = null;
for (const [i, child] of children.entries()) {
  child.on('error', (err) => console.error(red(`Could not start ${names[i]}: ${err.message}`)));
  child.on('exit', (code, signal) => {
    if (exitCode === null) {
      exitCode = stopping ? 0 : (code ?? 1);
      if (!stopping)
        console.error(red(`${names[i]} exited (${signal ?? `code ${code}`}); stopping the other one.`));
      for (const other of children) {
        if (other !== child && other.exitCode === null && other.signalCode === null) other.kill('SIGTERM');
      }
    }
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
}

// Should this process die some other way, take the children with it rather than leave them holding ports.
process.on('exit', () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});
