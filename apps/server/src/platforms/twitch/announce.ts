import { randomUUID } from 'node:crypto';
import { PlatformError } from '../errors.js';
import type { AccountRef, PublishContent, PublishResult, PublishSteps } from '../types.js';
import type { Helix } from './helix.js';

/** The longest announcement Twitch takes, in characters. */
export const MAX_ANNOUNCEMENT_CHARS = 500;
/** The step holding the publish's identity (Helix answers 204 and no id). */
export const ANNOUNCEMENT_STEP = 'announcement';

const unsupported = (message: string) => new PlatformError('twitch', 'unsupported', message);
const content = (message: string) => new PlatformError('twitch', 'content', message);

/**
 * The message a post becomes, refused before any call when Twitch cannot take it: an announcement is
 * text alone, at most 500 characters (polls exist only during a live stream; nothing is scheduled).
 * An attached link is not sent: announcements carry no link preview (the compose rules warn of it).
 */
export function announcementMessage(request: PublishContent): string {
  if (request.media.length > 0)
    throw unsupported('Twitch announcements carry text only: images and videos cannot be posted');
  if (request.poll)
    throw unsupported('Twitch polls run only during a live stream: Herald does not create them');
  if (request.scheduledAt) throw unsupported('Twitch cannot schedule announcements');
  const message = request.text.trim();
  if (message === '') throw content('a Twitch announcement needs text');
  if ([...message].length > MAX_ANNOUNCEMENT_CHARS)
    throw content(`a Twitch announcement holds at most ${MAX_ANNOUNCEMENT_CHARS} characters`);
  return message;
}

/**
 * An announcement in the connected channel's chat, sent as its broadcaster
 * (`POST /chat/announcements?broadcaster_id&moderator_id`, `{message, color: 'primary'}`, 204).
 * Twitch gives no id back, so the publish gets its own: saved as a step before the call, it stays the
 * same however often this publish is resumed. The post id is `<broadcaster_id>:<that id>`.
 */
export async function announce(
  helix: Helix,
  account: AccountRef,
  request: PublishContent,
  steps: PublishSteps,
): Promise<PublishResult> {
  const message = announcementMessage(request);
  let key = steps.done[ANNOUNCEMENT_STEP];
  if (!key) {
    key = randomUUID();
    await steps.save(ANNOUNCEMENT_STEP, key);
  }
  const channel = account.socialId;
  await helix.call('POST', '/chat/announcements', account.credential.accessToken, {
    query: { broadcaster_id: channel, moderator_id: channel },
    json: { message, color: 'primary' },
  });
  return { postId: `${channel}:${key}`, permalink: null };
}
