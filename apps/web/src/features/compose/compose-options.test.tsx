import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, serve, setUpScreenTests } from '../../test-harness.js';
import {
  allAccounts,
  baseRoutes,
  chooseIn,
  discordServer,
  draft,
  pickAccount,
  showCompose,
  typeText,
} from './compose-fixtures.js';

setUpScreenTests();

const channel = (id: string, name: string, detail: string | null) => ({
  id,
  name,
  detail,
  image_url: null,
  extra: {},
});

describe('compose Discord options', () => {
  it("picks the channel from the server's channels and saves its id", async () => {
    const server = serve({
      ...baseRoutes([...allAccounts, discordServer]),
      'third/search': () =>
        ok([channel('501', '#announcements', 'announcement'), channel('502', '#general', null)]),
      'post/save': () => ok(draft()),
    });
    showCompose();
    await pickAccount('Discord Herald Official');
    typeText('compose-text', 'Patch 2.1 is live');
    await chooseIn('discord-channel', '#general');
    expect(server.bodies('third/search')).toEqual([{ account_id: 7, kind: 'discord_channels', query: '' }]);
    fireEvent.click(screen.getByTestId('compose-save'));
    await waitFor(() => expect(server.bodies('post/save')).toHaveLength(1));
    const [body] = server.bodies('post/save') as { post: { options: { discord?: unknown } } }[];
    expect(body?.post.options.discord).toEqual({ channel_id: '502', crosspost: false });
  });

  it('refuses a post to two Discord servers, since its channel belongs to one', async () => {
    const otherServer = {
      ...discordServer,
      id: 8,
      social_account: 'Herald Guild',
      social_id: '1100000000000000008',
    };
    const server = serve({
      ...baseRoutes([...allAccounts, discordServer, otherServer]),
      'third/search': () => ok([channel('502', '#general', null)]),
    });
    showCompose();
    await pickAccount('Discord Herald Official');
    await pickAccount('Discord Herald Guild');
    typeText('compose-text', 'Patch 2.1 is live');
    await chooseIn('discord-channel', '#general');
    fireEvent.click(screen.getByTestId('compose-submit'));
    expect(
      await screen.findByText('Discord allows at most 1 server per post (its channel belongs to one server)'),
    ).toBeTruthy();
    expect(server.bodies('post/submit')).toEqual([]);
  });
});
