import { pictureUrl } from '../../core/pictures.js';
import { postMetrics, subscribersAt } from './metrics.js';
import { seconds } from './state.js';
import type { RedditState, RedditUser, Subreddit } from './types.js';

export type Json = Record<string, unknown>;

/** What rendering needs: the world, the time, who is asking and whether text is sent raw. */
export interface View {
  state: RedditState;
  now: number;
  viewer: RedditUser;
  /** Without `raw_json=1` Reddit HTML-escapes `&`, `<` and `>` in text. */
  raw: boolean;
}

export const WWW = 'https://www.reddit.com';

export const escapeText = (view: View, text: string): string =>
  view.raw ? text : text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const thing = (kind: string, data: Json): Json => ({ kind, data });

export function listing(children: Json[], after: string | null = null, before: string | null = null): Json {
  return {
    kind: 'Listing',
    data: { after, dist: children.length, modhash: null, geo_filter: '', children, before },
  };
}

export function iconOf(view: View, user: RedditUser): string {
  // Reddit's icons carry their size in the query, escaped (&amp;) unless the client asks for raw JSON.
  return escapeText(view, `${pictureUrl('reddit', user.id)}?width=256&height=256`);
}

export function renderUser(view: View, user: RedditUser): Json {
  const own = view.state.posts.values();
  let extra = 0;
  for (const post of own)
    if (post.authorId === user.id && post.origin === 'api' && !post.deleted)
      extra += postMetrics(view.state, post, view.now).score - 1;
  const linkKarma = user.linkKarma + Math.max(0, extra);
  return {
    id: user.id,
    name: user.name,
    icon_img: iconOf(view, user),
    link_karma: linkKarma,
    comment_karma: user.commentKarma,
    total_karma: linkKarma + user.commentKarma,
    created: seconds(user.createdAt),
    created_utc: seconds(user.createdAt),
    has_verified_email: true,
    is_mod: user.id === view.state.user.id,
    is_gold: false,
    over_18: false,
    verified: true,
    accept_pms: user.acceptsMessages,
    subreddit: {
      display_name: `u_${user.name}`,
      display_name_prefixed: `u/${user.name}`,
      subreddit_type: 'user',
    },
  };
}

export function renderSubreddit(view: View, sub: Subreddit): Json {
  const prefixed = sub.type === 'user' ? `u/${sub.title}` : `r/${sub.name}`;
  return {
    id: sub.id,
    name: `t5_${sub.id}`,
    display_name: sub.name,
    display_name_prefixed: prefixed,
    title: escapeText(view, sub.title),
    public_description: escapeText(view, sub.description),
    subscribers: subscribersAt(view.state, sub, view.now),
    active_user_count: sub.type === 'private' ? null : Math.round(sub.subscribers / 900),
    created_utc: seconds(sub.createdAt),
    subreddit_type: sub.type,
    submission_type: sub.submissionType,
    allow_images: sub.allowImages,
    allow_videos: sub.allowVideos,
    allow_galleries: sub.allowImages,
    link_flair_enabled: sub.flairs.length > 0,
    over18: sub.over18,
    quarantine: false,
    lang: 'en',
    url: sub.type === 'user' ? `/user/${sub.title}/` : `/r/${sub.name}/`,
    icon_img: `https://b.thumbs.redditmedia.com/${sub.id}.png`,
    user_is_subscriber: sub.subscribed,
    user_is_moderator: sub.moderator,
  };
}
