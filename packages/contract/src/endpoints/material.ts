import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  MATERIAL_BATCH_MAX,
  MATERIAL_LINK_HOURS,
  materialChangeSchema,
  materialDetailSchema,
  materialFieldsSchema,
  materialFolderSchema,
  materialLibraryInput,
  materialLinkInfoSchema,
  materialListInput,
  materialResultSchema,
  materialSchema,
} from '../entities/material.js';
import { idInput, idSchema, nameSchema } from '../schemas/common.js';
import { emptyInput, okOutput, pageOf } from '../transport.js';
import { sha1HexSchema } from './upload.js';

const idsSchema = z.array(idSchema).min(1).max(MATERIAL_BATCH_MAX);
const commentSchema = z.string().trim().max(2000);

/** Submit, review and the library (SPEC §2 /material/list, /material/review, /material/library). */
export const materialEndpoints = {
  check: defineEndpoint({
    path: 'material/check',
    access: 'material_base',
    input: z.strictObject({ sha1: z.array(sha1HexSchema).min(1).max(50) }),
    output: z.array(z.object({ sha1: sha1HexSchema, material: materialSchema.nullable() })),
    summary:
      'Which of these files (by SHA-1) the game already has: the console links them instead of uploading',
  }),
  submit: defineEndpoint({
    path: 'material/submit',
    access: 'material_base',
    input: materialFieldsSchema.extend({ upload_id: idSchema }),
    output: z.object({ material: materialSchema, linked: z.boolean() }),
    summary:
      'Submit a finished upload for review; the same file already in the game is linked (linked: true), not stored twice',
  }),
  list: defineEndpoint({
    path: 'material/list',
    access: 'material_base',
    input: materialListInput,
    output: pageOf(materialSchema),
    summary: "Submissions: the caller's own, or everyone's for material_manage (the review queue)",
  }),
  library: defineEndpoint({
    path: 'material/library',
    access: 'material_base',
    input: materialLibraryInput,
    output: pageOf(materialSchema),
    summary: 'Approved materials by name, tag, type, size, date and folder',
  }),
  detail: defineEndpoint({
    path: 'material/detail',
    access: 'material_base',
    input: idInput,
    output: materialDetailSchema,
    summary: 'One material with its fit per network, the posts and tasks that use it and how the posts did',
  }),
  update: defineEndpoint({
    path: 'material/update',
    access: 'material_base',
    input: materialChangeSchema,
    output: materialSchema,
    summary:
      'Change the fields sent: the submitter while pending or rejected; material_manage any time (rights, folders)',
  }),
  resubmit: defineEndpoint({
    path: 'material/resubmit',
    access: 'material_base',
    input: idInput,
    output: materialSchema,
    summary: 'Send a rejected submission back for review',
  }),
  review: defineEndpoint({
    path: 'material/review',
    access: 'material_manage',
    input: z.strictObject({
      ids: idsSchema,
      decision: z.enum(['approve', 'reject']),
      comment: commentSchema.default(''),
    }),
    output: z.array(materialResultSchema),
    summary: 'Approve or reject pending materials (a reject needs a comment); each has its own result',
  }),
  delete: defineEndpoint({
    path: 'material/delete',
    access: 'material_manage',
    input: z.strictObject({ ids: idsSchema, confirm_in_use: z.boolean().default(false) }),
    output: z.array(materialResultSchema),
    summary:
      'Delete materials; one used by a scheduled post is refused (material_in_use) unless confirm_in_use, and its posts are held',
  }),
  tags: defineEndpoint({
    path: 'material/tags',
    access: 'material_base',
    input: emptyInput,
    output: z.array(z.object({ tag: z.string(), count: z.number().int() })),
    summary: "The game's material tags with how many approved materials carry each",
  }),
};

/** Folders of the library (material_manage edits them). */
export const materialFolderEndpoints = {
  list: defineEndpoint({
    path: 'material/folder/list',
    access: 'material_base',
    input: emptyInput,
    output: z.array(materialFolderSchema),
    summary: "The game's folders, parents before children",
  }),
  create: defineEndpoint({
    path: 'material/folder/create',
    access: 'material_manage',
    input: z.strictObject({ name: nameSchema, parent_id: idSchema.nullable().default(null) }),
    output: materialFolderSchema,
    summary: 'Add a folder (at most three levels)',
  }),
  update: defineEndpoint({
    path: 'material/folder/update',
    access: 'material_manage',
    input: z.strictObject({
      id: idSchema,
      name: nameSchema.optional(),
      parent_id: idSchema.nullable().optional(),
    }),
    output: materialFolderSchema,
    summary: 'Rename or move a folder; never into itself or deeper than three levels',
  }),
  delete: defineEndpoint({
    path: 'material/folder/delete',
    access: 'material_manage',
    input: idInput,
    output: okOutput,
    summary: 'Delete an empty folder (no materials, no sub-folders)',
  }),
};

const linkToken = z.string().min(20).max(400);

/** The outside reviewer (licensor, IP holder): a signed, single-use link by e-mail; no sign-in. */
export const materialLinkEndpoints = {
  send: defineEndpoint({
    path: 'material/link/send',
    access: 'material_manage',
    input: z.strictObject({
      id: idSchema,
      email: z.email().max(254),
      hours: z.number().int().min(1).max(MATERIAL_LINK_HOURS.max).default(MATERIAL_LINK_HOURS.default),
      note: commentSchema.default(''),
    }),
    output: z.object({ expires_at: z.string() }),
    summary: 'E-mail an outside reviewer a link that approves or rejects one pending material, once',
  }),
  info: defineEndpoint({
    path: 'material/link/info',
    access: 'public',
    input: z.strictObject({ token: linkToken }),
    output: materialLinkInfoSchema,
    summary: 'What an outside reviewer’s link shows, and whether it can still decide',
  }),
  decide: defineEndpoint({
    path: 'material/link/decide',
    access: 'public',
    input: z.strictObject({
      token: linkToken,
      decision: z.enum(['approve', 'reject']),
      comment: commentSchema.default(''),
    }),
    output: materialLinkInfoSchema,
    summary: 'Decide through the link (a reject needs a comment); a second use is refused',
  }),
};
