// HTTP of classes: the admin and instructor pages (list, create, read, edit, delete) and a learner joining with
// a code. Access (admin: every class; instructor: their own) is decided in access.ts, not here.
import {
  classBody,
  classItem,
  classList,
  classListQuery,
  dataEnvelope,
  idParam,
  joinClassBody,
  joinClassData,
  messageResponse,
  translate,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { actorOf } from '../../plugins/audit';
import { runsClass } from './access';
import * as classes from './service';

export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, engine, config } = app;
  const deps: classes.ClassesDeps = { db, engine, publicUrl: config.publicUrl };
  // Each route states who may call it (./access.ts decides): admins and instructors, on one class its runner.
  const runners = app.guards.classRunners;
  const runnerOfClass = [...runners, runsClass(db)];
  const learners = app.guards.learnerOnly;
  const tags = ['classes'];
  const itemAnswer = z.object({ data: classItem, message: z.string() });

  app.get(
    '/admin/classes',
    {
      onRequest: runners,
      schema: {
        tags,
        description:
          'Classes an admin sees all of, an instructor their own. Paginated; `search` matches the name; `sort` ' +
          'name or created_at with `order` (default created_at desc).',
        querystring: classListQuery,
        response: { 200: classList, ...errorResponses },
      },
    },
    async (request) => classes.listClasses(deps, actorOf(request), request.query),
  );

  app.post(
    '/admin/classes',
    {
      onRequest: runners,
      schema: {
        tags,
        description:
          'Creates a class owned by the caller with a new join code; `course_ids` are the courses members are ' +
          'enrolled in when they join; `auto_approve` accepts accounts signing up with the code at once.',
        body: classBody,
        response: { 201: itemAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await classes.createClass(deps, actorOf(request), request.body);
      return reply
        .code(201)
        .send({ data: created, message: translate(request.lang, 'success.classCreated') });
    },
  );

  app.get(
    '/admin/classes/:id',
    {
      onRequest: runnerOfClass,
      schema: { tags, params: idParam, response: { 200: dataEnvelope(classItem), ...errorResponses } },
    },
    async (request) => ({ data: await classes.getClass(deps, actorOf(request), request.params.id) }),
  );

  app.post(
    '/admin/classes/:id',
    {
      onRequest: runnerOfClass,
      schema: {
        tags,
        description: 'Saves the name, courses and approval rule; the code stays the same.',
        params: idParam,
        body: classBody,
        response: { 200: itemAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const updated = await classes.updateClass(deps, actorOf(request), request.params.id, request.body);
      return { data: updated, message: translate(request.lang, 'success.classUpdated') };
    },
  );

  app.delete(
    '/admin/classes/:id',
    {
      onRequest: runnerOfClass,
      schema: {
        tags,
        description: 'Deletes the class and its code; members keep their accounts and enrolments.',
        params: idParam,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      await classes.deleteClass(deps, actorOf(request), request.params.id);
      return { message: translate(request.lang, 'success.classDeleted') };
    },
  );

  app.post(
    '/classes/join',
    {
      onRequest: learners,
      schema: {
        tags,
        description: 'A learner enters a class code: they join the class and are enrolled in its courses.',
        body: joinClassBody,
        response: { 200: z.object({ data: joinClassData, message: z.string() }), ...errorResponses },
      },
    },
    async (request) => {
      const joined = await classes.joinClass(db, actorOf(request), request.body.code);
      return {
        data: joined,
        message: translate(request.lang, 'success.classJoined', { name: joined.class.name }),
      };
    },
  );
};
