// The LTI 1.3 launch against the platform simulator (docs/integrations.md, "LTI 1.3"): registration, login
// initiation, the launch that signs the LMS user in and opens the linked course, the session hand-over, and
// every refusal: a bad signature, a replayed state or nonce, an unknown deployment, an expired token, a wrong
// audience. A refused launch creates nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, type TestApp, userWithTokens } from '../../test/helpers';
import { registeredLms } from '../../test/lti';
import {
  type LaunchSpec,
  type LtiPlatformSim,
  lisRole,
  refusalPage,
  type SimUser,
} from '../../test/lti-platform';
import { insertCourse } from '../../test/quizzes';

let t: TestApp;
let sim: LtiPlatformSim;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
let courseId: number;

const learner: SimUser = {
  sub: 'lms-user-42',
  given_name: 'Ada',
  family_name: 'Lovelace',
  email: 'ada@school.example',
  roles: [lisRole.learner],
};
const teacher: SimUser = {
  sub: 'lms-teacher-7',
  given_name: 'Grace',
  family_name: 'Hopper',
  email: 'grace@school.example',
  roles: [lisRole.instructor],
};

beforeAll(async () => {
  ({ t, sim, admin } = await registeredLms());
  courseId = (await insertCourse(t, { title: 'Cell biology' })).id;
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

/** Login initiation as the platform sends it; answers the state and nonce of the authorization request. */
async function initiate(query: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/lti/login',
    query: {
      iss: sim.issuer,
      login_hint: 'hint',
      target_link_uri: 'http://parcours.test/lti',
      client_id: sim.clientId,
      ...query,
    },
  });
  expect(res.statusCode).toBe(302);
  const location = new URL(res.headers.location as string);
  return { location, state: location.searchParams.get('state')!, nonce: location.searchParams.get('nonce')! };
}

function post(idToken: string, state: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/lti/launch',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://school.lms.example' },
    payload: new URLSearchParams({ id_token: idToken, state }).toString(),
  });
}

async function launchAs(spec: LaunchSpec) {
  const { state, nonce } = await initiate();
  return post(await sim.idToken(spec, nonce), state);
}

function codeOf(location: string): string {
  const match = /^http:\/\/parcours\.test\/lti\/launch#code=(.+)$/.exec(location);
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

async function exchange(code: string) {
  return t.app.inject({ method: 'POST', url: '/api/lti/session', payload: { code } });
}

const accounts = () => t.db.selectFrom('lti_accounts').selectAll().execute();

describe('registration', () => {
  it('lists the platform with its deployment ids for administrators only', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/lti/platforms',
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({ ...sim.registration, deployment_ids: [sim.deploymentId] }),
    ]);
    const someone = await userWithTokens(t, { role: 0 });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/lti/platforms',
      headers: someone.headers,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a second registration of the same issuer and client id, and addresses that are not https', async () => {
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/admin/lti/platforms',
      headers: admin.headers,
      payload: sim.registration,
    });
    expect(twice.statusCode).toBe(409);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/admin/lti/platforms',
      headers: admin.headers,
      payload: { ...sim.registration, client_id: 'other', auth_url: 'http://lms.example.org/auth' },
    });
    expect(plain.statusCode).toBe(422);
    expect(plain.json().errors.auth_url).toEqual(['Enter an https:// address']);
  });

  it('gives the addresses to type into the LMS', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/lti/tool', headers: admin.headers });
    expect(res.json().data).toEqual({
      login_url: 'http://parcours.test/api/lti/login',
      launch_url: 'http://parcours.test/api/lti/launch',
      deep_link_url: 'http://parcours.test/lti/deep-link',
      jwks_url: 'http://parcours.test/.well-known/jwks.json',
      registration_url: 'http://parcours.test/api/lti/register',
    });
  });
});

describe('login initiation', () => {
  it('redirects to the authorization endpoint with a fresh state and nonce', async () => {
    const { location, state, nonce } = await initiate({ lti_message_hint: 'msg-1' });
    expect(`${location.origin}${location.pathname}`).toBe(`${sim.issuer}/auth`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: sim.clientId,
      redirect_uri: 'http://parcours.test/api/lti/launch',
      login_hint: 'hint',
      lti_message_hint: 'msg-1',
    });
    expect(state).toHaveLength(32);
    expect(nonce).toHaveLength(32);
    expect(state).not.toBe(nonce);
  });

  it('refuses an issuer that is not registered and a deployment that is not', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/lti/login',
      query: { iss: 'https://other.example', login_hint: 'h', target_link_uri: 'http://parcours.test/lti' },
    });
    expect(unknown.statusCode).toBe(404);
    const deployment = await t.app.inject({
      method: 'GET',
      url: '/api/lti/login',
      query: {
        iss: sim.issuer,
        login_hint: 'h',
        target_link_uri: 'http://parcours.test/lti',
        lti_deployment_id: 'not-registered',
      },
    });
    expect(deployment.statusCode).toBe(403);
  });
});

describe('a learner launch', () => {
  it('creates the account on the first launch, enrols the learner and opens the course', async () => {
    const res = await launchAs({ user: learner, custom: { course_id: String(courseId) } });
    expect(res.statusCode).toBe(303);
    const session = await exchange(codeOf(res.headers.location as string));
    expect(session.statusCode).toBe(200);
    const data = session.json().data;
    expect(data.target).toEqual({ kind: 'course', course_id: courseId });
    expect(data.user).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@school.example',
      role: 0,
    });

    const stored = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', data.user.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'accepted', role: 0, password_hash: null });
    expect(await accounts()).toEqual([expect.objectContaining({ subject: learner.sub, user_id: stored.id })]);
    const enrolment = await t.db
      .selectFrom('enrolments')
      .selectAll()
      .where('user_id', '=', stored.id)
      .where('course_id', '=', courseId)
      .executeTakeFirst();
    expect(enrolment?.status).toBe('enrolled');
    // The course opened: a `launched` statement for the learner's pseudonym.
    const statements = await t.db.selectFrom('xapi_statements').select('payload').execute();
    const launched = statements.map((s) => JSON.parse(s.payload)).filter((e) => e.verb === 'launched');
    expect(launched).toEqual([
      expect.objectContaining({
        actor: stored.pseudonym,
        object: { kind: 'course', id: courseId, name: 'Cell biology' },
      }),
    ]);

    // The session is a normal Parcours session.
    const viewer = await t.app.inject({
      method: 'GET',
      url: `/api/courses/${courseId}/content`,
      headers: bearer(data.access_token),
    });
    expect(viewer.statusCode).toBe(200);
  });

  it('signs the same LMS user into the same account on the next launch, and a code works once', async () => {
    const before = (await accounts()).length;
    const res = await launchAs({ user: learner, custom: { course_id: String(courseId) } });
    const code = codeOf(res.headers.location as string);
    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    expect((await accounts()).length).toBe(before);
    const again = await exchange(code);
    expect(again.statusCode).toBe(401);
  });

  it('makes an LMS instructor an instructor, never an administrator', async () => {
    const res = await launchAs({
      user: {
        ...teacher,
        roles: [lisRole.instructor, 'http://purl.imsglobal.org/vocab/lis/v2/system/person#Administrator'],
      },
      resourceLinkId: 'link-teacher',
    });
    const data = (await exchange(codeOf(res.headers.location as string))).json().data;
    expect(data.user.role).toBe(2);
    // The link names no course: the teacher picks one.
    expect(data.target).toEqual({ kind: 'pick_course', link_id: expect.any(Number) });
  });

  it('lets the LMS pages frame the LTI pages only, including the origin of a verified launch', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/lti/launch' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`frame-ancestors 'self' ${sim.issuer}`);
    expect(csp).toContain('https://school.lms.example');
    expect(csp).toContain(`form-action 'self' ${sim.issuer}`);
    expect(page.headers['x-frame-options']).toBeUndefined();
    const other = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(String(other.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(other.headers['x-frame-options']).toBe('DENY');
  });
});

describe('a course navigation launch (no course named)', () => {
  const navContext = { id: 'ctx-nav', label: 'NAV', title: 'Navigation course' };
  const inContext = (spec: LaunchSpec, context: object = navContext): LaunchSpec => ({
    ...spec,
    override: { 'https://purl.imsglobal.org/spec/lti/claim/context': context },
  });
  const nobody = (sub: string): SimUser => ({ ...learner, sub, email: `${sub}@school.example` });

  it('lands a teacher on the course picker; the pick then opens the course for the learners of that link', async () => {
    const picked = await insertCourse(t, { title: 'Navigated course' });
    const teacherLaunch = await launchAs(
      inContext({ user: { ...teacher, sub: 'nav-teacher' }, resourceLinkId: 'nav-a' }),
    );
    const teacherSession = (await exchange(codeOf(teacherLaunch.headers.location as string))).json().data;
    expect(teacherSession.target).toEqual({ kind: 'pick_course', link_id: expect.any(Number) });
    const headers = bearer(teacherSession.access_token);
    const offered = await t.app.inject({ method: 'GET', url: '/api/lti/courses', headers });
    expect(offered.json().data.map((c: { id: number }) => c.id)).toContain(picked.id);

    // Someone the LMS did not name a teacher of this link cannot pick for it.
    const other = await userWithTokens(t, { role: 2 });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/lti/links/${teacherSession.target.link_id}/course`,
      headers: { ...other.headers, 'accept-language': 'fr' },
      payload: { course_id: picked.id },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(
      'Ce lien de la plateforme n’est pas un lien que vous avez ouvert comme enseignant. Ouvrez-le de nouveau depuis le cours de la plateforme.',
    );

    const pick = await t.app.inject({
      method: 'POST',
      url: `/api/lti/links/${teacherSession.target.link_id}/course`,
      headers,
      payload: { course_id: picked.id },
    });
    expect(pick.statusCode).toBe(200);
    expect(pick.json().data).toEqual({ course_id: picked.id });

    // A learner launching the same link (still naming no course) lands in the course, enrolled.
    const res = await launchAs(inContext({ user: nobody('nav-learner-1'), resourceLinkId: 'nav-a' }));
    const data = (await exchange(codeOf(res.headers.location as string))).json().data;
    expect(data.target).toEqual({ kind: 'course', course_id: picked.id });
    const enrolment = await t.db
      .selectFrom('enrolments')
      .select('status')
      .where('user_id', '=', data.user.id)
      .where('course_id', '=', picked.id)
      .executeTakeFirst();
    expect(enrolment?.status).toBe('enrolled');
    // The teacher's next launch opens the course too.
    const again = await launchAs(
      inContext({ user: { ...teacher, sub: 'nav-teacher' }, resourceLinkId: 'nav-a' }),
    );
    expect((await exchange(codeOf(again.headers.location as string))).json().data.target).toEqual({
      kind: 'course',
      course_id: picked.id,
    });
  });

  it("lands a learner on the LMS course's one Parcours course from another navigation link", async () => {
    const res = await launchAs(inContext({ user: nobody('nav-learner-2'), resourceLinkId: 'nav-b' }));
    const data = (await exchange(codeOf(res.headers.location as string))).json().data;
    const picked = await t.db
      .selectFrom('courses')
      .select('id')
      .where('title', '=', 'Navigated course')
      .executeTakeFirstOrThrow();
    expect(data.target).toEqual({ kind: 'course', course_id: picked.id });
  });

  it('lands a learner on their home page with a notice when the LMS course has no Parcours course', async () => {
    const res = await launchAs(
      inContext(
        { user: nobody('nav-learner-3'), resourceLinkId: 'nav-c' },
        { id: 'ctx-empty', title: 'Empty' },
      ),
    );
    const data = (await exchange(codeOf(res.headers.location as string))).json().data;
    expect(data.target).toEqual({ kind: 'home', notice: 'no_course' });
  });
});

describe('refusals', () => {
  const someone: SimUser = {
    sub: 'intruder',
    given_name: 'Eve',
    family_name: 'Mallory',
    roles: [lisRole.learner],
  };
  let accountsBefore: number;
  beforeEach(async () => {
    accountsBefore = (await accounts()).length;
  });
  const nothingCreated = async () => expect((await accounts()).length).toBe(accountsBefore);

  it('refuses a token signed with another key', async () => {
    const res = await launchAs({ user: someone, foreignKey: true });
    expect(res.statusCode).toBe(401);
    expect(refusalPage(res).message).toBe('The launch is not signed by the registered LMS.');
    await nothingCreated();
  });

  it('refuses a replayed launch: the same state, then the same token with a new state', async () => {
    const { state, nonce } = await initiate();
    const token = await sim.idToken({ user: someone }, nonce);
    expect((await post(token, state)).statusCode).toBe(303);
    accountsBefore = (await accounts()).length;
    const sameState = await post(token, state);
    expect(sameState.statusCode).toBe(401);
    expect(refusalPage(sameState).message).toBe(
      'This launch has expired or was already used. Open the activity again from the LMS.',
    );
    const fresh = await initiate();
    const newState = await post(token, fresh.state);
    expect(newState.statusCode).toBe(401);
    expect(refusalPage(newState).message).toBe(
      'This launch was already used. Open the activity again from the LMS.',
    );
    await nothingCreated();
  });

  it('refuses an unknown deployment', async () => {
    const res = await launchAs({
      user: someone,
      override: { 'https://purl.imsglobal.org/spec/lti/claim/deployment_id': 'deployment-unknown' },
    });
    expect(res.statusCode).toBe(403);
    expect(refusalPage(res).message).toBe('This deployment of Parcours is not registered for the LMS.');
    await nothingCreated();
  });

  it('refuses an expired token, beyond the clock skew', async () => {
    const res = await launchAs({ user: someone, expiredBy: 0 });
    expect(res.statusCode).toBe(401);
    expect(refusalPage(res).message).toBe('The launch has expired. Open the activity again from the LMS.');
    await nothingCreated();
  });

  it('refuses a token meant for another tool', async () => {
    const res = await launchAs({ user: someone, override: { aud: 'another-tool' } });
    expect(res.statusCode).toBe(401);
    expect(refusalPage(res).message).toBe('The launch was meant for another tool.');
    await nothingCreated();
  });

  it('refuses a token of another issuer and a launch without its state', async () => {
    const res = await launchAs({ user: someone, override: { iss: 'https://evil.example' } });
    expect(res.statusCode).toBe(401);
    const { nonce } = await initiate();
    const noState = await post(await sim.idToken({ user: someone }, nonce), 'made-up-state');
    expect(noState.statusCode).toBe(401);
    await nothingCreated();
  });
});
