// The e-mails Parcours sends, in English or French: plain text and a simple HTML twin of each.
import { type Language, type MessageKey, translate } from '@parcours/shared';

export type MailTemplate =
  | 'reset'
  | 'invite'
  | 'approved'
  | 'rejected'
  | 'suspended'
  | 'studyPosttest'
  | 'paymentReceived'
  | 'newsletterConfirm'
  | 'loginSpread';

export interface MailParams {
  name: string;
  email: string;
  /** The address the action button opens (password link, login page). */
  link?: string;
  /** The course a study or payment mail is about. */
  course?: string;
  /** How many: the addresses failing to sign in to the account. */
  count?: number;
  /** Mails to a newsletter subscriber: the one-click unsubscribe address, written at the end of the mail. */
  unsubscribe?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Layout {
  subject: MessageKey;
  paragraphs: MessageKey[];
  action?: MessageKey;
  after?: MessageKey[];
}

const layouts: Record<MailTemplate, Layout> = {
  reset: {
    subject: 'mail.reset.subject',
    paragraphs: ['mail.reset.intro'],
    action: 'mail.reset.action',
    after: ['mail.reset.expiry', 'mail.reset.ignore'],
  },
  invite: {
    subject: 'mail.invite.subject',
    paragraphs: ['mail.invite.intro'],
    action: 'mail.invite.action',
    after: ['mail.invite.expiry'],
  },
  approved: {
    subject: 'mail.approved.subject',
    paragraphs: ['mail.approved.body'],
    action: 'mail.approved.action',
  },
  rejected: { subject: 'mail.rejected.subject', paragraphs: ['mail.rejected.body'] },
  suspended: { subject: 'mail.suspended.subject', paragraphs: ['mail.suspended.body'] },
  paymentReceived: {
    subject: 'mail.paymentReceived.subject',
    paragraphs: ['mail.paymentReceived.body'],
    action: 'mail.paymentReceived.action',
  },
  studyPosttest: {
    subject: 'mail.studyPosttest.subject',
    paragraphs: ['mail.studyPosttest.body'],
    action: 'mail.studyPosttest.action',
  },
  newsletterConfirm: {
    subject: 'mail.newsletterConfirm.subject',
    paragraphs: ['mail.newsletterConfirm.intro'],
    action: 'mail.newsletterConfirm.action',
    after: ['mail.newsletterConfirm.expiry', 'mail.newsletterConfirm.ignore'],
  },
  loginSpread: {
    subject: 'mail.loginSpread.subject',
    paragraphs: ['mail.loginSpread.body', 'mail.loginSpread.slowed'],
    action: 'mail.loginSpread.action',
    after: ['mail.loginSpread.advice'],
  },
};

/** Text made safe to place inside HTML (mail bodies quote what people typed). */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderMail(template: MailTemplate, lang: Language, params: MailParams): RenderedMail {
  const layout = layouts[template];
  const t = (key: MessageKey) =>
    translate(lang, key, {
      name: params.name,
      email: params.email,
      course: params.course,
      count: params.count,
    });
  const withAction = layout.action !== undefined && params.link !== undefined;
  const paragraphs = layout.paragraphs.map(t);
  const after = (layout.after ?? []).map(t);

  const text = [
    t('mail.greeting'),
    ...paragraphs,
    ...(withAction ? [`${t(layout.action!)}: ${params.link}`] : []),
    ...after,
    t('mail.signature'),
    ...(params.unsubscribe ? [`${t('mail.unsubscribe')} ${params.unsubscribe}`] : []),
  ].join('\n\n');

  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const link = withAction ? escapeHtml(params.link!) : '';
  const button = withAction
    ? `<p style="margin:24px 0"><a href="${link}" style="background:#fa853f;color:#fff;padding:12px 24px;` +
      `border-radius:24px;text-decoration:none;display:inline-block">${escapeHtml(t(layout.action!))}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(t('mail.linkFallback'))}<br>` +
      `<a href="${link}">${link}</a></p>`
    : '';
  const html =
    `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#222;max-width:560px">` +
    p(t('mail.greeting')) +
    paragraphs.map(p).join('') +
    button +
    after.map(p).join('') +
    p(t('mail.signature')) +
    (params.unsubscribe
      ? `<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(t('mail.unsubscribe'))} ` +
        `<a href="${escapeHtml(params.unsubscribe)}">${escapeHtml(params.unsubscribe)}</a></p>`
      : '') +
    '</body></html>';

  return { subject: t(layout.subject), text, html };
}
