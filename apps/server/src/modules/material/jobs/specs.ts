import { z } from 'zod';
import type { JobSpec } from '../../../jobs/queue.js';
import { noticeMailPayload } from '../../notices/index.js';

/**
 * Makes a submitted material's previews: an image's thumbnail, a video's poster frame, thumbnail and
 * codec. Never retried: what goes wrong with a file (unreadable, ffmpeg missing) is recorded on the
 * material as its preview status, so a retry would only meet it again; a job lost with its worker is
 * sent again by the hourly sweep (previews still pending).
 */
export const previewSpec = {
  name: 'material.preview',
  payload: z.object({ material_id: z.number().int() }),
  retryLimit: 0,
  retryDelaySeconds: 60,
  // A large video is copied to a temporary file before ffprobe and ffmpeg read it.
  expireInSeconds: 30 * 60,
} satisfies JobSpec<z.ZodType>;

/**
 * Every hour: tells the owners of materials whose rights end within MATERIAL_EXPIRY_NOTICE_DAYS (once
 * per expiry date), ends the rights that have passed (file blocked, scheduled posts held, owners
 * told) and re-sends previews whose job was lost. Database work under row locks (skip locked), each
 * step recorded on the material, so a retry or two sweeps at once never do anything twice.
 */
export const expirySpec = {
  name: 'material.expiry',
  payload: z.object({}),
  retryLimit: 0,
  retryDelaySeconds: 60,
  expireInSeconds: 10 * 60,
} satisfies JobSpec<z.ZodType>;

/** E-mails one material notice to its reader, in their language; a notice already read sends nothing. */
export const noticeMailSpec = {
  name: 'material.notice-mail',
  payload: noticeMailPayload,
  // A mail server that is down is tried again later.
  retryLimit: 5,
  retryDelaySeconds: 60,
} satisfies JobSpec<z.ZodType>;

/**
 * E-mails an outside reviewer their link. The token is made here, when the mail is written, and only
 * its hash is stored: it never sits in the queue. A retry makes a new token (an earlier one, never
 * delivered, stops working).
 */
export const linkMailSpec = {
  name: 'material.link-mail',
  payload: z.object({ link_id: z.number().int(), note: z.string().max(2000) }),
  retryLimit: 5,
  retryDelaySeconds: 60,
} satisfies JobSpec<z.ZodType>;

/** Every queue of the material library, created before anything is sent to it. */
export const materialJobSpecs: JobSpec<z.ZodType>[] = [previewSpec, expirySpec, noticeMailSpec, linkMailSpec];
