import { pictureUrl } from '../../core/pictures.js';
import { streamRng } from '../../core/prng.js';
import { type FieldSel, type NodeSpec, project } from '../facebook/fields.js';
import { fbTime } from '../facebook/state.js';
import { postMetricsAt } from './metrics.js';
import { containerError, containerStatus, permalinkOf } from './state.js';
import type { ThContainer, ThLocation, ThPoll, ThPost, ThState, ThUser } from './types.js';

const OPTION_KEYS = ['option_a', 'option_b', 'option_c', 'option_d'] as const;

/** The poll's results: a share of the post's views vote, frozen when the poll closes after 24 h. */
function pollView(state: ThState, post: ThPost, poll: ThPoll, now: number) {
  const rng = streamRng(state.seed, 'threads', 'poll', post.id);
  const weights = poll.options.map(() => rng.float(0.2, 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const total = Math.round(
    postMetricsAt(state, post, Math.min(now, poll.expiresAt)).views * rng.float(0.03, 0.1),
  );
  const view: Record<string, unknown> = {};
  poll.options.forEach((option, index) => {
    const key = OPTION_KEYS[index] ?? 'option_d';
    view[key] = option;
    view[`${key}_votes_percentage`] =
      total === 0 ? 0 : Math.round(((weights[index] ?? 0) / sum) * 1000) / 1000;
  });
  return { ...view, total_votes: total, expiration_timestamp: fbTime(poll.expiresAt) };
}

const ref = (id: string | undefined) => (id ? { id } : undefined);

/** A node as the Graph API answers it: the selected fields, and always its id. */
export const nodeView = (spec: NodeSpec, fields: FieldSel[] | undefined, id: string) => ({
  ...project(spec, fields),
  id,
});

export function postSpec(state: ThState, post: ThPost, viewer: ThUser, now: number): NodeSpec {
  const owner = state.users.get(post.ownerId);
  const root = state.posts.get(post.rootId);
  const children = post.childIds.flatMap((id) => state.posts.get(id) ?? []);
  return {
    type: 'ThreadsMedia',
    defaults: ['id'],
    edges: ['children'],
    resolvers: {
      id: () => post.id,
      media_product_type: () => 'THREADS',
      media_type: () => post.type,
      media_url: () => post.mediaUrl,
      thumbnail_url: () => (post.type === 'VIDEO' ? `${post.mediaUrl}.jpg` : undefined),
      permalink: () => (post.isCarouselItem ? undefined : permalinkOf(state, post)),
      owner: () => ref(post.ownerId),
      username: () => owner?.username,
      text: () => post.text,
      timestamp: () => fbTime(post.createdAt),
      shortcode: () => post.shortcode,
      is_quote_post: () => post.quotePostId !== undefined,
      quoted_post: () => ref(post.quotePostId),
      has_replies: () => postMetricsAt(state, post, now).replies > 0,
      root_post: () => ref(post.replyToId ? post.rootId : undefined),
      replied_to: () => ref(post.replyToId),
      is_reply: () => post.replyToId !== undefined,
      is_reply_owned_by_me: () => (post.replyToId ? root?.ownerId === viewer.id : undefined),
      hide_status: () => (post.replyToId ? (post.hidden ? 'HIDDEN' : 'NOT_HUSHED') : undefined),
      reply_audience: () => post.replyControl.toUpperCase(),
      link_attachment_url: () => post.linkAttachment,
      poll_attachment: () => (post.poll ? pollView(state, post, post.poll, now) : undefined),
      alt_text: () => post.altText,
      location_id: () => post.locationId,
      children: (sel: FieldSel) =>
        children.length === 0
          ? undefined
          : {
              data: children.map((child) =>
                nodeView(postSpec(state, child, viewer, now), sel.children, child.id),
              ),
            },
    },
  };
}

export function containerSpec(state: ThState, container: ThContainer, now: number): NodeSpec {
  const status = containerStatus(state, container, now);
  return {
    type: 'ThreadsMediaContainer',
    defaults: ['id'],
    resolvers: {
      id: () => container.id,
      status: () => status,
      error_message: () => (status === 'ERROR' ? (containerError(state, container) ?? 'UNKNOWN') : undefined),
    },
  };
}

export function userSpec(user: ThUser): NodeSpec {
  return {
    type: 'ThreadsUser',
    defaults: ['id'],
    resolvers: {
      id: () => user.id,
      username: () => user.username,
      name: () => user.name,
      threads_profile_picture_url: () => pictureUrl('threads', user.id),
      threads_biography: () => user.biography,
      is_verified: () => user.verified,
    },
  };
}

export function locationSpec(location: ThLocation): NodeSpec {
  return {
    type: 'ThreadsLocation',
    defaults: ['id'],
    resolvers: {
      id: () => location.id,
      name: () => location.name,
      address: () => location.address,
      city: () => location.city,
      country: () => location.country,
      latitude: () => location.latitude,
      longitude: () => location.longitude,
      postal_code: () => location.postalCode,
    },
  };
}
