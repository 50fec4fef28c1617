import type { NetworkPost, PostPage, PublishContent } from './types.js';

/** Text as networks give it back: links shortened or dropped, whitespace collapsed. */
export function comparableText(text: string): string {
  return text
    .replace(/https?:\/\/\S+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

type PageReader = (cursor: string | null) => Promise<PostPage>;

/** The first post since a moment that `matches`, reading at most `maxPages` pages, newest first. */
async function findPost(
  matches: (post: NetworkPost) => boolean,
  since: Date,
  page: PageReader,
  maxPages: number,
): Promise<NetworkPost | null> {
  let cursor: string | null = null;
  for (let read = 0; read < maxPages; read += 1) {
    const batch = await page(cursor);
    const found = batch.posts.find((post) => post.postedAt >= since && matches(post));
    if (found) return found;
    cursor = batch.next;
    if (!cursor) return null;
  }
  return null;
}

/**
 * Finds, among the account's posts since a moment, the one a request made: same text (links aside).
 * Reads at most `maxPages` pages, newest first.
 */
export function findByText(
  request: PublishContent,
  since: Date,
  page: PageReader,
  maxPages = 5,
): Promise<NetworkPost | null> {
  const wanted = comparableText(request.text);
  return findPost((post) => comparableText(post.text ?? '') === wanted, since, page, maxPages);
}

/**
 * Finds the post whose title is `title`: networks with titled posts (videos) read them back as the
 * title, a line break, then the description.
 */
export function findByTitle(
  title: string,
  since: Date,
  page: PageReader,
  maxPages = 5,
): Promise<NetworkPost | null> {
  const wanted = comparableText(title);
  const firstLine = (text: string | null) => (text ?? '').split('\n', 1)[0] ?? '';
  return findPost((post) => comparableText(firstLine(post.text)) === wanted, since, page, maxPages);
}
