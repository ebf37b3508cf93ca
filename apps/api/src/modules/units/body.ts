// The create-eu / update-eu body as the API validates it: the shared schema with uploaded files.
import { unitBodySchema } from '@parcours/shared';
import type { z } from 'zod';
import { uploadedFile } from '../../plugins/body';

export const unitBody = unitBodySchema(uploadedFile);
export type UnitInput = z.infer<typeof unitBody>;
