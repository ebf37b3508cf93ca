// HTTP of categories (docs/design/product.md §7 "Categories"): public list and detail, the admin category form and
// deletion, and the learner's category and sub category steps.
import {
  category,
  categoryListQuery,
  createCategoryBody,
  dataEnvelope,
  idParam,
  learnerCategoryQuery,
  listEnvelope,
  messageResponse,
  translate,
  updateCategoryBody,
} from '@parcours/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { actorOf } from '../../plugins/audit';
import { uploadedFile } from '../../plugins/body';
import * as categories from './service';

// A form without a picture may still send the field empty.
const optionalImage = z.preprocess((v) => (v === '' || v === null ? undefined : v), uploadedFile.optional());

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, engine, config } = app;
  const read = { db, engine };
  const adminOnly = app.guards.adminOnly;
  const learnerOnly = app.guards.learnerOnly;
  const writeDeps = (request: FastifyRequest): categories.WriteDeps => ({
    db,
    mediaDir: config.mediaDir,
    uploadLimits: config.uploadLimits,
    log: request.log,
    now: () => app.clock.now(),
  });
  const viewer = (request: FastifyRequest) => ({ userId: request.auth!.userId, role: request.auth!.role });
  const tags = ['categories'];
  const list = listEnvelope(category);
  const one = dataEnvelope(category);

  app.get(
    '/categories',
    { schema: { tags, querystring: categoryListQuery, response: { 200: list, ...errorResponses } } },
    async (request) => categories.listCategories(read, request.query),
  );
  app.get(
    '/categories/:id',
    { schema: { tags, params: idParam, response: { 200: one, ...errorResponses } } },
    async (request) => ({ data: await categories.getCategory(db, request.params.id) }),
  );

  app.post(
    '/categories/create-category',
    {
      onRequest: adminOnly,
      config: { multipart: { files: 1, kinds: ['image'] } },
      schema: {
        tags,
        description:
          'Multipart or JSON: `title`, `image` (file), `subCategories[i][title]` (empty lines are dropped).',
        body: createCategoryBody.extend({ image: optionalImage }),
        response: { 201: one, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await categories.createCategory(writeDeps(request), actorOf(request), request.body) }),
  );
  app.post(
    '/categories/update-category/:id',
    {
      onRequest: adminOnly,
      config: { multipart: { files: 1, kinds: ['image'] } },
      schema: {
        tags,
        description:
          '`title`, `image`, `subCategories[i][title]` (with `subCategories[i][id]` to rename one), ' +
          '`deletedSubCategories[i]` (ids to remove; refused with 409 while courses use them).',
        params: idParam,
        body: updateCategoryBody.and(z.object({ image: optionalImage })),
        response: { 200: one, ...errorResponses },
      },
    },
    async (request) => ({
      data: await categories.updateCategory(
        writeDeps(request),
        actorOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );
  app.delete(
    '/categories/delete-category/:id',
    {
      onRequest: adminOnly,
      schema: { tags, params: idParam, response: { 200: messageResponse, ...errorResponses } },
    },
    async (request) => {
      await categories.deleteCategory(writeDeps(request), actorOf(request), request.params.id);
      return { message: translate(request.lang, 'success.categoryDeleted') };
    },
  );

  app.get(
    '/user/categories',
    {
      onRequest: learnerOnly,
      schema: { tags, querystring: learnerCategoryQuery, response: { 200: list, ...errorResponses } },
    },
    async (request) => categories.listLearnerCategories(read, viewer(request), request.query),
  );
  app.get(
    '/user/subcategories/:id',
    {
      onRequest: learnerOnly,
      schema: {
        tags,
        params: idParam,
        querystring: learnerCategoryQuery,
        response: { 200: list, ...errorResponses },
      },
    },
    async (request) =>
      categories.listLearnerSubcategories(read, viewer(request), request.params.id, request.query),
  );
};
