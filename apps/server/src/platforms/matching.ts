import type { NetworkPost, PostPage, PublishRequest } from './types.js';

/** Text as networks give it back: links shortened or dropped, whitespace collapsed. */
export function comparableText(text: string): string {
  return text
    .replace(/https?:\/\/\S+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Finds, among the account's posts since a moment, the one a request made: same text (links aside).
 * Reads at most `maxPages` pages, newest first.
 */
export async function findByText(
  request: PublishRequest,
  since: Date,
  page: (cursor: string | null) => Promise<PostPage>,
  maxPages = 5,
): Promise<NetworkPost | null> {
  const wanted = comparableText(request.text);
  let cursor: string | null = null;
  for (let read = 0; read < maxPages; read += 1) {
    const batch = await page(cursor);
    const found = batch.posts.find(
      (post) => post.postedAt >= since && comparableText(post.text ?? '') === wanted,
    );
    if (found) return found;
    cursor = batch.next;
    if (!cursor) return null;
  }
  return null;
}
