// HTTP of uploads (docs/design/contract.md §9): POST /api/media/upload-media stores one file under a temporary id.
import { uploadMediaData, uploadMediaFields } from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http';
import { uploadedFile } from '../../plugins/body';
import { mediaContext, mediaToWire, saveUpload } from './service';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/media/upload-media',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['media'],
        description:
          'Multipart: `file` (image jpeg/png/webp/gif, document pdf/plain text, audio mp3/ogg/wav/m4a, video ' +
          'mp4/webm; decided from the bytes), `temporary_id`, `is_supplementary` (`true`|`false`), optional ' +
          '`title`. 413 above the limit of the kind, 415 for any other type.',
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
