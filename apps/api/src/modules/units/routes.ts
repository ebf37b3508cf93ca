// HTTP of educational units: the admin's create-eu / update-eu / delete-eu / reorder calls and full view, and
// the content of a course for its learners (docs/design/product.md §7).
import {
  adminUnit,
  dataEnvelope,
  messageResponse,
  readingOnlyBody,
  recordId,
  reorderLearningObjectsBody,
  reorderUnitsBody,
  translate,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { actorOf } from '../../plugins/audit';
import { authorsCourse } from '../courses/access';
import { unitBody, unitForm } from './body';
import * as units from './service';

const courseParam = z.object({ courseId: recordId });
const unitParams = z.object({ courseId: recordId, euId: recordId });
const savedUnit = messageResponse.extend({ data: adminUnit });

const formDescription =
  'Multipart or JSON: title, type (basic|intermediate|advanced), learning_objects[i][id|title|type|summary], ' +
  'learning_objects[i][files][] (images, documents, audio) with learning_objects[i][file_titles][] (one per ' +
  "file, in the same order, '' for none), learning_objects[i][media_ids][] (uploads made with " +
  'media/upload-media, e.g. videos), learning_objects[i][sections][j][id|title|description|duration|' +
  'has_quiz|external_url|external_url_title|files[]|file_titles[]|media_ids[]], media_titles[k][id|title] ' +
  '(titles of files of this unit or referenced by media_ids). The order of learning_objects and of each ' +
  'sections list is the new order; items left out follow the listed ones.';

export const unitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  // Course authoring (docs/design/product.md §6): admins on every course, instructors and designers on the
  // courses they author (./courses/access.ts, checked once the parameters are parsed).
  const authoring = app.guards.authoring;
  const tags = ['units'];
  const deps = (log: typeof app.log) => ({
    db,
    mediaDir: config.mediaDir,
    uploadLimits: config.uploadLimits,
    log,
  });

  app.post(
    '/admin/create-eu/:courseId',
    {
      onRequest: [...authoring, authorsCourse(db, 'courseId')],
      config: { multipart: unitForm },
      schema: {
        tags,
        description: formDescription,
        params: courseParam,
        body: unitBody,
        response: { 201: savedUnit, ...errorResponses },
      },
    },
    async (request, reply) => {
      const unit = await units.createUnit(
        deps(request.log),
        actorOf(request),
        request.params.courseId,
        request.body,
      );
      return reply.code(201).send({ data: unit, message: translate(request.lang, 'success.unitCreated') });
    },
  );

  app.post(
    '/admin/update-eu/:courseId/:euId',
    {
      onRequest: [...authoring, authorsCourse(db, 'courseId')],
      config: { multipart: unitForm },
      schema: {
        tags,
        description: `${formDescription} Items with an id are updated, without one created; deleted_learning_objects[], deleted_sections[] and deleted_media[] are removed.`,
        params: unitParams,
        body: unitBody,
        response: { 200: savedUnit, ...errorResponses },
      },
    },
    async (request) => ({
      data: await units.updateUnit(
        deps(request.log),
        actorOf(request),
        request.params.courseId,
        request.params.euId,
        request.body,
      ),
      message: translate(request.lang, 'success.unitUpdated'),
    }),
  );

  app.delete(
    '/admin/delete-eu/:courseId/:euId',
    {
      onRequest: [...authoring, authorsCourse(db, 'courseId')],
      schema: { tags, params: unitParams, response: { 200: messageResponse, ...errorResponses } },
    },
    async (request) => {
      await units.deleteUnit(db, actorOf(request), request.params.courseId, request.params.euId);
      return { message: translate(request.lang, 'success.unitDeleted') };
    },
  );

  app.post(
    '/admin/reorder-eu/:courseId',
    {
      onRequest: [...authoring, authorsCourse(db, 'courseId')],
      schema: {
        tags,
        params: courseParam,
        body: reorderUnitsBody,
        response: { 200: messageResponse.extend({ data: z.array(adminUnit) }), ...errorResponses },
      },
    },
    async (request) => ({
      data: await units.reorderUnits(db, actorOf(request), request.params.courseId, request.body.unit_ids),
      message: translate(request.lang, 'success.orderSaved'),
    }),
  );

  app.post(
    '/admin/reorder-lo/:courseId/:euId',
    {
      onRequest: [...authoring, authorsCourse(db, 'courseId')],
      schema: {
        tags,
        params: unitParams,
        body: reorderLearningObjectsBody,
        response: { 200: savedUnit, ...errorResponses },
      },
    },
    async (request) => ({
      data: await units.reorderLearningObjects(
        db,
        actorOf(request),
        request.params.courseId,
        request.params.euId,
        request.body.learning_object_ids,
      ),
      message: translate(request.lang, 'success.orderSaved'),
    }),
  );

  app.get(
    '/admin/courses/:courseId/units',
    {
      onRequest: [...authoring, authorsCourse(db, 'courseId')],
      schema: {
        tags,
        params: courseParam,
        response: { 200: dataEnvelope(z.array(adminUnit)), ...errorResponses },
      },
    },
    async (request) => ({ data: await units.listAdminUnits(db, request.params.courseId) }),
  );

  app.post(
    '/admin/learning-objects/:loId/reading-only',
    {
      onRequest: [...authoring, authorsCourse(db, 'loId')],
      schema: {
        tags,
        description: 'Marks a learning object as reading only (publishing expects no quiz of it), or not.',
        params: z.object({ loId: recordId }),
        body: readingOnlyBody,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      await units.setReadingOnly(db, actorOf(request), request.params.loId, request.body.value);
      return { message: translate(request.lang, 'success.readingOnlySaved') };
    },
  );
};
