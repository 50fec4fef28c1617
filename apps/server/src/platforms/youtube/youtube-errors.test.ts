import { describe, expect, it } from 'vitest';
import { secondsUntilQuotaReset, youtubeError } from './youtube-errors.js';

const answer = (status: number, body: unknown) => ({ status, headers: new Headers(), body });
const apiError = (code: number, reason: string) => ({
  error: { code, message: reason, errors: [{ reason }] },
});

describe('YouTube error classification', () => {
  it('waits until midnight Pacific, across daylight-saving changes', () => {
    expect(secondsUntilQuotaReset(Date.parse('2026-07-01T06:30:00Z'))).toBe(30 * 60);
    // 01:00 PST on the day clocks go forward: the day has 23 hours.
    expect(secondsUntilQuotaReset(Date.parse('2026-03-08T09:00:00Z'))).toBe(22 * 3600);
    // 00:30 PDT on the day clocks go back: the day has 25 hours.
    expect(secondsUntilQuotaReset(Date.parse('2026-11-01T07:30:00Z'))).toBe(24.5 * 3600);
  });

  it('maps the real reasons to what Herald does', () => {
    expect(youtubeError(answer(401, apiError(401, 'authError'))).kind).toBe('reconnect');
    expect(youtubeError(answer(403, apiError(403, 'insufficientPermissions'))).kind).toBe('reconnect');
    const quota = youtubeError(answer(403, apiError(403, 'quotaExceeded')));
    expect(quota.kind).toBe('rate_limited');
    expect(quota.retryAfterSeconds).toBeGreaterThan(0);
    expect(youtubeError(answer(403, apiError(403, 'rateLimitExceeded'))).retryAfterSeconds).toBe(60);
    expect(youtubeError(answer(503, apiError(503, 'backendError'))).kind).toBe('transient');
    expect(youtubeError(answer(400, apiError(400, 'invalidTitle'))).kind).toBe('content');
    expect(youtubeError(answer(400, { error: 'invalid_grant' })).kind).toBe('reconnect');
    expect(youtubeError(answer(502, '<html>Bad gateway</html>')).kind).toBe('transient');
  });
});
