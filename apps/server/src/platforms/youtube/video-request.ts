import type { YoutubePrivacy } from '@herald/contract';
import { PlatformError } from '../errors.js';
import type { MediaItem, PublishContent, PublishRequest } from '../types.js';

const MAX_TITLE = 100;
const MAX_DESCRIPTION_BYTES = 5_000;
const MAX_TAG_CHARS = 500;
/** Herald publishes for game studios: Gaming, unless the post says otherwise. */
const DEFAULT_CATEGORY = '20';

/** What one upload sends: the video file and its resource (snippet + status). */
export interface VideoUpload {
  item: MediaItem;
  title: string;
  resource: {
    snippet: { title: string; description: string; tags?: string[]; categoryId: string };
    status: { privacyStatus: YoutubePrivacy; publishAt?: string; selfDeclaredMadeForKids: boolean };
  };
}

const content = (message: string) => new PlatformError('youtube', 'content', message);

/** YouTube refuses `<` and `>` in titles and descriptions: they become look-alike angle quotes. */
const safe = (text: string): string => text.replace(/</g, '‹').replace(/>/g, '›');

const firstLine = (text: string): string => safe(text.trim().split('\n', 1)[0]?.trim() ?? '');

/** The title a post's text gives its video: the first line, cut to 100 characters. */
export function videoTitle(text: string): string {
  const line = [...firstLine(text)];
  return line.length <= MAX_TITLE
    ? line.join('')
    : `${line
        .slice(0, MAX_TITLE - 1)
        .join('')
        .trimEnd()}…`;
}

/** The rest of the text (all of it when the title had to be cut), and the link if the text lacks it. */
function description(request: PublishContent, title: string): string {
  const text = request.text.trim();
  const rest = title === firstLine(text) ? text.slice(text.indexOf('\n') + 1 || text.length).trim() : text;
  const withLink = request.link && !rest.includes(request.link) ? `${rest}\n\n${request.link}`.trim() : rest;
  const result = safe(withLink);
  if (Buffer.byteLength(result, 'utf8') > MAX_DESCRIPTION_BYTES) {
    throw content('a YouTube description holds at most 5,000 bytes');
  }
  return result;
}

/**
 * The post's YouTube options (a public Gaming video not made for kids when it has none), with what the
 * contract does not check: a category is YouTube's numeric id, and the tags fit YouTube's total.
 */
function options(request: PublishRequest<'youtube'>) {
  const given = request.options;
  const tags = given?.video_tags ?? [];
  const categoryId = given?.category_id || DEFAULT_CATEGORY;
  if (!/^\d+$/.test(categoryId)) throw content('category_id must be a YouTube category id');
  // Tags count with the commas between them, and quotes around tags that contain spaces.
  const length =
    tags.reduce((sum, tag) => sum + tag.length + (tag.includes(' ') ? 2 : 0), 0) +
    Math.max(0, tags.length - 1);
  if (length > MAX_TAG_CHARS) throw content('YouTube tags hold at most 500 characters in all');
  return {
    tags: tags.map(safe),
    privacy: given?.privacy ?? 'public',
    categoryId,
    madeForKids: given?.made_for_kids ?? false,
  };
}

/**
 * A post as a YouTube upload (platforms/youtube.md §2): exactly one video; the first line of the text
 * is the title, the rest the description; a scheduled post is private with `publishAt` (native
 * scheduling). What the API cannot publish (text only, images, polls) is refused before any call.
 */
export function videoRequest(request: PublishRequest<'youtube'>): VideoUpload {
  if (request.poll) throw new PlatformError('youtube', 'unsupported', 'YouTube has no polls in its API');
  const videos = request.media.filter((item) => item.kind === 'video');
  if (videos.length === 0) {
    const what = request.media.length > 0 ? 'images' : 'text-only posts';
    throw new PlatformError('youtube', 'unsupported', `YouTube cannot publish ${what}: it takes one video`);
  }
  const [item] = videos;
  if (!item || videos.length > 1 || request.media.length > 1)
    throw content('a YouTube upload carries exactly one video');
  const title = videoTitle(request.text);
  if (!title) throw content('a YouTube video needs a title: the first line of the text');
  const chosen = options(request);
  const scheduled = request.scheduledAt;
  return {
    item,
    title,
    resource: {
      snippet: {
        title,
        description: description(request, title),
        ...(chosen.tags.length > 0 ? { tags: chosen.tags } : {}),
        categoryId: chosen.categoryId,
      },
      status: {
        privacyStatus: scheduled ? 'private' : chosen.privacy,
        ...(scheduled ? { publishAt: scheduled.toISOString() } : {}),
        selfDeclaredMadeForKids: chosen.madeForKids,
      },
    },
  };
}
