// Serving uploaded media under /media/ (from the media folder, or streamed from the bucket: ./storage.ts), only on
// a signed link the API handed out (./links.ts), with headers that never let a file run as a page of this site.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { translate } from '@parcours/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isInlineType, mimeForExtension } from './kinds';
import { checkMediaLink, configureMediaLinks, mediaCacheControl } from './links';
import { closeMediaStorage, openMediaStorage } from './storage';

export const mediaServing = fp(
  async (app: FastifyInstance) => {
    const { config } = app;

    await fs.promises.mkdir(config.mediaDir, { recursive: true });
    // The type comes from Parcours' own table of the extensions it writes (names are generated from the
    // sniffed type). Anything else (html, svg, scripts...) is only ever downloaded and never runs as a page
    // of this site. How long a file may be cached follows its link (./links.ts).
    const mediaHeaders = (set: (name: string, value: string) => void, name: string) => {
      const type = mimeForExtension(path.extname(name)) ?? 'application/octet-stream';
      set('Content-Type', type);
      set('X-Content-Type-Options', 'nosniff');
      set('Content-Security-Policy', "default-src 'none'; sandbox");
      if (!isInlineType(type)) set('Content-Disposition', 'attachment');
    };
    configureMediaLinks(config.jwtSecret);
    const storage = await openMediaStorage(config.mediaStorage, config.mediaDir);
    app.addHook('onClose', async () => closeMediaStorage(config.mediaDir));
    // Media are served only on a signed link the API handed out (./links.ts); the check runs in
    // this scope alone, before any file is opened.
    await app.register(async (media) => {
      media.addHook('onRequest', async (request, reply) => {
        const name = (request.params as { '*'?: string })['*'] ?? '';
        const check = checkMediaLink(name, request.query as Record<string, unknown>);
        if (!check.ok) {
          const key = check.reason === 'expired' ? 'error.mediaLinkExpired' : 'error.mediaLinkInvalid';
          return reply
            .code(403)
            .header('Cache-Control', 'no-store')
            .type('text/plain; charset=utf-8')
            .send(translate(request.lang, key));
        }
        reply.header('Cache-Control', mediaCacheControl(check));
      });
      if (storage.kind === 'directory') {
        await media.register(fastifyStatic, {
          root: config.mediaDir,
          prefix: '/media/',
          decorateReply: false,
          index: false,
          list: false,
          dotfiles: 'deny',
          cacheControl: false,
          contentType: false,
          setHeaders: (res, filePath) => mediaHeaders((n, v) => res.setHeader(n, v), filePath),
        });
      } else {
        // Media in a bucket: streamed through the server, with the same headers as from the folder.
        media.get('/media/*', async (request, reply) => {
          const name = (request.params as { '*': string })['*'];
          if (name.split('/').some((part) => part.startsWith('.'))) return reply.callNotFound();
          // one byte range (what video players ask for when they seek) is passed on to the bucket
          const range = request.headers.range;
          const part = range && /^bytes=(\d+-\d*|-\d+)$/.test(range) ? range : undefined;
          const object = await storage.open(name, part);
          if (!object) return reply.callNotFound();
          mediaHeaders((n, v) => reply.header(n, v), name);
          reply.header('Accept-Ranges', 'bytes');
          if (object.range) reply.code(206).header('Content-Range', object.range);
          if (object.size !== null) reply.header('Content-Length', String(object.size));
          return reply.send(object.body);
        });
      }
    });
  },
  { name: 'parcours-media' },
);
