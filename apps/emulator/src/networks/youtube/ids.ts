import { hashSeed, type Rng, streamRng } from '../../core/prng.js';

/** The alphabet of YouTube ids (base64url). */
const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** `UC` + 22 characters. */
export const channelId = (rng: Rng): string => `UC${rng.chars(22, ID_CHARS)}`;

/**
 * A channel's uploads playlist. On YouTube it is usually the channel id with `UU`, but only
 * `channels.list part=contentDetails` (`relatedPlaylists.uploads`) says which it is: here it shares
 * nothing with the channel id, so a client that derives it finds no playlist. Drawn from its own stream
 * (keyed by the channel id) so the rest of the seeded world stays as it was.
 */
export const uploadsPlaylistId = (channel: string): string =>
  `UU${streamRng(hashSeed(channel), 'youtube', 'uploads').chars(22, ID_CHARS)}`;

/** Video ids are 11 characters. */
export const videoId = (rng: Rng): string => rng.chars(11, ID_CHARS);

/** Top-level comment (and thread) ids look like `Ugz…4AaABAg`. */
export const commentId = (rng: Rng): string => `Ugz${rng.chars(16, ID_CHARS)}4AaABAg`;

/** Replies are `<parent id>.<22 characters>`. */
export const replyId = (parentId: string, rng: Rng): string => `${parentId}.${rng.chars(22, ID_CHARS)}`;

/** A fresh id from `make`, redrawn while `taken` says it exists. */
export function unique(make: () => string, taken: (id: string) => boolean): string {
  let id = make();
  while (taken(id)) id = make();
  return id;
}

/** An entity tag for a resource or a list, stable for the same content. */
export function etag(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  const a = hashSeed('etag', text).toString(36);
  const b = hashSeed(text, 'etag').toString(36);
  return `${a}${b}`.padEnd(27, 'Q').slice(0, 27);
}
