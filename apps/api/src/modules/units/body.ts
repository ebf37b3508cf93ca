// The create-eu / update-eu body as the API validates it: the shared schema with uploaded files.
import { unitBodySchema } from '@parcours/shared';
import type { z } from 'zod';
import { type MultipartRule, uploadedFile } from '../../plugins/body';

export const unitBody = unitBodySchema(uploadedFile);
export type UnitInput = z.infer<typeof unitBody>;

/** The multipart limits of create-eu / update-eu: the 20 files of the form's file lists, no videos. */
/** Videos are uploaded on their own (upload-media) and referenced by id; forms carry the lighter kinds. */
export const formKinds = ['image', 'document', 'audio'] as const;

export const unitForm: MultipartRule = { files: 20, kinds: formKinds };
