import { type CodeStamp, isLive, issueCode as issueGrantCode } from '../../core/grants.js';
import { forbidden, unauthorized } from './errors.js';
import type { XCode, XState, XToken, XUser } from './types.js';

export const ACCESS_TOKEN_SECONDS = 7_200;
export const CODE_TTL_MS = 30_000;

/** Every scope the authorize page accepts. */
export const KNOWN_SCOPES = [
  'tweet.read',
  'tweet.write',
  'tweet.moderate.write',
  'users.email',
  'users.read',
  'follows.read',
  'follows.write',
  'offline.access',
  'space.read',
  'mute.read',
  'mute.write',
  'like.read',
  'like.write',
  'list.read',
  'list.write',
  'block.read',
  'block.write',
  'bookmark.read',
  'bookmark.write',
  'media.write',
  'dm.read',
  'dm.write',
] as const;

/** Real tokens are base64 of `<random>:<issued ms>:1:0:<at|rt|ac>:1`; so are these. */
function tokenValue(state: XState, now: number, kind: 'at' | 'rt' | 'ac'): string {
  return Buffer.from(`${state.rng.tokens.chars(40)}:${now}:1:0:${kind}:1`).toString('base64url');
}

export interface Authenticated {
  token: XToken;
  user: XUser;
}

/** A valid user access token, or the 401 every v2 endpoint answers. */
export function authenticate(state: XState, raw: string | undefined, now: number): Authenticated {
  const token = raw ? state.tokens.get(raw) : undefined;
  const user = token ? state.users.get(token.userId) : undefined;
  if (token?.kind !== 'access' || !isLive(token, now) || !user) throw unauthorized();
  return { token, user };
}

export function requireScopes(token: XToken, scopes: readonly string[]): void {
  if (scopes.some((scope) => !token.scopes.includes(scope))) throw forbidden();
}

export function issueCode(state: XState, input: Omit<XCode, keyof CodeStamp>, now: number): XCode {
  return issueGrantCode(state.codes, input, tokenValue(state, now, 'ac'), now);
}

export interface Grant {
  clientId: string;
  userId: string;
  scopes: string[];
}

/** The token endpoint's answer; a refresh token only when `offline.access` was granted. */
export function mintTokens(state: XState, grant: Grant, now: number) {
  const access: XToken = {
    ...grant,
    scopes: [...grant.scopes],
    value: tokenValue(state, now, 'at'),
    kind: 'access',
    issuedAt: now,
    expiresAt: now + ACCESS_TOKEN_SECONDS * 1000,
    revoked: false,
  };
  state.tokens.set(access.value, access);
  let refresh: XToken | undefined;
  if (grant.scopes.includes('offline.access')) {
    refresh = { ...access, value: tokenValue(state, now, 'rt'), kind: 'refresh', expiresAt: null };
    state.tokens.set(refresh.value, refresh);
  }
  return {
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    access_token: access.value,
    scope: grant.scopes.join(' '),
    ...(refresh ? { refresh_token: refresh.value } : {}),
  };
}
