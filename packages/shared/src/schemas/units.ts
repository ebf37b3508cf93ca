// Wire schemas of educational units (docs/design/product.md §3, §5 and §7): the create-eu / update-eu form, reordering,
// the admin view of a course's units and the content a learner reads.
import { z } from 'zod';
import { learningObjectTypes, unitTypes } from '../constants';
import {
  idList,
  idValue,
  listOf,
  optionalId,
  optionalText,
  optionalUrl,
  requiredBoolean,
  requiredOr,
  requiredText,
  wholeNumber,
} from './form-fields';
import { adminQuiz } from './quizzes';
import { mediaItem } from './users';

/** Files sent with a form; a single file or an empty field are accepted too. */
function fileList<F extends z.ZodType>(file: F) {
  return z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return [];
      return (Array.isArray(v) ? v : [v]).filter((f) => f !== '');
    },
    z.array(file).max(20, 'validation.invalidValue'),
  );
}

/** Titles of the `files` sent beside them, by position: '' (or a missing entry) leaves a file untitled. */
const fileTitles = listOf(optionalText(255), 20);

/** Refuses more titles than files: a title with no file beside it means the two lists are out of step. */
function titlesMatchFiles(value: { files: unknown[]; file_titles: unknown[] }, ctx: z.RefinementCtx) {
  if (value.file_titles.length > value.files.length) {
    ctx.addIssue({ code: 'custom', path: ['file_titles'], message: 'validation.invalidValue' });
  }
}

/**
 * `POST /api/admin/create-eu/{courseId}` and `POST /api/admin/update-eu/{courseId}/{euId}` (multipart or JSON).
 * `file` is the schema of one uploaded file (the API's UploadedFile, the browser's File). Images, documents and
 * audio come as `files`; videos are uploaded first (`media/upload-media`) and referenced by `media_ids`.
 * On update, learning objects and sections with an id are updated, without one created; those listed in
 * `deleted_learning_objects` / `deleted_sections` are removed, and `deleted_media` detaches files.
 *
 * Order: the order of `learning_objects` is the order of the unit, and the order of a learning object's
 * `sections` is the order of that learning object. Listed items (with an id or new) take the first positions in
 * the order of the list; live items that an update leaves out keep their relative order after them. Positions
 * are renumbered 0..n-1 within the unit (learning objects) and within each listed learning object (sections).
 *
 * Media titles (the caption and the alternative text a learner gets): `file_titles` runs beside `files`, one
 * entry per file in the same order ('' for none; send `file_titles[]` once per file in a form so the entries
 * stay in step). `media_titles` sets or clears (`''`) the title of files already attached to this unit, or
 * referenced by `media_ids` in the same body; any other id is refused.
 */
export function unitBodySchema<F extends z.ZodType>(file: F) {
  const section = z
    .object({
      id: optionalId,
      title: requiredText('validation.sectionTitleRequired'),
      description: requiredText('validation.sectionDescriptionRequired', 20_000),
      duration: wholeNumber('validation.sectionDurationRequired', 'validation.durationInvalid', 0, 100_000),
      has_quiz: requiredBoolean('validation.sectionHasQuizRequired'),
      external_url: optionalUrl,
      external_url_title: optionalText(255),
      files: fileList(file),
      file_titles: fileTitles,
      media_ids: idList,
    })
    .superRefine(titlesMatchFiles);
  const learningObject = z
    .object({
      id: optionalId,
      title: requiredText('validation.learningObjectTitleRequired'),
      type: z.enum(learningObjectTypes, { error: requiredOr('validation.learningObjectTypeRequired') }),
      summary: optionalText(20_000),
      sections: listOf(section, 200),
      files: fileList(file),
      file_titles: fileTitles,
      media_ids: idList,
    })
    .superRefine(titlesMatchFiles);
  return z.object({
    title: requiredText('validation.unitTitleRequired'),
    type: z.enum(unitTypes, { error: requiredOr('validation.unitTypeRequired') }),
    learning_objects: listOf(learningObject, 200),
    deleted_learning_objects: idList,
    deleted_sections: idList,
    deleted_media: idList,
    media_titles: listOf(z.object({ id: idValue, title: optionalText(255) }), 1000),
  });
}
/** `POST /api/admin/reorder-eu/{courseId}`: every live unit of the course, in the new order. */
export const reorderUnitsBody = z.object({ unit_ids: idList });
/** `POST /api/admin/reorder-lo/{courseId}/{euId}`: every live learning object of the unit, in the new order. */
export const reorderLearningObjectsBody = z.object({ learning_object_ids: idList });

export const sectionWire = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  duration: z.number(),
  has_quiz: z.boolean(),
  external_url: z.string().nullable(),
  external_url_title: z.string().nullable(),
  position: z.number(),
  media: z.array(mediaItem),
});

const learningObjectBase = z.object({
  id: z.number(),
  title: z.string(),
  type: z.enum(learningObjectTypes),
  summary: z.string().nullable(),
  position: z.number(),
  media: z.array(mediaItem),
  sections: z.array(sectionWire),
});

const unitBase = z.object({
  id: z.number(),
  course_id: z.number(),
  title: z.string(),
  type: z.enum(unitTypes),
  position: z.number(),
});

/** A unit as the admin edits it: every learning object with its quiz and the correct answers. */
export const adminUnit = unitBase.extend({
  created_at: z.string(),
  updated_at: z.string(),
  learning_objects: z.array(
    learningObjectBase.extend({
      quiz: adminQuiz.nullable(),
      /** 1 when the author marked it as reading only: publishing expects no quiz of it. */
      reading_only: z.number(),
    }),
  ),
});
export type AdminUnit = z.infer<typeof adminUnit>;

/**
 * A quiz as the content lists it: which one, whether the caller has passed it and, only while the caller waits for
 * the cooldown after failing it, when they may take it again (docs/design/adaptive.md §5).
 */
export const quizRef = z.object({
  id: z.number(),
  is_passed: z.boolean(),
  questions_count: z.number(),
  next_attempt_at: z.string().optional(),
});

export const contentUnit = unitBase.extend({
  learning_objects: z.array(learningObjectBase.extend({ quiz: quizRef.nullable() })),
});

/** `GET /api/courses/{courseId}/content`: the units in the author's order, never with correct answers. */
export const courseContent = z.object({
  course: z.object({ id: z.number(), title: z.string() }),
  /** The course quiz (pretest before completion, post-test after). */
  quiz: quizRef.nullable(),
  /**
   * True while the course waits for the learner's pretest (docs/design/adaptive.md §2): `units` is then empty,
   * and only the course quiz, taken as the pretest, is open.
   */
  waits_for_pretest: z.boolean(),
  units: z.array(contentUnit),
});
export type CourseContent = z.infer<typeof courseContent>;

/** `POST /api/admin/learning-objects/{loId}/reading-only`. */
export const readingOnlyBody = z.object({ value: z.boolean({ error: 'validation.invalidValue' }) });
