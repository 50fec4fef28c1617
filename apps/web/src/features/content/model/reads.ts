import { api } from '@herald/contract';

/** The cached reads a post action changes: lists, calendar and detail refresh after each write. */
export const postReads = [api.post.list, api.post.calendar, api.post.detail] as const;
