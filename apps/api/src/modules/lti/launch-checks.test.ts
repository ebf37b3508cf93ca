// What a Moodle or Canvas administrator meets first (docs/integrations.md, "LTI 1.3"): a refused launch is a page
// the LMS frame shows, in the person's language, with a reason the administrator can act on, found again in the
// audit log and on the LMS page; the launch's claims checked as LTI Core 1.3 requires (dates within the skew,
// required claims, a target on this Parcours, the issuer exactly as registered); roles from the three LTI
// vocabularies, and the role, name and address brought up to date at every launch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, type TestApp, userWithTokens } from '../../test/helpers';
import { registeredLms } from '../../test/lti';
import {
  type LaunchSpec,
  type LtiPlatformSim,
  lisRole,
  ltiClaim,
  refusalPage,
  type SimUser,
} from '../../test/lti-platform';
import { insertCourse } from '../../test/quizzes';

let t: TestApp;
let sim: LtiPlatformSim;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
let courseId: number;
let platformId: number;

const lis = 'http://purl.imsglobal.org/vocab/lis/v2';
let subjects = 0;
const person = (roles: string[], more: Partial<SimUser> = {}): SimUser => ({
  sub: `checks-${++subjects}`,
  given_name: 'Ada',
  family_name: 'Lovelace',
  roles,
  ...more,
});

beforeAll(async () => {
  ({ t, sim, admin, platformId } = await registeredLms());
  courseId = (await insertCourse(t, { title: 'Cell biology' })).id;
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

async function initiate(query: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/lti/login',
    query: { iss: sim.issuer, login_hint: 'hint', target_link_uri: 'http://parcours.test/lti', ...query },
  });
  expect(res.statusCode).toBe(302);
  const location = new URL(res.headers.location as string);
  return { state: location.searchParams.get('state')!, nonce: location.searchParams.get('nonce')! };
}

const post = (idToken: string, state: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/lti/launch',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://school.lms.example',
      'accept-language': lang,
    },
    payload: new URLSearchParams({ id_token: idToken, state }).toString(),
  });

async function launchAs(spec: LaunchSpec, lang = 'en', query: Record<string, string> = {}) {
  const { state, nonce } = await initiate(query);
  return post(await sim.idToken(spec, nonce), state, lang);
}

async function sessionUser(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode, res.body).toBe(303);
  const code = decodeURIComponent(/#code=(.+)$/.exec(res.headers.location as string)![1]!);
  const session = await t.app.inject({ method: 'POST', url: '/api/lti/session', payload: { code } });
  return session.json().data.user as { id: number; role: number; first_name: string; email: string };
}

describe('a refused launch is a page the LMS frame shows', () => {
  it('names the reason in the person’s language, what the administrator can do, and a reference found in the audit log', async () => {
    // a verified launch taught Parcours the LMS page's own origin
    await sessionUser(await launchAs({ user: person([lisRole.learner]) }));
    const res = await launchAs(
      {
        user: person([lisRole.learner]),
        override: { [ltiClaim.deploymentId]: 'deployment-42' },
      },
      'fr-FR,fr;q=0.9',
    );
    expect(res.statusCode).toBe(403);
    const page = refusalPage(res);
    expect(page.lang).toBe('fr');
    expect(page.message).toBe('Ce déploiement de Parcours n’est pas enregistré pour cette plateforme.');
    expect(page.fix).toBe(
      'Ajoutez l’identifiant de déploiement « deployment-42 » à l’enregistrement de cette plateforme dans Parcours.',
    );
    expect(page.reference).toBe(res.headers['x-request-id']);
    // framable by this LMS only: its issuer and login page, and the origin of its verified launches
    expect(page.frameAncestors.split(' ').sort()).toEqual(
      [new URL(sim.issuer).origin, 'https://school.lms.example'].sort(),
    );
    expect(res.headers['x-frame-options']).toBeUndefined();

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('request_id', '=', page.reference)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      action: 'lti.launch_refused',
      target_type: 'lti_platform',
      target_id: platformId,
    });

    // the LMS page lists it, in the administrator's language
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/lti/refusals',
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toEqual({
      at: audit.created_at,
      step: 'launch',
      status: 403,
      platform: { id: platformId, name: 'Simulated LMS' },
      message: 'This deployment of Parcours is not registered for the LMS.',
      fix: 'Add the deployment id "deployment-42" to this LMS’s registration on the LMS page of Parcours.',
      reference: page.reference,
    });
    const teacher = await userWithTokens(t, { role: 2 });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/lti/refusals',
      headers: teacher.headers,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('an LMS that is not registered, and a form without its token, get the page too', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/lti/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://moodle.school.example',
      },
      payload: new URLSearchParams({
        iss: 'https://moodle.school.example',
        client_id: 'abc123',
        login_hint: '2',
        target_link_uri: 'http://parcours.test/lti',
      }).toString(),
    });
    expect(unknown.statusCode).toBe(404);
    const page = refusalPage(unknown);
    expect(page.fix).toBe(
      'No LMS with the issuer "https://moodle.school.example" and the client id "abc123" is registered. Register ' +
        'it on the LMS page of Parcours (Administration, LMS), or check the issuer and client id the LMS sends.',
    );
    // nothing to protect on this page: the LMS that posted may show it
    expect(page.frameAncestors).toBe('https://moodle.school.example');

    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/lti/launch',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'state=only',
    });
    expect(empty.statusCode).toBe(400);
    expect(refusalPage(empty).message).toBe('The LMS sent a launch Parcours cannot accept.');
    expect(refusalPage(empty).fix).toBe(
      'The launch could not be read. Check the tool’s registration in the LMS: LTI 1.3, launch address ' +
        'http://parcours.test/api/lti/launch.',
    );
    expect(refusalPage(empty).frameAncestors).toBe("'none'");
  });
});

describe('the claims of a launch', () => {
  it('takes a token dated within the 60-second skew and refuses one dated 10 minutes ahead', async () => {
    await sessionUser(await launchAs({ user: person([lisRole.learner]), issuedIn: 30 }));
    const ahead = await launchAs({ user: person([lisRole.learner]), issuedIn: 600 });
    expect(ahead.statusCode).toBe(401);
    expect(refusalPage(ahead).message).toBe(
      'The launch is dated in the future. Open the activity again in a minute, or tell your teacher.',
    );
    expect(refusalPage(ahead).fix).toContain('more than 60 seconds ahead of the Parcours clock');
  });

  it('refuses a launch without roles, target or resource link id, and one of another LTI version', async () => {
    const cases: [Partial<LaunchSpec>, string][] = [
      [{ without: [ltiClaim.roles] }, ltiClaim.roles],
      [{ without: [ltiClaim.targetLinkUri] }, ltiClaim.targetLinkUri],
      [{ override: { [ltiClaim.resourceLink]: { title: 'no id' } } }, `${ltiClaim.resourceLink}.id`],
    ];
    for (const [spec, missing] of cases) {
      const res = await launchAs({ user: person([lisRole.learner]), ...spec });
      expect(res.statusCode, missing).toBe(400);
      expect(refusalPage(res).message).toBe('The LMS sent a launch without information LTI 1.3 requires.');
      expect(refusalPage(res).fix).toBe(`The launch lacks the claim ${missing}, which LTI 1.3 requires.`);
    }
    const old = await launchAs({ user: person([lisRole.learner]), override: { [ltiClaim.version]: '1.1' } });
    expect(old.statusCode).toBe(400);
    expect(refusalPage(old).fix).toContain('says LTI version "1.1"; Parcours takes 1.3.0 only');
  });

  it('refuses a link whose target is another tool, and takes one under this Parcours', async () => {
    const foreign = await launchAs({
      user: person([lisRole.learner]),
      targetLinkUri: 'https://other-tool.example/lti/courses/1',
    });
    expect(foreign.statusCode).toBe(400);
    expect(refusalPage(foreign).fix).toBe(
      'The link targets https://other-tool.example/lti/courses/1, which is not this Parcours (http://parcours.test). ' +
        'Set the tool’s launch address in the LMS to http://parcours.test/api/lti/launch.',
    );
    // a look-alike host is not this Parcours either
    const lookalike = await launchAs({
      user: person([lisRole.learner]),
      targetLinkUri: 'http://parcours.test.evil.example/lti',
    });
    expect(lookalike.statusCode).toBe(400);
    const own = await launchAs({
      user: person([lisRole.learner]),
      targetLinkUri: `http://parcours.test/lti/courses/${courseId}`,
    });
    await sessionUser(own);
  });

  it('keeps the issuer exactly as registered, a final slash included, and names both when they differ', async () => {
    const withSlash = `${sim.issuer}/`;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/lti/platforms',
      headers: admin.headers,
      payload: { ...sim.registration, name: 'With a slash', issuer: withSlash, client_id: 'slash-client' },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.issuer).toBe(withSlash);
    const query = { iss: withSlash, client_id: 'slash-client' };
    const spec = { user: person([lisRole.learner]), override: { aud: 'slash-client', iss: withSlash } };
    await sessionUser(await launchAs(spec, 'en', query));
    const without = await launchAs(
      { ...spec, override: { aud: 'slash-client', iss: sim.issuer } },
      'en',
      query,
    );
    expect(without.statusCode).toBe(401);
    expect(refusalPage(without).fix).toBe(
      `The id_token’s issuer is "${sim.issuer}", the registration says "${withSlash}". They must match exactly, ` +
        'down to a final slash.',
    );
  });
});

describe('roles and identity at every launch', () => {
  it('makes LMS administrators (Canvas account and site admins, Moodle site admins) instructors who may deep link', async () => {
    for (const role of [
      `${lis}/institution/person#Administrator`,
      `${lis}/system/person#SysAdmin`,
      `${lis}/system/person#Administrator`,
      `${lis}/membership#Administrator`,
      'Instructor',
    ]) {
      const res = await launchAs({ user: person([role]), kind: 'deep_link' });
      expect(res.statusCode, role).toBe(303);
      expect((await sessionUser(res)).role, role).toBe(2);
    }
    // a teaching assistant and a learner stay learners
    for (const role of [`${lis}/membership/Instructor#TeachingAssistant`, lisRole.learner]) {
      expect((await sessionUser(await launchAs({ user: person([role]) }))).role, role).toBe(0);
    }
  });

  it('promotes and demotes between learner and instructor, and brings the name and address up to date', async () => {
    const user = person([lisRole.learner], { email: 'ines@school.example', given_name: 'Inès' });
    const first = await sessionUser(await launchAs({ user }));
    expect(first).toMatchObject({ role: 0, first_name: 'Inès', email: 'ines@school.example' });

    const promoted = await sessionUser(
      await launchAs({
        user: { ...user, roles: [lisRole.instructor], given_name: 'Inès-Marie', email: 'im@school.example' },
      }),
    );
    expect(promoted).toMatchObject({
      id: first.id,
      role: 2,
      first_name: 'Inès-Marie',
      email: 'im@school.example',
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'user.update')
      .where('target_id', '=', first.id)
      .execute();
    expect(JSON.parse(audit.at(-1)!.details!)).toEqual({
      by: 'lti_launch',
      platform: platformId,
      fields: ['first_name', 'email', 'role'],
      role: { from: 0, to: 2 },
    });

    // teaching another LMS course and taking this one: still an instructor
    const elsewhere = await sessionUser(
      await launchAs({
        user: { ...user, roles: [lisRole.instructor], email: 'im@school.example' },
        resourceLinkId: 'link-other-course',
      }),
    );
    expect(elsewhere.role).toBe(2);
    const asLearnerHere = await sessionUser(
      await launchAs({ user: { ...user, roles: [lisRole.learner], email: 'im@school.example' } }),
    );
    expect(asLearnerHere.role).toBe(2);
    // no longer named an instructor at the other link either: a learner
    const learnerEverywhere = await sessionUser(
      await launchAs({
        user: { ...user, roles: [lisRole.learner], email: 'im@school.example' },
        resourceLinkId: 'link-other-course',
      }),
    );
    expect(learnerEverywhere.role).toBe(0);

    // an address another account has stays with that account
    const other = await insertUser(t, { email: 'taken@school.example' });
    const demoted = await sessionUser(
      await launchAs({ user: { ...user, roles: [lisRole.learner], email: other.email } }),
    );
    expect(demoted).toMatchObject({ id: first.id, role: 0, email: 'im@school.example' });
  });

  it('never changes a role Parcours gave (designer, administrator)', async () => {
    const user = person([lisRole.learner]);
    const created = await sessionUser(await launchAs({ user }));
    await t.db.updateTable('users').set({ role: 3 }).where('id', '=', created.id).execute();
    expect((await sessionUser(await launchAs({ user }))).role).toBe(3);
    await t.db.updateTable('users').set({ role: 1 }).where('id', '=', created.id).execute();
    expect((await sessionUser(await launchAs({ user: { ...user, roles: [lisRole.instructor] } }))).role).toBe(
      1,
    );
  });
});
