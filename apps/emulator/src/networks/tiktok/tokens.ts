import { createHash } from 'node:crypto';
import { MINUTE } from '../../core/clock.js';
import {
  type CodeStamp,
  isLive,
  issueCode as issueGrantCode,
  type Pkce,
  revokeWhere,
} from '../../core/grants.js';
import { scopeNotAuthorized, tokenInvalid } from './errors.js';
import { openIdOf } from './state.js';
import type { TiktokCode, TiktokCreator, TiktokState, TiktokToken } from './types.js';

/** Access tokens live 24 hours, refresh tokens 365 days (Login Kit, "Manage user access tokens"). */
export const ACCESS_TOKEN_SECONDS = 86_400;
export const REFRESH_TOKEN_SECONDS = 31_536_000;
export const CODE_TTL_MS = 10 * MINUTE;

/** Every scope the authorize page accepts. */
export const KNOWN_SCOPES = [
  'user.info.basic',
  'user.info.profile',
  'user.info.stats',
  'video.list',
  'video.publish',
  'video.upload',
] as const;

/** Tokens look like TikTok's: `act.` / `rft.` + random characters + `!<digits>.va`. */
function tokenValue(state: TiktokState, prefix: 'act' | 'rft' | 'code'): string {
  const rng = state.rng.tokens;
  return prefix === 'code' ? rng.chars(64) : `${prefix}.${rng.chars(60)}!${rng.digits(4)}.va`;
}

export interface Authenticated {
  token: TiktokToken;
  creator: TiktokCreator;
}

/** A live access token of the creator, or the 401 `access_token_invalid` every endpoint answers. */
export function authenticate(state: TiktokState, raw: string | undefined, now: number): Authenticated {
  const token = raw ? state.tokens.get(raw) : undefined;
  if (token?.kind !== 'access' || !isLive(token, now)) throw tokenInvalid();
  if (token.creatorId !== state.creator.id) throw tokenInvalid();
  return { token, creator: state.creator };
}

export function requireScope(token: TiktokToken, scope: string): void {
  if (!token.scopes.includes(scope)) throw scopeNotAuthorized(scope);
}

export function issueCode(
  state: TiktokState,
  input: Omit<TiktokCode, keyof CodeStamp>,
  now: number,
): TiktokCode {
  return issueGrantCode(state.codes, input, tokenValue(state, 'code'), now);
}

/**
 * RFC 7636 S256 is base64url(sha256(verifier)); TikTok's desktop guide hex-encodes the digest
 * instead, so both spellings are accepted.
 */
export function verifierMatches({ challenge }: Pkce, verifier: string): boolean {
  const digest = createHash('sha256').update(verifier).digest();
  return challenge === digest.toString('base64url') || challenge.toLowerCase() === digest.toString('hex');
}

export interface Grant {
  clientKey: string;
  creatorId: string;
  scopes: string[];
}

/**
 * The token endpoint's answer. A refresh keeps the refresh token's original expiry (365 days from
 * the consent), so `refreshExpiresAt` is passed on from the token it replaces.
 */
export function mintTokens(state: TiktokState, grant: Grant, now: number, refreshExpiresAt?: number) {
  const { clientKey, creatorId } = grant;
  const common = { clientKey, creatorId, scopes: [...grant.scopes], issuedAt: now, revoked: false };
  const access: TiktokToken = {
    ...common,
    value: tokenValue(state, 'act'),
    kind: 'access',
    expiresAt: now + ACCESS_TOKEN_SECONDS * 1000,
  };
  const refresh: TiktokToken = {
    ...common,
    value: tokenValue(state, 'rft'),
    kind: 'refresh',
    expiresAt: refreshExpiresAt ?? now + REFRESH_TOKEN_SECONDS * 1000,
  };
  state.tokens.set(access.value, access);
  state.tokens.set(refresh.value, refresh);
  return {
    access_token: access.value,
    expires_in: ACCESS_TOKEN_SECONDS,
    open_id: openIdOf(grant.clientKey, grant.creatorId),
    refresh_token: refresh.value,
    refresh_expires_in: Math.max(0, Math.round((refresh.expiresAt - now) / 1000)),
    scope: grant.scopes.join(','),
    token_type: 'Bearer',
  };
}

/** Revoking ends the whole authorization of the app for the user: every token it issued. */
export const revokeGrant = (state: TiktokState, clientKey: string, creatorId: string): number =>
  revokeWhere(
    state.tokens.values(),
    (token) => token.clientKey === clientKey && token.creatorId === creatorId,
    'revoked',
  );
