import { api } from '@herald/contract';

/** The cached reads a post action changes: lists, calendar and detail refresh after each write. */
export const postReads = [api.post.list, api.post.calendar, api.post.detail] as const;

/** The cached reads a comment, like or message action changes. */
export const engagementReads = [
  api.comment.list,
  api.comment.detail,
  api.like.list,
  api.like.detail,
  api.message.list,
  api.message.detail,
] as const;
