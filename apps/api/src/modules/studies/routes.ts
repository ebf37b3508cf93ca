// HTTP of studies (docs/design/adaptive.md §10, docs/design/contract.md §4): the settings, dashboard and
// package for admins and researchers, and the learner's consent, withdrawal and list. Parse, call, answer.
import {
  consentBody,
  courseStudy,
  dataEnvelope,
  idParam,
  participationStatus,
  roles,
  study,
  studyCourseChoices,
  studyCourseChoicesQuery,
  studyDashboard,
  studyInput,
  studyList,
  studyPatch,
  userStudies,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { actorOf } from '../../plugins/audit';
import * as participation from './participation';
import { scheduleReminders } from './reminders';
import { dashboardFor, packageFor } from './reports';
import * as studies from './service';

export const studyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const now = () => app.clock.now();
  const team = {
    onRequest: [app.authenticate, app.requireRole(roles.admin, roles.researcher)],
    config: { researcher: true },
  };
  const learnerOnly = app.guards.learnerOnly;
  const tags = ['studies'];
  scheduleReminders(app);
  const answer = <T extends z.ZodType>(schema: T) => ({ 200: dataEnvelope(schema), ...errorResponses });

  app.get('/studies', { ...team, schema: { tags, response: answer(studyList) } }, async (request) => ({
    data: await studies.listStudies(db, actorOf(request)),
  }));

  app.post(
    '/studies',
    {
      ...team,
      schema: { tags, body: studyInput, response: { 201: dataEnvelope(study), ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await studies.createStudy(db, actorOf(request), request.body, now()) }),
  );

  app.get(
    '/studies/courses',
    {
      ...team,
      schema: {
        tags,
        description:
          'The courses the caller may choose for a new study, or with study_id for that study (its own ' +
          'courses included): the rule every save of the study is checked against.',
        querystring: studyCourseChoicesQuery,
        response: answer(studyCourseChoices),
      },
    },
    async (request) => ({
      data: await studies.studyCourseChoices(db, actorOf(request), request.query.study_id ?? null),
    }),
  );

  app.get(
    '/studies/:id',
    { ...team, schema: { tags, params: idParam, response: answer(study) } },
    async (request) => ({
      data: await studies.getStudy(db, actorOf(request), request.params.id),
    }),
  );

  app.patch(
    '/studies/:id',
    {
      ...team,
      schema: {
        tags,
        description:
          'Edits in place before the first allocation; afterwards records a new study version, and refuses ' +
          'conditions or seed with 409.',
        params: idParam,
        body: studyPatch,
        response: answer(study),
      },
    },
    async (request) => ({
      data: await studies.updateStudy(db, actorOf(request), request.params.id, request.body, now()),
    }),
  );

  app.post(
    '/studies/:id/open',
    {
      ...team,
      schema: {
        tags,
        description: 'Admins only: approves the study.',
        params: idParam,
        response: answer(study),
      },
    },
    async (request) => ({
      data: await studies.changeState(db, actorOf(request), request.params.id, 'open', now()),
    }),
  );

  app.post(
    '/studies/:id/close',
    { ...team, schema: { tags, params: idParam, response: answer(study) } },
    async (request) => ({
      data: await studies.changeState(db, actorOf(request), request.params.id, 'closed', now()),
    }),
  );

  app.get(
    '/studies/:id/dashboard',
    { ...team, schema: { tags, params: idParam, response: answer(studyDashboard) } },
    async (request) => ({
      data: await dashboardFor(db, actorOf(request), request.params.id, config.jwtSecret),
    }),
  );

  app.get(
    '/studies/:id/package',
    {
      ...team,
      schema: {
        tags,
        description:
          'The study package, a zip: CSV files, summary.json, codebook.md and manifest.json (docs/studies.md).',
        params: idParam,
        response: { 200: z.any().describe('application/zip'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const built = await packageFor(db, actorOf(request), request.params.id, config.jwtSecret, now());
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${built.fileName}"`)
        .header('cache-control', 'no-store')
        .send(built.stream());
    },
  );

  app.get(
    '/courses/:id/study',
    { onRequest: learnerOnly, schema: { tags, params: idParam, response: answer(courseStudy) } },
    async (request) => ({
      data: await participation.courseStudy(db, request.auth!, request.params.id, request.lang, now()),
    }),
  );

  app.post(
    '/studies/:id/consent',
    {
      onRequest: learnerOnly,
      schema: { tags, params: idParam, body: consentBody, response: answer(participationStatus) },
    },
    async (request) => ({
      data: await participation.decide(db, request.auth!, request.params.id, request.body, now()),
    }),
  );

  app.post(
    '/studies/:id/withdraw',
    { onRequest: learnerOnly, schema: { tags, params: idParam, response: answer(participationStatus) } },
    async (request) => ({ data: await participation.withdraw(db, request.auth!, request.params.id, now()) }),
  );

  app.get(
    '/user/studies',
    { onRequest: learnerOnly, schema: { tags, response: answer(userStudies) } },
    async (request) => ({
      data: await participation.userStudies(db, request.auth!),
    }),
  );
};
