import { type CodeStamp, isLive, issueCode as issueGrantCode, revokeWhere } from '../../core/grants.js';
import { authError, insufficientPermissions } from './errors.js';
import type { YtCode, YtState, YtToken } from './types.js';

/** Google answers `expires_in: 3599` for its one-hour access tokens. */
export const ACCESS_TOKEN_SECONDS = 3_599;
export const CODE_TTL_MS = 10 * 60_000;

const AUTH = 'https://www.googleapis.com/auth';
export const SCOPE = {
  youtube: `${AUTH}/youtube`,
  upload: `${AUTH}/youtube.upload`,
  forceSsl: `${AUTH}/youtube.force-ssl`,
  readonly: `${AUTH}/youtube.readonly`,
  analytics: `${AUTH}/yt-analytics.readonly`,
} as const;

/** Every scope the consent page accepts. */
export const KNOWN_SCOPES: readonly string[] = [
  ...Object.values(SCOPE),
  `${AUTH}/yt-analytics-monetary.readonly`,
  `${AUTH}/userinfo.email`,
  `${AUTH}/userinfo.profile`,
  'openid',
  'email',
  'profile',
];

/** Which scopes (any one of them) each kind of call needs, as the method pages list them. */
export const NEEDS = {
  read: [SCOPE.youtube, SCOPE.readonly, SCOPE.forceSsl],
  upload: [SCOPE.upload, SCOPE.youtube, SCOPE.forceSsl],
  manage: [SCOPE.youtube, SCOPE.forceSsl],
  comment: [SCOPE.forceSsl],
} as const;

const TOKEN_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function tokenValue(state: YtState, kind: 'access' | 'refresh' | 'code'): string {
  const prefix = kind === 'access' ? 'ya29.a0' : kind === 'refresh' ? '1//0' : '4/0';
  return `${prefix}${state.rng.tokens.chars(kind === 'access' ? 120 : 80, TOKEN_CHARS)}`;
}

/** A valid access token, or the 401 authError every Data API method answers. */
export function authenticate(state: YtState, raw: string | undefined, now: number): YtToken {
  const token = raw ? state.tokens.get(raw) : undefined;
  if (token?.kind !== 'access' || !isLive(token, now)) throw authError();
  return token;
}

export function requireScopes(token: YtToken, anyOf: readonly string[]): void {
  if (anyOf.length > 0 && !anyOf.some((scope) => token.scopes.includes(scope))) {
    throw insufficientPermissions();
  }
}

export function issueCode(state: YtState, input: Omit<YtCode, keyof CodeStamp>, now: number): YtCode {
  return issueGrantCode(state.codes, input, tokenValue(state, 'code'), now);
}

type Grant = Pick<YtToken, 'clientId' | 'userId' | 'channelId' | 'scopes'>;

/** A new access token under `grant` (a refresh token's value, or a fresh one for offline access). */
export function mintAccess(state: YtState, grant: Grant, refresh: string, now: number): YtToken {
  const access: YtToken = {
    clientId: grant.clientId,
    userId: grant.userId,
    channelId: grant.channelId,
    scopes: [...grant.scopes],
    value: tokenValue(state, 'access'),
    kind: 'access',
    grant: refresh,
    issuedAt: now,
    expiresAt: now + ACCESS_TOKEN_SECONDS * 1000,
    revoked: false,
  };
  state.tokens.set(access.value, access);
  return access;
}

/** The token endpoint's answer to a code exchange: a refresh token only for offline access. */
export function mintTokens(state: YtState, code: YtCode, now: number) {
  const grant = { ...code, scopes: code.scopes };
  const refreshValue = tokenValue(state, 'refresh');
  const access = mintAccess(state, grant, refreshValue, now);
  if (code.offline) {
    state.tokens.set(refreshValue, { ...access, value: refreshValue, kind: 'refresh', expiresAt: null });
  }
  return {
    access_token: access.value,
    expires_in: ACCESS_TOKEN_SECONDS,
    ...(code.offline ? { refresh_token: refreshValue } : {}),
    scope: code.scopes.join(' '),
    token_type: 'Bearer',
  };
}

/** Revoking any token of a grant revokes the whole grant (its refresh token and access tokens). */
export const revokeGrant = (state: YtState, token: YtToken, reason: string): number =>
  revokeWhere(state.tokens.values(), (other) => other.grant === token.grant, reason);
