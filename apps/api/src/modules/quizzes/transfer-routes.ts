// HTTP of quiz import and export (docs/integrations.md): a preview of a GIFT or Moodle XML file, the import
// into the course quiz or a learning object's quiz, and the export of any quiz as a file.
import {
  adminQuiz,
  dataEnvelope,
  type Language,
  messageResponse,
  quizExportQuery,
  quizImportBody,
  quizImportPreview,
  recordId,
  translate,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { actorOf } from '../../plugins/audit';
import { authorsCourse } from '../courses/access';
import * as transfer from './transfer';

const imported = messageResponse.extend({
  data: adminQuiz,
  imported: z.number(),
  /** Numbers (from 1) of the file's questions that were not imported; the preview says why. */
  skipped: z.array(z.number()),
});
// Moodle XML exports carry their images in base64: more room than the API's usual 1 MB.
const bodyLimit = 5 * 1024 * 1024;

/** The answer of both import routes: the saved quiz, what was imported and skipped, in the caller's language. */
function importedAnswer(lang: Language, result: transfer.ImportResult) {
  return {
    data: result.quiz,
    imported: result.imported,
    skipped: result.skipped,
    message: translate(lang, 'success.quizImported', { count: result.imported }),
  };
}

export const quizTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // Course authoring (docs/design/product.md §6): admins on every course, instructors and designers on the
  // courses they author (./courses/access.ts, checked once the parameters are parsed).
  const authoring = app.guards.authoring;
  const tags = ['quizzes'];

  app.post(
    '/admin/quiz-import/preview',
    {
      onRequest: authoring,
      bodyLimit,
      schema: {
        tags,
        description:
          'Reads a GIFT or Moodle XML file (`format`: gift or moodle_xml, `content`: the text) without saving: ' +
          'each question as it would be saved, what Parcours does not keep of it (`notes`) and why it cannot be ' +
          'imported (`errors`).',
        body: quizImportBody,
        response: { 200: dataEnvelope(quizImportPreview), ...errorResponses },
      },
    },
    async (request) => ({ data: transfer.previewImport(request.lang, request.body) }),
  );

  const importDescription =
    'Imports the questions of a GIFT or Moodle XML file that pass the quiz builder’s rules, after the quiz’s ' +
    'own (`mode`: append) or instead of them (replace); creates the quiz when there is none. 422 when no ' +
    'question of the file can be imported, with each question’s reasons.';

  app.post(
    '/admin/course-quiz/:courseId/import',
    {
      onRequest: [...authoring, authorsCourse(db, 'courseId')],
      bodyLimit,
      schema: {
        tags,
        description: importDescription,
        params: z.object({ courseId: recordId }),
        body: quizImportBody,
        response: { 200: imported, ...errorResponses },
      },
    },
    async (request) => {
      const result = await transfer.importIntoCourseQuiz(
        db,
        actorOf(request),
        request.lang,
        request.params.courseId,
        request.body,
      );
      return importedAnswer(request.lang, result);
    },
  );

  app.post(
    '/admin/add-quiz-to-lo/:loId/import',
    {
      onRequest: [...authoring, authorsCourse(db, 'loId')],
      bodyLimit,
      schema: {
        tags,
        description: importDescription,
        params: z.object({ loId: recordId }),
        body: quizImportBody,
        response: { 200: imported, ...errorResponses },
      },
    },
    async (request) => {
      const result = await transfer.importIntoLearningObjectQuiz(
        db,
        actorOf(request),
        request.lang,
        request.params.loId,
        request.body,
      );
      return importedAnswer(request.lang, result);
    },
  );

  app.get(
    '/admin/quizzes/:quizId/export',
    {
      onRequest: [...authoring, authorsCourse(db, 'quizId')],
      schema: {
        tags,
        description:
          'The quiz as a GIFT (`format=gift`) or Moodle XML (`format=moodle_xml`) file, for download. A ' +
          'question Moodle cannot score as Parcours does is preceded by a comment saying how, in the caller’s ' +
          'language.',
        params: z.object({ quizId: recordId }),
        querystring: quizExportQuery,
        response: {
          200: z.any().describe('The file, text/plain (GIFT) or application/xml'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const file = await transfer.exportQuiz(db, request.lang, request.params.quizId, request.query.format);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );
};
