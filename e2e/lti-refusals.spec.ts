// A refused LTI launch in a browser (docs/integrations.md, "When a launch is refused"): inside the LMS's frame the
// person reads why, in their language, instead of the browser's "refused to connect"; the administrator finds the
// same refusal, by its reference, on the LMS integration page. The LMS (apps/api/src/test/lti-platform.ts) runs
// in this process.
import { lisRole, ltiClaim, startLtiPlatform } from '../apps/api/src/test/lti-platform';
import { admin, apiLogin, expect, logInThroughForm, test } from './fixtures';

test('a refused launch shows its reason inside the LMS frame, and the admin finds it on the LMS page', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const sim = await startLtiPlatform();
  try {
    sim.toolKeys = async () => (await request.get('/.well-known/jwks.json')).json();
    const adminToken = await apiLogin(request, admin.email, admin.password);
    const registered = await request.post('/api/admin/lti/platforms', {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { ...sim.registration, name: `Refusing LMS ${stamp}` },
    });
    expect(registered.status(), await registered.text()).toBe(201);

    // the LMS launches with a deployment nobody registered in Parcours
    sim.prepare(`refused-${stamp}`, {
      user: { sub: `refused-${stamp}`, given_name: 'Léa', family_name: 'Martin', roles: [lisRole.learner] },
      override: { [ltiClaim.deploymentId]: `deployment-${stamp}` },
    });
    const french = await browser.newContext({ locale: 'fr-FR' });
    try {
      const lms = await french.newPage();
      await lms.goto(sim.coursePageUrl(`${baseURL}/api/lti/login`, `refused-${stamp}`, `${baseURL}/lti`));
      const frame = lms.frameLocator('iframe[name="tool"]');
      await expect(
        frame.getByRole('heading', { name: 'Parcours n’a pas pu ouvrir cette activité' }),
      ).toBeVisible({
        timeout: 20_000,
      });
      await expect(frame.getByRole('alert')).toHaveText(
        'Ce déploiement de Parcours n’est pas enregistré pour cette plateforme.',
      );
      await expect(frame.getByText(`« deployment-${stamp} »`)).toBeVisible();
      const reference = (await frame.locator('code.reference').textContent()) ?? '';
      expect(reference).not.toBe('');

      // the administrator's LMS page lists it, in English, with the same reference
      await logInThroughForm(page, admin.email, admin.password);
      await expect(page).toHaveURL(/\/dashboard\/admin$/);
      await page.goto('/dashboard/admin/lti');
      const table = page.getByRole('table', { name: 'Refused launches' });
      const row = table.getByRole('row').filter({ hasText: reference });
      await expect(row).toContainText(`Refusing LMS ${stamp}`);
      await expect(row).toContainText('This deployment of Parcours is not registered for the LMS.');
      await expect(row).toContainText(`Add the deployment id "deployment-${stamp}"`);
    } finally {
      await french.close();
    }
  } finally {
    await sim.close();
  }
});
