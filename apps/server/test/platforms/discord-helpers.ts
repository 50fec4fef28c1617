import { beforeAll } from 'vitest';
import type { OptionsOf, PlatformAdapter, PublishContent } from '../../src/platforms/types.js';
import { useEmulator } from '../harness.js';
import { authorizedAccount, control, emulatedAdapter, memorySteps } from './emulated.js';

/** A message as the emulator's control API shows it. */
export type Message = {
  id: string;
  channel_id: string;
  content: string;
  deleted: boolean;
  reference_id: string | null;
  attachments: { filename: string; content_type: string }[];
  poll: { question: string; answers: string[] } | null;
  crossposted: boolean;
  reactions: { emoji: string; count: number; me: boolean }[];
};

/** A post's Discord options: the channel it goes to, not crossposted. */
export const inChannel = (channelId: string): OptionsOf<'discord'> => ({
  channel_id: channelId,
  crosspost: false,
});

/**
 * The emulator for a describe block, with the bot installed on demand. Several posts go to the same
 * channels within seconds, so the per-channel buckets are widened (the 429 test narrows them itself).
 */
export function useDiscord(seed: number) {
  const networks = useEmulator(seed);
  const url = () => networks.url();
  beforeAll(async () => {
    await control(url(), '/discord/limits', { 'messages.create': 100, 'reactions.write': 100 });
  });

  /** The emulator's view of the message a `<channel_id>/<message_id>` names. */
  const messageOf = (id: string) =>
    control(url(), `/discord/messages/${id.split('/')[1] ?? ''}`) as Promise<Message>;

  /** Installs the bot in the first server the user manages; its channels by name; a poster. */
  async function connected(adapter: PlatformAdapter = emulatedAdapter(url(), 'discord')) {
    const account = await authorizedAccount(url(), adapter);
    const { data } = (await control(url(), `/discord/guilds/${account.socialId}/channels`)) as {
      data: { id: string; name: string }[];
    };
    const channel = (name: string) => {
      const found = data.find((candidate) => candidate.name === name);
      if (!found) throw new Error(`no #${name}`);
      return found.id;
    };
    const post = (channelId: string, request: PublishContent, options: { crosspost?: boolean } = {}) =>
      adapter.publish(
        account,
        { ...request, options: { ...inChannel(channelId), ...options } },
        memorySteps(),
      );
    return { adapter, account, channel, post };
  }

  return { url, messageOf, connected };
}
