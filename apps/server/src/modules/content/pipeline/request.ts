import { type SocialNetwork, textFor } from '@herald/contract';
import type { MediaItem, PublishRequest } from '../../../platforms/types.js';
import type { StoredMedia } from '../deps.js';
import type { PostMedia } from '../facts.js';
import type { PostBody } from '../store.js';

type Options = Record<string, string | boolean | readonly string[]>;

function mediaItem(file: StoredMedia): MediaItem {
  return { url: file.url, kind: file.kind, mimeType: file.mime };
}

function minutesOf(duration: { days: number; hours: number; minutes: number }): number {
  return duration.days * 1440 + duration.hours * 60 + duration.minutes;
}

/** The contract's per-network options, named as each adapter reads them (see the adapters' docs). */
function optionsFor(body: PostBody, network: SocialNetwork, media: PostMedia): Options {
  const { options } = body;
  const title = body.title.trim();
  switch (network) {
    case 'instagram':
      return options.instagram
        ? { ig_content_type: options.instagram.content_type, share_to_feed: options.instagram.share_to_feed }
        : {};
    case 'youtube':
      return options.youtube
        ? {
            video_tags: options.youtube.video_tags,
            privacy: options.youtube.privacy,
            made_for_kids: options.youtube.made_for_kids,
            ...(options.youtube.category_id ? { category_id: options.youtube.category_id } : {}),
          }
        : {};
    case 'tiktok': {
      const tiktok = options.tiktok;
      if (!tiktok) return {};
      const duration = media.videos[0]?.duration_ms;
      return {
        privacy_level: tiktok.privacy_level,
        disable_comment: tiktok.disable_comment,
        disable_duet: tiktok.disable_duet,
        disable_stitch: tiktok.disable_stitch,
        brand_content_toggle: tiktok.brand_content_toggle,
        brand_organic_toggle: tiktok.brand_organic_toggle,
        auto_add_music: tiktok.auto_add_music,
        ...(duration ? { video_duration_sec: String(Math.ceil(duration / 1000)) } : {}),
      };
    }
    case 'reddit':
      return options.reddit
        ? {
            subreddit: options.reddit.subreddit,
            content_type: options.reddit.content_type,
            ...(options.reddit.flair_id ? { flair_id: options.reddit.flair_id } : {}),
            ...(title ? { title } : {}),
          }
        : {};
    case 'discord':
      return options.discord
        ? { channel_id: options.discord.channel_id, crosspost: options.discord.crosspost }
        : {};
    case 'whatsapp':
      return options.whatsapp
        ? {
            template: options.whatsapp.template,
            language: options.whatsapp.language,
            recipients: options.whatsapp.recipients,
          }
        : {};
    default:
      return {};
  }
}

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
    options: optionsFor(body, network, media),
  };
}
