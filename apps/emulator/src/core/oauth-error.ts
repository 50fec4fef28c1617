import type { FastifyReply } from 'fastify';

/**
 * An OAuth 2.0 endpoint's error (RFC 6749 §5.2): `{"error": "invalid_grant", "error_description": "…"}`
 * with the network's status for it.
 */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

/** Sends the error; a network that adds to the body (TikTok's `log_id`) passes the extra fields. */
export function sendOAuthError(
  reply: FastifyReply,
  error: OAuthError,
  extra: Readonly<Record<string, unknown>> = {},
): FastifyReply {
  return reply
    .code(error.status)
    .send({ error: error.error, error_description: error.description, ...extra });
}
