/**
 * What the networks' OAuth grants have in common: registered apps, single-use authorization codes,
 * access and refresh tokens that expire or are revoked, PKCE. Each network adds its own fields (the
 * channel a Google grant acts as, the server a Discord bot joined) and keeps its own wording.
 */
import { createHash } from 'node:crypto';
import type { Rng } from './prng.js';

/** An app (OAuth client) registered with a network. */
export interface RegisteredApp {
  clientId: string;
  name: string;
  /** When set, the authorize page accepts only these redirect URIs (exact match). */
  redirectUris?: string[];
}

/** An app that authenticates with a secret (every network's web apps but X's public clients). */
export interface ConfidentialApp extends RegisteredApp {
  clientSecret: string;
}

/** An app registered by app id and secret (Meta's and VK's words for client id and secret). */
export interface KeyedApp {
  id: string;
  secret: string;
  name: string;
  /** When set, the authorize page accepts only these redirect URIs (exact match). */
  redirectUris?: string[];
}

/** An authorization code: single use, bound to the redirect URI it was issued for. */
export interface IssuedCode {
  value: string;
  redirectUri: string;
  issuedAt: number;
  used: boolean;
}

/** A code issued to a client for one of the network's users. */
export interface ClientCode extends IssuedCode {
  clientId: string;
  userId: string;
  scopes: string[];
}

/** A code issued to a keyed app. */
export interface AppCode extends IssuedCode {
  appId: string;
}

export type PkceMethod = 'S256' | 'plain';

/** RFC 7636: the challenge an authorize request sent, checked when the code is exchanged. */
export interface Pkce {
  challenge: string;
  method: PkceMethod;
}

/** A token that can be revoked and may expire. */
export interface RevocableGrant {
  value: string;
  issuedAt: number;
  /** ms since the epoch; null = never expires by time (refresh tokens mostly). */
  expiresAt: number | null;
  revoked: boolean;
  /** Why the token stopped working (rotation, revocation, control API). */
  revokedReason?: string;
}

/** An OAuth 2.0 access or refresh token of a client, for one user. */
export interface ClientToken extends RevocableGrant {
  kind: 'access' | 'refresh';
  clientId: string;
  userId: string;
  scopes: string[];
}

/** What issuing stamps on a code. */
export type CodeStamp = Pick<IssuedCode, 'value' | 'issuedAt' | 'used'>;

/** What every network's state keeps of its apps and grants, and the random streams ids and tokens come from. */
export interface GrantState<App, Code, Token> {
  seed: number;
  createdAt: number;
  apps: Map<string, App>;
  codes: Map<string, Code>;
  tokens: Map<string, Token>;
  rng: { ids: Rng; tokens: Rng };
}

/** Stores a fresh, unused code under its value. */
export function issueCode<I extends object>(
  codes: { set(value: string, code: I & CodeStamp): unknown },
  input: I,
  value: string,
  now: number,
): I & CodeStamp {
  const code = { ...input, value, issuedAt: now, used: false };
  codes.set(value, code);
  return code;
}

/** RFC 7636: S256 compares base64url(sha256(verifier)); plain compares the strings. */
function pkceMatches(pkce: Pkce, verifier: string): boolean {
  if (pkce.method === 'plain') return verifier === pkce.challenge;
  return createHash('sha256').update(verifier).digest('base64url') === pkce.challenge;
}

export const isLive = <T extends RevocableGrant>(token: T | undefined, now: number): token is T =>
  token !== undefined && !token.revoked && (token.expiresAt === null || now < token.expiresAt);

export function revokeToken(token: RevocableGrant, reason: string): void {
  token.revoked = true;
  token.revokedReason = reason;
}

/** Revokes every live token `matches` picks (a whole grant, a pair…); answers how many. */
export function revokeWhere<T extends RevocableGrant>(
  tokens: Iterable<T>,
  matches: (token: T) => boolean,
  reason: string,
): number {
  let count = 0;
  for (const token of tokens) {
    if (token.revoked || !matches(token)) continue;
    revokeToken(token, reason);
    count += 1;
  }
  return count;
}

/** Seconds until a token expires (null: never), for the control API. */
export const secondsLeft = (token: RevocableGrant, now: number): number | null =>
  token.expiresAt === null ? null : Math.max(0, Math.round((token.expiresAt - now) / 1000));

/**
 * How a network refuses a code at exchange, failure by failure; `invalid` answers any failure the
 * network does not tell apart.
 */
export interface CodeRefusals {
  invalid: () => Error;
  /** No code by that value. */
  unknown?: () => Error;
  /** Issued to another app. */
  otherClient?: () => Error;
  used?: () => Error;
  expired?: () => Error;
  /** The redirect URI differs from the authorize request's. */
  redirect?: () => Error;
  /** The code was issued with a PKCE challenge and no verifier came. */
  missingVerifier?: () => Error;
  /** The verifier does not match the challenge. */
  verifier?: () => Error;
}

export interface Redemption<C> {
  /** Whether the code was issued to the app now exchanging it. */
  sameClient(code: C): boolean;
  redirectUri: string | undefined;
  now: number;
  ttlMs: number;
  /** The PKCE challenge the code was issued with, if any: a verifier must then match it. */
  challenge?(code: C): Pkce | undefined;
  /** The verifier sent with the exchange. */
  verifier?: string | undefined;
  /** How the network compares verifier and challenge; RFC 7636 unless given. */
  matches?(pkce: Pkce, verifier: string): boolean;
}

/**
 * A code's single use: checked in the order the networks check (known, this app's, unused, fresh, the
 * same redirect URI, the PKCE verifier), each failure refused as the network words it. Marks it used.
 */
export function redeemCode<C extends IssuedCode>(
  code: C | undefined,
  redemption: Redemption<C>,
  refusals: CodeRefusals,
): C {
  const refuse = (refusal: (() => Error) | undefined): never => {
    throw (refusal ?? refusals.invalid)();
  };
  if (!code) return refuse(refusals.unknown);
  if (!redemption.sameClient(code)) return refuse(refusals.otherClient ?? refusals.unknown);
  if (code.used) return refuse(refusals.used);
  if (redemption.now - code.issuedAt > redemption.ttlMs) return refuse(refusals.expired);
  if (code.redirectUri !== redemption.redirectUri) return refuse(refusals.redirect);
  const pkce = redemption.challenge?.(code);
  if (pkce) {
    const { verifier, matches = pkceMatches } = redemption;
    if (!verifier) return refuse(refusals.missingVerifier ?? refusals.verifier);
    if (!matches(pkce, verifier)) return refuse(refusals.verifier);
  }
  code.used = true;
  return code;
}

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * How the control API shows a token: value, kind, expiry (`time` formats the instant; ISO 8601
 * unless given) and whether, and why, it stopped working. Networks add who it belongs to.
 */
export function grantView(
  token: RevocableGrant & { kind: string },
  now: number,
  time: (ms: number) => string = iso,
) {
  return {
    token: token.value,
    kind: token.kind,
    expires_at: token.expiresAt === null ? null : time(token.expiresAt),
    expires_in: secondsLeft(token, now),
    revoked: token.revoked,
    revoked_reason: token.revokedReason ?? null,
  };
}

/** A client token as the control API shows it: its grant view, and whose it is. */
export function clientTokenView(token: ClientToken, now: number, time?: (ms: number) => string) {
  return {
    ...grantView(token, now, time),
    client_id: token.clientId,
    user_id: token.userId,
    scopes: token.scopes,
  };
}
