// The `profile_picture` field of the user forms: a file, or nothing (a form without a picture may still send
// the field empty).
import { z } from 'zod';
import { uploadedFile } from '../../plugins/body';

export const optionalPicture = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  uploadedFile.optional(),
);
