import { apiPaths, type UploadCredential } from '@herald/contract';
import { call, callContext } from '../../api/transport.js';

/** Renewed this long before it runs out, so a request never leaves with a token about to expire. */
const RENEW_BEFORE_MS = 5 * 60 * 1000;

interface Held {
  gameId: number | undefined;
  expiresAt: number;
  token: Promise<string>;
}

let held: Held | null = null;

/**
 * The upload token every tus request carries (upload/credential): one per game, shared by all
 * uploads of the page, fetched again when the game changes or the token nears its end.
 */
export function uploadToken(now = Date.now()): Promise<string> {
  const { game_id: gameId } = callContext();
  if (held && held.gameId === gameId && held.expiresAt - RENEW_BEFORE_MS > now) return held.token;
  const next: Held = { gameId, expiresAt: Number.POSITIVE_INFINITY, token: Promise.resolve('') };
  next.token = call(apiPaths.upload.credential, {}).then(
    (credential: UploadCredential) => {
      next.expiresAt = Date.parse(credential.expires_at);
      return credential.token;
    },
    (error: unknown) => {
      // A failed fetch is not kept: the next request asks again.
      if (held === next) held = null;
      throw error;
    },
  );
  held = next;
  return next.token;
}

/** Forgets the token (tests; sign-out). */
export function forgetUploadToken(): void {
  held = null;
}
