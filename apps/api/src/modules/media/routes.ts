// HTTP of uploads (docs/design/contract.md §9): POST /api/media/upload-media stores one file under a temporary id.
import { roles, uploadMediaData, uploadMediaFields } from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http';
import { uploadedFile } from '../../plugins/body';
import { scheduleUploadCleanup, uploadAllowance } from './allowance';
import { mediaContext, mediaToWire, saveUpload } from './service';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  scheduleUploadCleanup(app);
  app.post(
    '/media/upload-media',
    {
      // Only the people who build courses and units upload ahead of a form (docs/security.md, "Uploads").
      onRequest: [
        app.authenticate,
        app.requireRole(roles.admin, roles.instructor, roles.designer),
        uploadAllowance(app),
      ],
      config: { multipart: { files: 1 } },
      schema: {
        tags: ['media'],
        description:
          'Multipart: `file` (image jpeg/png/webp/gif, document pdf/plain text, audio mp3/ogg/wav/m4a, video ' +
          'mp4/webm; decided from the bytes), `temporary_id`, `is_supplementary` (`true`|`false`), optional ' +
          "`title`. 413 above the limit of the kind or past the uploader's quota, 415 for any other type, 429 " +
          'past the hourly number of uploads. Staff only (admin, instructor, designer).',
        consumes: ['multipart/form-data'],
        body: uploadMediaFields.extend({ file: uploadedFile }),
        response: { 201: uploadMediaData, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { file, temporary_id, is_supplementary, title } = request.body;
      const row = await saveUpload(mediaContext(app, app.db, request.log), file, {
        temporaryId: temporary_id,
        isSupplementary: is_supplementary,
        title: title ?? null,
        collection: 'content',
        uploadedBy: request.auth!.userId,
      });
      return reply.code(201).send({ data: { ...mediaToWire(row), temporary_id: row.temporary_id } });
    },
  );
};
