// An install with the simulated LMS registered (test/lti-platform.ts), as every LTI test starts: the app, the
// platform answering with the tool's own key set, an administrator, and the registration's id. Kept apart from
// lti-platform.ts, which the browser tests load without the API's test helpers.

import { createTestApp, userWithTokens } from './helpers';
import { startLtiPlatform } from './lti-platform';

export async function registeredLms() {
  const t = await createTestApp();
  const sim = await startLtiPlatform();
  sim.toolKeys = async () => (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
  const admin = await userWithTokens(t, { role: 1 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/lti/platforms',
    headers: admin.headers,
    payload: sim.registration,
  });
  if (res.statusCode !== 201) throw new Error(`registering the LMS failed: ${res.statusCode} ${res.body}`);
  return { t, sim, admin, platformId: res.json().data.id as number };
}
