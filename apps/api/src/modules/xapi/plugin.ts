// Starts the xAPI sender with the server when an LRS is configured (XAPI_LRS_URL), and stops it on close.
import fp from 'fastify-plugin';
import { createXapiSender } from './sender';

export const xapiPlugin = fp(
  async (app) => {
    const config = app.config.xapi;
    if (!config) return;
    const sender = createXapiSender({ db: app.db, config, homePage: app.config.publicUrl, log: app.log });
    app.addHook('onReady', async () => sender.start());
    app.addHook('onClose', async () => sender.stop());
  },
  { name: 'parcours-xapi' },
);
