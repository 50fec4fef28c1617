import { pictureUrl } from '../../core/pictures.js';
import { countersAt, membersAt } from './metrics.js';
import { postComments, unix } from './state.js';
import type { VkComment, VkGroup, VkPhoto, VkPoll, VkPost, VkState, VkUser } from './types.js';

const CDN = 'https://sun9-1.userapi.com/emulator';

export function photoJson(photo: VkPhoto) {
  const sizes = [
    { type: 's', scale: 75 },
    { type: 'x', scale: 604 },
    { type: 'z', scale: 1080 },
  ].map(({ type, scale }) => ({
    type,
    width: Math.min(photo.width, scale),
    height: Math.round((photo.height * Math.min(photo.width, scale)) / photo.width),
    url: `${CDN}/photo${photo.ownerId}_${photo.id}_${type}.jpg`,
  }));
  return {
    album_id: -14,
    date: unix(photo.date),
    id: photo.id,
    owner_id: photo.ownerId,
    has_tags: false,
    sizes,
    text: photo.caption,
  };
}

export function pollJson(poll: VkPoll) {
  return {
    id: poll.id,
    owner_id: poll.ownerId,
    created: unix(poll.created),
    question: poll.question,
    votes: 0,
    answers: poll.answers.map((answer) => ({ ...answer, votes: 0, rate: 0 })),
    anonymous: poll.anonymous,
    multiple: poll.multiple,
    answer_ids: [],
    end_date: poll.endDate ? unix(poll.endDate) : 0,
    closed: false,
    is_board: false,
    can_edit: true,
    can_vote: true,
    can_report: false,
    can_share: true,
    author_id: poll.authorId,
  };
}

/** An attachment as wall.get shows it: the stored object, or a link snippet for a URL. */
function attachmentJson(state: VkState, attachment: string) {
  if (/^https?:\/\//.test(attachment)) {
    const host = new URL(attachment).hostname;
    return { type: 'link', link: { url: attachment, title: host, caption: host, description: '' } };
  }
  const [, type = '', id = ''] = /^(photo|video|poll)(-?\d+_\d+)$/.exec(attachment) ?? [];
  if (type === 'photo') {
    const photo = state.photos.get(id);
    return photo ? { type, photo: photoJson(photo) } : undefined;
  }
  if (type === 'poll') {
    const poll = state.polls.get(id);
    return poll ? { type, poll: pollJson(poll) } : undefined;
  }
  const video = state.videos.get(id);
  if (!video) return undefined;
  const { ownerId, title, description, date } = video;
  return { type, video: { id: video.id, owner_id: ownerId, title, description, date: unix(date), views: 0 } };
}

/** A wall post as wall.get / wall.getById answer it (v5.131). */
export function postJson(state: VkState, post: VkPost, now: number, viewerId: number) {
  const counters = countersAt(state, post, now);
  return {
    id: post.id,
    owner_id: post.ownerId,
    from_id: post.fromId,
    ...(post.signed && post.createdBy > 0 ? { signer_id: post.createdBy } : {}),
    created_by: post.createdBy,
    date: unix(post.date),
    marked_as_ads: post.markedAsAds ? 1 : 0,
    post_type: post.postponed ? 'postpone' : 'post',
    text: post.text,
    can_delete: 1,
    can_edit: 1,
    attachments: post.attachments.flatMap((attachment) => attachmentJson(state, attachment) ?? []),
    post_source: { type: post.origin === 'api' ? 'api' : 'vk' },
    comments: { count: counters.comments, can_post: post.closeComments ? 0 : 1, groups_can_post: true },
    likes: { count: counters.likes, user_likes: post.likes.has(viewerId) ? 1 : 0, can_like: 1 },
    reposts: { count: counters.reposts, user_reposted: 0 },
    views: { count: counters.views },
    is_favorite: false,
  };
}

export interface CommentView {
  id: number;
  from_id: number;
  date: number;
  text: string;
  post_id: number;
  owner_id: number;
  parents_stack: number[];
  reply_to_user?: number;
  reply_to_comment?: number;
  likes: { count: number; user_likes: number; can_like: number };
  thread?: { count: number; items: CommentView[]; can_post: boolean };
}

/** A comment as wall.getComments answers it; `thread` holds the replies of a top-level comment. */
export function commentJson(
  state: VkState,
  comment: VkComment,
  viewerId: number,
  threadItems = 0,
): CommentView {
  const replies = comment.threadOf
    ? []
    : [...state.comments.values()]
        .filter(
          (other) => other.threadOf === comment.id && other.ownerId === comment.ownerId && !other.deleted,
        )
        .sort((a, b) => a.id - b.id);
  const replyTo = comment.replyTo ? state.comments.get(`${comment.ownerId}_${comment.replyTo}`) : undefined;
  return {
    id: comment.id,
    from_id: comment.fromId,
    date: unix(comment.date),
    text: comment.text,
    post_id: comment.postId,
    owner_id: comment.ownerId,
    parents_stack: comment.threadOf ? [comment.threadOf] : [],
    ...(replyTo ? { reply_to_user: replyTo.fromId, reply_to_comment: replyTo.id } : {}),
    likes: { count: comment.likes.size, user_likes: comment.likes.has(viewerId) ? 1 : 0, can_like: 1 },
    ...(comment.threadOf
      ? {}
      : {
          thread: {
            count: replies.length,
            items: replies.slice(0, threadItems).map((reply) => commentJson(state, reply, viewerId)),
            can_post: true,
          },
        }),
  };
}

export function userJson(user: VkUser) {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    screen_name: user.screenName,
    can_access_closed: true,
    is_closed: false,
    photo_100: pictureUrl('vk', `u${user.id}`),
  };
}

export function groupJson(state: VkState, group: VkGroup, viewerId: number, now: number, fields: string[]) {
  const admin = group.adminIds.includes(viewerId);
  return {
    id: group.id,
    name: group.name,
    screen_name: group.screenName,
    is_closed: 0,
    type: 'page',
    is_admin: admin ? 1 : 0,
    ...(admin ? { admin_level: 3 } : {}),
    photo_50: pictureUrl('vk', `g${group.id}`),
    photo_100: pictureUrl('vk', `g${group.id}`),
    photo_200: pictureUrl('vk', `g${group.id}`),
    ...(fields.includes('members_count') ? { members_count: membersAt(state, group, now) } : {}),
  };
}

/** A post's comments at the top level, oldest first. */
export function topLevel(state: VkState, post: VkPost): VkComment[] {
  return postComments(state, post).filter((comment) => comment.threadOf === undefined);
}
