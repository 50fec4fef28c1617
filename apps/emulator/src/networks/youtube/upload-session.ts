import { Answer, badRequest, GoogleError } from './errors.js';
import { addVideo, DAY, liveVideo } from './state.js';
import type { YtState, YtUploadSession } from './types.js';
import { videoJson } from './views.js';

/** Resumable sessions live a week. */
export const SESSION_TTL_MS = 7 * DAY;
/** Chunks other than the last are persisted in multiples of 256 KiB (the rest is sent again). */
export const CHUNK_GRANULE = 256 * 1024;

interface ContentRange {
  /** Null for a progress query (a `*` range with the total only). */
  start: number | null;
  end: number | null;
  /** Null when the client does not know it yet (`/*`). */
  total: number | null;
}

const badRange = () => badRequest('badRequest', 'Failed to parse Content-Range header.', 'global');

/**
 * `bytes a-b/total`, `bytes a-b/` + `*` (total unknown) or `bytes ` + `*` + `/total` (progress query);
 * without the header the body is the whole file.
 */
export function parseContentRange(header: string | undefined, length: number): ContentRange {
  if (header === undefined) return { start: 0, end: length - 1, total: length };
  const match = /^bytes (?:(\d+)-(\d+)|\*)\/(\d+|\*)$/.exec(header.trim());
  if (!match) throw badRange();
  const [, a, b, t] = match;
  const total = t === '*' || t === undefined ? null : Number(t);
  if (a === undefined || b === undefined) {
    if (total === null || length > 0) throw badRange();
    return { start: null, end: null, total };
  }
  const start = Number(a);
  const end = Number(b);
  if (end < start || end - start + 1 !== length || (total !== null && end >= total)) throw badRange();
  return { start, end, total };
}

/** Where a session stands: 201/200 with the video once complete, else 308 with the bytes persisted. */
function progress(state: YtState, session: YtUploadSession, now: number, created: boolean): Answer {
  const video = session.videoId ? liveVideo(state, session.videoId, now) : undefined;
  if (session.videoId) {
    if (!video) throw new GoogleError(404, 'videoNotFound', 'The video was deleted.', 'youtube.video');
    return new Answer(
      created ? 201 : 200,
      videoJson(state, video, new Set(session.parts), session.channelId, now),
    );
  }
  return new Answer(308, undefined, session.received > 0 ? { range: `bytes=0-${session.received - 1}` } : {});
}

function complete(state: YtState, session: YtUploadSession, total: number, now: number): void {
  const channel = state.channels.get(session.channelId);
  if (!channel) throw new GoogleError(404, 'channelNotFound', 'The channel was not found.');
  const video = addVideo(state, {
    channel,
    input: session.input,
    uploadedAt: now,
    sizeBytes: total,
    mimeType: session.contentType,
    origin: 'api',
  });
  session.videoId = video.id;
}

/** One PUT to a session URL: a chunk (or the whole file), or a progress query. */
export function receive(state: YtState, session: YtUploadSession, range: ContentRange, now: number): Answer {
  if (session.videoId || range.start === null || range.end === null) {
    if (range.total !== null && session.totalBytes !== null && range.total !== session.totalBytes)
      throw badRange();
    return progress(state, session, now, false);
  }
  const total = session.totalBytes ?? range.total;
  if (range.total !== null && session.totalBytes !== null && range.total !== session.totalBytes) {
    throw badRequest('badRequest', `The upload was started for ${session.totalBytes} bytes.`, 'global');
  }
  if (range.start > session.received) {
    throw badRequest(
      'badRequest',
      `Invalid request. According to the Content-Range header, the upload offset is ${range.start} byte(s), which exceeds already uploaded size of ${session.received} byte(s).`,
      'global',
    );
  }
  session.totalBytes = total;
  const reached = range.end + 1;
  if (total !== null && reached === total) {
    session.received = total;
    complete(state, session, total, now);
    return progress(state, session, now, true);
  }
  const persisted = Math.floor(reached / CHUNK_GRANULE) * CHUNK_GRANULE;
  session.received = Math.max(session.received, persisted);
  return progress(state, session, now, false);
}
