import { apiPaths } from '@herald/contract';

/** The cached reads a post action changes: lists, calendar and detail refresh after each write. */
export const postReads = [apiPaths.post.list, apiPaths.post.calendar, apiPaths.post.detail] as const;

/** The cached reads a comment, like or message action changes. */
export const engagementReads = [
  apiPaths.comment.list,
  apiPaths.comment.detail,
  apiPaths.like.list,
  apiPaths.like.detail,
  apiPaths.message.list,
  apiPaths.message.detail,
] as const;
