import { DAY } from '../../core/clock.js';
import { expiredToken, GraphError, invalidatedToken, permissionError } from './errors.js';
import type { ThCode, ThState, ThToken, ThUser } from './types.js';

export const SHORT_LIVED_SECONDS = 3_600;
export const LONG_LIVED_SECONDS = 60 * 86_400;
export const CODE_TTL_MS = 10 * 60_000;
/** A long-lived token can be refreshed once it is at least this old. */
export const REFRESH_MIN_AGE_MS = DAY;

/** Every permission the authorization window accepts. */
export const KNOWN_SCOPES = [
  'threads_basic',
  'threads_content_publish',
  'threads_manage_replies',
  'threads_read_replies',
  'threads_manage_insights',
  'threads_manage_mentions',
  'threads_keyword_search',
  'threads_delete',
  'threads_location_tagging',
  'threads_profile_discovery',
] as const;

export const BASIC = 'threads_basic';
export const PUBLISH = ['threads_basic', 'threads_content_publish'];

const tokenValue = (state: ThState): string => `TH${state.rng.tokens.chars(150)}`;

export function issueCode(state: ThState, input: Omit<ThCode, 'value' | 'issuedAt' | 'used'>, now: number) {
  const code: ThCode = { ...input, value: `AQ${state.rng.tokens.chars(120)}`, issuedAt: now, used: false };
  state.codes.set(code.value, code);
  return code;
}

type Grant = Pick<ThToken, 'appId' | 'userId' | 'scopes'>;

/** A short-lived (1 h) or long-lived (60 days) user token. */
export function mintToken(state: ThState, grant: Grant, now: number, longLived: boolean): ThToken {
  const token: ThToken = {
    appId: grant.appId,
    userId: grant.userId,
    scopes: [...grant.scopes],
    value: tokenValue(state),
    issuedAt: now,
    expiresAt: now + (longLived ? LONG_LIVED_SECONDS : SHORT_LIVED_SECONDS) * 1000,
    longLived,
  };
  state.tokens.set(token.value, token);
  return token;
}

export const badToken = (): GraphError =>
  new GraphError({ code: 190, message: 'Invalid OAuth access token - Cannot parse access token' });

/** Invalidated (revoked, password changed…) or expired tokens answer code 190. */
export function checkToken(token: ThToken, now: number): void {
  if (token.invalidated) throw invalidatedToken(token.invalidated.subcode, token.invalidated.message);
  if (now >= token.expiresAt) throw expiredToken(token.expiresAt, now);
}

export interface Authenticated {
  token: ThToken;
  user: ThUser;
}

export function authenticate(state: ThState, raw: string | undefined, now: number): Authenticated {
  if (!raw)
    throw new GraphError({ code: 104, message: 'An access token is required to request this resource.' });
  const token = state.tokens.get(raw);
  const user = token ? state.users.get(token.userId) : undefined;
  if (!token || !user) throw badToken();
  checkToken(token, now);
  return { token, user };
}

export function requireScopes(token: ThToken, scopes: readonly string[]): void {
  const missing = scopes.find((scope) => !token.scopes.includes(scope));
  if (missing)
    throw permissionError(`Application does not have permission for this action (requires ${missing})`, 10);
}
