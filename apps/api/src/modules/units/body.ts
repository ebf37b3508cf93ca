// The create-eu / update-eu body as the API validates it: the shared schema with uploaded files.
import { unitBodySchema } from '@parcours/shared';
import type { z } from 'zod';
import { type MultipartRule, uploadedFile } from '../../plugins/body';
import { formKinds } from './apply';

export const unitBody = unitBodySchema(uploadedFile);
export type UnitInput = z.infer<typeof unitBody>;

/** The multipart limits of create-eu / update-eu: the 20 files of the form's file lists, no videos. */
export const unitForm: MultipartRule = { files: 20, kinds: formKinds };
