import { describe, expect, it } from 'vitest';
import { api, connect, emulator, myChannel, reasonOf, uploadVideo } from './youtube-helpers.js';

describe('youtube emulator: the uploads playlist and replies beyond a thread', () => {
  it('lists uploads under the playlist channels.list names; a derived UU id is not found', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const channel = await myChannel(app, token);
    const uploads = channel.contentDetails.relatedPlaylists.uploads;
    const listed = await api(app, token, 'GET', '/youtube/v3/playlistItems', {
      query: { part: 'snippet', playlistId: uploads, maxResults: '50' },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.length).toBeGreaterThan(0);
    const derived = await api(app, token, 'GET', '/youtube/v3/playlistItems', {
      query: { part: 'snippet', playlistId: `UU${channel.id.slice(2)}` },
    });
    expect(derived.statusCode).toBe(404);
    expect(reasonOf(derived)).toBe('playlistNotFound');
  });

  it('carries at most 5 replies in a thread; comments.list parentId pages them all', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const video = await uploadVideo(app, token);
    const thread = await api(app, token, 'POST', '/youtube/v3/commentThreads', {
      query: { part: 'snippet' },
      body: { snippet: { videoId: video.id, topLevelComment: { snippet: { textOriginal: 'Ask me!' } } } },
    });
    const top = thread.json().snippet.topLevelComment;
    for (let n = 1; n <= 7; n++) {
      const reply = await api(app, token, 'POST', '/youtube/v3/comments', {
        query: { part: 'snippet' },
        body: { snippet: { parentId: top.id, textOriginal: `answer ${n}` } },
      });
      expect(reply.statusCode).toBe(200);
    }
    const threads = await api(app, token, 'GET', '/youtube/v3/commentThreads', {
      query: { part: 'snippet,replies', videoId: video.id },
    });
    const listed = threads.json().items.find((item: { id: string }) => item.id === top.id);
    expect(listed.snippet.totalReplyCount).toBe(7);
    expect(listed.replies.comments).toHaveLength(5);
    const first = await api(app, token, 'GET', '/youtube/v3/comments', {
      query: { part: 'snippet', parentId: top.id, maxResults: '4' },
    });
    const second = await api(app, token, 'GET', '/youtube/v3/comments', {
      query: { part: 'snippet', parentId: top.id, maxResults: '4', pageToken: first.json().nextPageToken },
    });
    const texts = [...first.json().items, ...second.json().items].map(
      (item: { snippet: { textOriginal: string } }) => item.snippet.textOriginal,
    );
    expect(texts).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `answer ${n}`));
    expect(second.json().nextPageToken).toBeUndefined();
  });
});
