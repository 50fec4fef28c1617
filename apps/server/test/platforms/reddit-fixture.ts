import { beforeEach } from 'vitest';
import type { OptionsOf, PublishRequest } from '../../src/platforms/types.js';
import { useEmulator } from '../harness.js';
import { authorizedAccount, control, emulatedAdapter } from './emulated.js';

export type RedditPost = {
  kind: string;
  title: string;
  selftext: string;
  deleted: boolean;
  flair: { template_id: string; text: string } | null;
  nsfw: boolean;
  comments: Array<{ name: string; body: string; parent_id: string; my_vote: number }>;
};

/** A post to one subreddit: the text's first line is its title. */
export const self = (
  subreddit: string,
  text: string,
  options: Partial<OptionsOf<'reddit'>> = {},
): PublishRequest<'reddit'> => ({
  text,
  media: [],
  options: { subreddit, content_type: 'media', flair_id: null, ...options },
});

/**
 * The emulator for a describe block, with the Reddit helpers the tests share: each test starts with
 * fresh rate-limit windows and the default submission burst.
 */
export function redditEmulator(seed: number) {
  const networks = useEmulator(seed);
  beforeEach(async () => {
    await control(networks.url(), '/reddit/limits', { submit_burst: 5, reset_windows: true });
  });
  return {
    url: () => networks.url(),
    post: (id: string) => control(networks.url(), `/reddit/posts/${id}`) as Promise<RedditPost>,
    assets: async () =>
      ((await control(networks.url(), '/reddit/assets')) as { data: unknown[] }).data.length,
    async profile(timeoutMs?: number) {
      const adapter = emulatedAdapter(networks.url(), 'reddit', timeoutMs);
      return { adapter, account: await authorizedAccount(networks.url(), adapter) };
    },
  };
}
