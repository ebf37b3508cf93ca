// Everything outside /api but media (modules/media/serve.ts): the built web app (SPA fallback to index.html)
// and the 404s.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { translate } from '@parcours/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendApiNotFound } from './errors';

/** True for the API's paths (JSON answers), false for the web app, its files and media. */
export function isApi(url: string) {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export const webPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;

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
