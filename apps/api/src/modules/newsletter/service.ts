// The newsletter (docs/design/product.md §4 "Newsletter"): a double opt-in. Subscribing stores a pending row and
// mails a single-use confirmation link that expires; opening it confirms. Every mail to a subscriber carries a
// one-click unsubscribe link and the `List-Unsubscribe` headers (RFC 8058); unsubscribing erases the address.
// Subscribing answers the same whatever the address's state, and the lookup and the mail run after the answer
// (docs/security.md, "Equal timing").
import {
  type AdminNewsletterQuery,
  type Language,
  type NewsletterSubscribeBody,
  type NewsletterSubscriber,
  type newsletterStatuses,
  type PaginationMeta,
  pickLanguage,
  toCsv,
  tokenLifetimes,
} from '@parcours/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import type { Engine } from '../../db/dialect';
import { isUniqueViolation } from '../../db/errors';
import { afterAnswer } from '../../lib/after-answer';
import { isoIn, randomToken, sha256 } from '../../lib/tokens';
import { type Actor, writeAudit } from '../../plugins/audit';
import { type Mailer, sendTemplate } from '../../plugins/mail';
import * as q from './queries';

export interface NewsletterDeps {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

const linkInvalid = () => new AppError(404, 'error.newsletterLinkInvalid');

/** Addresses are kept lower-case, so that one person has one subscription however they type it. */
const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The links of a subscriber's mails: the page a person opens, and the address a mail client posts to. */
function unsubscribeLinks(publicUrl: string, token: string) {
  const t = encodeURIComponent(token);
  return {
    page: `${publicUrl}/newsletter/unsubscribe?token=${t}`,
    oneClick: `${publicUrl}/api/newsletter/unsubscribe?token=${t}`,
  };
}

/**
 * The one way a mail reaches a subscriber: the unsubscribe link at its end and the one-click headers, so no
 * newsletter mail can leave without them.
 */
async function mailSubscriber(
  deps: Pick<NewsletterDeps, 'mailer' | 'log' | 'publicUrl'>,
  subscriber: { email: string; language: string; unsubscribe_token: string },
  template: 'newsletterConfirm',
  params: { link?: string } = {},
): Promise<boolean> {
  const links = unsubscribeLinks(deps.publicUrl, subscriber.unsubscribe_token);
  return sendTemplate(
    deps.mailer,
    deps.log,
    template,
    pickLanguage(subscriber.language),
    subscriber.email,
    { name: subscriber.email, email: subscriber.email, link: params.link, unsubscribe: links.page },
    { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  );
}

/** Stores the pending row (or renews its link) and mails the link; nothing for an address already confirmed. */
async function startOptIn(deps: NewsletterDeps, email: string, language: Language, now: Date): Promise<void> {
  const at = now.toISOString();
  const confirmToken = randomToken();
  const link = `${deps.publicUrl}/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`;
  const fresh = {
    confirm_token_hash: sha256(confirmToken),
    confirm_expires_at: isoIn(tokenLifetimes.newsletterConfirmSeconds, now.getTime()),
    language,
    updated_at: at,
  };
  let unsubscribeToken: string | null = null;
  // Two tries: when another request inserts the same address between the lookup and the insert, the second
  // try renews that row's link, so the latest request's mail always carries a working link.
  for (let attempt = 0; unsubscribeToken === null && attempt < 2; attempt++) {
    const existing = await q.findByEmail(deps.db, email);
    if (existing?.status === 'confirmed') return;
    if (existing) {
      await q.updateSubscriber(deps.db, existing.id, fresh);
      unsubscribeToken = existing.unsubscribe_token;
      break;
    }
    const token = randomToken();
    try {
      await q.insertSubscriber(deps.db, {
        email,
        status: 'pending',
        unsubscribe_token: token,
        created_at: at,
        ...fresh,
      });
      unsubscribeToken = token;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  if (unsubscribeToken === null) return;
  await mailSubscriber(deps, { email, language, unsubscribe_token: unsubscribeToken }, 'newsletterConfirm', {
    link,
  });
}

/** `POST /api/newsletter/subscribe`: the same answer, at once, whatever the address's state. */
export function subscribe(
  deps: NewsletterDeps,
  body: NewsletterSubscribeBody,
  lang: Language,
  now = new Date(),
) {
  const email = normaliseEmail(body.email);
  const language = body.language ?? lang;
  afterAnswer(deps.log, 'newsletter subscription', () => startOptIn(deps, email, language, now));
}

/** `POST /api/newsletter/confirm`: a pending row's live link confirms it, once. */
export async function confirm(db: Database, token: string, now = new Date()): Promise<void> {
  const hash = sha256(token);
  const row = await q.findByConfirmHash(db, hash);
  if (row?.status !== 'pending' || !row.confirm_expires_at || row.confirm_expires_at <= now.toISOString()) {
    throw linkInvalid();
  }
  if (!(await q.confirmOnce(db, row.id, hash, now.toISOString()))) throw linkInvalid();
}

/**
 * `POST /api/newsletter/unsubscribe?token=…`: the subscription ends and its address is erased (docs/privacy.md);
 * the row keeps its dates. Unsubscribing twice answers the same.
 */
export async function unsubscribe(db: Database, token: string, now = new Date()): Promise<void> {
  const row = await q.findByUnsubscribeToken(db, token);
  if (!row) throw linkInvalid();
  if (row.status === 'unsubscribed') return;
  const at = now.toISOString();
  await q.updateSubscriber(db, row.id, {
    status: 'unsubscribed',
    email: null,
    confirm_token_hash: null,
    confirm_expires_at: null,
    unsubscribed_at: at,
    updated_at: at,
  });
}

function toWire(r: Awaited<ReturnType<typeof q.subscriberPage>>[number]): NewsletterSubscriber {
  return {
    id: r.id,
    email: r.email,
    language: pickLanguage(r.language),
    status: r.status,
    created_at: r.created_at,
    confirmed_at: r.confirmed_at,
    unsubscribed_at: r.unsubscribed_at,
  };
}

/** `GET /api/admin/newsletter/subscribers`: one page, its total and the count per state. */
export async function listSubscribers(
  db: Database,
  engine: Engine,
  query: AdminNewsletterQuery,
): Promise<{
  data: NewsletterSubscriber[];
  meta: PaginationMeta & { counts: Record<(typeof newsletterStatuses)[number], number> };
}> {
  const filter = { status: query.status, search: query.search || undefined };
  const [rows, total, byStatus] = await Promise.all([
    q.subscriberPage(db, engine, {
      ...filter,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    q.countSubscribers(db, engine, filter),
    q.countsByStatus(db),
  ]);
  const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const r of byStatus) if (r.status in counts) counts[r.status as keyof typeof counts] = Number(r.n);
  return {
    data: rows.map(toWire),
    meta: { current_page: query.page, per_page: query.per_page, total, counts },
  };
}

const exportBatchSize = 1000;
const exportColumns = ['email', 'language', 'subscribed_at', 'confirmed_at'] as const;

/** The confirmed addresses as CSV, a batch at a time (keyset on the id), never all in memory. */
async function* confirmedCsv(db: Database): AsyncGenerator<string> {
  yield toCsv([], exportColumns);
  let afterId = 0;
  for (;;) {
    const rows = await q.confirmedAfter(db, afterId, exportBatchSize);
    if (rows.length === 0) return;
    const lines = rows.map((r) => ({
      email: r.email,
      language: r.language,
      subscribed_at: r.created_at,
      confirmed_at: r.confirmed_at,
    }));
    yield toCsv(lines, exportColumns).slice(toCsv([], exportColumns).length);
    if (rows.length < exportBatchSize) return;
    afterId = rows[rows.length - 1].id;
  }
}

/** `GET /api/admin/newsletter/subscribers.csv`: audited, like every export of personal data. */
export async function startExport(db: Database, actor: Actor) {
  await writeAudit(db, {
    actorId: actor.id,
    action: 'newsletter.export',
    targetType: null,
    targetId: null,
    ip: actor.ip,
  });
  return {
    fileName: `parcours-newsletter-${new Date().toISOString().slice(0, 10)}.csv`,
    chunks: confirmedCsv(db),
  };
}

/** Account deletion (docs/privacy.md): the subscription of the account's address is removed in its transaction. */
export async function forgetAddress(db: Database, email: string): Promise<void> {
  await q.deleteByEmail(db, normaliseEmail(email));
}
