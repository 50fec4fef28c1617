import { describe, expect, it } from 'vitest';
import {
  advance,
  allowFastUserCalls,
  communityToken,
  connect,
  control,
  emulator,
  errorCode,
  ok,
  START,
  vkState,
} from './vk-helpers.js';

type Comment = {
  id: number;
  from_id: number;
  text: string;
  parents_stack: number[];
  thread?: { items: Comment[] };
};
type Comments = { count: number; current_level_count: number; items: Comment[] };
type Counters = { views: { count: number }; likes: { count: number }; comments: { count: number } };

describe('vk emulator: comments, likes, counters, statistics and search', () => {
  it('lets visitors comment over time, and answers comments and replies as the community', async () => {
    const app = await emulator();
    const { user: token, groupId } = await communityToken(app);
    await allowFastUserCalls(app);
    const owner = -groupId;
    const { post_id } = await ok<{ post_id: number }>(app, token, 'wall.post', {
      owner_id: owner,
      message: 'AMA',
    });
    const read = () => ok<Comments>(app, token, 'wall.getComments', { owner_id: owner, post_id, count: 100 });
    expect((await read()).count).toBe(0);
    await advance(app, 2 * 86_400);
    const arrived = await read();
    expect(arrived.count).toBeGreaterThan(0);
    const [first] = arrived.items;
    const mine = await ok<{ comment_id: number; parents_stack: number[] }>(app, token, 'wall.createComment', {
      owner_id: owner,
      post_id,
      message: 'Thanks!',
      reply_to_comment: first?.id ?? 0,
      from_group: groupId,
    });
    expect(mine.parents_stack).toEqual([first?.id]);
    const threaded = await ok<Comments>(app, token, 'wall.getComments', {
      owner_id: owner,
      post_id,
      count: 100,
      thread_items_count: 10,
      extended: 1,
    });
    const thread = threaded.items.find((comment) => comment.id === first?.id)?.thread?.items ?? [];
    expect(thread.map((reply) => [reply.id, reply.from_id])).toContainEqual([mine.comment_id, owner]);
    const visitor = await control(app, 'POST', `/vk/posts/${owner}_${post_id}/comments`, {
      text: 'When EU?',
    });
    expect(visitor.statusCode).toBe(201);
    const desc = await ok<Comments>(app, token, 'wall.getComments', {
      owner_id: owner,
      post_id,
      sort: 'desc',
    });
    expect(desc.items[0]?.text).toBe('When EU?');
  });

  it('refuses comments on a post with closed comments (213) and likes posts and comments', async () => {
    const app = await emulator();
    const { user: token, groupId } = await communityToken(app);
    await allowFastUserCalls(app);
    const owner = -groupId;
    const closed = await ok<{ post_id: number }>(app, token, 'wall.post', {
      owner_id: owner,
      message: 'Read only',
      close_comments: 1,
    });
    const comment = { owner_id: owner, post_id: closed.post_id, message: 'Hey' };
    expect(await errorCode(app, token, 'wall.createComment', comment)).toBe(213);
    const open = await ok<{ post_id: number }>(app, token, 'wall.post', { owner_id: owner, message: 'Open' });
    const made = await ok<{ comment_id: number }>(app, token, 'wall.createComment', {
      ...comment,
      ...open,
      from_group: groupId,
    });
    const liked = await ok<{ likes: number }>(app, token, 'likes.add', {
      type: 'post',
      owner_id: owner,
      item_id: open.post_id,
    });
    expect(liked.likes).toBeGreaterThan(0);
    const params = { type: 'comment', owner_id: owner, item_id: made.comment_id };
    expect(await ok(app, token, 'likes.add', params)).toEqual({ likes: 1 });
    const post = (await control(app, 'GET', `/vk/posts/${owner}_${open.post_id}`)).json();
    // VK likes only with a user token: the like is the administrator's own.
    const admin = (await vkState(app)).user.id;
    expect(post.liked_by).toEqual([admin]);
    expect(post.comments[0]).toMatchObject({ from_id: owner, liked_by: [admin] });
    expect(await errorCode(app, token, 'likes.add', { ...params, type: 'market' })).toBe(100);
  });

  it('grows a post’s views with the clock (wall.getById counters)', async () => {
    const app = await emulator();
    const { user: token, groupId } = await communityToken(app);
    await allowFastUserCalls(app);
    const { post_id } = await ok<{ post_id: number }>(app, token, 'wall.post', {
      owner_id: -groupId,
      message: 'x',
    });
    const counters = async () =>
      (await ok<Counters[]>(app, token, 'wall.getById', { posts: `-${groupId}_${post_id}` }))[0];
    const before = await counters();
    await advance(app, 6 * 3_600);
    const after = await counters();
    expect(after?.views.count).toBeGreaterThan(before?.views.count ?? 0);
    expect(after?.likes.count).toBeGreaterThanOrEqual(before?.likes.count ?? 0);
  });

  it('reports daily statistics to the community’s admins only (203 otherwise)', async () => {
    const app = await emulator();
    const { user: token, groupId } = await communityToken(app);
    await allowFastUserCalls(app);
    const from = Math.floor(START / 1000) - 6 * 86_400;
    const days = await ok<
      Array<{ period_from: number; visitors: { visitors: number }; reach: { reach: number } }>
    >(app, token, 'stats.get', {
      group_id: groupId,
      timestamp_from: from,
      timestamp_to: Math.floor(START / 1000),
      interval: 'day',
    });
    expect(days).toHaveLength(7);
    expect(days[0]?.period_from).toBeGreaterThan(days[1]?.period_from ?? 0);
    expect(days[1]?.reach.reach).toBeGreaterThan(0);
    const fan = (await vkState(app)).groups.find((group) => !group.administered)?.id ?? 0;
    expect(await errorCode(app, token, 'stats.get', { group_id: fan, timestamp_from: from })).toBe(203);
  });

  it('describes communities and people; an unknown user id is error 113', async () => {
    const app = await emulator();
    const tokens = await connect(app);
    const token = String(tokens.access_token);
    const [groupId] = (await vkState(app)).groups.map((group) => group.id);
    const [group] = await ok<Array<{ id: number; members_count: number; is_admin: number }>>(
      app,
      token,
      'groups.getById',
      { group_ids: String(groupId), fields: 'members_count' },
    );
    expect(group).toMatchObject({ id: groupId, is_admin: 1 });
    expect(group?.members_count).toBeGreaterThan(0);
    const [me] = await ok<Array<{ id: number }>>(app, token, 'users.get');
    expect(me?.id).toBe(tokens.user_id);
    expect(await errorCode(app, token, 'users.get', { user_ids: 'nobody_here' })).toBe(113);
  });

  it('finds public posts deterministically and pages them with next_from', async () => {
    const app = await emulator();
    const { user: token } = await communityToken(app);
    await allowFastUserCalls(app);
    const params = { q: '#speedrun', count: 3, start_time: Math.floor(START / 1000) - 3 * 86_400 };
    type Found = { items: Array<{ id: number; text: string }>; next_from?: string; total_count: number };
    const first = await ok<Found>(app, token, 'newsfeed.search', params);
    expect(first.items).toHaveLength(3);
    expect(first.items.every((item) => item.text.includes('#speedrun'))).toBe(true);
    expect(await ok<Found>(app, token, 'newsfeed.search', params)).toEqual(first);
    const next = await ok<Found>(app, token, 'newsfeed.search', {
      ...params,
      start_from: first.next_from ?? '',
    });
    expect(next.items[0]?.id).not.toBe(first.items[0]?.id);
    expect(first.total_count).toBeGreaterThan(3);
  });
});
