import { z } from 'zod';
import { INT4_MAX } from './schemas/common.js';
import { AREA_IDS } from './values.js';

/** Every response of /api/admin: code 0 is success and `data` holds the output. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const areaIdSchema = z.enum(AREA_IDS);
export type AreaId = z.infer<typeof areaIdSchema>;

/** Platforms the console runs on, sent in X-Common-Params. */
export const clientPlatformSchema = z.enum(['web', 'mobile', 'app']);

/**
 * X-Common-Params (SPEC §7): a JSON object. The tenant (game_id, area_id) comes from here and is
 * verified against the user's memberships; a request body never names the tenant.
 */
export const commonParamsSchema = z.object({
  platform: clientPlatformSchema.default('web'),
  game_id: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  area_id: areaIdSchema.optional(),
  /** Minutes east of UTC, as the browser sees it (e.g. 480 for UTC+8). */
  tz_offset: z.coerce.number().int().min(-840).max(840).default(0),
  /** IANA zone name when the browser knows it. */
  tz: z.string().max(64).optional(),
});
export type CommonParams = z.infer<typeof commonParamsSchema>;

/** Far beyond any list's last page, and small enough that its offset fits a query. */
const PAGE_MAX = 100_000;

export const pageInputSchema = z.object({
  page: z.number().int().min(1).max(PAGE_MAX).default(1),
  page_size: z.number().int().min(1).max(200).default(20),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}

export const emptyInput = z.object({}).strict();
export const okOutput = z.null();

/** A file an endpoint answers instead of the JSON envelope (exports); named by Content-Disposition. */
export interface FileDownload {
  filename: string;
  mediaType: string;
  body: Uint8Array;
}

/** Output schema of a download endpoint: the server streams the file, errors still come as envelopes. */
export const fileOutput = z.custom<FileDownload>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    'filename' in value &&
    'body' in value &&
    'mediaType' in value,
);

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
