// Starts the xAPI sender and its retention purge with the server when an LRS is configured (XAPI_LRS_URL), and
// stops them on close.
import fp from 'fastify-plugin';
import { createRetentionJob } from './retention';
import { createXapiSender } from './sender';

export const xapiPlugin = fp(
  async (app) => {
    const config = app.config.xapi;
    if (!config) return;
    const sender = createXapiSender({
      db: app.db,
      config,
      homePage: app.config.publicUrl,
      log: app.log,
      now: () => app.clock.now(),
    });
    const purge = createRetentionJob(app.db, config.retentionDays, app.log);
    app.addHook('onReady', async () => {
      sender.start();
      purge.start();
    });
    app.addHook('onClose', async () => {
      await sender.stop();
      await purge.stop();
    });
  },
  { name: 'parcours-xapi' },
);
