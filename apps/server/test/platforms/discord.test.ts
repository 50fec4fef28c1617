import { describe, expect, it } from 'vitest';
import { inChannel, useDiscord } from './discord-helpers.js';
import { memorySteps, PNG_DATA_URL, platformFailure } from './emulated.js';

describe('the Discord adapter against the emulator: connecting and publishing', () => {
  const { messageOf, connected } = useDiscord(47);

  it('installs the bot in a server, reads it and its announcements, and renews the user token', async () => {
    const { adapter, account } = await connected();
    const profile = await adapter.readProfile(account.socialId, account.credential);
    expect(profile.name).toMatch(/Official$/);
    expect(profile.link).toBe(`https://discord.com/channels/${account.socialId}`);
    expect(profile.avatarUrl).toMatch(/^https:\/\/cdn\.discordapp\.com\/icons\//);
    const page = await adapter.listPosts(
      account.socialId,
      account.credential,
      new Date(Date.now() - 15 * 86_400_000),
      null,
    );
    expect(page.posts.length).toBeGreaterThan(0);
    expect(page.posts[0]?.permalink).toMatch(/^https:\/\/discord\.com\/channels\/\d+\/\d+\/\d+$/);
    const renewed = await adapter.refreshCredential(account.credential);
    expect(renewed?.accessToken).not.toBe(account.credential.accessToken);
    expect(renewed?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });

  it('lists the channels a post can go to, in the server’s order, filtered by name', async () => {
    const { adapter, account, channel } = await connected();
    const all = (await adapter.lookup?.(account, 'discord_channels', '')) ?? [];
    expect(all.map((item) => [item.name, item.detail])).toEqual([
      ['#announcements', 'announcement'],
      ['#patch-notes', 'announcement'],
      ['#rules', null],
      ['#general', null],
      ['#screenshots', null],
      ['#looking-for-group', null],
      ['#feedback', 'forum'],
      ['#moderators', null],
    ]);
    expect(all.find((item) => item.name === '#general')?.id).toBe(channel('general'));
    const found = (await adapter.lookup?.(account, 'discord_channels', '#Patch')) ?? [];
    expect(found.map((item) => item.name)).toEqual(['#patch-notes']);
    await expect(adapter.lookup?.(account, 'subreddits', 'x')).rejects.toMatchObject({ kind: 'unsupported' });
  });

  it('posts text, a link, a poll and an image, saving the message id as a step', async () => {
    const { account, channel, post, adapter } = await connected();
    const general = channel('general');
    const steps = memorySteps();
    const text = await adapter.publish(
      account,
      { text: 'Patch 2.1 is live', media: [], options: inChannel(general) },
      steps,
    );
    expect(steps.saved).toEqual(['message']);
    expect(text.postId).toBe(`${general}/${steps.done.message}`);
    expect(text.permalink).toBe(
      `https://discord.com/channels/${account.socialId}/${general}/${steps.done.message}`,
    );
    expect((await messageOf(text.postId)).content).toBe('Patch 2.1 is live');

    const link = await post(general, {
      text: 'Read the notes',
      link: 'https://game.example.com/notes',
      media: [],
    });
    expect((await messageOf(link.postId)).content).toBe('Read the notes\nhttps://game.example.com/notes');

    const poll = await post(channel('screenshots'), {
      text: 'Which map next?',
      media: [],
      poll: { options: ['Dunes', 'Harbor'], durationMinutes: 1440 },
    });
    expect((await messageOf(poll.postId)).poll).toEqual({
      question: 'Which map next?',
      answers: ['Dunes', 'Harbor'],
      expiry: expect.any(String),
    });

    const image = await post(channel('screenshots'), {
      text: 'New skin',
      media: [{ url: PNG_DATA_URL, kind: 'image', mimeType: 'image/png' }],
    });
    expect((await messageOf(image.postId)).attachments).toEqual([
      { filename: 'media-1.png', size: expect.any(Number), content_type: 'image/png' },
    ]);
  });

  it('opens a forum post as a thread and finds it again; crossposts an announcement', async () => {
    const { adapter, account, channel, post } = await connected();
    const since = new Date(Date.now() - 1000);
    const request = { text: 'Photo mode feedback\nTell us what you think', media: [] };
    const forum = await post(channel('feedback'), request);
    const [threadId, starterId] = forum.postId.split('/');
    expect(threadId).toBe(starterId);
    expect((await messageOf(forum.postId)).content).toBe(request.text);
    const found = await adapter.findPublished(
      account,
      { ...request, options: inChannel(channel('feedback')) },
      since,
    );
    expect(found?.id).toBe(forum.postId);

    const news = await post(
      channel('announcements'),
      { text: 'Season 3 starts Friday', media: [] },
      { crosspost: true },
    );
    expect((await messageOf(news.postId)).crossposted).toBe(true);
    const refused = await platformFailure(() =>
      post(channel('general'), { text: 'Nope', media: [] }, { crosspost: true }),
    );
    expect(refused.kind).toBe('content');
  });
});
