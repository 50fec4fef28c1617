import { videoId } from './state.js';
import type { PublishStatus, TiktokPost, TiktokPublish, TiktokState } from './types.js';

const FINAL: readonly PublishStatus[] = ['PUBLISH_COMPLETE', 'FAILED', 'SEND_TO_USER_INBOX'];

/** When TikTok is done with the media: transferred (all bytes, or the pull started), then processed. */
function readyAt(publish: TiktokPublish): number | undefined {
  if (publish.transferredAt === undefined) return undefined;
  return publish.transferredAt + publish.downloadMs + publish.processingMs;
}

function inProgress(publish: TiktokPublish, now: number): PublishStatus {
  const downloading = publish.source === 'PULL_FROM_URL' && now < publish.createdAt + publish.downloadMs;
  return downloading ? 'PROCESSING_DOWNLOAD' : 'PROCESSING_UPLOAD';
}

/** The publish's outcome, at the moment processing ended. */
function finish(state: TiktokState, publish: TiktokPublish, at: number): void {
  if (!publish.validFormat) {
    publish.status = 'FAILED';
    publish.failReason = 'file_format_check_failed';
    return;
  }
  if (publish.mode === 'MEDIA_UPLOAD') {
    publish.status = 'SEND_TO_USER_INBOX';
    return;
  }
  const post: TiktokPost = {
    id: videoId(state, at),
    kind: publish.kind,
    info: publish.info,
    createdAt: at,
    durationSec: publish.kind === 'video' ? 10 + (publish.videoSize % 50) : 0,
    imageCount: publish.kind === 'photo' ? publish.mediaUrls.length : 0,
    origin: 'api',
    publishId: publish.id,
  };
  state.posts.set(post.id, post);
  publish.postId = post.id;
  publish.status = 'PUBLISH_COMPLETE';
}

/** Brings every publish up to `now`, in the order they were made: posts appear as processing ends. */
export function settlePublishes(state: TiktokState, now: number): void {
  for (const publish of state.publishes.values()) {
    if (FINAL.includes(publish.status)) continue;
    const at = readyAt(publish);
    if (at === undefined || now < at) publish.status = inProgress(publish, now);
    else finish(state, publish, at);
  }
}

/** What status/fetch answers for a publish. */
export function statusView(publish: TiktokPublish) {
  const publicId =
    publish.status === 'PUBLISH_COMPLETE' && publish.postId && publish.info.privacyLevel !== 'SELF_ONLY'
      ? [publish.postId]
      : [];
  return {
    status: publish.status,
    ...(publish.failReason ? { fail_reason: publish.failReason } : {}),
    // TikTok documents int64 ids; the emulator sends them as strings so that JSON keeps every digit.
    publicaly_available_post_id: publicId,
    ...(publish.source === 'FILE_UPLOAD'
      ? { uploaded_bytes: publish.receivedBytes }
      : { downloaded_bytes: publish.status === 'PROCESSING_DOWNLOAD' ? 0 : publish.videoSize }),
  };
}
