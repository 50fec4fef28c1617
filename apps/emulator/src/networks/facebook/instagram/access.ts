import { permissionError, unsupportedRequest } from '../errors.js';
import { type AuthedCall, resolveId } from '../routing.js';
import { canAccessPage } from '../tokens.js';
import { findIgNode } from './state.js';
import type { IgAccount, IgMedia } from './types.js';

export const IG_SCOPES = [
  'instagram_basic',
  'instagram_content_publish',
  'instagram_manage_comments',
  'instagram_manage_insights',
  'instagram_manage_messages',
] as const;

export type IgScope = (typeof IG_SCOPES)[number];

/**
 * Instagram objects are reached through the linked Page: a Page token of that Page, or a user token
 * granted the Page, carrying `instagram_basic` and the capability's scope. Without access to the Page
 * the object does not exist for the caller (100/33); a missing scope is a permission error (10 for
 * reads, 200 for writes), like the real API.
 */
export function requireIg(call: AuthedCall, account: IgAccount, scope: IgScope, objectId = account.id): void {
  const { state, auth } = call;
  if (!canAccessPage(state, auth, account.pageId)) throw unsupportedRequest(call.request.method, objectId);
  const write = call.request.method !== 'GET';
  for (const needed of new Set<IgScope>(['instagram_basic', scope])) {
    if (auth.scopes.has(needed)) continue;
    throw write
      ? permissionError(`Permissions error: this action requires the '${needed}' permission`, 200)
      : permissionError(`This endpoint requires the '${needed}' permission.`, 10);
  }
}

/** The Instagram account the path's `:id` names, checked for access with `scope`. */
export function igUserFor(call: AuthedCall, scope: IgScope): IgAccount {
  const id = resolveId(call);
  const node = findIgNode(call.state, id);
  if (node?.kind !== 'ig_user') throw unsupportedRequest(call.request.method, id);
  requireIg(call, node.account, scope);
  return node.account;
}

/** The account that owns a media, if it is one of the emulated accounts. */
export function ownerAccount(call: AuthedCall, media: IgMedia): IgAccount | undefined {
  return call.state.ig.accounts.get(media.ownerId);
}

/**
 * The account through which the caller sees a media: its owner, or for media by others an emulated
 * account tagged in it (read-only access).
 */
export function viewerAccount(call: AuthedCall, media: IgMedia): IgAccount {
  const owner = ownerAccount(call, media);
  if (owner) return owner;
  const tagged = media.taggedAccountIds
    .map((id) => call.state.ig.accounts.get(id))
    .find((account) => account && canAccessPage(call.state, call.auth, account.pageId));
  if (!tagged) throw unsupportedRequest(call.request.method, media.id);
  return tagged;
}
