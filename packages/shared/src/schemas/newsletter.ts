// Wire schemas of the newsletter (docs/design/product.md §4 "Newsletter"): a double opt-in subscription, its
// confirmation and unsubscribe links, and the admin's list of subscribers.
import { z } from 'zod';
import { languages } from '../messages';
import { emailField } from './auth';
import { pageQuery, paginationMeta } from './common';

export const newsletterStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** `POST /api/newsletter/subscribe`: the address, and the language its mails are written in. */
export const newsletterSubscribeBody = z.object({
  email: emailField,
  language: z.enum(languages, { error: 'validation.invalidValue' }).optional(),
});
export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBody>;

const token = z
  .string({ error: 'error.newsletterLinkInvalid' })
  .trim()
  .min(10, 'error.newsletterLinkInvalid')
  .max(200, 'error.newsletterLinkInvalid');

/** `POST /api/newsletter/confirm`: the token of the confirmation link. */
export const newsletterConfirmBody = z.object({ token });

/**
 * `POST /api/newsletter/unsubscribe?token=…`: the token in the address, so that the one-click POST of a mail
 * client (RFC 8058, body `List-Unsubscribe=One-Click`) and the web page call the same thing.
 */
export const newsletterUnsubscribeQuery = z.object({ token });

/** `GET /api/admin/newsletter/subscribers`: `status` filters, `search` matches the address; newest first. */
export const adminNewsletterQuery = pageQuery.extend({
  status: z.enum(newsletterStatuses, { error: 'validation.invalidValue' }).optional(),
});
export type AdminNewsletterQuery = z.infer<typeof adminNewsletterQuery>;

export const newsletterSubscriber = z.object({
  id: z.number(),
  /** Null once unsubscribed: the address is erased (docs/privacy.md). */
  email: z.string().nullable(),
  language: z.enum(languages),
  status: z.enum(newsletterStatuses),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriber>;

/** The list adds how many subscriptions are in each state (all of them, not only the page). */
export const newsletterSubscriberList = z.object({
  data: z.array(newsletterSubscriber),
  meta: paginationMeta.extend({
    counts: z.object({ pending: z.number(), confirmed: z.number(), unsubscribed: z.number() }),
  }),
});
