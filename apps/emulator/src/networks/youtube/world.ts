import { arriveKeyed, planCache, scheduleArrivals } from '../../core/arrivals.js';
import { chatterAbout } from '../../core/chatter.js';
import { streamRng } from '../../core/prng.js';
import { VISITOR_COMMENTS } from '../../core/seed-text.js';
import { commentId, replyId, unique } from './ids.js';
import type { YtChannel, YtComment, YtState, YtVideo } from './types.js';

/** A visitor comment a video will receive at a given emulator time; its id is fixed by the plan. */
interface Planned {
  at: number;
  authorChannelId: string;
  text: string;
  id: string;
}

const cached = planCache<YtState, Planned>();

/** Visitors comment on public videos that allow comments (made-for-kids videos have them disabled). */
export const commentable = (video: YtVideo): boolean =>
  !video.deleted && !video.madeForKids && video.privacyStatus !== 'private';

/**
 * Comments on one video, fixed by (seed, video id): a burst after publication, then ever sparser. On
 * a video a search found, about half of them name what the video is about.
 */
function commentPlan(state: YtState, video: YtVideo): Planned[] {
  return cached(state, `comments:${video.id}`, () => {
    const rng = streamRng(state.seed, 'youtube', 'comments', video.id);
    const channel = state.channels.get(video.channelId);
    const count = rng.int(1, 4) + Math.round(Math.log10(Math.max(10, channel?.subscribers ?? 10)));
    const { topic } = video;
    return scheduleArrivals(rng, video.publishedAt, count, () => ({
      authorChannelId: rng.pick(state.visitors).id,
      text: topic && rng.chance(0.5) ? chatterAbout(rng, [topic]) : rng.pick(VISITOR_COMMENTS),
      id: commentId(rng),
    }));
  });
}

export interface NewComment {
  video: YtVideo;
  author: YtChannel;
  text: string;
  at: number;
  origin: YtComment['origin'];
  parent?: YtComment;
  /** A planned id (kept unless taken). */
  id?: string;
}

export function addComment(state: YtState, input: NewComment): YtComment {
  const taken = (id: string) => state.comments.has(id);
  const planned = input.id && !taken(input.id) ? input.id : undefined;
  const parentId = input.parent?.id;
  const id =
    planned ?? unique(() => (parentId ? replyId(parentId, state.rng.ids) : commentId(state.rng.ids)), taken);
  const comment: YtComment = {
    id,
    videoId: input.video.id,
    channelId: input.video.channelId,
    ...(parentId ? { parentId } : {}),
    authorChannelId: input.author.id,
    authorName: input.author.title,
    text: input.text,
    publishedAt: input.at,
    origin: input.origin,
  };
  state.comments.set(id, comment);
  return comment;
}

/** Scheduled videos whose time has come become public, published at their `publishAt`. */
function publishScheduled(state: YtState, now: number): void {
  for (const video of state.videos.values()) {
    if (video.publishAt === undefined || video.publishAt > now || video.deleted) continue;
    video.privacyStatus = 'public';
    video.publishedAt = video.publishAt;
    video.publishAt = undefined;
  }
}

/** Brings the world up to `now`: scheduled videos go public, visitors comment on public videos. */
export function advanceWorld(state: YtState, now: number): void {
  publishScheduled(state, now);
  for (const video of state.videos.values()) {
    if (!commentable(video) || video.publishedAt > now) continue;
    arriveKeyed(state.arrived, `comments:${video.id}`, commentPlan(state, video), now, (item) => {
      const author = state.channels.get(item.authorChannelId);
      if (author) addComment(state, { ...item, video, author, at: item.at, origin: 'visitor' });
    });
  }
}
