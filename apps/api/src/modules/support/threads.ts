// Threads under support messages: an admin replies (stored, the message marked handled, the author mailed in
// their language), the author reads their history and answers back (the message then waits for the team again).
import {
  type Language,
  type PaginationMeta,
  type SupportMessage,
  type SupportReply,
  type SupportReplyBody,
  translate,
} from '@parcours/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { type Actor, writeAudit } from '../../plugins/audit';
import type { Mailer, MailMessage } from '../../plugins/mail';
import { escapeHtml } from '../../plugins/mail-templates';
import * as q from './queries';

type Thread = Map<number, SupportReply[]>;

/** The replies of several messages, loaded at once and grouped by message. */
export async function threadsOf(db: Database, messageIds: number[]): Promise<Thread> {
  const threads: Thread = new Map();
  if (messageIds.length === 0) return threads;
  for (const r of await q.repliesOf(db, messageIds)) {
    const list = threads.get(r.message_id) ?? [];
    list.push({
      id: r.id,
      from_admin: Number(r.from_admin) === 1,
      author_first_name: r.first_name ?? null,
      body: r.body,
      created_at: r.created_at,
    });
    threads.set(r.message_id, list);
  }
  return threads;
}

/** The mail the author receives: the team's reply quoted, with a link to answer back. */
function supportReplyMail(
  lang: Language,
  to: { email: string; first_name: string },
  subject: string,
  reply: string,
  link: string,
): MailMessage {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, unknown>) =>
    translate(lang, key, params);
  const intro = t('mail.supportReply.intro', { subject });
  const text = [
    t('mail.greeting', { name: to.first_name }),
    intro,
    reply,
    `${t('mail.supportReply.action')}: ${link}`,
    t('mail.signature'),
  ].join('\n\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  const html =
    `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#222;max-width:560px">` +
    p(t('mail.greeting', { name: to.first_name })) +
    p(intro) +
    `<blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #fa853f">${p(reply)}</blockquote>` +
    `<p style="margin:0 0 16px"><a href="${escapeHtml(link)}">${escapeHtml(t('mail.supportReply.action'))}</a></p>` +
    p(t('mail.signature')) +
    '</body></html>';
  return { to: to.email, subject: t('mail.supportReply.subject', { subject }), text, html };
}

export interface ReplyDeps {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * `POST /api/admin/support-messages/{id}/replies`: the reply and the handled mark are one write (audited); the
 * mail follows the stored reply, so a failed send is logged rather than undoing it.
 */
export async function replyAsAdmin(
  deps: ReplyDeps,
  actor: Actor,
  messageId: number,
  body: SupportReplyBody,
  now: Date = new Date(),
): Promise<SupportReply> {
  const at = now.toISOString();
  const { message, replyId } = await deps.db.transaction().execute(async (trx) => {
    const found = await q.findMessage(trx, messageId);
    if (!found) throw new AppError(404, 'error.supportMessageNotFound');
    const row = await q.insertReply(trx, {
      message_id: messageId,
      author_id: actor.id,
      from_admin: 1,
      body: body.body,
      created_at: at,
    });
    await q.markHandled(trx, messageId, at);
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'support.reply',
      targetType: 'support_message',
      targetId: messageId,
      ip: actor.ip,
    });
    return { message: found, replyId: row.id };
  });
  const author = message.user_id === null ? undefined : await q.authorOf(deps.db, message.user_id);
  if (author) {
    const lang = author.language;
    const link = `${deps.publicUrl}/dashboard/student/my-support`;
    try {
      await deps.mailer.send(supportReplyMail(lang, author, message.subject, body.body, link));
    } catch (err) {
      deps.log.error(
        { err, to: author.email, support_message_id: messageId },
        'support reply could not be sent',
      );
    }
  }
  return (await threadsOf(deps.db, [messageId])).get(messageId)!.find((r) => r.id === replyId)!;
}

/** `POST /api/user/support/{id}/replies`: only the message's author; anyone else gets 404, as if it did not exist. */
export async function replyAsAuthor(
  db: Database,
  actor: Actor,
  messageId: number,
  body: SupportReplyBody,
  now: Date = new Date(),
): Promise<SupportReply> {
  const replyId = await db.transaction().execute(async (trx) => {
    const found = await q.findMessage(trx, messageId);
    if (!found || found.user_id !== actor.id) throw new AppError(404, 'error.supportMessageNotFound');
    const row = await q.insertReply(trx, {
      message_id: messageId,
      author_id: actor.id,
      from_admin: 0,
      body: body.body,
      created_at: now.toISOString(),
    });
    await q.reopen(trx, messageId);
    return row.id;
  });
  return (await threadsOf(db, [messageId])).get(messageId)!.find((r) => r.id === replyId)!;
}

/** `GET /api/user/support`: the caller's own messages with their threads. */
export async function listOwnMessages(
  db: Database,
  userId: number,
  query: { page: number; per_page: number },
): Promise<{ data: Omit<SupportMessage, 'user'>[]; meta: PaginationMeta }> {
  const { rows, total } = await q.ownMessagePage(
    db,
    userId,
    query.per_page,
    (query.page - 1) * query.per_page,
  );
  const threads = await threadsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => ({ ...r, replies: threads.get(r.id) ?? [] })),
    meta: { current_page: query.page, per_page: query.per_page, total },
  };
}
