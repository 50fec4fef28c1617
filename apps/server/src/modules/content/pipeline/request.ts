import { type SocialNetwork, textFor } from '@herald/contract';
import type { MediaItem, PublishContent, PublishRequest } from '../../../platforms/types.js';
import type { StoredMedia } from '../deps.js';
import type { PostMedia } from '../facts.js';
import type { PostBody } from '../store.js';

type NetworkPart<N extends SocialNetwork> = Omit<PublishRequest<N>, keyof PublishContent>;

function mediaItem(file: StoredMedia): MediaItem {
  return { url: file.url, kind: file.kind, mimeType: file.mime };
}

function minutesOf(duration: { days: number; hours: number; minutes: number }): number {
  return duration.days * 1440 + duration.hours * 60 + duration.minutes;
}

const titleOf = (body: PostBody) => body.title.trim() || undefined;

const none = () => ({});

/** What each network's request adds to the content: the post's options for it, and values of the post. */
const parts: { [N in SocialNetwork]: (body: PostBody, media: PostMedia) => NetworkPart<N> } = {
  facebook: (body) => ({ options: body.options.facebook }),
  instagram: (body) => ({ options: body.options.instagram }),
  threads: none,
  twitter: none,
  youtube: (body) => ({ options: body.options.youtube }),
  tiktok: (body, media) => {
    const ms = media.videos[0]?.duration_ms;
    return { options: body.options.tiktok, videoSeconds: ms ? Math.ceil(ms / 1000) : undefined };
  },
  reddit: (body) => ({ options: body.options.reddit, title: titleOf(body) }),
  vk: none,
  discord: (body) => ({ options: body.options.discord }),
  facebook_group: none,
  whatsapp: (body) => ({ options: body.options.whatsapp }),
  naver_lounge: none,
  twitch: none,
};

/** YouTube takes its title from the text's first line: a post's own title goes first. */
function textOf(body: PostBody, network: SocialNetwork): string {
  const text = textFor(body, network);
  const title = body.title.trim();
  return network === 'youtube' && title ? `${title}\n${text}` : text;
}

/**
 * What an adapter is asked to publish for one network. Built the same way every time from what is
 * stored, so a look-up after an unknown outcome searches for exactly what was sent.
 */
export function publishRequestFor(body: PostBody, network: SocialNetwork, media: PostMedia): PublishRequest {
  const reddit = network === 'reddit' ? body.options.reddit : undefined;
  const files = reddit?.content_type === 'text' ? [] : [...media.images, ...media.videos];
  return {
    text: textOf(body, network),
    link: body.attached_link ?? undefined,
    media: files.map(mediaItem),
    poll: body.poll
      ? { options: body.poll.options, durationMinutes: minutesOf(body.poll.duration) }
      : undefined,
    ...parts[network](body, media),
  };
}
