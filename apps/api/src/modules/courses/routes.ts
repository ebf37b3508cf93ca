// HTTP of courses (docs/design/product.md §7 "Courses"): the public and learner catalogue, a learner's enrolled
// courses, and the admin course calls (enrolling is the enrolments module's).
import {
  activeCourseBody,
  adminCourseListQuery,
  course,
  courseAuthor,
  courseAuthorsBody,
  courseDeletion,
  courseListQuery,
  createCourseBody,
  dataEnvelope,
  enrolledCourse,
  enrolledCourseQuery,
  idParam,
  listEnvelope,
  messageResponse,
  publication,
  translate,
  updateCourseBody,
} from '@parcours/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { actorOf } from '../../plugins/audit';
import { uploadedFile } from '../../plugins/body';
import { authorsCourse } from './access';
import * as admin from './admin';
import * as life from './life';
import * as courses from './service';

// A form without a cover may still send the field empty.
const optionalCover = z.preprocess((v) => (v === '' || v === null ? undefined : v), uploadedFile.optional());

const viewerOf = (request: FastifyRequest): courses.Viewer | null =>
  request.auth ? { userId: request.auth.userId, role: request.auth.role } : null;

const list = listEnvelope(course);
const one = dataEnvelope(course);
const tags = ['admin courses'];

/**
 * What the course route plugins share: reads on the app's database, the course authoring guards
 * (docs/design/product.md §6: admins on every course, instructors and designers on the courses they author,
 * checked by `authorsCourse` once the parameters are parsed) and the app's clock.
 */
function courseContext(app: FastifyInstance) {
  const { db, engine, config } = app;
  const now = () => app.clock.now();
  return {
    db,
    read: { db, engine },
    adminOnly: app.guards.adminOnly,
    authoring: app.guards.authoring,
    authorOfId: authorsCourse(db, 'id'),
    learnerOnly: app.guards.learnerOnly,
    now,
    /** Public calls read the caller when a token is sent (a bad one still answers 401, so the client refreshes). */
    optionalAuth: async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
      if (request.headers.authorization) await app.authenticate.call(app, request, reply);
    },
    adminDeps: (request: FastifyRequest): admin.AdminDeps => ({
      db,
      mediaDir: config.mediaDir,
      uploadLimits: config.uploadLimits,
      log: request.log,
      now,
    }),
  };
}

/** The public and learner catalogue, and a learner's enrolled courses. */
export const courseCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { read, learnerOnly, optionalAuth } = courseContext(app);
  const catalogue = {
    tags: ['courses'],
    querystring: courseListQuery,
    response: { 200: list, ...errorResponses },
  };
  app.get('/courses', { onRequest: optionalAuth, schema: catalogue }, async (request) =>
    courses.listCatalogue(read, viewerOf(request), request.query),
  );
  app.get('/user/courses', { onRequest: learnerOnly, schema: catalogue }, async (request) =>
    courses.listCatalogue(read, viewerOf(request), request.query),
  );
  app.get(
    '/user/courses/subcategory/:id',
    { onRequest: learnerOnly, schema: { ...catalogue, params: idParam } },
    async (request) =>
      courses.listSubcategoryCatalogue(read, viewerOf(request)!, request.params.id, request.query),
  );
  app.get(
    '/courses/:id',
    {
      onRequest: optionalAuth,
      schema: { tags: ['courses'], params: idParam, response: { 200: one, ...errorResponses } },
    },
    async (request) => ({
      data: await courses.getCatalogueCourse(read, viewerOf(request), request.params.id),
    }),
  );

  app.get(
    '/user/enrolled-courses',
    {
      onRequest: learnerOnly,
      schema: {
        tags: ['courses'],
        querystring: enrolledCourseQuery,
        response: { 200: listEnvelope(enrolledCourse), ...errorResponses },
      },
    },
    async (request) => courses.listEnrolledCourses(read, viewerOf(request)!, request.query),
  );
};

/** A course as its authors edit it: the admin list, one course, create and update. */
export const courseEditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, read, authoring, authorOfId, adminDeps } = courseContext(app);
  app.get(
    '/admin/courses',
    {
      onRequest: authoring,
      schema: { tags, querystring: adminCourseListQuery, response: { 200: list, ...errorResponses } },
    },
    async (request) => courses.listAdminCourses(read, viewerOf(request)!, request.query),
  );
  app.get(
    '/admin/courses/:id',
    {
      onRequest: [...authoring, authorOfId],
      schema: { tags, params: idParam, response: { 200: one, ...errorResponses } },
    },
    async (request) => ({ data: await courses.getAdminCourse(db, viewerOf(request)!, request.params.id) }),
  );
  app.post(
    '/admin/create-course',
    {
      onRequest: authoring,
      config: { multipart: { files: 1, kinds: ['image'] } },
      schema: {
        tags,
        description:
          'JSON or multipart; `course_media` is the cover file, `temporary_id` attaches earlier uploads.',
        body: createCourseBody.and(z.object({ course_media: optionalCover })),
        response: { 201: one, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await admin.createCourse(adminDeps(request), actorOf(request), request.body) }),
  );
  app.post(
    '/admin/update-course/:id',
    {
      onRequest: [...authoring, authorOfId],
      config: { multipart: { files: 1, kinds: ['image'] } },
      schema: {
        tags,
        params: idParam,
        body: updateCourseBody.extend({ course_media: optionalCover }),
        response: { 200: one, ...errorResponses },
      },
    },
    async (request) => ({
      data: await admin.updateCourse(adminDeps(request), actorOf(request), request.params.id, request.body),
    }),
  );
};

/** What only an admin does to a course: delete it, switch it active or inactive, offline or online. */
export const courseSwitchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, adminOnly, now } = courseContext(app);
  app.delete(
    '/admin/delete-course/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        params: idParam,
        response: {
          200: z.object({ data: z.object({ id: z.number(), deleted_at: z.string() }), message: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      data: await admin.deleteCourse({ db, now }, actorOf(request), request.params.id),
      message: translate(request.lang, 'success.courseDeleted'),
    }),
  );
  app.post(
    '/admin/active-course/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        description: 'Body `{value: 1|0}` sets the state; without it the state toggles.',
        params: idParam,
        body: activeCourseBody,
        response: { 200: one, ...errorResponses },
      },
    },
    async (request) => ({
      data: await admin.setSwitch({ db, now }, actorOf(request), request.params.id, {
        field: 'is_active',
        value: request.body.value,
      }),
    }),
  );
  for (const [path, offline] of [
    ['/admin/offline-course/:id', true],
    ['/admin/online-course/:id', false],
  ] as const) {
    app.post(
      path,
      { onRequest: adminOnly, schema: { tags, params: idParam, response: { 200: one, ...errorResponses } } },
      async (request) => ({
        data: await admin.setSwitch({ db, now }, actorOf(request), request.params.id, {
          field: 'is_offline',
          value: offline,
        }),
      }),
    );
  }
};

/** A course's life (docs/design/product.md §4): publication, archive, what deletion takes. */
export const courseLifeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, adminOnly, authoring, authorOfId, now } = courseContext(app);
  app.get(
    '/admin/courses/:id/publication',
    {
      onRequest: [...authoring, authorOfId],
      schema: {
        tags,
        description: 'The checks publishing runs, whether each passes, and what fails it.',
        params: idParam,
        response: { 200: dataEnvelope(publication), ...errorResponses },
      },
    },
    async (request) => ({ data: await life.publication({ db }, request.lang, request.params.id) }),
  );
  app.post(
    '/admin/courses/:id/publish',
    {
      onRequest: [...authoring, authorOfId],
      schema: {
        tags,
        description: 'Publishes a draft or archived course; 422 with `errors` naming each failing check.',
        params: idParam,
        response: { 200: one.extend({ message: z.string() }), ...errorResponses },
      },
    },
    async (request) => {
      await life.publish({ db, now }, actorOf(request), request.params.id);
      return {
        data: await courses.getAdminCourse(db, viewerOf(request)!, request.params.id),
        message: translate(request.lang, 'success.coursePublished'),
      };
    },
  );
  app.post(
    '/admin/courses/:id/archive',
    {
      onRequest: [...authoring, authorOfId],
      schema: {
        tags,
        params: idParam,
        response: { 200: one.extend({ message: z.string() }), ...errorResponses },
      },
    },
    async (request) => {
      await life.archive({ db, now }, actorOf(request), request.params.id);
      return {
        data: await courses.getAdminCourse(db, viewerOf(request)!, request.params.id),
        message: translate(request.lang, 'success.courseArchived'),
      };
    },
  );
  app.get(
    '/admin/courses/:id/deletion',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        description:
          'What deleting the course takes with it; `deletable` is false when learners hold certificates.',
        params: idParam,
        response: { 200: dataEnvelope(courseDeletion), ...errorResponses },
      },
    },
    async (request) => ({ data: await life.deletion({ db }, request.params.id) }),
  );
};

/** Who authors a course besides its creator (instructors and designers). */
export const courseAuthorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, authoring, authorOfId, now } = courseContext(app);
  app.get(
    '/admin/courses/:id/authors',
    {
      onRequest: [...authoring, authorOfId],
      schema: {
        tags,
        params: idParam,
        response: { 200: dataEnvelope(z.array(courseAuthor)), ...errorResponses },
      },
    },
    async (request) => ({ data: await life.listAuthors(db, request.params.id) }),
  );
  app.put(
    '/admin/courses/:id/authors',
    {
      onRequest: [...authoring, authorOfId],
      schema: {
        tags,
        description: 'Replaces the instructors and designers who author the course with its creator.',
        params: idParam,
        body: courseAuthorsBody,
        response: { 200: messageResponse.extend({ data: z.array(courseAuthor) }), ...errorResponses },
      },
    },
    async (request) => ({
      data: await life.saveAuthors({ db, now }, actorOf(request), request.params.id, request.body.user_ids),
      message: translate(request.lang, 'success.authorsSaved'),
    }),
  );
};
