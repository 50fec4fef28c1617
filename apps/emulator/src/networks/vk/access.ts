import { int, type Params } from '../../core/params.js';
import { accessDenied, invalidParam, type VkError } from './errors.js';
import { COMMUNITY_SCOPES, USER_SCOPES } from './scopes.js';
import type { Caller } from './tokens.js';
import type { VkGroup, VkState } from './types.js';

/** The bit a user token and a community token each need for an action. */
export interface Right {
  user: number;
  group: number;
}

const bit = (table: Readonly<Record<string, number>>, name: string): number => table[name] ?? 0;

/** Posting and moderating the wall: user `wall`, community `manage`. */
export const WALL: Right = { user: bit(USER_SCOPES, 'wall'), group: bit(COMMUNITY_SCOPES, 'manage') };
export const PHOTOS: Right = { user: bit(USER_SCOPES, 'photos'), group: bit(COMMUNITY_SCOPES, 'photos') };
export const VIDEO: Right = { user: bit(USER_SCOPES, 'video'), group: bit(COMMUNITY_SCOPES, 'manage') };
export const STATS: Right = { user: bit(USER_SCOPES, 'stats'), group: bit(COMMUNITY_SCOPES, 'manage') };

/** A community named by id; error 100 when there is none. */
export function groupById(state: VkState, id: number | undefined, name = 'group_id'): VkGroup {
  const group = id !== undefined && Number.isInteger(id) ? state.groups.get(Math.abs(id)) : undefined;
  if (!group) throw invalidParam(`${name} is undefined or invalid`);
  return group;
}

/** The community a wall `owner_id` (-group_id) names: the emulator hosts community walls only. */
export function wallOwner(state: VkState, params: Params): VkGroup {
  const ownerId = int(params, 'owner_id');
  if (ownerId === undefined || Number.isNaN(ownerId) || ownerId >= 0) {
    throw invalidParam('owner_id must be a community wall (-group_id)');
  }
  return groupById(state, ownerId, 'owner_id');
}

/** Whether the caller may act for the community (its own community token, or one of its admins). */
export function mayManage(caller: Caller, group: VkGroup): boolean {
  if (caller.token.kind === 'group') return caller.group?.id === group.id;
  return group.adminIds.includes(caller.user.id);
}

/**
 * The caller acts for the community with the right: a community token of that community holding the
 * community bit, or a user token of an administrator holding the user bit. A token without the bit
 * may not call the method at all (error 15); a caller who does not manage the community gets `denied`.
 */
export function requireManage(caller: Caller, group: VkGroup, right: Right, denied: () => VkError): void {
  const needed = caller.token.kind === 'group' ? right.group : right.user;
  if ((caller.token.scope & needed) === 0) throw accessDenied('no access to call this method');
  if (!mayManage(caller, group)) throw denied();
}

/** Who an action is shown as: the community for its token or with from_group, else the user. */
export function actorId(caller: Caller, fromGroup: boolean, group: VkGroup): number {
  return caller.token.kind === 'group' || fromGroup ? -group.id : caller.user.id;
}

/** Who the caller is on VK: the community of a community token (negative), else the user. */
export const viewerId = (caller: Caller): number =>
  caller.token.kind === 'group' ? -(caller.group?.id ?? 0) : caller.user.id;
