import { API_PREFIX } from '@herald/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { oidcStates } from '../../db/schema/index.js';
import { type CookiePolicy, setSessionCookies } from './cookies.js';
import { safeReferer } from './referer.js';
import { createSession } from './sessions.js';
import { upsertSsoUser } from './sso-users.js';

interface OidcDeps {
  config: Config;
  db: Db;
  cookies: CookiePolicy;
}

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  name: z.string().optional(),
  preferred_username: z.string().optional(),
});

/**
 * Enterprise sign-in (user type `oa`) by OpenID Connect with PKCE. The start route stores state,
 * nonce and verifier; the callback checks them, finds or creates the user by subject (or e-mail on the
 * first sign-in) and opens a session, then returns to the referer.
 */
export async function oidcRoutes(app: FastifyInstance, deps: OidcDeps): Promise<void> {
  const { config, db } = deps;
  const clientId = config.OIDC_CLIENT_ID ?? '';
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(config.OIDC_ISSUER ?? ''), clientId, config.OIDC_CLIENT_SECRET, undefined, {
        execute: config.OIDC_ALLOW_HTTP ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };
  const callbackUrl = (request: FastifyRequest) =>
    `${config.PUBLIC_URL ?? `${request.protocol}://${request.host}`}${API_PREFIX}/auth/oidc/callback`;
  const fail = (reply: FastifyReply) => reply.redirect('/error?reason=sso_failed');

  app.get(`${API_PREFIX}/auth/oidc/start`, async (request, reply) => {
    const query = z.object({ referer: z.string().max(2048).optional() }).safeParse(request.query);
    const referer = safeReferer(query.success ? query.data.referer : undefined);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    await db.insert(oidcStates).values({ state, codeVerifier, nonce, referer });
    const url = oidc.buildAuthorizationUrl(await configuration(), {
      redirect_uri: callbackUrl(request),
      scope: config.OIDC_SCOPES,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return reply.redirect(url.href);
  });

  app.get(`${API_PREFIX}/auth/oidc/callback`, async (request, reply) => {
    const state = z.object({ state: z.string().min(1) }).safeParse(request.query);
    if (!state.success) return fail(reply);
    const [pending] = await db.delete(oidcStates).where(eq(oidcStates.state, state.data.state)).returning();
    if (!pending) return fail(reply);
    const current = new URL(callbackUrl(request));
    current.search = new URL(request.url, 'http://herald.invalid').search;
    let claims: z.infer<typeof claimsSchema>;
    try {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), current, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      claims = claimsSchema.parse(tokens.claims());
    } catch (error) {
      request.log.warn({ err: error }, 'SSO sign-in rejected');
      return fail(reply);
    }
    const user = await upsertSsoUser(db, {
      subject: claims.sub,
      email: claims.email.toLowerCase(),
      name: claims.name ?? claims.preferred_username ?? claims.email,
    });
    if (!user) return fail(reply);
    const { token, session } = await createSession(db, user.id, {
      idleMinutes: config.SESSION_IDLE_MINUTES,
      absoluteHours: config.SESSION_ABSOLUTE_HOURS,
    });
    setSessionCookies(reply, token, session, deps.cookies);
    return reply.redirect(pending.referer);
  });
}
