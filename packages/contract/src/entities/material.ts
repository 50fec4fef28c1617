import { z } from 'zod';
import { socialNetworkSchema, uploadKindSchema } from '../enums.js';
import { idSchema, isoTime, nameSchema } from '../schemas/common.js';
import { memberRefSchema } from '../schemas/perm.js';
import { pageInputSchema } from '../transport.js';
import { countSchema, mediaFileSchema, noteSchema, urlSchema } from './fields.js';

/**
 * The material library (SPEC §1, §2 /material/*, §3 Material): files the team may post, each with the
 * description a post starts from, its tags, folder and usage rights, reviewed before anyone uses it.
 */

/** What a material file is: images and videos can be posted; documents (PDF) are kept for reference. */
export const materialKindSchema = uploadKindSchema;
export type MaterialKind = z.infer<typeof materialKindSchema>;

/** Review: a submission waits for material_manage; only an approved material can be used. */
export const materialStatuses = ['pending', 'approved', 'rejected'] as const;
export const materialStatusSchema = z.enum(materialStatuses);
export type MaterialStatus = z.infer<typeof materialStatusSchema>;

/**
 * The derived files: pending until the job has run; unavailable when the tool it needs is missing on
 * the server (ffmpeg for a video's poster and codec), with the reason; failed when the file could not be
 * read.
 */
export const previewStatuses = ['pending', 'done', 'failed', 'unavailable'] as const;
export const previewStatusSchema = z.enum(previewStatuses);
export type PreviewStatus = z.infer<typeof previewStatusSchema>;

export const MATERIAL_TAGS_MAX = 20;
export const MATERIAL_FOLDER_DEPTH_MAX = 3;
/** Owners are told this many days before a material's rights end. */
export const MATERIAL_EXPIRY_NOTICE_DAYS = 7;
/** Materials one review call decides. */
export const MATERIAL_BATCH_MAX = 100;
/** Hours an outside reviewer's link stays valid by default, and at most. */
export const MATERIAL_LINK_HOURS = { default: 72, max: 24 * 14 } as const;

export const materialTagSchema = z.string().trim().min(1).max(40);

/** ISO 3166-1 alpha-2 region codes and BCP 47 language tags a material may be used in (empty: anywhere). */
export const regionCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'invalid_format');
export const languageTagSchema = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'invalid_format');

/** Usage rights: until when, where and in which languages, from whom. */
export const materialRightsSchema = z.object({
  expires_at: isoTime.nullable(),
  regions: z.array(regionCodeSchema).max(250),
  languages: z.array(languageTagSchema).max(100),
  licensor: z.string().trim().max(200),
  notes: noteSchema,
});
export type MaterialRights = z.infer<typeof materialRightsSchema>;

export const noRights: MaterialRights = {
  expires_at: null,
  regions: [],
  languages: [],
  licensor: '',
  notes: '',
};

/** What the server derived from the bytes: thumbnail, a video's poster frame and codec. */
export const materialPreviewSchema = z.object({
  status: previewStatusSchema,
  thumbnail_url: urlSchema.nullable(),
  poster_url: urlSchema.nullable(),
  duration_ms: countSchema.nullable(),
  codec: z.string().nullable(),
  /** Why the preview is failed or unavailable, for people (e.g. "ffmpeg is not installed"). */
  reason: z.string().nullable(),
});
export type MaterialPreview = z.infer<typeof materialPreviewSchema>;

export const materialReviewSchema = z.object({
  /** A member of the game, or the outside reviewer's e-mail when decided through a link. */
  by: z.string(),
  comment: z.string(),
  at: isoTime,
});

/** A library material (SPEC §3 Material: name, default description) with what the library keeps of it. */
export const materialSchema = z.object({
  id: idSchema,
  name: nameSchema,
  /** The post text compose offers when the material is picked. */
  default_description: noteSchema,
  kind: materialKindSchema,
  status: materialStatusSchema,
  file: mediaFileSchema,
  preview: materialPreviewSchema,
  tags: z.array(materialTagSchema),
  folder_id: idSchema.nullable(),
  rights: materialRightsSchema,
  /** The rights have ended: the material cannot be used for new posts. */
  expired: z.boolean(),
  submitted_by: memberRefSchema.nullable(),
  review: materialReviewSchema.nullable(),
  /** Posts and tasks that use it. */
  usage_count: countSchema,
  created_at: isoTime,
  updated_at: isoTime,
});
export type Material = z.infer<typeof materialSchema>;

/** How a file suits one network: fits, fits outside the recommended values (warn), or refused (error). */
export const networkFitSchema = z.object({
  network: socialNetworkSchema,
  verdict: z.enum(['fits', 'warn', 'error']),
  /** What is outside the network's rules, as catalogue keys with their values. */
  notes: z.array(
    z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }),
  ),
});
export type NetworkFit = z.infer<typeof networkFitSchema>;

/** A post or task that uses a material, with how the post did where it was published. */
export const materialUseSchema = z.object({
  kind: z.enum(['post', 'task']),
  id: idSchema,
  title: z.string(),
  status: z.string(),
  /** Posts: when it went (or goes) out; tasks: the deadline. */
  at: isoTime.nullable(),
  networks: z.array(socialNetworkSchema),
  /** Published posts' figures summed over their accounts; null where none are stored yet. */
  impressions: countSchema.nullable(),
  engagements: countSchema.nullable(),
});
export type MaterialUse = z.infer<typeof materialUseSchema>;

export const materialDetailSchema = materialSchema.extend({
  fit: z.array(networkFitSchema),
  uses: z.array(materialUseSchema),
  /** Scheduled posts that use it (what deleting or expiry would hold). */
  scheduled_uses: countSchema,
});
export type MaterialDetail = z.infer<typeof materialDetailSchema>;

/** The fields a submitter gives; rights default to none. */
export const materialFieldsSchema = z.strictObject({
  name: nameSchema,
  default_description: noteSchema.default(''),
  tags: z.array(materialTagSchema).max(MATERIAL_TAGS_MAX).default([]),
  folder_id: idSchema.nullable().default(null),
  rights: materialRightsSchema.strict().default(noRights),
});

/** A change carries only the fields sent (no defaults): an untouched field is left as it is. */
export const materialChangeSchema = z.strictObject({
  id: idSchema,
  name: nameSchema.optional(),
  default_description: noteSchema.optional(),
  tags: z.array(materialTagSchema).max(MATERIAL_TAGS_MAX).optional(),
  folder_id: idSchema.nullable().optional(),
  rights: materialRightsSchema.strict().optional(),
});
export type MaterialChange = z.infer<typeof materialChangeSchema>;

const sortKeys = ['created_at', 'name', 'size', 'usage'] as const;

/** The library's search: name, tag, type, size, date and folder; approved materials only. */
export const materialLibraryInput = pageInputSchema
  .extend({
    keyword: z.string().trim().max(100).optional(),
    tags: z.array(materialTagSchema).max(20).optional(),
    kinds: z.array(materialKindSchema).max(3).optional(),
    /** A folder and its sub-folders; null: materials in no folder; absent: every folder. */
    folder_id: idSchema.nullable().optional(),
    size_min: countSchema.optional(),
    size_max: countSchema.optional(),
    created: z.object({ start: isoTime, end: isoTime }).optional(),
    /** Leave out materials whose rights have ended (compose's picker). */
    usable_only: z.boolean().default(false),
    sort: z.enum(sortKeys).default('created_at'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .strict();
export type MaterialLibraryInput = z.infer<typeof materialLibraryInput>;

/** The submit screen: the caller's submissions; a manager may see everyone's (and the review queue). */
export const materialListInput = pageInputSchema
  .extend({
    status: z.array(materialStatusSchema).max(3).optional(),
    keyword: z.string().trim().max(100).optional(),
    /** material_manage only: everyone's submissions, else the caller's own. */
    everyone: z.boolean().default(false),
  })
  .strict();
export type MaterialListInput = z.infer<typeof materialListInput>;

export const materialFolderSchema = z.object({
  id: idSchema,
  name: nameSchema,
  parent_id: idSchema.nullable(),
  level: z.number().int().min(1).max(MATERIAL_FOLDER_DEPTH_MAX),
  /** Materials directly in it. */
  count: countSchema,
});
export type MaterialFolder = z.infer<typeof materialFolderSchema>;

/** One item of a batch: its own outcome, so one refusal does not hide the others' success. */
export const materialResultSchema = z.object({
  id: idSchema,
  ok: z.boolean(),
  code: z.number().int(),
  message: z.string(),
});
export type MaterialResult = z.infer<typeof materialResultSchema>;

/** What the outside reviewer's link shows before they decide. */
export const materialLinkInfoSchema = z.object({
  game_name: z.string(),
  reviewer: z.string(),
  name: z.string(),
  kind: materialKindSchema,
  default_description: z.string(),
  rights: materialRightsSchema,
  /** Signed, short-lived links to the file and its preview for this reviewer. */
  file_url: urlSchema,
  thumbnail_url: urlSchema.nullable(),
  submitted_by: z.string(),
  state: z.enum(['open', 'decided']),
  status: materialStatusSchema,
});
export type MaterialLinkInfo = z.infer<typeof materialLinkInfoSchema>;
