import { MINUTE } from '../../core/clock.js';
import { type CodeStamp, isLive, issueCode as issueGrantCode, revokeWhere } from '../../core/grants.js';
import { invalidToken, missingScope } from './errors.js';
import type { TwitchCode, TwitchState, TwitchToken, TwitchUser } from './types.js';

/** User access tokens live about four hours (Twitch answers a little under 14,400 s). */
export const ACCESS_TOKEN_MIN_SECONDS = 13_800;
export const ACCESS_TOKEN_MAX_SECONDS = 14_400;
export const CODE_TTL_MS = 10 * MINUTE;

/** The scopes the authorize page knows (a subset of Twitch's list: chat, announcements, followers…). */
export const KNOWN_SCOPES = [
  'user:read:chat',
  'user:write:chat',
  'user:bot',
  'channel:bot',
  'user:read:email',
  'moderator:manage:announcements',
  'moderator:read:followers',
  'channel:read:subscriptions',
  'channel:manage:polls',
  'clips:edit',
] as const;

/** Twitch tokens are 30 lowercase letters and digits. */
function tokenValue(state: TwitchState): string {
  return state.rng.tokens.chars(30, 'abcdefghijklmnopqrstuvwxyz0123456789');
}

export function issueCode(
  state: TwitchState,
  input: Omit<TwitchCode, keyof CodeStamp>,
  now: number,
): TwitchCode {
  return issueGrantCode(state.codes, input, tokenValue(state), now);
}

export interface Grant {
  clientId: string;
  userId: string;
  scopes: readonly string[];
}

/** The token endpoint's answer: a ~4 h access token and a refresh token (confidential clients: no expiry). */
export function mintTokens(state: TwitchState, grant: Grant, now: number) {
  const seconds = state.rng.tokens.int(ACCESS_TOKEN_MIN_SECONDS, ACCESS_TOKEN_MAX_SECONDS);
  const common = {
    clientId: grant.clientId,
    userId: grant.userId,
    scopes: [...grant.scopes],
    issuedAt: now,
    revoked: false,
  };
  const access: TwitchToken = {
    ...common,
    value: tokenValue(state),
    kind: 'access',
    expiresAt: now + seconds * 1000,
  };
  const refresh: TwitchToken = { ...common, value: tokenValue(state), kind: 'refresh', expiresAt: null };
  state.tokens.set(access.value, access);
  state.tokens.set(refresh.value, refresh);
  return {
    access_token: access.value,
    expires_in: seconds,
    refresh_token: refresh.value,
    scope: [...grant.scopes],
    token_type: 'bearer',
  };
}

/** Revoking ends the whole authorization of the app for the user (every token it issued). */
export const revokeGrant = (state: TwitchState, clientId: string, userId: string, reason: string): number =>
  revokeWhere(
    state.tokens.values(),
    (token) => token.clientId === clientId && token.userId === userId,
    reason,
  );

export interface Authenticated {
  token: TwitchToken;
  user: TwitchUser;
}

/** A live user access token (401 Invalid OAuth token otherwise) and its user. */
export function authenticate(state: TwitchState, raw: string | undefined, now: number): Authenticated {
  const token = raw ? state.tokens.get(raw) : undefined;
  if (token?.kind !== 'access' || !isLive(token, now)) throw invalidToken();
  const user = state.users.get(token.userId);
  if (!user) throw invalidToken();
  return { token, user };
}

export function requireScope(token: TwitchToken, scope: string): void {
  if (!token.scopes.includes(scope)) throw missingScope(scope);
}
