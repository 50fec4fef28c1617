import { describe, expect, it } from 'vitest';
import { vkError } from './vk-errors.js';

const answer = (status: number, body: unknown) => ({ status, headers: new Headers(), body });
const apiError = (code: number) =>
  answer(200, { error: { error_code: code, error_msg: `error ${code}`, request_params: [] } });

describe('VK error classification', () => {
  it('maps the real codes to what Herald does', () => {
    for (const code of [5, 15, 200, 203, 214]) expect(vkError(apiError(code)).kind).toBe('reconnect');
    // A method VK takes only with a user token, called with a community token: Herald's mistake, which
    // connecting again cannot mend.
    expect(vkError(apiError(27))).toMatchObject({
      kind: 'content',
      networkCode: '27',
      message: expect.stringContaining("needs the administrator's user token"),
    });
    expect(vkError(apiError(6))).toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 1,
      networkCode: '6',
    });
    expect(vkError(apiError(9))).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 60 });
    expect(vkError(apiError(14))).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 600 });
    const daily = vkError(apiError(29));
    expect(daily.kind).toBe('rate_limited');
    expect(daily.retryAfterSeconds).toBeLessThanOrEqual(86_400);
    for (const code of [1, 10]) expect(vkError(apiError(code)).kind).toBe('transient');
    for (const code of [100, 113, 213, 219, 222]) expect(vkError(apiError(code)).kind).toBe('content');
    expect(vkError(apiError(901))).toMatchObject({
      kind: 'content',
      networkCode: '901',
      message: expect.stringContaining('has not allowed messages from the community'),
    });
  });

  it('classifies OAuth errors and HTTP failures', () => {
    const grant = vkError(
      answer(401, { error: 'invalid_grant', error_description: 'Code is invalid or expired.' }),
    );
    expect(grant).toMatchObject({ kind: 'reconnect', message: 'Code is invalid or expired.' });
    expect(vkError(answer(500, { error: 'server_error' })).kind).toBe('transient');
    expect(vkError(answer(502, '<html>Bad gateway</html>')).kind).toBe('transient');
    expect(vkError(answer(404, 'Not found')).kind).toBe('content');
  });
});
