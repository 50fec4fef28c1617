import { describe, expect, it } from 'vitest';
import { twitchError, waitOf } from './twitch-errors.js';

const NOW = Date.parse('2026-07-01T12:00:00Z');
const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  headers: new Headers(headers),
  body,
});
const helix = (status: number, error: string, message: string) => ({ error, status, message });

describe('Twitch error classification', () => {
  it('maps Twitch’s real answers to what Herald does', () => {
    expect(twitchError(answer(401, helix(401, 'Unauthorized', 'Invalid OAuth token')))).toMatchObject({
      kind: 'reconnect',
      networkCode: '401',
      message: 'Invalid OAuth token',
    });
    expect(
      twitchError(answer(401, helix(401, 'Unauthorized', 'Missing scope: moderator:read:followers'))).kind,
    ).toBe('reconnect');
    const role = "The user in moderator_id is not one of the broadcaster's moderators.";
    expect(twitchError(answer(403, helix(403, 'Forbidden', role))).kind).toBe('reconnect');
    expect(twitchError(answer(400, helix(400, 'Bad Request', 'Invalid refresh token'))).kind).toBe(
      'reconnect',
    );
    expect(twitchError(answer(400, { status: 400, message: 'Invalid authorization code' })).kind).toBe(
      'reconnect',
    );
    expect(twitchError(answer(401, { status: 401, message: 'invalid access token' })).kind).toBe('reconnect');
    const long = helix(400, 'Bad Request', 'The message field may not exceed 500 characters.');
    expect(twitchError(answer(400, long))).toMatchObject({ kind: 'content', message: long.message });
    expect(twitchError(answer(503, helix(503, 'Service Unavailable', 'Service Unavailable'))).kind).toBe(
      'transient',
    );
    expect(twitchError(answer(502, '<html>Bad gateway</html>'))).toMatchObject({
      kind: 'transient',
      message: 'unexpected answer (HTTP 502)',
    });
  });

  it('waits for the bucket’s reset on a 429, else Retry-After, else a minute', () => {
    const reset = String(NOW / 1000 + 42);
    const limited = twitchError(
      answer(429, helix(429, 'Too Many Requests', 'Too Many Requests'), { 'ratelimit-reset': reset }),
      NOW,
    );
    expect(limited).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 42, status: 429 });
    expect(waitOf(new Headers({ 'ratelimit-reset': String(NOW / 1000 - 5) }), NOW)).toBe(1);
    expect(waitOf(new Headers({ 'retry-after': '7' }), NOW)).toBe(7);
    expect(waitOf(new Headers(), NOW)).toBe(60);
    expect(
      twitchError(answer(401, helix(401, 'Unauthorized', 'Invalid OAuth token'))).retryAfterSeconds,
    ).toBeUndefined();
  });
});
