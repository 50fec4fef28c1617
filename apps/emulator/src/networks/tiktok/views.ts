import { list, type Params } from '../../core/params.js';
import { invalidParams } from './errors.js';
import { metricsAt } from './metrics.js';
import type { TiktokPost, TiktokState } from './types.js';

type Json = Record<string, unknown>;

/** The `fields` query parameter: required, each one known to the endpoint. */
export function fieldsOf(query: Params, known: readonly string[]): string[] {
  const fields = list(query, 'fields') ?? [];
  if (fields.length === 0) throw invalidParams('The fields parameter is required.');
  const unknown = fields.find((field) => !known.includes(field));
  if (unknown) throw invalidParams(`Invalid field: ${unknown}.`);
  return [...new Set(fields)];
}

/** Keeps the fields asked for. */
export function pick(all: Json, fields: readonly string[]): Json {
  return Object.fromEntries(fields.filter((field) => field in all).map((field) => [field, all[field]]));
}

export const VIDEO_FIELDS = [
  'id',
  'create_time',
  'cover_image_url',
  'share_url',
  'video_description',
  'duration',
  'height',
  'width',
  'title',
  'embed_html',
  'embed_link',
  'like_count',
  'comment_count',
  'share_count',
  'view_count',
] as const;

/** A post as the Display API shows it (every field; `pick` keeps the requested ones). */
export function videoJson(state: TiktokState, post: TiktokPost, now: number): Json {
  const metrics = metricsAt(state, post, now);
  const path = post.kind === 'photo' ? 'photo' : 'video';
  const share = `https://www.tiktok.com/@${state.creator.username}/${path}/${post.id}`;
  return {
    id: post.id,
    create_time: Math.floor(post.createdAt / 1000),
    cover_image_url: `https://p16-sign.tiktokcdn-us.com/obj/tos-useast5-p-0068-tx/${post.id}~tplv-cover.jpeg`,
    share_url: share,
    video_description: post.info.description,
    duration: post.durationSec,
    height: 1920,
    width: 1080,
    title: post.info.title,
    embed_html: `<blockquote class="tiktok-embed" cite="${share}" data-video-id="${post.id}"></blockquote>`,
    embed_link: `https://www.tiktok.com/player/v1/${post.id}`,
    like_count: metrics.likes,
    comment_count: metrics.comments,
    share_count: metrics.shares,
    view_count: metrics.views,
  };
}
