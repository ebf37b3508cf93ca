// Everything outside /api: the built web app (SPA fallback to index.html), uploaded media (from the media
// folder, or streamed from the bucket: modules/media/storage.ts), and the 404s.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { translate } from '@parcours/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isInlineType, mimeForExtension } from '../modules/media/kinds';
import { checkMediaLink, configureMediaLinks, mediaCacheControl } from '../modules/media/links';
import { closeMediaStorage, openMediaStorage } from '../modules/media/storage';
import { sendApiNotFound } from './errors';

/** True for the API's paths (JSON answers), false for the web app, its files and media. */
export function isApi(url: string) {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export const webPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;

    await fs.promises.mkdir(config.mediaDir, { recursive: true });
    // The type comes from Parcours' own table of the extensions it writes (names are generated from the
    // sniffed type). Anything else (html, svg, scripts...) is only ever downloaded and never runs as a page
    // of this site. How long a file may be cached follows its link (modules/media/links.ts).
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
    // Media are served only on a signed link the API handed out (modules/media/links.ts); the check runs in
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

    const webBuilt = fs.existsSync(path.join(config.webDist, 'index.html'));
    if (webBuilt) {
      const assets = path.join(config.webDist, 'assets') + path.sep;
      await app.register(fastifyStatic, {
        root: config.webDist,
        prefix: '/',
        wildcard: true,
        index: ['index.html'],
        dotfiles: 'ignore',
        cacheControl: false,
        // The web build writes .br and .gz beside each text file; the variant the browser accepts is sent.
        preCompressed: true,
        setHeaders(res, filePath) {
          // The same address answers with other bytes for another Accept-Encoding: caches must keep them apart.
          res.setHeader('Vary', 'Accept-Encoding');
          // Files under assets/ carry a content hash in their names; index.html must always be re-checked.
          res.setHeader(
            'Cache-Control',
            filePath.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn({ webDist: config.webDist }, 'web app not built: only the API is served');
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url;
      if (isApi(url)) return sendApiNotFound(request, reply);
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (!isRead || url.startsWith('/media/')) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
      if (!webBuilt) {
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .send(translate(request.lang, 'error.webNotBuilt'));
      }
      // A client-side route (no file extension) gets the app; a missing file stays a 404.
      const last = url.split('?')[0].split('/').pop() ?? '';
      if (last.includes('.')) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html', { cacheControl: false });
    });
  },
  { name: 'parcours-web' },
);
