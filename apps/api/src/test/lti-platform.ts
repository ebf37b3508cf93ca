// An LTI 1.3 platform for tests (an LMS as the specifications describe it): its key set, the OIDC authorization
// endpoint that answers a login initiation with a signed id_token posted back to the tool (resource link and
// deep-linking launches), the OAuth 2 token endpoint checking the tool's client assertion against the tool's
// JWKS, the AGS line items container (list filtered by resource link and resource id, creation) and the scores
// endpoint of its line items, and the NRPS membership container, paged with Link headers.
// It can also sign wrong messages on purpose (another key, another audience, expired, unknown deployment).
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  type JSONWebKeySet,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';

export const ltiClaim = {
  messageType: 'https://purl.imsglobal.org/spec/lti/claim/message_type',
  version: 'https://purl.imsglobal.org/spec/lti/claim/version',
  deploymentId: 'https://purl.imsglobal.org/spec/lti/claim/deployment_id',
  targetLinkUri: 'https://purl.imsglobal.org/spec/lti/claim/target_link_uri',
  resourceLink: 'https://purl.imsglobal.org/spec/lti/claim/resource_link',
  roles: 'https://purl.imsglobal.org/spec/lti/claim/roles',
  context: 'https://purl.imsglobal.org/spec/lti/claim/context',
  custom: 'https://purl.imsglobal.org/spec/lti/claim/custom',
  dlSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  contentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  dlData: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
  ags: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  nrps: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
} as const;

export const lisRole = {
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
} as const;

export interface SimUser {
  sub: string;
  given_name: string;
  family_name: string;
  email?: string;
  roles: string[];
}

export interface LaunchSpec {
  user: SimUser;
  kind?: 'resource' | 'deep_link';
  resourceLinkId?: string;
  custom?: Record<string, string>;
  targetLinkUri?: string;
  /** Claims written over the message's own (a wrong audience, an unknown deployment...). */
  override?: Record<string, unknown>;
  /** Sign with a key the platform does not publish. */
  foreignKey?: boolean;
  /** Seconds the token is already past its expiry. */
  expiredBy?: number;
  /** Seconds ahead of now the token is dated (a platform whose clock runs fast). */
  issuedIn?: number;
  /** Claims left out of the message. */
  without?: string[];
  /** The AGS claim: `lineitem` null for a link without a ready-made column; `scope` the scopes granted. */
  ags?: { lineitem?: string | null; scope?: string[] };
  /** Deep-linking settings written over the defaults (accept_types, accept_multiple, targets...). */
  deepLinking?: Record<string, unknown>;
}

interface SimLineItem {
  id: string;
  label: string;
  scoreMaximum: number;
  resourceLinkId?: string;
  resourceId?: string;
  tag?: string;
}

export interface LtiPlatformSim {
  issuer: string;
  clientId: string;
  deploymentId: string;
  contextId: string;
  registration: {
    name: string;
    issuer: string;
    client_id: string;
    deployment_ids: string[];
    auth_url: string;
    token_url: string;
    jwks_url: string;
  };
  lineItemUrl: string;
  membershipsUrl: string;
  /** Scores the gradebook received, per line item path, in arrival order. */
  scores: { lineItem: string; body: Record<string, unknown>; contentType: string | undefined }[];
  /** The line items of the gradebook (created by the tool, or put there by a test). */
  lineItems: SimLineItem[];
  /** Line item creations received: content type and body. */
  lineItemPosts: { contentType: string | undefined; body: Record<string, unknown> }[];
  /** 'up', or 'down' (the line items container answers 503). */
  lineItemsMode: 'up' | 'down';
  /** Deep-linking responses the tool posted back, verified. */
  deepLinks: JWTPayload[];
  /** Tool configurations received by dynamic registration. */
  registrations: Record<string, unknown>[];
  /** Tokens issued, with their scope. */
  tokens: { scope: string }[];
  /** The course roster NRPS answers. */
  members: (SimUser & { status?: string })[];
  /** A membership container answered as it is, in place of one built from `members` (a recorded answer). */
  membershipsBody?: Record<string, unknown>;
  /** 'up', or 'down' (the scores endpoint answers 503). */
  scoresMode: 'up' | 'down';
  /** Where the tool's key set is read, to check client assertions (set by the test). */
  toolKeys: () => Promise<JSONWebKeySet>;
  /** The id_token of a launch answering a login initiation's nonce. */
  idToken(spec: LaunchSpec, nonce: string): Promise<string>;
  /** Queue what the authorization endpoint answers to a login_hint (the browser path). */
  prepare(loginHint: string, spec: LaunchSpec): void;
  /** Checks a deep-linking response JWT signed by the tool, as the platform does; answers its payload. */
  verifyToolJwt(jwt: string): Promise<JWTPayload>;
  /** A page that frames the tool's login initiation, as an LMS course page does. */
  coursePageUrl(toolLoginUrl: string, loginHint: string, targetLinkUri: string): string;
  close(): Promise<void>;
}

export async function startLtiPlatform(): Promise<LtiPlatformSim> {
  const own = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256', { extractable: true });
  const kid = 'sim-key-1';
  const publicJwk: JWK = { ...(await exportJWK(own.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const prepared = new Map<string, LaunchSpec>();
  const issuedTokens = new Map<string, string>();

  const sim = {
    clientId: 'parcours-tool',
    deploymentId: 'deployment-1',
    contextId: 'course-101',
    scores: [],
    tokens: [],
    registrations: [],
    deepLinks: [],
    members: [],
    scoresMode: 'up',
    lineItems: [],
    lineItemPosts: [],
    lineItemsMode: 'up',
    toolKeys: async () => ({ keys: [] }),
  } as unknown as LtiPlatformSim;

  function read(req: http.IncomingMessage): Promise<string> {
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  }

  function bearerScope(req: http.IncomingMessage): string | null {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    return token ? (issuedTokens.get(token) ?? null) : null;
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', sim.issuer);
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    try {
      if (url.pathname === '/jwks') return json(200, { keys: [publicJwk] });

      if (url.pathname === '/.well-known/openid-configuration') {
        // LTI Dynamic Registration 1.0 §3.3: the platform's OpenID configuration.
        return json(200, {
          issuer: sim.issuer,
          authorization_endpoint: `${sim.issuer}/auth`,
          token_endpoint: `${sim.issuer}/token`,
          jwks_uri: `${sim.issuer}/jwks`,
          registration_endpoint: `${sim.issuer}/register`,
          scopes_supported: ['openid'],
          response_types_supported: ['id_token'],
          id_token_signing_alg_values_supported: ['RS256'],
          'https://purl.imsglobal.org/spec/lti-platform-configuration': {
            product_family_code: 'simulated-lms',
            version: '1.0',
            messages_supported: [{ type: 'LtiResourceLinkRequest' }, { type: 'LtiDeepLinkingRequest' }],
          },
        });
      }

      if (url.pathname === '/register' && req.method === 'POST') {
        if (req.headers.authorization !== 'Bearer registration-token-1')
          return json(401, { error: 'invalid_token' });
        const body = JSON.parse(await read(req)) as Record<string, unknown>;
        sim.registrations.push(body);
        return json(200, {
          ...body,
          client_id: 'dynamic-client-1',
          'https://purl.imsglobal.org/spec/lti-tool-configuration': {
            ...(body['https://purl.imsglobal.org/spec/lti-tool-configuration'] as object),
            deployment_id: 'dynamic-deployment-1',
          },
        });
      }

      if (url.pathname === '/auth') {
        // OIDC authorization endpoint (LTI Core 1.3 §5.1.1.2): form_post of the id_token to redirect_uri.
        const spec = prepared.get(url.searchParams.get('login_hint') ?? '');
        const p = url.searchParams;
        if (
          !spec ||
          p.get('client_id') !== sim.clientId ||
          p.get('response_type') !== 'id_token' ||
          p.get('response_mode') !== 'form_post' ||
          p.get('scope') !== 'openid'
        ) {
          res.writeHead(400, { 'content-type': 'text/plain' });
          return res.end('invalid authentication request');
        }
        const idToken = await sim.idToken(spec, p.get('nonce') ?? '');
        const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          `<!doctype html><form id="f" method="post" action="${esc(p.get('redirect_uri') ?? '')}">` +
            `<input type="hidden" name="id_token" value="${esc(idToken)}">` +
            `<input type="hidden" name="state" value="${esc(p.get('state') ?? '')}"></form>` +
            '<script>document.getElementById("f").submit()</script>',
        );
      }

      if (url.pathname === '/course') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          `<!doctype html><title>LMS course</title><h1>LMS course page</h1>` +
            `<iframe name="tool" title="Parcours" src="${url.searchParams.get('tool') ?? ''}" ` +
            'style="width:1200px;height:800px;border:1px solid #888" allow="fullscreen"></iframe>',
        );
      }

      if (url.pathname === '/deep-link-return' && req.method === 'POST') {
        // Deep Linking 2.0 §4.2: the tool's answer, a form post of the signed JWT.
        const form = new URLSearchParams(await read(req));
        try {
          sim.deepLinks.push(await sim.verifyToolJwt(form.get('JWT') ?? ''));
        } catch {
          res.writeHead(400, { 'content-type': 'text/plain' });
          return res.end('invalid deep linking response');
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end('<!doctype html><title>LMS</title><h1>Content added to the LMS course</h1>');
      }

      if (url.pathname === '/token' && req.method === 'POST') {
        // OAuth 2 client credentials with a JWT client assertion (Security Framework 1.0 §4.1).
        const form = new URLSearchParams(await read(req));
        if (
          form.get('grant_type') !== 'client_credentials' ||
          form.get('client_assertion_type') !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer'
        ) {
          return json(400, { error: 'unsupported_grant_type' });
        }
        try {
          await jwtVerify(form.get('client_assertion') ?? '', createLocalJWKSet(await sim.toolKeys()), {
            issuer: sim.clientId,
            subject: sim.clientId,
            audience: `${sim.issuer}/token`,
          });
        } catch {
          return json(401, { error: 'invalid_client' });
        }
        const scope = form.get('scope') ?? '';
        const token = crypto.randomBytes(16).toString('hex');
        issuedTokens.set(token, scope);
        sim.tokens.push({ scope });
        return json(200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope });
      }

      if (url.pathname === '/lineitems') {
        // AGS 2.0 §3.2: the line items container, filtered by resource_link_id and resource_id; POST creates.
        const body = req.method === 'POST' ? await read(req) : '';
        if (sim.lineItemsMode === 'down') return json(503, { error: 'maintenance' });
        const scope = bearerScope(req);
        if (!scope?.split(' ').includes('https://purl.imsglobal.org/spec/lti-ags/scope/lineitem')) {
          return json(401, { error: 'invalid_token' });
        }
        if (req.method === 'POST') {
          if (req.headers['content-type'] !== 'application/vnd.ims.lis.v2.lineitem+json')
            return json(415, {});
          const item = JSON.parse(body) as Omit<SimLineItem, 'id'>;
          sim.lineItemPosts.push({ contentType: req.headers['content-type'], body: item });
          const created = { ...item, id: `${sim.issuer}/lineitems/li-${sim.lineItems.length + 1}` };
          sim.lineItems.push(created);
          return json(201, created, { 'content-type': 'application/vnd.ims.lis.v2.lineitem+json' });
        }
        const link = url.searchParams.get('resource_link_id');
        const resource = url.searchParams.get('resource_id');
        return json(
          200,
          sim.lineItems.filter(
            (i) => (!link || i.resourceLinkId === link) && (!resource || i.resourceId === resource),
          ),
          { 'content-type': 'application/vnd.ims.lis.v2.lineitemcontainer+json' },
        );
      }

      const scoresMatch = /^\/lineitems\/([^/]+)\/scores$/.exec(url.pathname);
      if (scoresMatch && req.method === 'POST') {
        const body = await read(req);
        if (sim.scoresMode === 'down') return json(503, { error: 'maintenance' });
        const scope = bearerScope(req);
        if (!scope?.split(' ').includes('https://purl.imsglobal.org/spec/lti-ags/scope/score')) {
          return json(401, { error: 'invalid_token' });
        }
        if (req.headers['content-type'] !== 'application/vnd.ims.lis.v1.score+json') return json(415, {});
        sim.scores.push({
          lineItem: scoresMatch[1]!,
          body: JSON.parse(body) as Record<string, unknown>,
          contentType: req.headers['content-type'],
        });
        res.writeHead(204);
        return res.end();
      }

      if (url.pathname === '/memberships') {
        const scope = bearerScope(req);
        if (
          !scope
            ?.split(' ')
            .includes('https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly')
        ) {
          return json(401, { error: 'invalid_token' });
        }
        if (sim.membershipsBody) {
          return json(200, sim.membershipsBody, {
            'content-type': 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json; charset=utf-8',
          });
        }
        const page = Number(url.searchParams.get('page') ?? '1');
        const size = 2;
        const slice = sim.members.slice((page - 1) * size, page * size);
        const headers: Record<string, string> = {
          'content-type': 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
        };
        if (page * size < sim.members.length) {
          headers.link = `<${sim.issuer}/memberships?page=${page + 1}>; rel="next"`;
        }
        return json(
          200,
          {
            id: `${sim.issuer}/memberships`,
            context: { id: sim.contextId, title: 'Biology 101' },
            members: slice.map((m) => ({
              user_id: m.sub,
              status: m.status ?? 'Active',
              given_name: m.given_name,
              family_name: m.family_name,
              name: `${m.given_name} ${m.family_name}`,
              email: m.email,
              roles: m.roles,
            })),
          },
          headers,
        );
      }
      json(404, { error: 'not found' });
    } catch (err) {
      json(500, { error: String(err) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  sim.issuer = `http://127.0.0.1:${port}`;
  sim.lineItemUrl = `${sim.issuer}/lineitems/7?type=score`;
  sim.membershipsUrl = `${sim.issuer}/memberships`;
  sim.registration = {
    name: 'Simulated LMS',
    issuer: sim.issuer,
    client_id: sim.clientId,
    deployment_ids: [sim.deploymentId],
    auth_url: `${sim.issuer}/auth`,
    token_url: `${sim.issuer}/token`,
    jwks_url: `${sim.issuer}/jwks`,
  };

  sim.idToken = async (spec, nonce) => {
    const now =
      Math.floor(Date.now() / 1000) -
      (spec.expiredBy !== undefined ? spec.expiredBy + 3600 : 0) +
      (spec.issuedIn ?? 0);
    const kind = spec.kind ?? 'resource';
    const payload: Record<string, unknown> = {
      nonce,
      sub: spec.user.sub,
      given_name: spec.user.given_name,
      family_name: spec.user.family_name,
      name: `${spec.user.given_name} ${spec.user.family_name}`,
      ...(spec.user.email ? { email: spec.user.email } : {}),
      locale: 'en-US',
      [ltiClaim.version]: '1.3.0',
      [ltiClaim.deploymentId]: sim.deploymentId,
      [ltiClaim.roles]: spec.user.roles,
      [ltiClaim.context]: { id: sim.contextId, label: 'BIO101', title: 'Biology 101' },
      [ltiClaim.nrps]: { context_memberships_url: sim.membershipsUrl, service_versions: ['2.0'] },
    };
    if (kind === 'deep_link') {
      payload[ltiClaim.messageType] = 'LtiDeepLinkingRequest';
      payload[ltiClaim.dlSettings] = {
        deep_link_return_url: `${sim.issuer}/deep-link-return`,
        accept_types: ['ltiResourceLink'],
        accept_presentation_document_targets: ['iframe', 'window'],
        data: 'opaque-platform-data',
        ...spec.deepLinking,
      };
    } else {
      payload[ltiClaim.messageType] = 'LtiResourceLinkRequest';
      payload[ltiClaim.targetLinkUri] = spec.targetLinkUri ?? 'http://parcours.test/lti';
      payload[ltiClaim.resourceLink] = { id: spec.resourceLinkId ?? 'link-1', title: 'Parcours course' };
      if (spec.custom) payload[ltiClaim.custom] = spec.custom;
      const lineitem = spec.ags?.lineitem === undefined ? sim.lineItemUrl : spec.ags.lineitem;
      payload[ltiClaim.ags] = {
        scope: spec.ags?.scope ?? [
          'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
          'https://purl.imsglobal.org/spec/lti-ags/scope/score',
        ],
        lineitems: `${sim.issuer}/lineitems`,
        ...(lineitem ? { lineitem } : {}),
      };
    }
    Object.assign(payload, spec.override ?? {});
    for (const name of spec.without ?? []) delete payload[name];
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer((spec.override?.iss as string | undefined) ?? sim.issuer)
      .setAudience((spec.override?.aud as string | undefined) ?? sim.clientId)
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(spec.foreignKey ? foreign.privateKey : own.privateKey);
  };
  sim.prepare = (loginHint, spec) => {
    prepared.set(loginHint, spec);
  };
  sim.verifyToolJwt = async (jwt) =>
    (
      await jwtVerify(jwt, createLocalJWKSet(await sim.toolKeys()), {
        issuer: sim.clientId,
        audience: sim.issuer,
      })
    ).payload;
  sim.coursePageUrl = (toolLoginUrl, loginHint, targetLinkUri) => {
    const login = new URL(toolLoginUrl);
    login.searchParams.set('iss', sim.issuer);
    login.searchParams.set('login_hint', loginHint);
    login.searchParams.set('target_link_uri', targetLinkUri);
    login.searchParams.set('client_id', sim.clientId);
    login.searchParams.set('lti_deployment_id', sim.deploymentId);
    return `${sim.issuer}/course?tool=${encodeURIComponent(login.toString())}`;
  };
  sim.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sim;
}

/** What a refused LTI login or launch page says (modules/lti/refusals.ts): the reason, the fix, the reference. */
export function refusalPage(res: { headers: Record<string, unknown>; body: string }) {
  if (!String(res.headers['content-type']).startsWith('text/html')) {
    throw new Error(
      `a refusal is a page, not ${String(res.headers['content-type'])}: ${res.body.slice(0, 200)}`,
    );
  }
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const pick = (pattern: RegExp) => decode(pattern.exec(res.body)?.[1] ?? '');
  return {
    message: pick(/<p class="reason" role="alert">([^<]*)<\/p>/),
    fix: pick(/<p class="fix">([^<]*)<\/p>/),
    reference: pick(/<code class="reference">([^<]*)<\/code>/),
    lang: pick(/<html lang="([a-z]+)">/),
    frameAncestors: /frame-ancestors ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '',
  };
}
