import { bearerOf } from '../../core/bearer.js';
import { type CodeStamp, isLive, issueCode as issueGrantCode } from '../../core/grants.js';
import { unauthorized } from './errors.js';
import type { DiscordApp, DiscordCode, DiscordState, DiscordToken, DiscordUser } from './types.js';

/** User access tokens live seven days. */
export const ACCESS_TOKEN_SECONDS = 604_800;
export const CODE_TTL_MS = 10 * 60_000;

/** Every scope the authorize page accepts. */
export const KNOWN_SCOPES = [
  'bot',
  'applications.commands',
  'identify',
  'email',
  'guilds',
  'guilds.members.read',
  'connections',
  'messages.read',
] as const;

const tokenValue = (state: DiscordState): string => state.rng.tokens.chars(30);

function headerOf(header: string | string[] | undefined): string {
  return ((Array.isArray(header) ? header[0] : header) ?? '').trim();
}

/** The application whose bot token is presented (`Authorization: Bot <token>`), or undefined. */
export function botApp(state: DiscordState, header: string | string[] | undefined): DiscordApp | undefined {
  const token = /^Bot\s+(\S+)$/i.exec(headerOf(header))?.[1];
  return token ? [...state.apps.values()].find((app) => app.botToken === token) : undefined;
}

export interface UserAuth {
  token: DiscordToken;
  user: DiscordUser;
}

/** A live user access token (`Authorization: Bearer <token>`), or undefined. */
export function bearerUser(state: DiscordState, header: string | string[] | undefined, now: number) {
  const value = bearerOf(header);
  const token = value ? state.tokens.get(value) : undefined;
  const user = token ? state.users.get(token.userId) : undefined;
  if (token?.kind !== 'access' || !isLive(token, now) || !user) return undefined;
  return { token, user };
}

/** Bearer routes need a scope; a missing one answers 401 as Discord does. */
export function requireScope(auth: UserAuth, scope: string): void {
  if (!auth.token.scopes.includes(scope)) throw unauthorized();
}

export function issueCode(state: DiscordState, input: Omit<DiscordCode, keyof CodeStamp>, now: number) {
  return issueGrantCode(state.codes, input, tokenValue(state), now);
}

export interface Grant {
  clientId: string;
  userId: string;
  scopes: string[];
}

/** A new access token (seven days) and refresh token for a grant. */
export function mintTokens(state: DiscordState, grant: Grant, now: number) {
  const access: DiscordToken = {
    ...grant,
    scopes: [...grant.scopes],
    value: tokenValue(state),
    kind: 'access',
    issuedAt: now,
    expiresAt: now + ACCESS_TOKEN_SECONDS * 1000,
    revoked: false,
  };
  const refresh: DiscordToken = { ...access, value: tokenValue(state), kind: 'refresh', expiresAt: null };
  state.tokens.set(access.value, access);
  state.tokens.set(refresh.value, refresh);
  return {
    token_type: 'Bearer',
    access_token: access.value,
    expires_in: ACCESS_TOKEN_SECONDS,
    refresh_token: refresh.value,
    scope: grant.scopes.join(' '),
  };
}
