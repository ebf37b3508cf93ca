// Platform registrations (docs/integrations.md, "LTI 1.3"): an administrator registers an LMS from the admin page
// (issuer, client id, deployment ids, authorization, token and key set addresses) or lets the LMS register
// itself through LTI Dynamic Registration 1.0 with a one-time link. Also the addresses the LMS needs, the key
// rotation and the LMS courses seen in launches.

import crypto from 'node:crypto';
import {
  type LtiContext,
  type LtiPlatform,
  type LtiPlatformBody,
  type LtiToolConfig,
  roles,
} from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { isoIn, randomToken, sha256 } from '../../lib/tokens';
import { type Actor, writeAudit } from '../../plugins/audit';
import { escapeHtml } from '../../plugins/mail-templates';
import { rotateKeys } from './keys';
import { launchUrl } from './launch';
import { scopes } from './platform-client';
import * as q from './queries';

const registrationSeconds = 24 * 3600;

function assertAdmin(actor: Actor): void {
  if (actor.role !== roles.admin) throw new AppError(403, 'error.notAllowed');
}

function toolConfig(publicUrl: string): LtiToolConfig {
  return {
    login_url: `${publicUrl}/api/lti/login`,
    launch_url: launchUrl(publicUrl),
    deep_link_url: `${publicUrl}/lti/deep-link`,
    jwks_url: `${publicUrl}/.well-known/jwks.json`,
    registration_url: `${publicUrl}/api/lti/register`,
  };
}

/** The tool addresses, for the admin page. */
export function toolSettings(actor: Actor, publicUrl: string): LtiToolConfig {
  assertAdmin(actor);
  return toolConfig(publicUrl);
}

/** The script of the page the LMS opens after a dynamic registration: it closes the LMS's dialog. */
const closeScript = "(window.opener||window.parent).postMessage({subject:'org.imsglobal.lti.close'},'*');";
const closeScriptHash = crypto.createHash('sha256').update(closeScript).digest('base64');

function registrationDonePage(name: string) {
  return {
    // The LMS shows this page in its own frame or window, whichever LMS it is: any ancestor may frame it.
    policy: `default-src 'none'; script-src 'sha256-${closeScriptHash}'; frame-ancestors *`,
    html: `<!doctype html><meta charset="utf-8"><title>Parcours</title><p>Parcours: ${escapeHtml(name)}.</p><script>${closeScript}</script>`,
  };
}

export async function listPlatforms(db: Database, actor: Actor): Promise<LtiPlatform[]> {
  assertAdmin(actor);
  return q.listPlatforms(db);
}

async function savePlatform(
  db: Database,
  id: number | null,
  body: LtiPlatformBody,
  now: string,
): Promise<number> {
  const values = {
    name: body.name,
    // kept exactly as typed: OpenID Connect compares the token's `iss` with it character for character
    issuer: body.issuer,
    client_id: body.client_id,
    auth_url: body.auth_url,
    token_url: body.token_url,
    jwks_url: body.jwks_url,
    updated_at: now,
  };
  try {
    return await db.transaction().execute(async (trx) => {
      let platformId = id;
      if (platformId === null) platformId = (await q.insertPlatform(trx, { ...values, created_at: now })).id;
      else await q.updatePlatform(trx, platformId, values);
      await q.replaceDeployments(trx, platformId, body.deployment_ids);
      return platformId;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'error.ltiPlatformTaken');
    throw err;
  }
}

async function platformOut(db: Database, id: number): Promise<LtiPlatform> {
  const found = (await q.listPlatforms(db)).find((p) => p.id === id);
  if (!found) throw new AppError(404, 'error.ltiPlatformNotFound');
  return found;
}

export async function createPlatform(
  db: Database,
  actor: Actor,
  body: LtiPlatformBody,
): Promise<LtiPlatform> {
  assertAdmin(actor);
  const id = await savePlatform(db, null, body, new Date().toISOString());
  await writeAudit(db, {
    actorId: actor.id,
    action: 'lti_platform.create',
    targetType: 'lti_platform',
    targetId: id,
    ip: actor.ip,
    requestId: actor.requestId,
  });
  return platformOut(db, id);
}

export async function updatePlatform(
  db: Database,
  actor: Actor,
  id: number,
  body: LtiPlatformBody,
): Promise<LtiPlatform> {
  assertAdmin(actor);
  if (!(await q.findPlatform(db, id))) throw new AppError(404, 'error.ltiPlatformNotFound');
  await savePlatform(db, id, body, new Date().toISOString());
  await writeAudit(db, {
    actorId: actor.id,
    action: 'lti_platform.update',
    targetType: 'lti_platform',
    targetId: id,
    ip: actor.ip,
    requestId: actor.requestId,
  });
  return platformOut(db, id);
}

export async function deletePlatform(db: Database, actor: Actor, id: number): Promise<void> {
  assertAdmin(actor);
  if (!(await q.deletePlatform(db, id))) throw new AppError(404, 'error.ltiPlatformNotFound');
  await writeAudit(db, {
    actorId: actor.id,
    action: 'lti_platform.delete',
    targetType: 'lti_platform',
    targetId: id,
    ip: actor.ip,
    requestId: actor.requestId,
  });
}

export async function rotateToolKeys(db: Database, actor: Actor): Promise<void> {
  assertAdmin(actor);
  const kid = await rotateKeys(db);
  await writeAudit(db, {
    actorId: actor.id,
    action: 'lti_keys.rotate',
    details: { kid },
    ip: actor.ip,
    requestId: actor.requestId,
  });
}

export async function listContexts(db: Database, actor: Actor): Promise<LtiContext[]> {
  if (actor.role !== roles.admin && actor.role !== roles.instructor)
    throw new AppError(403, 'error.notAllowed');
  // An instructor sees the LMS courses the LMS itself named them an instructor of, at a launch from it.
  const rows = await q.listContexts(db, actor.role === roles.admin ? undefined : actor.id);
  return rows.map(({ memberships_url, ...r }) => ({ ...r, has_roster: memberships_url !== null }));
}

/** A one-time address the LMS administrator pastes into the LMS to register Parcours (valid one day). */
export async function createRegistrationLink(
  db: Database,
  actor: Actor,
  publicUrl: string,
): Promise<{ url: string; expires_at: string }> {
  assertAdmin(actor);
  const token = randomToken(24);
  const expires = isoIn(registrationSeconds);
  await q.insertToken(db, {
    token_hash: sha256(token),
    purpose: 'registration',
    user_id: actor.id,
    payload: '{}',
    created_at: new Date().toISOString(),
    expires_at: expires,
  });
  return {
    url: `${toolConfig(publicUrl).registration_url}?token=${encodeURIComponent(token)}`,
    expires_at: expires,
  };
}

interface OpenIdConfiguration {
  issuer?: string;
  authorization_endpoint?: string;
  token_endpoint?: string;
  jwks_uri?: string;
  registration_endpoint?: string;
  'https://purl.imsglobal.org/spec/lti-platform-configuration'?: { product_family_code?: string };
}

/**
 * LTI Dynamic Registration 1.0 §3: reads the platform's OpenID configuration, sends Parcours' tool configuration
 * to its registration endpoint, and stores the platform with the client id and deployment it answers.
 */
export async function registerDynamically(
  deps: { db: Database; publicUrl: string; fetch?: typeof fetch },
  input: { token: string; openid_configuration: string; registration_token?: string },
): Promise<{ policy: string; html: string }> {
  const doFetch = deps.fetch ?? fetch;
  const now = new Date().toISOString();
  const row = await q.consumeToken(deps.db, sha256(input.token), 'registration', now);
  if (!row) throw new AppError(401, 'error.ltiRegistrationInvalid');
  const unreachable = (reason: string) => new AppError(502, 'error.ltiPlatformUnreachable', { reason });

  const configRes = await doFetch(input.openid_configuration, { signal: AbortSignal.timeout(15_000) }).catch(
    () => null,
  );
  if (!configRes?.ok) throw unreachable('openid configuration');
  const config = (await configRes.json().catch(() => null)) as OpenIdConfiguration | null;
  // kept exactly as the platform states it: OpenID Connect compares the token's `iss` with it as it is
  const issuer = config?.issuer;
  if (
    !config ||
    !issuer ||
    !config.authorization_endpoint ||
    !config.token_endpoint ||
    !config.jwks_uri ||
    !config.registration_endpoint ||
    // the configuration must come from the issuer it names (Dynamic Registration §3.5.1)
    !input.openid_configuration.startsWith(issuer.replace(/\/+$/, ''))
  ) {
    throw unreachable('openid configuration');
  }
  const tool = toolConfig(deps.publicUrl);
  const registration = {
    application_type: 'web',
    response_types: ['id_token'],
    grant_types: ['implicit', 'client_credentials'],
    initiate_login_uri: tool.login_url,
    redirect_uris: [tool.launch_url],
    client_name: 'Parcours',
    jwks_uri: tool.jwks_url,
    token_endpoint_auth_method: 'private_key_jwt',
    scope: [scopes.score, scopes.lineItem, scopes.memberships].join(' '),
    'https://purl.imsglobal.org/spec/lti-tool-configuration': {
      domain: new URL(deps.publicUrl).host,
      target_link_uri: `${deps.publicUrl}/lti`,
      claims: ['iss', 'sub', 'name', 'given_name', 'family_name', 'email', 'locale'],
      messages: [
        { type: 'LtiResourceLinkRequest' },
        { type: 'LtiDeepLinkingRequest', target_link_uri: tool.deep_link_url, label: 'Parcours' },
      ],
    },
  };
  const regRes = await doFetch(config.registration_endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(input.registration_token ? { authorization: `Bearer ${input.registration_token}` } : {}),
    },
    body: JSON.stringify(registration),
    signal: AbortSignal.timeout(15_000),
  }).catch(() => null);
  if (!regRes?.ok) throw unreachable(`registration answered ${regRes?.status ?? 'nothing'}`);
  const answer = (await regRes.json().catch(() => null)) as {
    client_id?: string;
    'https://purl.imsglobal.org/spec/lti-tool-configuration'?: { deployment_id?: string };
  } | null;
  const clientId = answer?.client_id;
  if (!clientId) throw unreachable('no client id');
  const deploymentId = answer['https://purl.imsglobal.org/spec/lti-tool-configuration']?.deployment_id;
  const name =
    config['https://purl.imsglobal.org/spec/lti-platform-configuration']?.product_family_code ??
    new URL(issuer).host;
  const existing = await q.platformsByIssuer(deps.db, issuer, clientId);
  const id = existing[0]?.id ?? null;
  const body: LtiPlatformBody = {
    name,
    issuer,
    client_id: clientId,
    deployment_ids: deploymentId ? [deploymentId] : [],
    auth_url: config.authorization_endpoint,
    token_url: config.token_endpoint,
    jwks_url: config.jwks_uri,
  };
  const platformId = await savePlatform(deps.db, id, body, now);
  await writeAudit(deps.db, {
    actorId: row.user_id,
    action: 'lti_platform.register',
    targetType: 'lti_platform',
    targetId: platformId,
  });
  return registrationDonePage(name);
}
