import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { PlatformHttp } from '../http.js';
import { findByText } from '../matching.js';
import type { AccountRef, NetworkPost, PublishRequest, PublishResult, PublishSteps } from '../types.js';
import { findForumPost, startThread } from './forum.js';
import { channelIn } from './guild.js';
import { CHANNEL, discordOptions, messagePayload, readFiles } from './posting.js';
import { postsPage } from './reading.js';
import { type DiscordRest, joinId, permalinkOf } from './rest.js';

export const createdSchema = z.object({ id: z.string() });

/**
 * Posts to `options.channel_id` (a forum gets a thread named from the first line); polls, pictures and
 * videos (as attachments) ride along; `options.crosspost` publishes an announcement to followers.
 * Steps: `message` (the message id, saved the moment Discord answers), then `crosspost`.
 */
export async function publishMessage(
  api: { rest: DiscordRest; http: PlatformHttp },
  account: AccountRef,
  request: PublishRequest<'discord'>,
  steps: PublishSteps,
): Promise<PublishResult> {
  const options = discordOptions(request);
  const channel = await channelIn(api.rest, account.socialId, options.channel_id);
  if (options.crosspost && channel.type !== CHANNEL.announcement) {
    throw new PlatformError('discord', 'content', 'only announcement channels can publish to followers');
  }
  const forum = channel.type === CHANNEL.forum;
  let messageId = steps.done.message;
  if (!messageId) {
    const files = await readFiles(api.http, request.media);
    const payload = messagePayload(request, files);
    messageId = forum
      ? await startThread(api.rest, channel.id, request, payload, files)
      : createdSchema.parse(await api.rest.send(`/channels/${channel.id}/messages`, payload, files)).id;
    await steps.save('message', messageId);
  }
  // A forum post is a thread whose id is its starter message's.
  const channelId = forum ? messageId : channel.id;
  if (options.crosspost && !steps.done.crosspost) {
    await api.rest.call('POST', `/channels/${channelId}/messages/${messageId}/crosspost`);
    await steps.save('crosspost', messageId);
  }
  return {
    postId: joinId(channelId, messageId),
    permalink: permalinkOf(account.socialId, channelId, messageId),
  };
}

/** The bot's message (or forum post) in the request's channel with the request's text, since `since`. */
export async function findMessage(
  api: { rest: DiscordRest; botId: string },
  account: AccountRef,
  request: PublishRequest<'discord'>,
  since: Date,
): Promise<NetworkPost | null> {
  const { channel_id: channelId } = discordOptions(request);
  const channel = await channelIn(api.rest, account.socialId, channelId);
  const guildId = account.socialId;
  if (channel.type === CHANNEL.forum) {
    return findForumPost(api.rest, { guildId, forumId: channel.id, botId: api.botId }, request, since);
  }
  return findByText(request, since, (cursor) =>
    postsPage(api.rest, { guildId, channelId }, since, cursor, (message) => message.author?.id === api.botId),
  );
}
