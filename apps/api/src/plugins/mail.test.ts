// Mail without SMTP goes to the outbox folder; templates exist in both languages and escape what they insert.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOutboxMailer } from './mail';
import { renderMail } from './mail-templates';

describe('outbox mailer', () => {
  it('writes each message as <timestamp>-<to>.json with to, subject, text, html, created_at', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-outbox-'));
    try {
      const mailer = createOutboxMailer(path.join(dir, 'outbox'));
      const message = { to: 'ada@example.org', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>' };
      await mailer.send(message);
      await mailer.send(message);
      const files = fs.readdirSync(path.join(dir, 'outbox')).sort();
      expect(files).toHaveLength(2);
      for (const f of files)
        expect(f).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-ada@example\.org(-\d+)?\.json$/);
      const saved = JSON.parse(fs.readFileSync(path.join(dir, 'outbox', files[0]), 'utf8'));
      expect(saved).toEqual({ ...message, created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('mail templates', () => {
  const params = {
    name: 'Zoé <b>',
    email: 'zoe@example.org',
    link: 'https://p.example/password-set?token=a&b',
  };

  it('renders every template in English and French, different texts per language', () => {
    for (const template of ['reset', 'invite', 'approved', 'rejected', 'suspended'] as const) {
      const en = renderMail(template, 'en', params);
      const fr = renderMail(template, 'fr', params);
      expect(en.subject).not.toBe(fr.subject);
      expect(en.text).toContain('Hello Zoé <b>,');
      expect(fr.text).toContain('Bonjour Zoé <b>,');
      expect(en.html).toContain('Hello Zoé &lt;b&gt;,');
      expect(en.html).not.toContain('<b>,');
    }
  });

  it('puts the link in the text and, escaped, in the HTML of action mails', () => {
    const reset = renderMail('reset', 'en', params);
    expect(reset.text).toContain(params.link);
    expect(reset.html).toContain('href="https://p.example/password-set?token=a&amp;b"');
    expect(reset.text).toContain('expires in 1 hour');
    const invite = renderMail('invite', 'fr', params);
    expect(invite.text).toContain('zoe@example.org');
    expect(invite.text).toContain('7 jours');
  });
});
