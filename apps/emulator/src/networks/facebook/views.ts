import { pictureUrl } from '../../core/pictures.js';
import { commentEdge, listComments } from './comment-views.js';
import type { FieldSel, NodeSpec } from './fields.js';
import { IG_PAGE_EDGES, igPageResolvers } from './instagram/views.js';
import { followersAt, postMetricsAt } from './metrics.js';
import { attachments, photoSource } from './photo-views.js';
import { anyPage, fbTime, localPart, unix } from './state.js';
import { type AuthContext, canAccessPage, pageTokenFor } from './tokens.js';
import type { FbActor, FbApp, FbPage, FbPost, FbState } from './types.js';

const STATUS_TYPE = {
  status: 'mobile_status_update',
  link: 'shared_story',
  photo: 'added_photos',
  video: 'added_video',
} as const;

const picture = (id: string) => ({
  data: {
    height: 50,
    width: 50,
    is_silhouette: false,
    url: pictureUrl('facebook', id),
  },
});

export function pageSpec(state: FbState, page: FbPage, auth: AuthContext, now: number): NodeSpec {
  const userToken = auth.kind === 'user' && canAccessPage(state, auth, page.id) ? auth.token : undefined;
  return {
    type: 'Page',
    defaults: ['name', 'id'],
    edges: IG_PAGE_EDGES,
    resolvers: {
      ...igPageResolvers(state, page, auth, now),
      id: () => page.id,
      name: () => page.name,
      category: () => page.category,
      category_list: () => [{ id: '2201', name: page.category }],
      about: () => page.about,
      username: () => page.username,
      link: () => `https://www.facebook.com/${page.id}`,
      fan_count: () => followersAt(state, page, now),
      followers_count: () => followersAt(state, page, now),
      picture: () => picture(page.id),
      verification_status: () => 'not_verified',
      website: () => `https://${page.username}.example.com`,
      tasks: () => (userToken || auth.kind === 'page' ? page.tasks : undefined),
      access_token: () => {
        if (userToken) return pageTokenFor(state, userToken, page.id).value;
        return auth.kind === 'page' && auth.token?.pageId === page.id ? auth.token.value : undefined;
      },
    },
  };
}

export function userSpec(user: FbActor): NodeSpec {
  const [first = user.name, ...rest] = user.name.split(' ');
  return {
    type: 'User',
    defaults: ['name', 'id'],
    resolvers: {
      id: () => user.id,
      name: () => user.name,
      first_name: () => first,
      last_name: () => rest.join(' '),
      short_name: () => first,
      picture: () => picture(user.id),
    },
  };
}

export function appSpec(app: FbApp): NodeSpec {
  return {
    type: 'Application',
    defaults: ['name', 'id'],
    resolvers: {
      id: () => app.id,
      name: () => app.name,
      link: () => `https://www.facebook.com/games/?app_id=${app.id}`,
    },
  };
}

function likeEdge(state: FbState, post: FbPost, selection: FieldSel, now: number, reactions: boolean) {
  const metrics = postMetricsAt(state, post, now);
  const total = reactions
    ? Object.values(metrics.reactions).reduce((a, b) => a + b, 0)
    : (metrics.reactions.like ?? 0);
  const likers = [...post.likes].map((id) => ({
    id,
    name: state.pages.get(id)?.name ?? id,
    ...(reactions ? { type: 'LIKE' } : {}),
  }));
  const limit = selection.mods.limit === undefined ? 25 : Number(selection.mods.limit);
  return {
    data: likers.slice(0, Math.max(0, limit)),
    ...(selection.mods.summary === 'true'
      ? {
          summary: reactions
            ? { total_count: total, viewer_reaction: post.likes.size ? 'LIKE' : 'NONE' }
            : { total_count: total, can_like: true, has_liked: post.likes.size > 0 },
        }
      : {}),
  };
}

export function postSpec(state: FbState, post: FbPost, auth: AuthContext, now: number): NodeSpec {
  const page = anyPage(state, post.pageId);
  const firstPhoto = post.photoIds[0] ? state.photos.get(post.photoIds[0]) : undefined;
  return {
    type: 'Post',
    defaults: ['created_time', 'message', 'id'],
    edges: ['comments', 'reactions', 'likes'],
    resolvers: {
      id: () => post.id,
      message: () => post.message,
      created_time: () => fbTime(post.publishedAt ?? post.createdAt),
      updated_time: () => fbTime(post.updatedAt),
      permalink_url: () => `https://www.facebook.com/${post.pageId}/posts/${localPart(post.id)}`,
      is_published: () => post.publishedAt !== undefined,
      is_hidden: () => false,
      is_expired: () => false,
      scheduled_publish_time: () =>
        post.publishedAt === undefined && post.scheduledAt !== undefined ? unix(post.scheduledAt) : undefined,
      status_type: () => STATUS_TYPE[post.type],
      from: () => (page ? { name: page.name, id: page.id } : undefined),
      full_picture: () => (firstPhoto ? photoSource(firstPhoto) : undefined),
      attachments: () => attachments(state, post),
      shares: () => {
        const count = postMetricsAt(state, post, now).shares;
        return count > 0 ? { count } : undefined;
      },
      privacy: () => ({ value: 'EVERYONE', description: 'Public', friends: '', allow: '', deny: '' }),
      comments: (selection) =>
        commentEdge(
          state,
          listComments(state, post.id, { filter: selection.mods.filter }, auth),
          selection,
          auth,
        ),
      reactions: (selection) => likeEdge(state, post, selection, now, true),
      likes: (selection) => likeEdge(state, post, selection, now, false),
    },
  };
}
