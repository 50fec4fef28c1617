import { type Params, str } from '../../core/params.js';
import { captchaNeeded, floodControl, tooManyRequests } from './errors.js';
import type { VkState, VkToken } from './types.js';

const SECOND = 1_000;
const MINUTE = 60_000;
const HOUR = 3_600_000;

/** Times within the window ending now, with `now` added when `record`. */
function windowed(map: Map<string, number[]>, tokenValue: string, now: number, spanMs: number): number[] {
  const recent = (map.get(tokenValue) ?? []).filter((at) => now - at < spanMs);
  map.set(tokenValue, recent);
  return recent;
}

/**
 * VK's per-token frequency limit: 3 requests a second for user tokens, 20 for community tokens (error 6).
 * Counted in real time (`at`, the wall clock): a frozen emulator clock would never let a second pass.
 */
export function countRequest(state: VkState, token: VkToken, at: number): void {
  const limit =
    token.kind === 'group' ? state.limits.group_requests_per_second : state.limits.user_requests_per_second;
  const recent = windowed(state.requests, token.value, at, SECOND);
  if (recent.length >= limit) throw tooManyRequests();
  recent.push(at);
}

/**
 * Posting fast earns a captcha (error 14 with captcha_sid and captcha_img); the request repeated with
 * that `captcha_sid` and any `captcha_key` passes.
 */
export function countWrite(state: VkState, token: VkToken, params: Params, now: number): void {
  const sid = str(params, 'captcha_sid');
  const solved = sid !== undefined && state.captchas.has(sid) && Boolean(str(params, 'captcha_key'));
  const recent = windowed(state.writes, token.value, now, MINUTE);
  if (solved && sid) state.captchas.delete(sid);
  else if (recent.length >= state.limits.writes_per_minute) {
    const issued = state.rng.tokens.digits(12);
    state.captchas.add(issued);
    throw captchaNeeded(issued, `https://api.vk.com/captcha.php?sid=${issued}&s=1`);
  }
  recent.push(now);
}

/** Many identical posts on one wall within an hour trip flood control (error 9). */
export function checkFlood(state: VkState, ownerId: number, text: string, now: number): void {
  if (!text.trim()) return;
  let same = 0;
  for (const post of state.posts.values()) {
    if (
      post.ownerId === ownerId &&
      post.origin === 'api' &&
      post.text === text &&
      now - post.createdAt < HOUR
    )
      same += 1;
  }
  if (same >= state.limits.identical_posts_per_hour) throw floodControl();
}
