import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { PlatformHttp } from '../http.js';
import type { MediaItem, OptionsOf, PublishContent, PublishRequest } from '../types.js';
import type { UploadFile } from './rest.js';

/** Channel types Herald posts to. */
export const CHANNEL = { text: 0, announcement: 5, forum: 15 } as const;

export const channelSchema = z.object({
  id: z.string(),
  type: z.number(),
  guild_id: z.string().optional(),
  name: z.string().optional(),
  position: z.number().optional(),
});
export type Channel = z.infer<typeof channelSchema>;

const MAX_CONTENT = 2000;
const MAX_QUESTION = 300;
const MAX_THREAD_NAME = 100;
/** Poll durations are whole hours, 1 to 768 (32 days). */
const MAX_POLL_HOURS = 768;

/** The post's options; the channel must be a Discord snowflake (the contract takes any social id). */
export function discordOptions(request: PublishRequest<'discord'>): OptionsOf<'discord'> {
  const { options } = request;
  if (!options || !/^\d{1,20}$/.test(options.channel_id)) {
    throw new PlatformError(
      'discord',
      'content',
      'choose the Discord channel to post in (options.channel_id)',
    );
  }
  return options;
}

/** The text, with the link on its own line when the text does not carry it (Discord embeds it). */
export function contentOf(request: PublishContent): string {
  return request.link && !request.text.includes(request.link)
    ? `${request.text}\n${request.link}`.trim()
    : request.text;
}

const firstLine = (text: string, max: number) => (text.split('\n', 1)[0] ?? '').trim().slice(0, max);

/** A forum post's title: the text's first line (at most 100 characters). */
export const threadName = (request: PublishContent): string =>
  firstLine(request.text, MAX_THREAD_NAME) || 'Announcement';

/** The message body: content, the poll (its question is the text's first line) and files. */
export function messagePayload(request: PublishContent, files: readonly UploadFile[]) {
  const content = contentOf(request);
  if (content.length > MAX_CONTENT) {
    throw new PlatformError('discord', 'content', `Discord messages are at most ${MAX_CONTENT} characters`);
  }
  const poll = request.poll;
  return {
    content,
    ...(poll
      ? {
          poll: {
            question: { text: firstLine(request.text, MAX_QUESTION) || 'Poll' },
            answers: poll.options.map((text) => ({ poll_media: { text } })),
            duration: Math.min(MAX_POLL_HOURS, Math.max(1, Math.round(poll.durationMinutes / 60))),
            allow_multiselect: false,
            layout_type: 1,
          },
        }
      : {}),
    ...(files.length > 0 ? { attachments: files.map((file, id) => ({ id, filename: file.filename })) } : {}),
  };
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

/** Reads each picture and video, to upload them as attachments (`files[n]`). */
export async function readFiles(http: PlatformHttp, media: readonly MediaItem[]): Promise<UploadFile[]> {
  const files: UploadFile[] = [];
  for (const [index, item] of media.entries()) {
    const blob = await http.readMedia(item.url);
    const ext = EXTENSIONS[item.mimeType] ?? item.mimeType.split('/')[1] ?? 'bin';
    files.push({ blob: new Blob([blob], { type: item.mimeType }), filename: `media-${index + 1}.${ext}` });
  }
  return files;
}

/** Which channel the account's posts are read from (see `DiscordAdapter.listPosts`). */
export function postsChannel(channels: readonly Channel[], systemChannelId: string | null | undefined) {
  const byPosition = [...channels].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return (
    byPosition.find((channel) => channel.type === CHANNEL.announcement) ??
    byPosition.find((channel) => channel.id === systemChannelId) ??
    byPosition.find((channel) => channel.type === CHANNEL.text)
  );
}
