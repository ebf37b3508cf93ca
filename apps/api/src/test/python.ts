// A Python 3 with pandas and statsmodels for the tests that run a study package's analysis.py: the one `npm test`
// found or installed (PARCOURS_PYTHON), else Debian's /usr/bin/python3, else `python3` on the PATH. Null when
// none has them; a test then skips, except under CI=true, where it runs and fails saying what to install.
import { spawnSync } from 'node:child_process';

export const statsPythonHelp =
  'python3 with pandas, scipy and statsmodels is needed: apt-get install python3-pandas python3-statsmodels';

export function statsPython(): string | null {
  const candidates = [process.env.PARCOURS_PYTHON, '/usr/bin/python3', 'python3'].filter((c): c is string =>
    Boolean(c),
  );
  for (const candidate of candidates) {
    const probe = spawnSync(candidate, ['-c', 'import pandas, scipy, statsmodels'], { stdio: 'ignore' });
    if (probe.status === 0) return candidate;
  }
  return null;
}
