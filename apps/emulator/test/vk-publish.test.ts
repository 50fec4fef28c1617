import { describe, expect, it } from 'vitest';
import {
  administered,
  advance,
  allowFastUserCalls,
  call,
  communityToken,
  connect,
  control,
  emulator,
  errorCode,
  ok,
  START,
  uploadFile,
  vkState,
} from './vk-helpers.js';

type Wall = {
  count: number;
  items: Array<{ id: number; text: string; post_type: string; attachments: { type: string }[] }>;
};

describe('vk emulator: publishing on a community wall', () => {
  it('posts text as the community, reads it back with wall.get and wall.getById, and deletes it', async () => {
    const app = await emulator();
    const { token, user, groupId } = await communityToken(app);
    const owner = -groupId;
    const { post_id } = await ok<{ post_id: number }>(app, user, 'wall.post', {
      owner_id: owner,
      from_group: 1,
      message: 'Patch 2.1 is live',
    });
    const text = await ok<{ post_id: number }>(app, token, 'wall.post', { owner_id: owner, message: 'Hi' });
    expect(text.post_id).toBeGreaterThan(post_id);
    await allowFastUserCalls(app);
    const wall = await ok<Wall>(app, user, 'wall.get', { owner_id: owner, count: 5 });
    expect(wall.items[1]).toMatchObject({ id: post_id, text: 'Patch 2.1 is live', post_type: 'post' });
    expect(wall.count).toBeGreaterThan(5);
    const [byId] = await ok<Array<{ id: number; from_id: number }>>(app, user, 'wall.getById', {
      posts: `${owner}_${post_id}`,
    });
    expect(byId).toMatchObject({ id: post_id, from_id: owner });
    expect(await ok(app, user, 'wall.delete', { owner_id: owner, post_id })).toBe(1);
    expect(await ok(app, user, 'wall.getById', { posts: `${owner}_${post_id}` })).toEqual([]);
    expect((await control(app, 'GET', `/vk/posts/${owner}_${post_id}`)).json().deleted).toBe(true);
  });

  it('attaches a photo through the wall upload server; an upload result is saved once', async () => {
    const app = await emulator();
    const { user: token, groupId } = await communityToken(app);
    await allowFastUserCalls(app);
    const server = await ok<{ upload_url: string }>(app, token, 'photos.getWallUploadServer', {
      group_id: groupId,
    });
    const uploaded = await uploadFile(app, server.upload_url, 'photo');
    expect(uploaded).toMatchObject({ server: expect.any(Number), hash: expect.any(String) });
    const save = { group_id: groupId, ...(uploaded as Record<string, string>) };
    const [photo] = await ok<Array<{ id: number; owner_id: number }>>(
      app,
      token,
      'photos.saveWallPhoto',
      save,
    );
    expect(photo?.owner_id).toBe(-groupId);
    expect(await errorCode(app, token, 'photos.saveWallPhoto', save)).toBe(100);
    const { post_id } = await ok<{ post_id: number }>(app, token, 'wall.post', {
      owner_id: -groupId,
      from_group: 1,
      message: 'New skin',
      attachments: `photo${photo?.owner_id}_${photo?.id},https://herald.test/skins`,
    });
    const post = (await control(app, 'GET', `/vk/posts/-${groupId}_${post_id}`)).json();
    expect(post.attachments).toEqual([`photo-${groupId}_${photo?.id}`, 'https://herald.test/skins']);
    const empty = await uploadFile(app, server.upload_url, 'nothing');
    expect(empty.photo).toBe('[]');
  });

  it('attaches an uploaded video and a poll; a video not yet uploaded is refused', async () => {
    const app = await emulator();
    const { user: token, groupId } = await communityToken(app);
    await allowFastUserCalls(app);
    const saved = await ok<{ upload_url: string; video_id: number; owner_id: number }>(
      app,
      token,
      'video.save',
      {
        group_id: groupId,
        name: 'Trailer',
      },
    );
    const attachment = `video${saved.owner_id}_${saved.video_id}`;
    const early = { owner_id: -groupId, from_group: 1, attachments: attachment };
    expect(await errorCode(app, token, 'wall.post', early)).toBe(100);
    expect(await uploadFile(app, saved.upload_url, 'video_file')).toMatchObject({ video_id: saved.video_id });
    const poll = await ok<{ id: number; owner_id: number; answers: unknown[] }>(app, token, 'polls.create', {
      owner_id: -groupId,
      question: 'Which map next?',
      add_answers: JSON.stringify(['Dunes', 'Harbor']),
    });
    expect(poll.answers).toHaveLength(2);
    const both = `${attachment},poll${poll.owner_id}_${poll.id}`;
    const { post_id } = await ok<{ post_id: number }>(app, token, 'wall.post', {
      ...early,
      attachments: both,
    });
    const wall = await ok<Wall>(app, token, 'wall.get', { owner_id: -groupId, count: 1 });
    expect(wall.items[0]?.id).toBe(post_id);
    expect(wall.items[0]?.attachments.map((item) => item.type)).toEqual(['video', 'poll']);
    const tooMany = JSON.stringify(Array.from({ length: 11 }, (_, index) => `Answer ${index}`));
    const params = { owner_id: -groupId, question: 'Q', add_answers: tooMany };
    expect(await errorCode(app, token, 'polls.create', params)).toBe(100);
    expect(await errorCode(app, token, 'polls.create', { ...params, add_answers: 'not json' })).toBe(100);
  });

  it('keeps a post with publish_date postponed until its time, and refuses a past date', async () => {
    const app = await emulator();
    const { user: token, groupId } = await communityToken(app);
    await allowFastUserCalls(app);
    const owner = -groupId;
    const at = Math.floor(START / 1000) + 3_600;
    const { post_id } = await ok<{ post_id: number }>(app, token, 'wall.post', {
      owner_id: owner,
      message: 'Launch stream in an hour',
      publish_date: at,
    });
    const postponed = await ok<Wall>(app, token, 'wall.get', { owner_id: owner, filter: 'postponed' });
    expect(postponed.items.map((item) => [item.id, item.post_type])).toEqual([[post_id, 'postpone']]);
    expect((await ok<Wall>(app, token, 'wall.get', { owner_id: owner })).items[0]?.id).not.toBe(post_id);
    await advance(app, 3_601);
    expect((await ok<Wall>(app, token, 'wall.get', { owner_id: owner })).items[0]?.id).toBe(post_id);
    const past = { owner_id: owner, message: 'Too late', publish_date: at - 7_200 };
    expect(await errorCode(app, token, 'wall.post', past)).toBe(100);
  });

  it('answers VK error codes: 214 on a wall not managed, 15 without the right, 222, 219, 100, 8, 5, 3', async () => {
    const app = await emulator();
    const { token, groupId } = await communityToken(app);
    const fan = (await vkState(app)).groups.find((group) => !group.administered)?.id ?? 0;
    const owner = -groupId;
    expect(await errorCode(app, token, 'wall.post', { owner_id: -fan, message: 'Hi' })).toBe(214);
    const noWall = String((await connect(app, { scope: 'photos,offline' })).access_token);
    expect(await errorCode(app, noWall, 'wall.post', { owner_id: owner, message: 'Hi' })).toBe(15);
    await control(app, 'POST', `/vk/groups/${groupId}/settings`, { links_forbidden: true });
    expect(await errorCode(app, token, 'wall.post', { owner_id: owner, message: 'See https://x.test' })).toBe(
      222,
    );
    await control(app, 'POST', `/vk/groups/${groupId}/settings`, { links_forbidden: false });
    await ok(app, token, 'wall.post', { owner_id: owner, message: 'Sponsored', mark_as_ads: 1 });
    expect(
      await errorCode(app, token, 'wall.post', { owner_id: owner, message: 'Ad 2', mark_as_ads: 1 }),
    ).toBe(219);
    expect(await errorCode(app, token, 'wall.post', { owner_id: 12, message: 'Hi' })).toBe(100);
    expect(await errorCode(app, token, 'wall.post', { owner_id: owner })).toBe(100);
    expect(await errorCode(app, undefined, 'wall.get', { owner_id: owner })).toBe(5);
    expect(await errorCode(app, token, 'wall.teleport')).toBe(3);
    const noVersion = await app.inject({
      method: 'GET',
      url: `/vk/api/method/users.get?access_token=${token}`,
    });
    expect(noVersion.json().error).toMatchObject({ error_code: 8 });
  });

  it('refuses a community token where VK wants a user token (27), except a post of text only', async () => {
    const app = await emulator();
    const { token, user, groupId } = await communityToken(app);
    const owner = -groupId;
    await allowFastUserCalls(app);
    const { post_id } = await ok<{ post_id: number }>(app, token, 'wall.post', {
      owner_id: owner,
      message: 'Hi',
    });
    const poll = await ok<{ id: number }>(app, user, 'polls.create', {
      owner_id: owner,
      question: 'Which map?',
      add_answers: JSON.stringify(['Dunes', 'Harbor']),
    });
    const refused = await call(app, token, 'wall.post', {
      owner_id: owner,
      message: 'With a poll',
      attachments: `poll${owner}_${poll.id}`,
    });
    expect(refused.error).toMatchObject({
      error_code: 27,
      error_msg: 'Group authorization failed: method is unavailable with group auth.',
    });
    const byGroup: Array<[string, Record<string, string | number>]> = [
      ['wall.get', { owner_id: owner }],
      ['wall.getById', { posts: `${owner}_${post_id}` }],
      ['wall.delete', { owner_id: owner, post_id }],
      ['wall.getComments', { owner_id: owner, post_id }],
      ['photos.getWallUploadServer', { group_id: groupId }],
      ['photos.saveWallPhoto', { group_id: groupId, server: 1, photo: '[]', hash: 'x' }],
      ['video.save', { group_id: groupId, name: 'Trailer' }],
      ['polls.create', { owner_id: owner, question: 'Q', add_answers: '["A"]' }],
      ['likes.add', { type: 'post', owner_id: owner, item_id: post_id }],
      ['stats.get', { group_id: groupId }],
      ['newsfeed.search', { q: 'speedrun' }],
    ];
    for (const [method, params] of byGroup)
      expect([method, await errorCode(app, token, method, params)]).toEqual([method, 27]);
  });

  it('refuses a user token without the right the method needs (15)', async () => {
    const app = await emulator();
    const [groupId = 0] = await administered(app);
    const user = String((await connect(app, { scope: 'wall,groups,offline' })).access_token);
    await allowFastUserCalls(app);
    expect(await errorCode(app, user, 'photos.getWallUploadServer', { group_id: groupId })).toBe(15);
    expect(await errorCode(app, user, 'video.save', { group_id: groupId, name: 'Trailer' })).toBe(15);
    expect(await errorCode(app, user, 'stats.get', { group_id: groupId })).toBe(15);
    expect(await errorCode(app, user, 'wall.post', { owner_id: -groupId, message: 'Hi' })).toBeUndefined();
  });
});
