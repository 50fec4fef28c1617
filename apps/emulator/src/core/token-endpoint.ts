/**
 * The OAuth 2.0 token and revocation endpoints (RFC 6749 §4.1.3 and §6, RFC 7009) as the networks run
 * them. The steps are the same everywhere; what differs is a parameter of the network's spec: where
 * parameters are read, how the client authenticates, the wording and shape of each refusal, how long
 * codes live, PKCE, whether refresh tokens rotate, and what a revocation ends.
 */
import {
  type CodeRefusals,
  type IssuedCode,
  isLive,
  type Pkce,
  type RevocableGrant,
  redeemCode,
  revokeToken,
} from './grants.js';
import { type Params, str } from './params.js';

interface RefreshableToken extends RevocableGrant {
  kind: 'access' | 'refresh';
}

/** What the endpoints need of a call: the emulated now, and the network's codes and tokens. */
interface GrantCall<Code, Token> {
  now: number;
  state: { codes: Map<string, Code>; tokens: Map<string, Token> };
}

export interface TokenEndpointSpec<
  Call extends GrantCall<Code, Token>,
  App,
  Code extends IssuedCode,
  Token extends RefreshableToken,
> {
  /** The request's parameters where the network reads them (the form body; Google, Reddit and Twitch also the query). */
  params(call: Call): Params;
  /** The client that authenticates, or the network's refusal. */
  client(call: Call): App;
  /** Whether a code or token was issued to `app`. */
  owns(app: App, item: Code | Token): boolean;
  /** A required parameter that is missing or empty. */
  missing(name: string): Error;
  /** Whether `grant_type` is required; otherwise a missing one is an unsupported grant type. */
  grantTypeRequired: boolean;
  unsupportedGrant(grantType: string): Error;
  exchange: {
    /** What the exchange requires besides `code`, in the order the network checks it; `redirect_uri` unless given. */
    requires?: readonly string[];
    ttlMs: number;
    refusals: CodeRefusals;
    /** The PKCE challenge a code was issued with (its verifier is then checked). */
    challenge?(code: Code): Pkce | undefined;
    /** How the network compares verifier and challenge; RFC 7636 unless given. */
    matches?(pkce: Pkce, verifier: string): boolean;
    /** The answer: tokens minted for the redeemed code. */
    issue(call: Call, code: Code, app: App): unknown;
  };
  refresh: {
    /** An unknown, revoked, expired or other app's refresh token. */
    refused(): Error;
    /** Set when a refresh stops the refresh token it used (its successor is in the answer): the reason recorded. */
    rotates?: string;
    issue(call: Call, token: Token, app: App): unknown;
  };
  revoke: {
    /** Who may revoke; the authenticated client unless given (undefined: anyone holding the token). */
    client?(call: Call): App | undefined;
    /** Whether the `token` parameter is required. */
    tokenRequired: boolean;
    /** Refuses an unknown, revoked or other app's token; RFC 7009 networks answer success regardless. */
    refused?(): Error;
    /** What revoking the token ends: itself, its pair, the whole grant. */
    revoke(call: Call, token: Token): void;
    answer(call: Call): unknown;
  };
}

export interface TokenEndpoints<Call> {
  /** `grant_type=authorization_code | refresh_token`. */
  token(call: Call): unknown;
  revoke(call: Call): unknown;
}

export function tokenEndpoints<
  Call extends GrantCall<Code, Token>,
  App,
  Code extends IssuedCode,
  Token extends RefreshableToken,
>(spec: TokenEndpointSpec<Call, App, Code, Token>): TokenEndpoints<Call> {
  const param = (call: Call, name: string) => str(spec.params(call), name);
  const required = (call: Call, name: string): string => {
    const value = param(call, name);
    if (!value) throw spec.missing(name);
    return value;
  };

  /** Codes are single-use, bound to the app, the redirect URI and any PKCE challenge, and short-lived. */
  function exchange(call: Call, app: App): unknown {
    const { exchange } = spec;
    const value = required(call, 'code');
    for (const name of exchange.requires ?? ['redirect_uri']) required(call, name);
    const redemption = {
      sameClient: (code: Code) => spec.owns(app, code),
      redirectUri: param(call, 'redirect_uri'),
      now: call.now,
      ttlMs: exchange.ttlMs,
      verifier: param(call, 'code_verifier'),
      ...(exchange.challenge ? { challenge: exchange.challenge } : {}),
      ...(exchange.matches ? { matches: exchange.matches } : {}),
    };
    const code = redeemCode(call.state.codes.get(value), redemption, exchange.refusals);
    return exchange.issue(call, code, app);
  }

  function refresh(call: Call, app: App): unknown {
    const token = call.state.tokens.get(required(call, 'refresh_token'));
    if (token?.kind !== 'refresh' || !isLive(token, call.now) || !spec.owns(app, token))
      throw spec.refresh.refused();
    if (spec.refresh.rotates) revokeToken(token, spec.refresh.rotates);
    return spec.refresh.issue(call, token, app);
  }

  return {
    token(call) {
      const app = spec.client(call);
      const grantType = spec.grantTypeRequired
        ? required(call, 'grant_type')
        : (param(call, 'grant_type') ?? '');
      if (grantType === 'authorization_code') return exchange(call, app);
      if (grantType === 'refresh_token') return refresh(call, app);
      throw spec.unsupportedGrant(grantType);
    },
    revoke(call) {
      const { revoke } = spec;
      const app = revoke.client ? revoke.client(call) : spec.client(call);
      const value = revoke.tokenRequired ? required(call, 'token') : (param(call, 'token') ?? '');
      const found = call.state.tokens.get(value);
      const ours = found !== undefined && (app === undefined || spec.owns(app, found));
      if (revoke.refused && (!ours || found.revoked)) throw revoke.refused();
      if (ours) revoke.revoke(call, found);
      return revoke.answer(call);
    },
  };
}
