import { z } from 'zod';
import { idSchema, isoTime } from '../schemas/common.js';

/** Field schemas the entities share: bounded text, platform ids, URLs, time zones and media files. */

/** A count or a size: a non-negative integer. */
export const countSchema = z.number().int().min(0);

/** An id on a social platform: a string, since some (X) exceed JavaScript's safe integers. */
export const socialIdSchema = z.string().trim().min(1).max(128);

export const urlSchema = z.url().max(2048);

/** Free text of a note-sized field (talking points, notes, descriptions). */
export const noteSchema = z.string().max(5000);

/** A hashtag with or without its leading #, one word. */
export const hashtagSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^#?[^\s#]+$/u, 'invalid_format');

/** Zones already checked: building a formatter costs tens of microseconds, and reads check often. */
const knownZones = new Map<string, boolean>();

function isTimeZone(zone: string): boolean {
  const known = knownZones.get(zone);
  if (known !== undefined) return known;
  let valid = true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    valid = false;
  }
  // Bounded: only the first few thousand distinct names are remembered.
  if (knownZones.size < 5000) knownZones.set(zone, valid);
  return valid;
}

/** An IANA time zone name, e.g. Asia/Shanghai; scheduled things keep the zone they were set in. */
export const timeZoneSchema = z.string().min(1).max(64).refine(isTimeZone, 'invalid_format');

/** A from–to time range whose end is not before its start. */
export const timeRangeSchema = z
  .object({ start: isoTime, end: isoTime })
  .refine((range) => Date.parse(range.start) <= Date.parse(range.end), {
    message: 'illegal_time_range',
    path: ['end'],
  });

/**
 * An uploaded file as stored: its upload id (the server trusts only what it recorded for that id),
 * where it is served from and what it is.
 */
export const mediaFileSchema = z.object({
  id: idSchema,
  url: urlSchema,
  name: z.string().min(1).max(255),
  mime: z.string().min(1).max(100),
  size: countSchema,
  /** SHA-1 of the bytes, hex. */
  sha1: z.string().regex(/^[0-9a-f]{40}$/),
  width: countSchema.nullable(),
  height: countSchema.nullable(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

/** A video file: a media file with its duration. */
export const videoFileSchema = mediaFileSchema.extend({ duration_ms: countSchema });
export type VideoFile = z.infer<typeof videoFileSchema>;
