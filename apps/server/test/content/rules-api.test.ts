import { api, errorCatalog, type PostInput, type SocialNetwork } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../src/db/schema/index.js';
import {
  buildAccount,
  buildGame,
  buildMember,
  buildUser,
  type Caller,
  call,
  fail,
  signInAs,
} from '../factories.js';
import { useTestApp } from '../harness.js';
import { blankPost } from './helpers.js';

interface FileFacts {
  mime: string;
  size?: number;
  seconds?: number;
}

describe('compose rules through the API (SPEC §5): refused with the field and the words, or accepted', () => {
  const testApp = useTestApp();
  let as: Caller;
  let game: number;
  const accounts = new Map<SocialNetwork, number>();

  beforeAll(async () => {
    const { database } = testApp();
    const user = await buildUser(database.db);
    game = (await buildGame(database.db, [user.id])).game_id;
    as = await signInAs(database.db, user.id);
    for (const network of [
      'facebook',
      'twitter',
      'youtube',
      'instagram',
      'reddit',
      'threads',
      'facebook_group',
    ] as const) {
      accounts.set(network, (await buildAccount(database.db, game, { socialChannel: network })).id);
    }
  });

  async function file({ mime, size = 100_000, seconds }: FileFacts): Promise<number> {
    const { database } = testApp();
    const [row] = await database.db
      .insert(uploads)
      .values({
        gameId: game,
        storageKey: `rules-${Math.random().toString(36).slice(2)}`,
        name: 'file',
        kind: mime.startsWith('video/') ? 'video' : 'image',
        mime,
        size,
        sha1: 'a'.repeat(40),
        width: 1080,
        height: 1080,
        durationMs: seconds === undefined ? null : seconds * 1000,
        status: 'done',
      })
      .returning();
    if (!row) throw new Error('no upload');
    return row.id;
  }

  const files = (count: number, facts: FileFacts) =>
    Promise.all(Array.from({ length: count }, () => file(facts)));
  const jpeg = { mime: 'image/jpeg' };
  const on = (...networks: SocialNetwork[]) => networks.map((network) => accounts.get(network) ?? 0);

  async function submit(post: Partial<PostInput>, acceptRisk = false) {
    return fail(
      testApp().app,
      api.post.submit,
      { post: blankPost(post), accept_risk: acceptRisk },
      { as, game },
    );
  }

  async function refused(post: Partial<PostInput>, issues: { path: string; message: string }[]) {
    const answer = await submit(post);
    expect(answer.code, answer.msg).toBe(errorCatalog.validation_failed.code);
    expect(answer.data?.issues).toEqual(issues);
  }

  async function accepted(post: Partial<PostInput>, acceptRisk = false) {
    const answer = await submit(post, acceptRisk);
    expect(answer.code, answer.msg).toBe(0);
  }

  it('Facebook: 10 images, or 1 GIF alone', async () => {
    await accepted({ account_ids: on('facebook'), text: 'ten', image_ids: await files(10, jpeg) });
    await refused({ account_ids: on('facebook'), text: 'eleven', image_ids: await files(11, jpeg) }, [
      { path: 'images', message: 'Facebook allows at most 10 images' },
    ]);
    await refused(
      {
        account_ids: on('facebook'),
        text: 'gif',
        image_ids: [await file({ mime: 'image/gif' }), await file(jpeg)],
      },
      [{ path: 'images', message: 'Facebook does not take a GIF and other images together' }],
    );
  });

  it('Discord: one server per post, since the channel belongs to one', async () => {
    const { database } = testApp();
    const servers = [];
    for (let i = 0; i < 2; i += 1)
      servers.push((await buildAccount(database.db, game, { socialChannel: 'discord' })).id);
    const options = { discord: { channel_id: '1100000000000000501', crosspost: false } };
    await accepted({ account_ids: servers.slice(0, 1), text: 'Patch 2.1', options });
    await refused({ account_ids: servers, text: 'Patch 2.1', options }, [
      {
        path: 'account_ids',
        message: 'Discord allows at most 1 server per post (its channel belongs to one server)',
      },
    ]);
  });

  it('X: 4 images, weighted text', async () => {
    await accepted({
      account_ids: on('twitter'),
      text: '新赛季'.repeat(46),
      image_ids: await files(4, jpeg),
    });
    await refused({ account_ids: on('twitter'), text: 'five', image_ids: await files(5, jpeg) }, [
      { path: 'images', message: 'X allows at most 4 images' },
    ]);
    await refused({ account_ids: on('twitter'), text: '游'.repeat(141) }, [
      { path: 'text', message: 'X allows at most 280 characters' },
    ]);
  });

  it('YouTube: no images, a video and a title required; some networks exclude images with a video', async () => {
    const youtube = { video_tags: [], privacy: 'public' as const, category_id: null, made_for_kids: false };
    const video = await file({ mime: 'video/mp4', seconds: 60 });
    await accepted({
      account_ids: on('youtube'),
      title: 'Trailer',
      video_ids: [video],
      options: { youtube },
    });
    await refused(
      { account_ids: on('youtube'), title: 'Trailer', image_ids: [await file(jpeg)], options: { youtube } },
      [
        { path: 'images', message: 'YouTube does not support images' },
        { path: 'videos', message: 'Required by YouTube' },
      ],
    );
    await refused(
      { account_ids: on('facebook'), text: 'both', image_ids: [await file(jpeg)], video_ids: [video] },
      [{ path: 'videos', message: 'Facebook does not take images and a video together' }],
    );
    await refused({ account_ids: on('instagram'), text: 'no media' }, [
      { path: 'images', message: 'Required by Instagram' },
    ]);
  });

  it('Reddit: text hides media, media needs media', async () => {
    const reddit = (content_type: 'text' | 'media') => ({
      reddit: { content_type, subreddit: 'gaming', flair_id: null },
    });
    await accepted({ account_ids: on('reddit'), title: 'Patch', text: 'notes', options: reddit('text') });
    await refused(
      { account_ids: on('reddit'), title: 'Patch', image_ids: [await file(jpeg)], options: reddit('text') },
      [{ path: 'images', message: 'Reddit does not support media' }],
    );
    await refused({ account_ids: on('reddit'), title: 'Patch', options: reddit('media') }, [
      { path: 'images', message: 'Required by Reddit' },
    ]);
  });

  it('Threads: a poll is fixed at 24 hours and cannot be scheduled', async () => {
    const poll = { options: ['Yes', 'No'], duration: { days: 1, hours: 0, minutes: 0 } };
    await accepted({ account_ids: on('threads'), text: 'Vote', poll });
    const later = new Date(Date.now() + 3 * 3_600_000).toISOString();
    await refused(
      {
        account_ids: on('threads'),
        text: 'Vote',
        poll,
        publish: { timing: 'schedule', scheduled_at: later, time_zone: 'UTC' },
      },
      [{ path: 'publish.timing', message: 'Threads does not support scheduling this post' }],
    );
  });

  it('beyond recommended values: the risk warning must be accepted', async () => {
    const long = await file({ mime: 'video/mp4', seconds: 200 });
    const risky = await submit({ account_ids: on('twitter'), text: 'long cut', video_ids: [long] });
    expect(risky.code).toBe(errorCatalog.risky_release.code);
    expect(risky.data?.issues).toEqual([
      { path: 'videos.0', message: 'X recommends at most 140 s; publishing may fail' },
    ]);
    await accepted({ account_ids: on('twitter'), text: 'long cut', video_ids: [long] }, true);
  });

  it('no API: Facebook Groups are published by hand', async () => {
    await refused({ account_ids: on('facebook_group'), text: 'hello group' }, [
      {
        path: 'account_ids',
        message: 'Facebook Groups does not support publishing through its API (publish it by hand)',
      },
    ]);
  });

  it("answers in the caller's language", async () => {
    const answer = await fail(
      testApp().app,
      api.post.submit,
      { post: blankPost({ account_ids: on('twitter'), text: '游'.repeat(141) }) },
      { as, game, headers: { 'accept-language': 'zh-CN' } },
    );
    expect(answer.msg).toBe('校验失败，请检查表单');
    expect(answer.data?.issues).toEqual([{ path: 'text', message: 'X 最多允许 280 个字符' }]);
  });

  it('refuses media that is not a finished upload of the game, and accounts the caller cannot publish to', async () => {
    const { database } = testApp();
    const missing = await submit({ account_ids: on('facebook'), text: 'x', image_ids: [999_999] });
    expect(missing.code).toBe(errorCatalog.unknown_reference.code);
    const member = await buildMember(database.db, game, { keys: ['content_base', 'content_compose'] });
    const memberSession = await signInAs(database.db, member.id);
    const denied = await fail(
      testApp().app,
      api.post.submit,
      { post: blankPost({ account_ids: on('facebook'), text: 'not mine' }) },
      { as: memberSession, game },
    );
    expect(denied.code).toBe(errorCatalog.account_unavailable.code);
    const drafts = await call(testApp().app, api.post.list, { statuses: ['drafted'] }, { as, game });
    expect(drafts.list.map((post) => post.excerpt)).not.toContain('not mine');
  });
});
