// Removes the test run's data folder (database, media, outbox) unless KEEP_E2E_DATA is set.
import fs from 'node:fs';

export default function globalTeardown() {
  const dir = process.env.PARCOURS_E2E_DATA_DIR;
  if (!dir || process.env.KEEP_E2E_DATA) return;
  fs.rmSync(dir, { recursive: true, force: true });
}
