import { PlatformError } from '../errors.js';

/**
 * Herald's ids of VK objects, in VK's own notation:
 * - a post is `<owner>_<post>`, the owner negative for a community wall (`-215678901_42`), as in
 *   wall.getById and in the permalink https://vk.com/wall-215678901_42;
 * - a comment is `<owner>_<post>:<comment>` (`-215678901_42:57`): VK comment ids are unique per wall
 *   only, so the post they belong to travels with them.
 * Comment and like targets take either form.
 */
export interface VkRef {
  ownerId: number;
  postId: number;
  commentId?: number;
}

export function parseRef(id: string): VkRef {
  const match = /^(-?\d+)_(\d+)(?::(\d+))?$/.exec(id.trim());
  if (!match) throw new PlatformError('vk', 'content', `"${id}" is not a VK post or comment id`);
  const [, owner, post, comment] = match;
  return {
    ownerId: Number(owner),
    postId: Number(post),
    ...(comment === undefined ? {} : { commentId: Number(comment) }),
  };
}

export const postRef = (ownerId: number, postId: number): string => `${ownerId}_${postId}`;

export const commentRef = (ownerId: number, postId: number, commentId: number): string =>
  `${ownerId}_${postId}:${commentId}`;

export const permalinkOf = (ownerId: number, postId: number): string =>
  `https://vk.com/wall${ownerId}_${postId}`;

/** A community's wall owner id (-group_id) from the account's social id (the group id). */
export const wallOf = (socialId: string): number => -Math.abs(Number(socialId));
