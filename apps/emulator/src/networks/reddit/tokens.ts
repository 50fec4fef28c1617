import {
  type CodeStamp,
  isLive,
  issueCode as issueGrantCode,
  revokeToken as revokeOne,
  revokeWhere,
} from '../../core/grants.js';
import { forbidden, unauthorized } from './errors.js';
import type { RedditCode, RedditState, RedditToken } from './types.js';

/** Access tokens live one hour; codes ten minutes (single use). */
export const ACCESS_TOKEN_SECONDS = 3_600;
export const CODE_TTL_MS = 10 * 60_000;

/** The scopes of https://www.reddit.com/api/v1/scopes. */
export const KNOWN_SCOPES = [
  'account',
  'creddits',
  'edit',
  'flair',
  'history',
  'identity',
  'livemanage',
  'modconfig',
  'modcontributors',
  'modflair',
  'modlog',
  'modmail',
  'modothers',
  'modposts',
  'modself',
  'modwiki',
  'mysubreddits',
  'privatemessages',
  'read',
  'report',
  'save',
  'structuredstyles',
  'submit',
  'subscribe',
  'vote',
  'wikiedit',
  'wikiread',
] as const;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Reddit's opaque tokens: `<digits>-<random>`. */
function tokenValue(state: RedditState, length: number): string {
  return `${state.rng.tokens.digits(8)}-${state.rng.tokens.chars(length, ALPHABET)}`;
}

/** A valid access token and its user, or the 401 every oauth.reddit.com endpoint answers. */
export function authenticate(state: RedditState, raw: string | undefined, now: number) {
  const token = raw ? state.tokens.get(raw) : undefined;
  const user = token ? state.users.get(token.userId) : undefined;
  if (token?.kind !== 'access' || !isLive(token, now) || !user) throw unauthorized();
  return { token, user };
}

export function requireScope(token: RedditToken, scope: string): void {
  if (!token.scopes.includes(scope) && !token.scopes.includes('*')) throw forbidden();
}

export function issueCode(state: RedditState, input: Omit<RedditCode, keyof CodeStamp>, now: number) {
  return issueGrantCode(state.codes, input, state.rng.tokens.chars(30, ALPHABET), now);
}

export interface Grant {
  clientId: string;
  userId: string;
  scopes: string[];
}

/**
 * The token endpoint's answer. A permanent grant gets a refresh token, which a refresh answers again
 * unchanged (Reddit does not rotate them).
 */
export function mintTokens(
  state: RedditState,
  grant: Grant,
  now: number,
  refresh: RedditToken | 'new' | null,
) {
  const owner = { clientId: grant.clientId, userId: grant.userId, scopes: [...grant.scopes] };
  let refreshToken = refresh === 'new' ? undefined : refresh;
  if (refresh === 'new') {
    refreshToken = {
      ...owner,
      value: tokenValue(state, 27),
      kind: 'refresh',
      issuedAt: now,
      expiresAt: null,
      refreshValue: null,
      revoked: false,
    };
    state.tokens.set(refreshToken.value, refreshToken);
  }
  const access: RedditToken = {
    ...owner,
    value: tokenValue(state, 30),
    kind: 'access',
    issuedAt: now,
    expiresAt: now + ACCESS_TOKEN_SECONDS * 1000,
    refreshValue: refreshToken?.value ?? null,
    revoked: false,
  };
  state.tokens.set(access.value, access);
  return {
    access_token: access.value,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    scope: grant.scopes.join(' '),
    ...(refreshToken ? { refresh_token: refreshToken.value } : {}),
  };
}

/** Revoking a refresh token also ends every access token issued with it. */
export function revokeToken(state: RedditState, token: RedditToken, reason: string): void {
  revokeOne(token, reason);
  if (token.kind === 'refresh')
    revokeWhere(state.tokens.values(), (other) => other.refreshValue === token.value, reason);
}
