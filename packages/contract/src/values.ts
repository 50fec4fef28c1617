/**
 * Plain values (no zod) that the console needs on its first load: its entry imports them from here, so
 * the modules that build schemas from them stay off that load (docs/bundle.md).
 */

/** Request headers and cookies of /api/admin (SPEC §7). */
export const HEADERS = {
  commonParams: 'x-common-params',
  traceId: 'x-trace-id',
  host: 'x-host',
  csrf: 'x-csrf-token',
} as const;

export const COOKIES = {
  session: 'herald_sid',
  csrf: 'herald_csrf',
  language: 'herald_lang',
} as const;

export const AREA_IDS = ['asia'] as const;

/** auth/check answers: 200 signed in, 205 signed in but the session expires soon, 307 not signed in. */
export const authCheckCodes = { ok: 200, expiring: 205, noAuth: 307 } as const;

/** The engagement list and detail screens group engagement by route: replies live with comments. */
export const engagementGroups = {
  comment: ['comment', 'reply'],
  like: ['like'],
  message: ['message'],
} as const;

/** Content types that can need approval (the review screens' types). */
export const reviewContentTypes = ['post', 'comment', 'like', 'message'] as const;
