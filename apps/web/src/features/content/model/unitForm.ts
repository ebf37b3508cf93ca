// The educational-unit form (docs/design/product.md §3 and §5): a unit, its learning objects and their sections, with
// media. Built into the multipart body of create-eu / update-eu; videos never travel in it: they are uploaded
// first through media/upload-media and referenced by media_ids (docs/design/product.md §5, filter rule).
import { learningObjectTypes, unitTypes } from '@parcours/shared';
import { z } from 'zod';
import type { Unit } from '../api/getUnits';

/**
 * A media item of the form: already attached, a file to send with the form, or an upload to reference. `title`
 * is what learners get as caption and alternative text ('' for none); `savedTitle` is the title the server
 * holds, so only a changed title is sent.
 */
export type MediaDraft =
  | { kind: 'existing'; id: number; name: string; mimeType: string; title: string; savedTitle: string }
  | { kind: 'file'; file: File; title: string }
  | { kind: 'upload'; id: number; name: string; mimeType: string; title: string; savedTitle: string };

/** Longest media title the server keeps. */
export const mediaTitleMax = 255;

const isHttpUrl = (v: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};

const media = z.array(z.custom<MediaDraft>());

const section = z.object({
  id: z.number().optional(),
  title: z.string().trim().min(1, 'validation.sectionTitleRequired'),
  description: z.string().trim().min(1, 'validation.sectionDescriptionRequired'),
  duration: z
    .string()
    .trim()
    .min(1, 'validation.sectionDurationRequired')
    .regex(/^\d{1,6}$/, 'validation.durationInvalid'),
  hasQuiz: z.enum(['', 'yes', 'no']).refine((v) => v.length > 0, 'validation.sectionHasQuizRequired'),
  externalUrl: z
    .string()
    .trim()
    .max(2000, 'validation.tooLong')
    .refine((v) => v === '' || isHttpUrl(v), 'validation.urlInvalid'),
  externalUrlTitle: z.string().trim().max(255, 'validation.tooLong'),
  media,
});

const learningObject = z.object({
  id: z.number().optional(),
  title: z.string().trim().min(1, 'validation.learningObjectTitleRequired'),
  type: z
    .union([z.enum(learningObjectTypes), z.literal('')])
    .refine((v) => v.length > 0, 'validation.learningObjectTypeRequired'),
  summary: z.string().max(20_000, 'validation.tooLong'),
  media,
  sections: z.array(section),
});

export const unitFormSchema = z.object({
  title: z.string().trim().min(1, 'validation.unitTitleRequired'),
  type: z
    .union([z.enum(unitTypes), z.literal('')])
    .refine((v) => v.length > 0, 'validation.unitTypeRequired'),
  learningObjects: z.array(learningObject),
});
export type UnitFormValues = z.infer<typeof unitFormSchema>;
export type SectionValues = UnitFormValues['learningObjects'][number]['sections'][number];
export type LearningObjectValues = UnitFormValues['learningObjects'][number];

export function newSection(): SectionValues {
  return {
    title: '',
    description: '',
    duration: '',
    hasQuiz: '',
    externalUrl: '',
    externalUrlTitle: '',
    media: [],
  };
}

export function newLearningObject(): LearningObjectValues {
  return { title: '', type: '', summary: '', media: [], sections: [newSection()] };
}

/** A saved file, named as it was uploaded (or by its stored name when that was not recorded). */
const existing = (m: {
  id: number;
  fileName: string;
  originalName: string | null;
  title: string | null;
  mimeType: string;
}): MediaDraft => ({
  kind: 'existing',
  id: m.id,
  name: m.originalName || m.fileName.split('/').pop() || m.fileName,
  mimeType: m.mimeType,
  title: m.title ?? '',
  savedTitle: m.title ?? '',
});

export function unitToForm(unit: Unit | null | undefined): UnitFormValues {
  if (!unit) return { title: '', type: '', learningObjects: [newLearningObject()] };
  return {
    title: unit.title,
    type: (unitTypes as readonly string[]).includes(unit.type) ? (unit.type as UnitFormValues['type']) : '',
    learningObjects: unit.learningObjects.map((lo) => ({
      id: lo.id,
      title: lo.title,
      type: (learningObjectTypes as readonly string[]).includes(lo.type)
        ? (lo.type as LearningObjectValues['type'])
        : '',
      summary: lo.summary ?? '',
      media: lo.media.map(existing),
      sections: lo.sections.map((s) => ({
        id: s.id,
        title: s.title,
        description: s.description,
        duration: String(s.duration),
        hasQuiz: s.hasQuiz ? 'yes' : 'no',
        externalUrl: s.externalUrl ?? '',
        externalUrlTitle: s.externalUrlTitle ?? '',
        media: s.media.map(existing),
      })),
    })),
  };
}

export const isVideo = (file: { type: string }) => file.type.startsWith('video/');

export interface Removed {
  learningObjects: number[];
  sections: number[];
  media: number[];
}

interface MediaTitle {
  id: number;
  title: string;
}

/**
 * Files go with one `file_titles[]` entry each, in the same order ('' for none), so titles never shift; the
 * changed titles of saved files and of uploads are collected into `titles` (sent as `media_titles`).
 */
function appendMedia(form: FormData, prefix: string, items: MediaDraft[], titles: MediaTitle[]) {
  for (const item of items) {
    const title = item.title.trim();
    if (item.kind === 'file') {
      if (isVideo(item.file)) continue;
      form.append(`${prefix}[files][]`, item.file);
      form.append(`${prefix}[file_titles][]`, title);
      continue;
    }
    if (item.kind === 'upload') form.append(`${prefix}[media_ids][]`, String(item.id));
    if (title !== item.savedTitle) titles.push({ id: item.id, title });
  }
}

/**
 * The multipart body of create-eu / update-eu, with bracketed snake_case keys. Learning objects and sections go
 * in the order of the form, which is the order the server stores.
 */
export function unitFormData(values: UnitFormValues, removed: Removed): FormData {
  const form = new FormData();
  const titles: MediaTitle[] = [];
  form.append('title', values.title.trim());
  form.append('type', values.type);
  values.learningObjects.forEach((lo, i) => {
    const p = `learning_objects[${i}]`;
    if (lo.id) form.append(`${p}[id]`, String(lo.id));
    form.append(`${p}[title]`, lo.title.trim());
    form.append(`${p}[type]`, lo.type);
    form.append(`${p}[summary]`, lo.summary);
    appendMedia(form, p, lo.media, titles);
    lo.sections.forEach((s, j) => {
      const q = `${p}[sections][${j}]`;
      if (s.id) form.append(`${q}[id]`, String(s.id));
      form.append(`${q}[title]`, s.title.trim());
      form.append(`${q}[description]`, s.description.trim());
      form.append(`${q}[duration]`, s.duration.trim());
      form.append(`${q}[has_quiz]`, s.hasQuiz === 'yes' ? '1' : '0');
      form.append(`${q}[external_url]`, s.externalUrl.trim());
      form.append(`${q}[external_url_title]`, s.externalUrlTitle.trim());
      appendMedia(form, q, s.media, titles);
    });
  });
  for (const id of removed.learningObjects) form.append('deleted_learning_objects[]', String(id));
  for (const id of removed.sections) form.append('deleted_sections[]', String(id));
  for (const id of removed.media) form.append('deleted_media[]', String(id));
  titles.forEach(({ id, title }, k) => {
    form.append(`media_titles[${k}][id]`, String(id));
    form.append(`media_titles[${k}][title]`, title);
  });
  return form;
}
