import { DAY } from '../../../core/clock.js';
import { streamRng } from '../../../core/prng.js';
import type { ContainerType, IgContainer } from './types.js';

export type StatusCode = 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';

/** Containers that are not published within 24 hours expire. */
export const CONTAINER_TTL_MS = DAY;
/** The processing error a video_url containing "bad" ends with (unsupported video format). */
export const VIDEO_FORMAT_ERROR = 2207026;

export const isVideo = (container: Pick<IgContainer, 'videoUrl'>): boolean =>
  container.videoUrl !== undefined;

/**
 * How long processing takes, fixed by (seed, container id): images are ready at once, videos after
 * 10–30 emulated seconds.
 */
export function processingMs(seed: number, id: string, type: ContainerType, video: boolean): number {
  if (!video || type === 'CAROUSEL') return 0;
  return streamRng(seed, 'ig', 'processing', id).int(10, 30) * 1000;
}

/** The container's `status_code` at `now`: the clock drives processing and expiry. */
export function statusCode(container: IgContainer, now: number): StatusCode {
  if (container.mediaId !== undefined) return 'PUBLISHED';
  if (now >= container.readyAt && container.failed) return 'ERROR';
  if (now >= container.createdAt + CONTAINER_TTL_MS) return 'EXPIRED';
  return now < container.readyAt ? 'IN_PROGRESS' : 'FINISHED';
}

const STATUS_TEXT: Record<StatusCode, string> = {
  IN_PROGRESS: 'In Progress: Media is still being processed.',
  FINISHED: 'Finished: Media has been uploaded and it is ready to be published.',
  ERROR: `Error: Media upload has failed with error code ${VIDEO_FORMAT_ERROR}`,
  EXPIRED: 'Expired: Media was not published within 24 hours.',
  PUBLISHED: 'Published: Media has been published.',
};

/** The human-readable `status` (for ERROR it carries the error subcode). */
export const statusText = (code: StatusCode): string => STATUS_TEXT[code];
