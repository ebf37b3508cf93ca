// A refused LTI login or launch, as the person inside the LMS frame sees it and as the administrator finds it
// (docs/integrations.md, "When a launch is refused"). The LMS posts its launch into an iframe: a JSON answer
// with `frame-ancestors 'none'` would show the browser's "refused to connect". Instead the refusal is a small
// page in the person's language, framable by that LMS only, naming the reason and what the LMS administrator
// can do about it, with a reference (the request id) that finds the same reason in the audit log and on the
// LMS page of Parcours.
import { isMessageKey, type Language, type LtiRefusal, type MessageKey, translate } from '@parcours/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { writeAudit } from '../../plugins/audit';
import { escapeHtml } from '../../plugins/mail-templates';
import { clockSkewSeconds, launchUrl } from './launch';
import * as q from './queries';

const refusalAction = 'lti.launch_refused';

/** The administrator's part of a refusal: `lti.fix.<reason>`, where the reason is the error key's name. */
function fixKey(reason: MessageKey): MessageKey {
  const key = `lti.fix.${reason.replace(/^error\./, '')}`;
  return isMessageKey(key) ? (key as MessageKey) : 'lti.fix.ltiLaunchInvalid';
}

/** Only text values, each cut to 300 characters: what a refusal may keep of the LMS's message. */
function cleanParams(params: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params ?? {})) {
    if (typeof v === 'string' || typeof v === 'number') out[k] = String(v).slice(0, 300);
  }
  return out;
}

export interface Refusal {
  status: number;
  reason: MessageKey;
  params: Record<string, string>;
  platformId: number | null;
  step: 'login' | 'launch';
}

function texts(lang: Language, refusal: Pick<Refusal, 'reason' | 'params'>, publicUrl: string) {
  const params = { launch_url: launchUrl(publicUrl), skew: clockSkewSeconds, ...refusal.params };
  return {
    message: translate(lang, refusal.reason, params),
    fix: translate(lang, fixKey(refusal.reason), params),
  };
}

/** The origins that may frame the page: the platform's when known, else the origin that posted the form. */
async function framers(
  db: Database,
  platformId: number | null,
  postedFrom: string | null,
): Promise<string[]> {
  const addresses = platformId !== null ? await q.originsOfPlatform(db, platformId) : [postedFrom ?? ''];
  const origins = new Set<string>();
  for (const address of addresses) {
    try {
      const { origin, protocol } = new URL(address);
      if (protocol === 'https:' || protocol === 'http:') origins.add(origin);
    } catch {
      // not an address: left out
    }
  }
  return [...origins];
}

/** Writes the refusal to the audit log and answers the page. */
export async function sendRefusal(
  deps: { db: Database; publicUrl: string },
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: Refusal,
): Promise<FastifyReply> {
  await writeAudit(deps.db, {
    actorId: null,
    action: refusalAction,
    targetType: refusal.platformId !== null ? 'lti_platform' : null,
    targetId: refusal.platformId,
    details: { step: refusal.step, status: refusal.status, reason: refusal.reason, params: refusal.params },
    ip: request.ip ?? null,
    requestId: request.id,
  });
  const lang = request.lang;
  const { message, fix } = texts(lang, refusal, deps.publicUrl);
  const origin = typeof request.headers.origin === 'string' ? request.headers.origin : null;
  const ancestors = await framers(deps.db, refusal.platformId, origin);
  const title = translate(lang, 'lti.refused.title');
  const html =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title><style>` +
    'body{font-family:system-ui,Arial,sans-serif;margin:0;padding:24px;color:#1d1d1f;background:#fff;line-height:1.5}' +
    'main{max-width:40rem}h1{font-size:1.4rem;margin:0 0 12px}.reason{font-weight:600}' +
    'section{margin-top:20px;padding:12px 16px;border:1px solid #c9c9cf;border-radius:8px}' +
    'h2{font-size:1rem;margin:0 0 6px}code{font-size:.9em;word-break:break-all}' +
    '@media (prefers-color-scheme:dark){body{background:#121214;color:#ededf0}section{border-color:#4a4a52}}' +
    '</style></head><body><main>' +
    `<h1>${escapeHtml(title)}</h1>` +
    `<p class="reason" role="alert">${escapeHtml(message)}</p>` +
    `<p>${escapeHtml(translate(lang, 'lti.refused.learner'))}</p>` +
    `<section aria-labelledby="admin"><h2 id="admin">${escapeHtml(translate(lang, 'lti.refused.admin'))}</h2>` +
    `<p class="fix">${escapeHtml(fix)}</p>` +
    `<p>${escapeHtml(translate(lang, 'lti.refused.reference'))}: <code class="reference">${escapeHtml(request.id)}</code></p>` +
    '</section></main></body></html>';
  reply.removeHeader('x-frame-options');
  return reply
    .code(refusal.status)
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors ${
        ancestors.length > 0 ? ancestors.join(' ') : "'none'"
      }`,
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** What an error thrown by the login or the launch says, as a refusal. */
export function refusalOf(err: unknown, step: Refusal['step'], platformId: number | null): Refusal | null {
  const e = err as {
    status?: unknown;
    messageKey?: unknown;
    params?: Record<string, unknown>;
    validation?: unknown;
  };
  if (typeof e.messageKey === 'string' && isMessageKey(e.messageKey) && typeof e.status === 'number') {
    return {
      status: e.status,
      reason: e.messageKey as MessageKey,
      params: cleanParams(e.params),
      platformId,
      step,
    };
  }
  // a form without its id_token or state, or a login without its issuer: not a launch
  if (Array.isArray(e.validation)) {
    return { status: 400, reason: 'error.ltiLaunchInvalid', params: {}, platformId, step };
  }
  return null;
}

/** The latest refusals for the LMS page, in the reader's language (index audit_log_action_idx). */
export async function latestRefusals(
  deps: { db: Database; publicUrl: string },
  lang: Language,
  limit = 50,
): Promise<LtiRefusal[]> {
  const rows = await q.latestRefusals(deps.db, refusalAction, limit);
  return rows.map((row) => {
    const details = JSON.parse(row.details ?? '{}') as {
      step?: Refusal['step'];
      status?: number;
      reason?: string;
      params?: Record<string, string>;
    };
    const reason: MessageKey =
      details.reason && isMessageKey(details.reason)
        ? (details.reason as MessageKey)
        : 'error.ltiLaunchInvalid';
    const { message, fix } = texts(lang, { reason, params: details.params ?? {} }, deps.publicUrl);
    return {
      at: row.created_at,
      step: details.step === 'login' ? 'login' : 'launch',
      status: details.status ?? 400,
      platform: row.platform_id !== null ? { id: row.platform_id, name: row.platform_name ?? '' } : null,
      message,
      fix,
      reference: row.request_id ?? '',
    };
  });
}
