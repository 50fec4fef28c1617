import { PlatformError } from '../errors.js';
import type { MediaItem, PublishRequest } from '../types.js';

/** Reddit's title limit. */
export const TITLE_MAX = 300;

/** What one `POST /api/submit` sends (one community per post). */
export interface Submission {
  sr: string;
  title: string;
  kind: 'self' | 'link' | 'image';
  text?: string;
  url?: string;
  /** The image of an image post, uploaded through a media lease first. */
  image?: MediaItem;
  flair_id?: string;
  nsfw: boolean;
  spoiler: boolean;
  sendreplies: boolean;
}

type RedditRequest = PublishRequest<'reddit'>;

/** `gaming`, `r/gaming` and `/r/gaming/` name the same community; `u/name` is the user's profile. */
export function communityName(value: string): string {
  const trimmed = value.trim().replace(/^\/+|\/+$/g, '');
  const profile = /^u(?:ser)?\/(.+)$/i.exec(trimmed);
  return profile ? `u_${profile[1]}` : trimmed.replace(/^r\//i, '');
}

const firstLine = (text: string) => text.trim().split('\n', 1)[0]?.trim() ?? '';

/** The post's title, else the text's first line (cut to 300 characters). */
export function titleOf(request: RedditRequest): string {
  if (request.title) return request.title;
  const line = firstLine(request.text);
  return line.length > TITLE_MAX ? `${line.slice(0, TITLE_MAX - 1)}…` : line;
}

function bodyOf(request: RedditRequest): string {
  const text = request.text.trim();
  const body = request.title ? text : text.split('\n').slice(1).join('\n').trim();
  return request.link && !body.includes(request.link) ? `${body}\n\n${request.link}`.trim() : body;
}

function imageOf(media: readonly MediaItem[]): MediaItem {
  if (media.some((item) => item.kind === 'video'))
    throw new PlatformError(
      'reddit',
      'unsupported',
      'Reddit video posts are not supported: its API documents no video upload',
    );
  const [image] = media;
  if (!image || media.length > 1)
    throw new PlatformError(
      'reddit',
      'unsupported',
      'Reddit galleries (several images in one post) are not supported',
    );
  return image;
}

/**
 * The submission a request makes: a media post (one image) unless `content_type` is `text`, else a
 * link post for `request.link`, else a self post whose body is the text after the title line.
 */
export function planSubmission(request: RedditRequest): Submission {
  const { options } = request;
  if (!options)
    throw new PlatformError(
      'reddit',
      'content',
      'Choose the subreddit to post to: a Reddit post goes to one community',
    );
  const title = titleOf(request);
  if (!title) throw new PlatformError('reddit', 'content', 'A Reddit post needs a title');
  const textOnly = options.content_type === 'text';
  const flairId = options.flair_id?.trim();
  const common = {
    sr: communityName(options.subreddit),
    title,
    ...(flairId ? { flair_id: flairId } : {}),
    // Compose marks no post NSFW or spoiler; replies go to the account's inbox, which Herald reads.
    nsfw: false,
    spoiler: false,
    sendreplies: true,
  };
  if (!textOnly && request.media.length > 0)
    return { ...common, kind: 'image', image: imageOf(request.media) };
  if (!textOnly && request.link) return { ...common, kind: 'link', url: request.link };
  return { ...common, kind: 'self', text: bodyOf(request) };
}
