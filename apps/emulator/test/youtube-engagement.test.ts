import { describe, expect, it } from 'vitest';
import {
  advance,
  api,
  connect,
  control,
  emulator,
  myChannel,
  reasonOf,
  START,
  uploadVideo,
} from './youtube-helpers.js';

describe('youtube emulator: comments, ratings, deletion, categories and search', () => {
  it('lists seeded visitor comments and lets new ones arrive over time', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const channel = await myChannel(app, token);
    const threads = await api(app, token, 'GET', '/youtube/v3/commentThreads', {
      query: { part: 'snippet,replies', allThreadsRelatedToChannelId: channel.id, maxResults: '100' },
    });
    expect(threads.statusCode).toBe(200);
    const seeded = threads.json();
    expect(seeded.kind).toBe('youtube#commentThreadListResponse');
    expect(seeded.items.length).toBeGreaterThan(0);
    expect(seeded.items[0].snippet.topLevelComment.id).toMatch(/^Ugz[\w-]{16}4AaABAg$/);

    const video = await uploadVideo(app, token);
    const onVideo = async () => {
      const { access_token: fresh } = await connect(app);
      return (
        await api(app, fresh, 'GET', '/youtube/v3/commentThreads', {
          query: { part: 'snippet', videoId: video.id, textFormat: 'plainText' },
        })
      ).json().items;
    };
    expect(await onVideo()).toHaveLength(0);
    await advance(app, 2 * 86_400);
    const arrived = await onVideo();
    expect(arrived.length).toBeGreaterThan(0);
    expect(arrived[0].snippet.topLevelComment.snippet.textOriginal).toBeUndefined();
    const visitor = await control(app, 'POST', `/youtube/videos/${video.id}/comments`, { text: 'First!' });
    expect(visitor.statusCode).toBe(201);
    expect((await onVideo())[0].snippet.topLevelComment.snippet.textDisplay).toBe('First!');
  });

  it('comments on a video and replies to a comment as the channel', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const video = await uploadVideo(app, token);
    const thread = await api(app, token, 'POST', '/youtube/v3/commentThreads', {
      query: { part: 'snippet' },
      body: {
        snippet: {
          videoId: video.id,
          topLevelComment: { snippet: { textOriginal: 'Thanks for watching!' } },
        },
      },
    });
    expect(thread.statusCode, thread.body).toBe(200);
    const top = thread.json().snippet.topLevelComment;
    expect(top.snippet).toMatchObject({ textOriginal: 'Thanks for watching!', videoId: video.id });
    const reply = await api(app, token, 'POST', '/youtube/v3/comments', {
      query: { part: 'snippet' },
      body: { snippet: { parentId: top.id, textOriginal: 'Patch notes are in the description' } },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().id.startsWith(`${top.id}.`)).toBe(true);
    expect(reply.json().snippet.parentId).toBe(top.id);
    const nested = await api(app, token, 'POST', '/youtube/v3/comments', {
      query: { part: 'snippet' },
      body: { snippet: { parentId: reply.json().id, textOriginal: 'nested' } },
    });
    expect(reasonOf(nested)).toBe('operationNotSupported');
    const missing = await api(app, token, 'POST', '/youtube/v3/comments', {
      query: { part: 'snippet' },
      body: { snippet: { parentId: 'UgzNOPE', textOriginal: 'x' } },
    });
    expect(missing.statusCode).toBe(404);
    expect(reasonOf(missing)).toBe('parentCommentNotFound');
    const saved = (await control(app, 'GET', `/youtube/videos/${video.id}`)).json();
    expect(saved.comments[0]).toMatchObject({ text: 'Thanks for watching!', origin: 'api' });
    expect(saved.comments[0].replies[0].text).toBe('Patch notes are in the description');
  });

  it('refuses comments on made-for-kids videos (comments disabled)', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const video = await uploadVideo(app, token, {
      snippet: { title: 'For kids' },
      status: { privacyStatus: 'public', selfDeclaredMadeForKids: true },
    });
    const refused = await api(app, token, 'POST', '/youtube/v3/commentThreads', {
      query: { part: 'snippet' },
      body: { snippet: { videoId: video.id, topLevelComment: { snippet: { textOriginal: 'hi' } } } },
    });
    expect(refused.statusCode).toBe(403);
    expect(reasonOf(refused)).toBe('commentsDisabled');
  });

  it('rates a video (204) and deletes it (204, then 404 videoNotFound)', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const video = await uploadVideo(app, token);
    const rate = (rating: string) =>
      api(app, token, 'POST', '/youtube/v3/videos/rate', { query: { id: video.id, rating } });
    expect((await rate('like')).statusCode).toBe(204);
    expect(reasonOf(await rate('love'))).toBe('invalidRating');
    const channel = await myChannel(app, token);
    expect((await control(app, 'GET', `/youtube/videos/${video.id}`)).json().liked_by).toEqual([channel.id]);
    const removed = await api(app, token, 'DELETE', '/youtube/v3/videos', { query: { id: video.id } });
    expect(removed.statusCode).toBe(204);
    const gone = await api(app, token, 'DELETE', '/youtube/v3/videos', { query: { id: video.id } });
    expect(gone.statusCode).toBe(404);
    expect(reasonOf(gone)).toBe('videoNotFound');
    const listed = await api(app, token, 'GET', '/youtube/v3/videos', {
      query: { part: 'snippet', id: video.id },
    });
    expect(listed.json().items).toEqual([]);
  });

  it('lists the US video categories', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const response = await api(app, token, 'GET', '/youtube/v3/videoCategories', {
      query: { part: 'snippet', regionCode: 'US' },
    });
    const items = response.json().items as Array<{
      id: string;
      snippet: { title: string; assignable: boolean };
    }>;
    const titles = Object.fromEntries(items.map((item) => [item.id, item.snippet.title]));
    expect(titles).toMatchObject({
      '1': 'Film & Animation',
      '10': 'Music',
      '20': 'Gaming',
      '22': 'People & Blogs',
      '28': 'Science & Technology',
    });
    expect(items.find((item) => item.id === '44')?.snippet.assignable).toBe(false);
  });

  it('searches deterministically, newest first with order=date, paged', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const search = (extra: Record<string, string> = {}) =>
      api(app, token, 'GET', '/youtube/v3/search', {
        query: { part: 'snippet', q: 'Ember Tide', type: 'video', order: 'date', maxResults: '10', ...extra },
      });
    const first = await search();
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.kind).toBe('youtube#searchListResponse');
    expect(body.items[0].id.kind).toBe('youtube#video');
    const dates = body.items.map((item: { snippet: { publishedAt: string } }) => item.snippet.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await search()).json().items).toEqual(body.items);
    const next = await search({ pageToken: body.nextPageToken });
    expect(next.json().items[0].id.videoId).not.toBe(body.items[0].id.videoId);
    const recent = await search({ publishedAfter: new Date(START - 86_400_000).toISOString() });
    for (const item of recent.json().items)
      expect(Date.parse(item.snippet.publishedAt)).toBeGreaterThanOrEqual(START - 86_400_000);
    const other = await emulator();
    const { access_token: otherToken } = await connect(other);
    const same = await api(other, otherToken, 'GET', '/youtube/v3/search', {
      query: { part: 'snippet', q: 'Ember Tide', type: 'video', order: 'date', maxResults: '10' },
    });
    expect(same.json().items).toEqual(body.items);
  });
});
