// Outgoing mail: SMTP when SMTP_URL is set; otherwise each message is written to DATA_DIR/outbox and logged,
// so a fresh install works without a mail server. Tests inject the in-memory mailer.
import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@parcours/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { type MailParams, type MailTemplate, renderMail } from './mail-templates';

export type { MailTemplate } from './mail-templates';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (the newsletter's `List-Unsubscribe` and `List-Unsubscribe-Post`). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}

const safeName = (s: string) => s.replace(/[^A-Za-z0-9@._-]/g, '_').slice(0, 120);

export function createOutboxMailer(dir: string, log?: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      await fs.promises.mkdir(dir, { recursive: true });
      const createdAt = new Date().toISOString();
      const base = `${createdAt.replace(/[:.]/g, '-')}-${safeName(message.to)}`;
      const body = `${JSON.stringify({ ...message, created_at: createdAt }, null, 2)}\n`;
      // Two mails to one address in the same millisecond get distinct files.
      for (let n = 0; ; n++) {
        const file = path.join(dir, `${base}${n === 0 ? '' : `-${n}`}.json`);
        try {
          await fs.promises.writeFile(file, body, { flag: 'wx', mode: 0o600 });
          log?.info(
            { to: message.to, subject: message.subject, file },
            'mail written to the outbox (no SMTP_URL)',
          );
          return;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || n > 100) throw err;
        }
      }
    },
  };
}

/** Keeps every message in `sent`, for tests. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

/**
 * Renders a template in `lang` and sends it. Mail is a side effect of an action that already succeeded, so a
 * failure is logged and swallowed rather than turning the action into an error.
 */
export async function sendTemplate(
  mailer: Mailer,
  log: FastifyBaseLogger,
  template: MailTemplate,
  lang: Language,
  to: string,
  params: MailParams,
  headers?: Record<string, string>,
): Promise<boolean> {
  try {
    await mailer.send({ to, ...renderMail(template, lang, params), ...(headers ? { headers } : {}) });
    return true;
  } catch (err) {
    log.error({ err, template, to }, 'mail could not be sent');
    return false;
  }
}

export const mailPlugin = fp<{ mailer?: Mailer }>(
  async (app: FastifyInstance, opts) => {
    const { config } = app;
    const mailer =
      opts.mailer ??
      (config.smtpUrl
        ? createSmtpMailer(config.smtpUrl, config.mailFrom)
        : createOutboxMailer(config.outboxDir, app.log));
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.close?.();
    });
  },
  { name: 'parcours-mail' },
);
