// buildApp(config, deps): the whole server as a value, for tests and for main. Plugins load in a fixed order:
// external (schemas, bodies, docs, rate limits), then Parcours' own (errors, auth, mail, audit), then the
// module routes under /api, then the web app and media.
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { accountRoutes } from './flows/accounts-routes';
import { learnerImportRoutes } from './flows/learner-import-routes';
import { learningRoutes } from './flows/learning-routes';
import { quizTakingRoutes } from './flows/quiz-taking-routes';
import { type Clock, systemClock } from './lib/clock';
import { requestForLog } from './lib/log-safety';
import { createPasswordHasher } from './lib/passwords';
import { authRoutes } from './modules/auth/routes';
import { categoryRoutes } from './modules/categories/routes';
import { certificateRoutes } from './modules/certificates/routes';
import { classRoutes } from './modules/classes/routes';
import {
  courseAuthorRoutes,
  courseCatalogueRoutes,
  courseEditRoutes,
  courseLifeRoutes,
  courseSwitchRoutes,
} from './modules/courses/routes';
import { dashboardRoutes } from './modules/dashboards/routes';
import { enrolmentRoutes } from './modules/enrolments/routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { learningPathRoutes } from './modules/learning-paths/routes';
import { learningStyleRoutes } from './modules/learning-style/routes';
import { ltiAdminRoutes } from './modules/lti/admin-routes';
import { ltiPlugin } from './modules/lti/plugin';
import { ltiRoutes } from './modules/lti/routes';
import { masteryRoutes } from './modules/mastery/routes';
import { mediaRoutes } from './modules/media/routes';
import { mediaServing } from './modules/media/serve';
import { newsletterRoutes } from './modules/newsletter/routes';
import { quizRoutes } from './modules/quizzes/routes';
import { quizTransferRoutes } from './modules/quizzes/transfer-routes';
import { recommendationRoutes } from './modules/recommendations/routes';
import { researchRoutes } from './modules/research/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { studyRoutes } from './modules/studies/routes';
import { supportRoutes } from './modules/support/routes';
import { systemRoutes } from './modules/system/routes';
import { unitRoutes } from './modules/units/routes';
import { userRoutes } from './modules/users/routes';
import { xapiPlugin } from './modules/xapi/plugin';
import { xapiRoutes } from './modules/xapi/routes';
import { authPlugin } from './plugins/auth';
import { bodyPlugin } from './plugins/body';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { headersPlugin } from './plugins/headers';
import { type Mailer, mailPlugin } from './plugins/mail';
import { pressurePlugin } from './plugins/pressure';
import { rateLimitPlugin } from './plugins/rate-limit';
import { webPlugin } from './plugins/web';
import './types';

export interface AppDeps {
  database: DatabaseHandle;
  /** Defaults to SMTP (SMTP_URL) or the outbox folder. */
  mailer?: Mailer;
  /** Where log lines go (stdout by default); tests read them. */
  logStream?: { write(line: string): void };
  /** The server's time for every rule (`app.clock`); the system clock unless a test gives its own. */
  clock?: Clock;
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: requestForLog },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    genReqId: () => crypto.randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('config', config);
  app.decorate('clock', deps.clock ?? systemClock);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('engine', deps.database.engine);
  app.decorate('passwords', createPasswordHasher(config.argon2));
  // Every route as registered: the authorization matrix test calls each (docs/design/product.md §6).
  // With each route's path schema, so a test can check that every id in a path is parsed strictly.
  const routeTable: { method: string; url: string; researcher: boolean; params?: unknown }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const researcher = (route.config as { researcher?: boolean } | undefined)?.researcher === true;
    const params = (route.schema as { params?: unknown } | undefined)?.params;
    for (const method of [route.method].flat())
      routeTable.push({ method, url: route.url, researcher, params });
  });

  // external
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(bodyPlugin);
  await app.register(docsPlugin);
  await app.register(rateLimitPlugin);

  // Parcours' own
  await app.register(errorsPlugin);
  await app.register(pressurePlugin);
  await app.register(headersPlugin);
  await app.register(authPlugin);
  await app.register(mailPlugin, { mailer: deps.mailer });
  await app.register(xapiPlugin);
  await app.register(ltiPlugin);

  // modules
  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(accountRoutes);
      await api.register(learnerImportRoutes);
      await api.register(classRoutes);
      await api.register(mediaRoutes);
      await api.register(categoryRoutes);
      await api.register(courseCatalogueRoutes);
      await api.register(courseEditRoutes);
      await api.register(courseSwitchRoutes);
      await api.register(courseLifeRoutes);
      await api.register(courseAuthorRoutes);
      await api.register(enrolmentRoutes);
      await api.register(learningRoutes);
      await api.register(quizRoutes);
      await api.register(quizTakingRoutes);
      await api.register(quizTransferRoutes);
      await api.register(unitRoutes);
      await api.register(learningStyleRoutes);
      await api.register(learningPathRoutes);
      await api.register(masteryRoutes);
      await api.register(recommendationRoutes);
      await api.register(dashboardRoutes);
      await api.register(feedbackRoutes);
      await api.register(reviewRoutes);
      await api.register(supportRoutes);
      await api.register(newsletterRoutes);
      await api.register(certificateRoutes);
      await api.register(researchRoutes);
      await api.register(studyRoutes);
      await api.register(ltiRoutes);
      await api.register(ltiAdminRoutes);
      await api.register(xapiRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(mediaServing);
  await app.register(webPlugin);
  return app;
}
