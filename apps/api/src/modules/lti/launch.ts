// The LTI 1.3 launch (1EdTech LTI Core 1.3 §5 and Security Framework 1.0 §5.1): OIDC third-party login
// initiation, then the platform's id_token verified against its key set (signature, issuer, audience, expiry with
// a bounded clock skew, nonce and state used once, a registered deployment). The launch signs the LMS user in
// (their account created on the first launch, mapped by issuer and subject), records the link and its
// gradebook column, enrols a learner in the linked course and hands a Parcours session to the web app through
// a one-time code (docs/integrations.md, "LTI 1.3").
import type { Language, LtiLoginQuery, LtiSessionData, LtiTarget } from '@parcours/shared';
import { roles } from '@parcours/shared';
import {
  createRemoteJWKSet,
  type JWTPayload,
  type JWTVerifyGetKey,
  errors as joseErrors,
  jwtVerify,
} from 'jose';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { isoIn, randomToken, sha256 } from '../../lib/tokens';
import { writeAudit } from '../../plugins/audit';
import type { TokenService } from '../../plugins/auth';
import { type SessionMeta, startSession } from '../auth/service';
import { enrolInCourses } from '../enrolments/enrol';
import { createAcceptedAccounts, refreshExternalAccount } from '../users/external';
import { launchedEvent, queueStatements } from '../xapi/service';
import { claim, parcoursRole } from './claims';
import { deepLinkAccepts } from './deep-link';
import { scopes } from './platform-client';
import * as q from './queries';

/** Clock skew accepted between the platform and Parcours, in seconds. */
export const clockSkewSeconds = 60;
/** How long a login state waits for its launch. */
const loginSeconds = 600;
/** How long the web app has to exchange a launch's code for its session. */
const sessionCodeSeconds = 120;
/** How long a teacher has to pick a course for a deep-linking request. */
const deepLinkSeconds = 3600;

export interface LaunchDeps {
  db: Database;
  tokens: TokenService;
  publicUrl: string;
  now?: () => Date;
  /** The platform's key set; defaults to fetching its JWKS URL (cached per URL). */
  keySet?: (jwksUrl: string) => JWTVerifyGetKey;
}

const remoteSets = new Map<string, JWTVerifyGetKey>();
function remoteKeySet(jwksUrl: string): JWTVerifyGetKey {
  let set = remoteSets.get(jwksUrl);
  if (!set) {
    set = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 10_000, cooldownDuration: 30_000 });
    remoteSets.set(jwksUrl, set);
  }
  return set;
}

export function launchUrl(publicUrl: string): string {
  return `${publicUrl}/api/lti/launch`;
}

/** Step 1: the platform's login initiation; answers the platform's authorization address to redirect to. */
export async function initiateLogin(
  deps: LaunchDeps,
  input: LtiLoginQuery,
  /** Told the platform as soon as it is found, so a refusal can name it. */
  seen: { platformId: number | null } = { platformId: null },
): Promise<string> {
  const found = await q.platformsByIssuer(deps.db, input.iss, input.client_id);
  const sent = { iss: input.iss, client_id: input.client_id ?? '' };
  if (found.length === 0) throw new AppError(404, 'error.ltiPlatformUnknown', sent);
  if (found.length > 1) throw new AppError(400, 'error.ltiPlatformAmbiguous', sent);
  const platform = found[0]!;
  seen.platformId = platform.id;
  if (input.lti_deployment_id && !(await q.hasDeployment(deps.db, platform.id, input.lti_deployment_id))) {
    throw new AppError(403, 'error.ltiDeploymentUnknown', { deployment_id: input.lti_deployment_id });
  }
  const nowMs = (deps.now?.() ?? new Date()).getTime();
  const state = randomToken(24);
  const nonce = randomToken(24);
  await q.deleteExpiredLogins(deps.db, new Date(nowMs - 24 * 3600 * 1000).toISOString());
  await q.insertLogin(deps.db, {
    state,
    nonce,
    platform_id: platform.id,
    created_at: new Date(nowMs).toISOString(),
    expires_at: isoIn(loginSeconds, nowMs),
  });
  const url = new URL(platform.auth_url);
  const params: Record<string, string> = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.client_id,
    redirect_uri: launchUrl(deps.publicUrl),
    login_hint: input.login_hint,
    state,
    nonce,
  };
  if (input.lti_message_hint) params.lti_message_hint = input.lti_message_hint;
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/** Why jose refused the token, as a reason an LMS administrator can act on (docs/integrations.md). */
function refusal(err: unknown, platform: q.PlatformRow): AppError {
  if (err instanceof joseErrors.JWTExpired) {
    return new AppError(401, 'error.ltiTokenExpired', { skew: clockSkewSeconds });
  }
  if (err instanceof joseErrors.JWTClaimValidationFailed) {
    if (err.claim === 'aud')
      return new AppError(401, 'error.ltiAudienceInvalid', { client_id: platform.client_id });
    if (err.claim === 'iss') {
      return new AppError(401, 'error.ltiIssuerInvalid', {
        issuer: platform.issuer,
        sent: String(err.payload.iss ?? ''),
      });
    }
    if (err.reason === 'missing') return new AppError(401, 'error.ltiClaimMissing', { claim: err.claim });
  }
  if (
    err instanceof joseErrors.JWSSignatureVerificationFailed ||
    err instanceof joseErrors.JWKSNoMatchingKey
  ) {
    return new AppError(401, 'error.ltiSignatureInvalid', { jwks_url: platform.jwks_url });
  }
  return new AppError(401, 'error.ltiLaunchInvalid');
}

/**
 * The claims LTI Core 1.3 §5.3 and §5.4 require of every launch Parcours takes (jose already required `exp`,
 * `iat`, `sub` and `nonce`), and a target that is this Parcours: a link made for another tool is refused.
 */
function checkRequiredClaims(payload: JWTPayload, messageType: string, publicUrl: string): void {
  if (!Array.isArray(payload[claim.roles]))
    throw new AppError(400, 'error.ltiClaimMissing', { claim: claim.roles });
  const target = str(payload[claim.targetLinkUri]);
  if (messageType === 'LtiResourceLinkRequest') {
    if (!target) throw new AppError(400, 'error.ltiClaimMissing', { claim: claim.targetLinkUri });
    if (!str(obj(payload[claim.resourceLink]).id)) {
      throw new AppError(400, 'error.ltiClaimMissing', { claim: `${claim.resourceLink}.id` });
    }
  }
  if (target && !isOwnAddress(target, publicUrl)) {
    throw new AppError(400, 'error.ltiTargetForeign', { target, public_url: publicUrl });
  }
}

/** Whether `address` is on this Parcours: the same origin, under its base path. */
function isOwnAddress(address: string, publicUrl: string): boolean {
  let url: URL;
  let base: URL;
  try {
    url = new URL(address);
    base = new URL(publicUrl);
  } catch {
    return false;
  }
  const basePath = base.pathname.replace(/\/+$/, '');
  return url.origin === base.origin && (url.pathname === basePath || url.pathname.startsWith(`${basePath}/`));
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function obj(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The course a link opens: its custom parameter `course_id`, or the course address it targets. */
function linkedCourseId(payload: JWTPayload): number | null {
  const custom = str(obj(payload[claim.custom]).course_id);
  if (custom && /^\d+$/.test(custom)) return Number(custom);
  const target = str(payload[claim.targetLinkUri]);
  const match = target ? /\/lti\/courses\/(\d+)(?:[/?#]|$)/.exec(target) : null;
  return match ? Number(match[1]) : null;
}

/** The platform user's account: found by issuer (the platform) and subject, or created accepted. */
async function accountFor(
  db: Database,
  platformId: number,
  payload: JWTPayload,
  lang: Language,
): Promise<number> {
  const subject = payload.sub!;
  const existing = (await q.accountsOf(db, platformId, [subject])).get(subject);
  if (existing !== undefined) {
    // Every launch brings the name, the address and the role up to date (users/external.ts has the rule). Roles
    // are per LMS course: someone teaching one course and taking another stays an instructor, so a launch as a
    // learner makes a learner only of someone the LMS names an instructor at none of their other links.
    const teaches =
      parcoursRole(payload[claim.roles]) === roles.instructor ||
      (await q.instructsElsewhere(db, existing, platformId, str(obj(payload[claim.resourceLink]).id)));
    const changed = await refreshExternalAccount(db, existing, {
      first_name: str(payload.given_name) ?? str(payload.name),
      last_name: str(payload.family_name),
      email: str(payload.email),
      role: teaches ? roles.instructor : roles.user,
    });
    if (changed.fields.length > 0) {
      await writeAudit(db, {
        actorId: null,
        action: 'user.update',
        targetType: 'user',
        targetId: existing,
        details: { by: 'lti_launch', platform: platformId, fields: changed.fields, role: changed.role },
      });
    }
    return existing;
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const ids = await createAcceptedAccounts(
        trx,
        [
          {
            key: subject,
            first_name: str(payload.given_name) ?? str(payload.name) ?? '',
            last_name: str(payload.family_name) ?? '',
            email: str(payload.email),
            fallbackEmail: `lti-${platformId}-${sha256(subject).slice(0, 20)}@lti.invalid`,
            role: parcoursRole(payload[claim.roles]),
          },
        ],
        lang,
      );
      const userId = ids.get(subject)!;
      await q.insertAccounts(trx, platformId, [{ subject, user_id: userId }], new Date().toISOString());
      return userId;
    });
  } catch (err) {
    // Two launches of a new user at once: the other one created the account.
    if (!isUniqueViolation(err)) throw err;
    const again = (await q.accountsOf(db, platformId, [subject])).get(subject);
    if (again === undefined) throw err;
    return again;
  }
}

/** A verified launch's origin may frame the LTI pages from now on (a school's own LMS host); at most 20 kept. */
async function rememberFrameOrigin(
  db: Database,
  platform: q.PlatformRow,
  origin: string | null,
): Promise<void> {
  if (!origin || !/^https?:\/\/[^/\s;,'"]+$/i.test(origin)) return;
  const known = JSON.parse(platform.frame_origins) as string[];
  if (known.includes(origin)) return;
  await q.setFrameOrigins(db, platform.id, [...known, origin].slice(-20));
}

/** Step 2: the platform posts the id_token; answers the web app address that takes over the session. */
export async function launch(
  deps: LaunchDeps,
  body: { id_token: string; state: string },
  lang: Language,
  /** The Origin header of the platform's form post: the LMS page that frames Parcours. */
  origin: string | null = null,
  /** Told the platform as soon as the state names it, so a refusal can name it too. */
  seen: { platformId: number | null } = { platformId: null },
): Promise<string> {
  const now = deps.now?.() ?? new Date();
  const login = await q.consumeLogin(deps.db, body.state, now.toISOString());
  if (!login) throw new AppError(401, 'error.ltiStateInvalid');
  const platform = await q.findPlatform(deps.db, login.platform_id);
  if (!platform) throw new AppError(404, 'error.ltiPlatformUnknown');
  seen.platformId = platform.id;

  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(body.id_token, (deps.keySet ?? remoteKeySet)(platform.jwks_url), {
      issuer: platform.issuer,
      audience: platform.client_id,
      algorithms: ['RS256', 'RS384', 'RS512', 'ES256', 'ES384', 'ES512'],
      clockTolerance: clockSkewSeconds,
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'sub', 'nonce'],
    }));
  } catch (err) {
    throw refusal(err, platform);
  }
  // jose checks `exp` within the skew; a token issued in the future beyond it is refused too (a wrong clock)
  if (typeof payload.iat !== 'number' || payload.iat > now.getTime() / 1000 + clockSkewSeconds) {
    throw new AppError(401, 'error.ltiIssuedInFuture', { skew: clockSkewSeconds });
  }
  if (payload.nonce !== login.nonce) throw new AppError(401, 'error.ltiNonceInvalid');
  // Several audiences: the authorized party must be Parcours (LTI Core 1.3 §5.1.2).
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== platform.client_id) {
    throw new AppError(401, 'error.ltiAudienceInvalid');
  }
  if (payload[claim.version] !== '1.3.0') {
    throw new AppError(400, 'error.ltiVersionUnsupported', { version: String(payload[claim.version] ?? '') });
  }
  const deploymentId = str(payload[claim.deploymentId]);
  if (!deploymentId || !(await q.hasDeployment(deps.db, platform.id, deploymentId))) {
    throw new AppError(403, 'error.ltiDeploymentUnknown', { deployment_id: deploymentId ?? '' });
  }
  const messageType = payload[claim.messageType];
  if (messageType !== 'LtiResourceLinkRequest' && messageType !== 'LtiDeepLinkingRequest') {
    throw new AppError(400, 'error.ltiMessageUnsupported', { message_type: String(messageType ?? '') });
  }
  checkRequiredClaims(payload, messageType, deps.publicUrl);
  await rememberFrameOrigin(deps.db, platform, origin);
  const userLang: Language = str(payload.locale)?.toLowerCase().startsWith('fr') ? 'fr' : lang;
  const userId = await accountFor(deps.db, platform.id, payload, userLang);
  const nowIso = now.toISOString();

  let target: LtiTarget;
  if (messageType === 'LtiDeepLinkingRequest') {
    if (parcoursRole(payload[claim.roles]) !== roles.instructor) {
      throw new AppError(403, 'error.ltiDeepLinkInstructorsOnly');
    }
    const settings = obj(payload[claim.deepLinkingSettings]);
    const returnUrl = str(settings.deep_link_return_url);
    if (!returnUrl) throw new AppError(400, 'error.ltiLaunchInvalid');
    const request = randomToken(24);
    await q.insertToken(deps.db, {
      token_hash: sha256(request),
      purpose: 'deep_link',
      user_id: userId,
      payload: JSON.stringify({
        platform_id: platform.id,
        deployment_id: deploymentId,
        return_url: returnUrl,
        data: str(settings.data),
        ...deepLinkAccepts(settings),
      }),
      created_at: nowIso,
      expires_at: isoIn(deepLinkSeconds, now.getTime()),
    });
    target = { kind: 'deep_link', request };
  } else {
    target = await recordResourceLaunch(deps.db, platform.id, payload, userId, now);
  }

  const code = randomToken(32);
  await q.insertToken(deps.db, {
    token_hash: sha256(code),
    purpose: 'session',
    user_id: userId,
    payload: JSON.stringify(target),
    created_at: nowIso,
    expires_at: isoIn(sessionCodeSeconds, now.getTime()),
  });
  return `${deps.publicUrl}/lti/launch#code=${encodeURIComponent(code)}`;
}

/**
 * A resource link launch, in one transaction: the LMS course (context) with its roster address, the link with
 * its course and gradebook column (or the line items container, to create one later), who launched it and as
 * what, the learner's enrolment and the `launched` statement. A link naming no course (a course navigation
 * link) opens the course a teacher picked for it; otherwise a teacher gets the course picker, and a learner the
 * one Parcours course of that LMS course, or their home page with a notice when there is none or several.
 */
async function recordResourceLaunch(
  db: Database,
  platformId: number,
  payload: JWTPayload,
  userId: number,
  now: Date,
): Promise<LtiTarget> {
  const nowIso = now.toISOString();
  const link = obj(payload[claim.resourceLink]);
  const linkId = str(link.id);
  if (!linkId) throw new AppError(400, 'error.ltiLaunchInvalid');
  const context = obj(payload[claim.context]);
  const ags = obj(payload[claim.agsEndpoint]);
  const agsScopes = Array.isArray(ags.scope) ? ags.scope : [];
  const mayScore = agsScopes.includes(scopes.score);
  const lineItem = mayScore ? str(ags.lineitem) : null;
  // No ready-made column: Parcours creates one in the line items container, if the LMS granted that scope.
  const lineItems = mayScore && !lineItem && agsScopes.includes(scopes.lineItem) ? str(ags.lineitems) : null;
  const nrps = obj(payload[claim.nrps]);
  const custom = obj(payload[claim.custom]);
  const courseRef = linkedCourseId(payload);
  const named = courseRef === null ? undefined : await q.findLinkableCourse(db, courseRef);
  const user = await q.userForSession(db, userId);
  const teaching = user?.role === roles.instructor || user?.role === roles.admin;

  return db.transaction().execute(async (trx) => {
    const contextId = str(context.id);
    const contextRef = contextId
      ? await q.upsertContext(trx, {
          platform_id: platformId,
          context_id: contextId,
          title: str(context.title) ?? str(context.label) ?? contextId,
          memberships_url: str(nrps.context_memberships_url),
          now: nowIso,
        })
      : null;
    const linkRef = await q.upsertLink(trx, {
      platform_id: platformId,
      resource_link_id: linkId,
      context_ref: contextRef,
      course_id: named?.id ?? null,
      grading: custom.grading === 'progress' ? 'progress' : 'score',
      lineitem_url: lineItem,
      lineitems_url: lineItems,
      now: nowIso,
    });
    await q.recordLinkUser(trx, {
      link_id: linkRef,
      user_id: userId,
      subject: payload.sub!,
      launched_at: nowIso,
      instructor: parcoursRole(payload[claim.roles]) === roles.instructor,
    });
    let course = named;
    if (!course) {
      const picked = await q.linkLaunchedBy(trx, linkRef, userId);
      if (picked?.course_id) course = await q.findLinkableCourse(trx, picked.course_id);
    }
    if (!course && teaching) return { kind: 'pick_course', link_id: linkRef } as const;
    if (!course && contextRef !== null) {
      // A learner's course navigation launch: the LMS course's one Parcours course, not tied to this link.
      const linked = await q.contextCourseIds(trx, contextRef);
      if (linked.length === 1) course = await q.findLinkableCourse(trx, linked[0]!);
    }
    if (!course) return { kind: 'home', notice: 'no_course' } as const;
    if (user?.role === roles.user) {
      await enrolInCourses(trx, userId, [course.id], nowIso);
      await queueStatements(trx, [launchedEvent(userId, course, nowIso)]);
    }
    return { kind: 'course', course_id: course.id } as const;
  });
}

/** Step 3: the web app exchanges the launch's one-time code for a Parcours session and where to go. */
export async function exchangeSessionCode(
  deps: LaunchDeps,
  code: string,
  meta: SessionMeta,
): Promise<LtiSessionData> {
  const now = (deps.now?.() ?? new Date()).toISOString();
  const row = await q.consumeToken(deps.db, sha256(code), 'session', now);
  if (!row || row.user_id === null) throw new AppError(401, 'error.tokenInvalid');
  const session = await startSession(deps, row.user_id, meta);
  return { ...session, target: JSON.parse(row.payload) as LtiTarget };
}
