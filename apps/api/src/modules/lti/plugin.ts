// The LTI tool's server-wide parts: the key set at /.well-known/jwks.json, the frame policy of the LTI pages
// (registered platforms may frame them and receive their forms; every other page stays unframeable), and the
// sender of scores to the LMS gradebooks (docs/integrations.md, "LTI 1.3").
import fp from 'fastify-plugin';
import { pagePolicy } from '../../plugins/headers';
import { isApi } from '../../plugins/web';
import { createGradeSender } from './grade-sender';
import { publicKeySet } from './keys';
import { createPlatformClient } from './platform-client';
import { platformOrigins } from './queries';

/** The web app's pages an LMS frames: the launch hand-over, the deep-linking picker and the course links. */
function isLtiPage(url: string): boolean {
  return !isApi(url) && /^\/lti(?:[/?#]|$)/.test(url);
}

/** `https://lms.example.org/path` -> `https://lms.example.org`; anything else is dropped. */
function originOf(address: string): string | null {
  try {
    const u = new URL(address);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

export const ltiPlugin = fp(
  async (app) => {
    app.get('/.well-known/jwks.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return publicKeySet(app.db);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!isLtiPage(request.url)) return payload;
      const origins = [
        ...new Set((await platformOrigins(app.db)).map(originOf).filter((o): o is string => o !== null)),
      ];
      reply.header('content-security-policy', pagePolicy(app.config.mapTileUrl, { embedders: origins }));
      reply.removeHeader('x-frame-options');
      return payload;
    });

    if (app.config.ltiScoreIntervalMs > 0) {
      const sender = createGradeSender({
        db: app.db,
        client: createPlatformClient({ db: app.db, now: () => app.clock.now() }),
        intervalMs: app.config.ltiScoreIntervalMs,
        now: () => app.clock.now(),
        log: app.log,
      });
      app.addHook('onReady', async () => sender.start());
      app.addHook('onClose', async () => sender.stop());
    }
  },
  { name: 'parcours-lti', dependencies: ['parcours-headers'] },
);
