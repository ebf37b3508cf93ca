// Wire schemas of uploads (docs/design/contract.md §9): the text fields of `POST /api/media/upload-media`; the file
// itself travels as the multipart part `file`.
import { z } from 'zod';
import { formBoolean } from './common';
import { mediaItem } from './users';

export const mediaKindNames = ['image', 'document', 'audio', 'video'] as const;
export type UploadKind = (typeof mediaKindNames)[number];

export const uploadMediaFields = z.object({
  /** Chosen by the client before the owner (a course) exists; the owner's create/update call names it. */
  temporary_id: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required', abort: true })
    .max(100, 'validation.tooLong')
    .regex(/^[A-Za-z0-9_.:-]+$/, 'validation.invalidValue'),
  is_supplementary: formBoolean.default(false),
  title: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().trim().max(255, 'validation.tooLong').optional(),
  ),
});
export type UploadMediaFields = z.infer<typeof uploadMediaFields>;

/** Answer of an upload: the stored record. */
export const uploadMediaData = z.object({ data: mediaItem.extend({ temporary_id: z.string().nullable() }) });
