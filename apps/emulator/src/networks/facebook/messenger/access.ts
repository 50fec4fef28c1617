import { permissionError, unsupportedRequest } from '../errors.js';
import { type AuthedCall, resolveId } from '../routing.js';
import type { FbPage } from '../types.js';
import { cannotManage, pageTokenRequired } from './errors.js';
import type { MsgPlatform } from './types.js';

/** The permissions an inbox needs on each platform. */
export const INBOX_SCOPES: Readonly<Record<MsgPlatform, readonly string[]>> = {
  messenger: ['pages_messaging'],
  instagram: ['instagram_manage_messages', 'instagram_basic'],
};

/** The Page's own token (any other token: 210; another Page's: the object does not exist, 100/33). */
export function requirePageToken(call: AuthedCall, pageId: string, objectId: string): void {
  if (call.auth.kind !== 'page') throw pageTokenRequired();
  if (call.auth.token?.pageId !== pageId) throw unsupportedRequest(call.request.method, objectId);
}

/**
 * Inboxes are read and written with the Page's own token (any other token: 210) carrying the
 * platform's messaging permissions (missing: 10 on reads, 230 on sends, as the real API answers).
 * Another Page's conversations do not exist for the caller (100/33).
 */
export function requireInbox(
  call: AuthedCall,
  pageId: string,
  platform: MsgPlatform,
  objectId: string,
): void {
  requirePageToken(call, pageId, objectId);
  const { auth } = call;
  const missing = INBOX_SCOPES[platform].find((scope) => !auth.scopes.has(scope));
  if (missing === undefined) return;
  throw call.request.method === 'GET'
    ? permissionError(`This endpoint requires the '${missing}' permission.`, 10)
    : cannotManage(missing);
}

/** The Page the path's `:id` names (`me` with a Page token). */
export function inboxPage(call: AuthedCall): FbPage {
  const id = resolveId(call);
  const page = call.state.pages.get(id);
  if (!page) throw unsupportedRequest(call.request.method, id);
  return page;
}
