import { z } from 'zod';
import { mediaTypeSchema } from '../enums.js';
import { idSchema, isoTime, nameSchema } from '../schemas/common.js';
import { mediaFileSchema, noteSchema } from './fields.js';

/** A library material: a media file with the description posts start from when they use it. */
export const materialSchema = z.object({
  id: idSchema,
  name: nameSchema,
  default_description: noteSchema,
  media_type: mediaTypeSchema,
  file: mediaFileSchema,
  created_at: isoTime,
});
export type Material = z.infer<typeof materialSchema>;
