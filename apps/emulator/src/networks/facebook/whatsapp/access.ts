import { permissionError, unsupportedRequest } from '../errors.js';
import { type AuthedCall, resolveId } from '../routing.js';
import { findWaNode } from './state.js';
import type { WaBusinessAccount, WaPhoneNumber } from './types.js';

export const WA_SCOPES = ['whatsapp_business_management', 'whatsapp_business_messaging'] as const;
export type WaScope = (typeof WA_SCOPES)[number];

/**
 * WhatsApp Business objects are reached with a user (or system user) token of someone the WABA is
 * shared with — never a Page token. Without access the object does not exist for the caller (100/33);
 * a missing permission is error 10, as the Cloud API answers.
 */
export function requireWaba(
  call: AuthedCall,
  waba: WaBusinessAccount,
  scope: WaScope,
  objectId: string,
): void {
  const { auth } = call;
  if (auth.kind !== 'user' || auth.token?.userId !== waba.ownerId)
    throw unsupportedRequest(call.request.method, objectId);
  if (!auth.scopes.has(scope))
    throw permissionError(`Application does not have permission for this action (requires ${scope})`, 10);
}

/** Access to an object of the WABA `wabaId` (a number, a template). */
export function requireWabaOf(call: AuthedCall, wabaId: string, scope: WaScope, objectId: string): void {
  const waba = call.state.wa.wabas.get(wabaId);
  if (!waba) throw unsupportedRequest(call.request.method, objectId);
  requireWaba(call, waba, scope, objectId);
}

/** The WABA the path's `:id` names, checked for `scope`. */
export function wabaFor(call: AuthedCall, scope: WaScope): WaBusinessAccount {
  const id = resolveId(call);
  const node = findWaNode(call.state, id);
  if (node?.kind !== 'wa_waba') throw unsupportedRequest(call.request.method, id);
  requireWaba(call, node.waba, scope, id);
  return node.waba;
}

/** The business number the path's `:id` names, checked for `scope` on its WABA. */
export function phoneFor(call: AuthedCall, scope: WaScope): WaPhoneNumber {
  const id = resolveId(call);
  const node = findWaNode(call.state, id);
  if (node?.kind !== 'wa_phone') throw unsupportedRequest(call.request.method, id);
  requireWabaOf(call, node.phone.wabaId, scope, id);
  return node.phone;
}
