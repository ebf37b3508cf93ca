// Rules of support messages (docs/design/product.md §2 "my-support"): a user writes to the Parcours team, every admin is mailed
// (SMTP or the outbox), and admins list the messages and mark them handled (audited).
import {
  type Language,
  type PaginationMeta,
  roles,
  type SupportBody,
  type SupportListQuery,
  type SupportMessage,
  translate,
} from '@parcours/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import type { Engine } from '../../db/dialect';
import { type Actor, writeAudit } from '../../plugins/audit';
import type { UserRow } from '../../plugins/auth';
import type { Mailer, MailMessage } from '../../plugins/mail';
import { escapeHtml } from '../../plugins/mail-templates';
import * as q from './queries';
import { threadsOf } from './threads';

export interface SupportDeps {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** The notice an admin receives, in the admin's language; the author's text is quoted as written. */
function supportMail(
  lang: Language,
  to: { email: string; first_name: string },
  author: { first_name: string; last_name: string; email: string },
  body: SupportBody,
  link: string,
): MailMessage {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, unknown>) =>
    translate(lang, key, params);
  const intro = t('mail.support.intro', {
    author: `${author.first_name} ${author.last_name}`.trim(),
    email: author.email,
  });
  const text = [
    t('mail.greeting', { name: to.first_name }),
    intro,
    body.subject,
    body.message,
    `${t('mail.support.action')}: ${link}`,
    t('mail.signature'),
  ].join('\n\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  const html =
    `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#222;max-width:560px">` +
    p(t('mail.greeting', { name: to.first_name })) +
    p(intro) +
    `<blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #fa853f">` +
    `<p style="margin:0 0 8px"><strong>${escapeHtml(body.subject)}</strong></p>${p(body.message)}</blockquote>` +
    `<p style="margin:0 0 16px"><a href="${escapeHtml(link)}">${escapeHtml(t('mail.support.action'))}</a></p>` +
    p(t('mail.signature')) +
    '</body></html>';
  return { to: to.email, subject: t('mail.support.subject', { subject: body.subject }), text, html };
}

/**
 * `POST /api/user/support`: stores the message, then mails each admin. Mail is a side effect of a message that
 * is already stored, so a failed send is logged rather than reported to the author.
 */
export async function sendSupportMessage(
  deps: SupportDeps,
  author: UserRow,
  body: SupportBody,
  now: Date = new Date(),
): Promise<SupportMessage> {
  const row = await q.insertMessage(deps.db, {
    user_id: author.id,
    subject: body.subject,
    message: body.message,
    created_at: now.toISOString(),
  });
  const admins = await q.adminRecipients(deps.db, roles.admin);
  const link = `${deps.publicUrl}/dashboard/admin`;
  for (const admin of admins) {
    const lang = admin.language;
    try {
      await deps.mailer.send(supportMail(lang, admin, author, body, link));
    } catch (err) {
      deps.log.error({ err, to: admin.email, support_message_id: row.id }, 'support mail could not be sent');
    }
  }
  return {
    id: row.id,
    user: { id: author.id, first_name: author.first_name, last_name: author.last_name, email: author.email },
    subject: row.subject,
    message: row.message,
    handled_at: row.handled_at,
    created_at: row.created_at,
    replies: [],
  };
}

export async function listSupportMessages(
  db: Database,
  engine: Engine,
  query: SupportListQuery,
): Promise<{ data: SupportMessage[]; meta: PaginationMeta & { unhandled_total: number } }> {
  const { rows, total, unhandled } = await q.messagePage(db, engine, {
    handled: query.handled,
    search: query.search,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const threads = await threadsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => ({
      id: r.id,
      user:
        r.user_id !== null && r.first_name !== null && r.last_name !== null && r.email !== null
          ? { id: r.user_id, first_name: r.first_name, last_name: r.last_name, email: r.email }
          : null,
      subject: r.subject,
      message: r.message,
      handled_at: r.handled_at,
      created_at: r.created_at,
      replies: threads.get(r.id) ?? [],
    })),
    meta: { current_page: query.page, per_page: query.per_page, total, unhandled_total: unhandled },
  };
}

/** Idempotent: a message already handled keeps its first handled_at. */
export async function markHandled(
  db: Database,
  actor: Actor,
  id: number,
  now: Date = new Date(),
): Promise<{ id: number; handled_at: string }> {
  return db.transaction().execute(async (trx) => {
    const message = await q.findMessage(trx, id);
    if (!message) throw new AppError(404, 'error.supportMessageNotFound');
    if (message.handled_at === null) {
      await q.markHandled(trx, id, now.toISOString());
      await writeAudit(trx, {
        actorId: actor.id,
        action: 'support.handle',
        targetType: 'support_message',
        targetId: id,
        ip: actor.ip,
      });
    }
    const after = await q.findMessage(trx, id);
    return { id, handled_at: after!.handled_at! };
  });
}
