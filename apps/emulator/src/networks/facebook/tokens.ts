import type { Params } from '../../core/params.js';
import { str } from '../../core/params.js';
import {
  badToken,
  expiredToken,
  GraphError,
  invalidatedToken,
  missingToken,
  permissionError,
} from './errors.js';
import { DAY } from './state.js';
import type { FbApp, FbCode, FbState, FbToken } from './types.js';

export const SHORT_LIVED_SECONDS = 5_400;
export const LONG_LIVED_SECONDS = 60 * 86_400;
export const CODE_TTL_MS = 10 * 60_000;
const DATA_ACCESS_MS = 90 * DAY;

export interface AuthContext {
  kind: 'user' | 'page' | 'app';
  app: FbApp;
  token?: FbToken;
  scopes: ReadonlySet<string>;
}

export function rawToken(
  params: Params,
  headers: Record<string, string | string[] | undefined>,
): string | undefined {
  const fromParams = str(params, 'access_token');
  if (fromParams) return fromParams;
  const header = headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^(?:Bearer|OAuth)\s+(.+)$/i.exec(value.trim()) : null;
  return match?.[1];
}

function appToken(state: FbState, raw: string): FbApp | undefined {
  const [id, secret] = raw.split('|');
  const app = id === undefined ? undefined : state.apps.get(id);
  return app && app.secret === secret ? app : undefined;
}

/** The kind of token without validating it (used to pick the rate-limit flavour of an injected fault). */
export function peekKind(state: FbState, raw: string | undefined): AuthContext['kind'] | undefined {
  if (!raw) return undefined;
  if (raw.includes('|')) return 'app';
  return state.tokens.get(raw)?.kind;
}

export function checkToken(state: FbState, token: FbToken, now: number): void {
  if (token.invalidated) throw invalidatedToken(token.invalidated.subcode, token.invalidated.message);
  if (token.expiresAt !== null && now >= token.expiresAt) throw expiredToken(token.expiresAt, now);
  const parent = token.parent ? state.tokens.get(token.parent) : undefined;
  if (parent?.invalidated) throw invalidatedToken(parent.invalidated.subcode, parent.invalidated.message);
}

export function authenticate(state: FbState, raw: string | undefined, now: number): AuthContext {
  if (!raw) throw missingToken();
  if (raw.includes('|')) {
    const app = appToken(state, raw);
    if (!app) throw new GraphError({ code: 190, message: 'Invalid OAuth access token signature.' });
    return { kind: 'app', app, scopes: new Set() };
  }
  const token = state.tokens.get(raw);
  const app = token ? state.apps.get(token.appId) : undefined;
  if (!token || !app) throw badToken();
  checkToken(state, token, now);
  return { kind: token.kind, app, token, scopes: new Set(token.scopes) };
}

function tokenValue(state: FbState): string {
  return `EAA${state.rng.tokens.chars(117)}`;
}

export function issueCode(
  state: FbState,
  input: Omit<FbCode, 'value' | 'issuedAt' | 'used'>,
  now: number,
): FbCode {
  const code: FbCode = { ...input, value: `AQ${state.rng.tokens.chars(90)}`, issuedAt: now, used: false };
  state.codes.set(code.value, code);
  return code;
}

type Grant = Pick<FbToken, 'appId' | 'userId' | 'scopes' | 'declined' | 'pageIds'>;

export function mintUserToken(state: FbState, grant: Grant, now: number, longLived: boolean): FbToken {
  const lifetime = (longLived ? LONG_LIVED_SECONDS : SHORT_LIVED_SECONDS) * 1000;
  const token: FbToken = {
    appId: grant.appId,
    userId: grant.userId,
    scopes: [...grant.scopes],
    declined: [...grant.declined],
    pageIds: [...grant.pageIds],
    value: tokenValue(state),
    kind: 'user',
    issuedAt: now,
    expiresAt: now + lifetime,
    dataAccessExpiresAt: now + DATA_ACCESS_MS,
    longLived,
  };
  state.tokens.set(token.value, token);
  return token;
}

/** The Page token derived from a user token: stable per (user token, page); never expires if long-lived. */
export function pageTokenFor(state: FbState, user: FbToken, pageId: string): FbToken {
  const key = `${user.value}:${pageId}`;
  const existing = state.pageTokens.get(key);
  const cached = existing ? state.tokens.get(existing) : undefined;
  if (cached) return cached;
  const token: FbToken = {
    ...user,
    value: tokenValue(state),
    kind: 'page',
    pageId,
    expiresAt: user.longLived ? null : user.expiresAt,
    parent: user.value,
  };
  state.tokens.set(token.value, token);
  state.pageTokens.set(key, token.value);
  return token;
}

/** The id `me` stands for. */
export function meId(auth: AuthContext): string {
  if (auth.kind === 'page' && auth.token?.pageId) return auth.token.pageId;
  if (auth.kind === 'user' && auth.token) return auth.token.userId;
  return auth.app.id;
}

/** A user token that was granted this page in the dialog, or that page's own token. */
export function canAccessPage(state: FbState, auth: AuthContext, pageId: string): boolean {
  if (auth.kind === 'page') return auth.token?.pageId === pageId;
  if (auth.kind === 'user') return Boolean(auth.token?.pageIds.includes(pageId) && state.pages.has(pageId));
  return false;
}

/**
 * Reading a Page's content needs access to that Page and `scope` — or, for another public Page, the
 * app's Page Public Content Access feature.
 */
export function requireRead(state: FbState, auth: AuthContext, pageId: string, scope: string): void {
  if (state.publicPages.has(pageId) && state.publicContentAccess) return;
  if (!canAccessPage(state, auth, pageId)) {
    throw permissionError(
      `This endpoint requires the '${scope}' permission or the 'Page Public Content Access' feature.`,
      10,
    );
  }
  if (!auth.scopes.has(scope)) throw permissionError(`This endpoint requires the '${scope}' permission.`, 10);
}

/** Acting as the Page (publish, comment, like, moderate) needs that Page's own token and the scope. */
export function requirePageActor(
  auth: AuthContext,
  pageId: string,
  scope: 'pages_manage_posts' | 'pages_manage_engagement',
): void {
  if (auth.kind !== 'page') {
    throw permissionError(
      scope === 'pages_manage_posts'
        ? 'If posting to a page, requires both pages_read_engagement and pages_manage_posts as an admin with sufficient administrative permission'
        : 'Permissions error: acting on Page content requires a Page access token',
    );
  }
  if (auth.token?.pageId !== pageId) {
    throw permissionError("The user hasn't authorized the application to perform this action");
  }
  if (!auth.scopes.has(scope)) {
    throw permissionError(
      scope === 'pages_manage_posts'
        ? 'If posting to a page, requires both pages_read_engagement and pages_manage_posts as an admin with sufficient administrative permission'
        : 'The pages_manage_engagement permission is required to perform this action',
    );
  }
}
