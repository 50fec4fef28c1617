import { authCheckCodes, authEndpoints } from '@herald/contract';
import type { Db } from '../../db/client.js';
import { type Binding, bind } from '../../http/bind.js';
import type { RequestContext, SessionUser } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { allowedRoutes, loadTenant } from '../perm/index.js';
import { type CookiePolicy, clearSessionCookies, setSessionCookies } from './cookies.js';
import { safeReferer, signInUrl } from './referer.js';
import { hasAdminRights, registerLocalUser, rememberLanguage, verifyCredentials } from './service.js';
import { createSession, deleteSession, renewSession, type SessionPolicy } from './sessions.js';

export interface AuthDeps {
  db: Db;
  sessions: SessionPolicy;
  cookies: CookiePolicy;
  signUpOpen: boolean;
  sso: boolean;
}

/** A session within a day of its absolute expiry answers 205 so the console can warn. */
const EXPIRING_MS = 24 * 3_600_000;

function checkCode(ctx: RequestContext) {
  if (!ctx.session) return authCheckCodes.noAuth;
  return ctx.session.expiresAt.getTime() - Date.now() < EXPIRING_MS
    ? authCheckCodes.expiring
    : authCheckCodes.ok;
}

export function authRoutes(deps: AuthDeps): Binding[] {
  const { db } = deps;
  const describe = async (user: SessionUser) => ({
    user_id: user.id,
    userName: user.name,
    email: user.email,
    type: user.type,
    isSuper: user.isSuper,
    hasAdmin: await hasAdminRights(db, user),
  });
  return [
    bind(authEndpoints.check, async (_input, ctx) => {
      const code = checkCode(ctx);
      return { code, callback_url: code === authCheckCodes.noAuth ? signInUrl('/', deps.sso) : null };
    }),
    bind(authEndpoints.checkReferer, async (input, ctx) => {
      const code = checkCode(ctx);
      const callback_url =
        code === authCheckCodes.noAuth
          ? signInUrl(input.referer_url, deps.sso)
          : safeReferer(input.referer_url);
      return { code, callback_url };
    }),
    bind(authEndpoints.renew, async (_input, ctx) => {
      const next = await renewSession(db, ctx.session, deps.sessions);
      return { next: Math.floor(next.getTime() / 1000) };
    }),
    bind(authEndpoints.logout, async (_input, ctx, reply) => {
      if (ctx.session) await deleteSession(db, ctx.session.id);
      clearSessionCookies(reply, deps.cookies);
      return null;
    }),
    bind(authEndpoints.user, async (_input, ctx) => {
      // The console asks for the user as it loads, in the language it shows: e-mails follow it. The
      // session's look-up read the remembered one, so a read writes only when the language changed.
      if (ctx.user.language !== ctx.locale) await rememberLanguage(db, ctx.user.id, ctx.locale);
      return describe(ctx.user);
    }),
    bind(authEndpoints.perms, async (_input, ctx) => {
      // The game is optional here: outside one (or in a game the caller has no access to) only the
      // base routes are granted.
      const tenant =
        ctx.common.game_id === undefined
          ? null
          : await loadTenant(db, ctx.user, ctx.common.game_id, ctx.common.area_id ?? 'asia').catch(
              (error: unknown) => {
                if (error instanceof AppError) return null;
                throw error;
              },
            );
      return {
        resources: [...(tenant?.resources ?? [])].sort(),
        is_game_admin: tenant?.isGameAdmin ?? false,
        is_platform_admin: ctx.user.isSuper,
        routes: allowedRoutes(ctx.user, tenant),
      };
    }),
    bind(authEndpoints.signIn, async (input, ctx, reply) => {
      const user = await verifyCredentials(db, { ...input, address: ctx.address });
      if (ctx.session) await deleteSession(db, ctx.session.id);
      const { token, session } = await createSession(db, user.id, deps.sessions);
      setSessionCookies(reply, token, session, deps.cookies);
      return describe(user);
    }),
    bind(authEndpoints.signUp, async (input, ctx, reply) => {
      if (!deps.signUpOpen) throw new AppError('sign_up_closed');
      const user = await registerLocalUser(db, input);
      if (ctx.session) await deleteSession(db, ctx.session.id);
      const { token, session } = await createSession(db, user.id, deps.sessions);
      setSessionCookies(reply, token, session, deps.cookies);
      return describe(user);
    }),
    bind(authEndpoints.providers, async () => ({ sso: deps.sso, sign_up: deps.signUpOpen })),
  ];
}
