import { COOKIES } from '@herald/contract';
import type { FastifyReply } from 'fastify';
import type { ActiveSession } from '../../http/context.js';

export interface CookiePolicy {
  secure: boolean;
}

/** The session cookie is httpOnly; the CSRF cookie is readable so the console can echo it in a header. */
export function setSessionCookies(
  reply: FastifyReply,
  token: string,
  session: ActiveSession,
  policy: CookiePolicy,
): void {
  const base = { path: '/', sameSite: 'lax' as const, secure: policy.secure, expires: session.expiresAt };
  reply.setCookie(COOKIES.session, token, { ...base, httpOnly: true });
  reply.setCookie(COOKIES.csrf, session.csrfToken, { ...base, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, policy: CookiePolicy): void {
  const base = { path: '/', sameSite: 'lax' as const, secure: policy.secure };
  reply.clearCookie(COOKIES.session, { ...base, httpOnly: true });
  reply.clearCookie(COOKIES.csrf, base);
}
