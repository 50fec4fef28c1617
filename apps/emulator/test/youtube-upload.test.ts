import { describe, expect, it } from 'vitest';
import {
  advance,
  api,
  connect,
  control,
  emulator,
  METADATA,
  myChannel,
  putBytes,
  reasonOf,
  START,
  startUpload,
  uploadVideo,
} from './youtube-helpers.js';

const KIB = 1024;

describe('youtube emulator: channel and resumable uploads', () => {
  it('answers the channel of the grant with its uploads playlist and statistics', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const channel = await myChannel(app, token);
    const state = (await control(app, 'GET', '/youtube/state')).json();
    expect(channel.id).toBe(state.channels[0].id);
    expect(channel.id).toMatch(/^UC[\w-]{22}$/);
    expect(channel.snippet.customUrl).toMatch(/^@/);
    expect(channel.snippet.thumbnails.default.url).toContain(channel.id);
    // Only channels.list names the uploads playlist: it is not derived from the channel id here.
    expect(channel.contentDetails.relatedPlaylists.uploads).toMatch(/^UU[\w-]{22}$/);
    expect(channel.contentDetails.relatedPlaylists.uploads).not.toBe(`UU${channel.id.slice(2)}`);
    expect(Number(channel.statistics.subscriberCount)).toBeGreaterThan(0);
    expect(Number(channel.statistics.videoCount)).toBeGreaterThan(0);
  });

  it('uploads a video in one request: 201 with the resource, uploaded then processed', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const video = await uploadVideo(app, token);
    expect(video.id).toMatch(/^[\w-]{11}$/);
    expect(video.snippet).toMatchObject({ title: 'Patch 1.2 trailer', categoryId: '20', tags: ['patch'] });
    expect(video.status).toMatchObject({
      uploadStatus: 'uploaded',
      privacyStatus: 'public',
      madeForKids: false,
    });
    await advance(app, 60);
    const read = await api(app, token, 'GET', '/youtube/v3/videos', {
      query: { part: 'status,processingDetails,statistics', id: video.id },
    });
    expect(read.json().items[0].status.uploadStatus).toBe('processed');
    expect(read.json().items[0].processingDetails.processingStatus).toBe('succeeded');
    const items = await api(app, token, 'GET', '/youtube/v3/playlistItems', {
      query: {
        part: 'snippet,contentDetails',
        playlistId: (await myChannel(app, token)).contentDetails.relatedPlaylists.uploads,
      },
    });
    expect(items.json().items[0].contentDetails.videoId).toBe(video.id);
  });

  it('takes chunks: 308 with Range, a progress query, and the last chunk completes', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const total = 256 * KIB + 1000;
    const session = await startUpload(app, token, total);
    const empty = await putBytes(app, session, 0, `bytes */${total}`);
    expect(empty.statusCode).toBe(308);
    expect(empty.headers.range).toBeUndefined();
    const first = await putBytes(app, session, 256 * KIB, `bytes 0-${256 * KIB - 1}/${total}`);
    expect(first.statusCode).toBe(308);
    expect(first.headers.range).toBe(`bytes=0-${256 * KIB - 1}`);
    const query = await putBytes(app, session, 0, `bytes */${total}`);
    expect(query.headers.range).toBe(`bytes=0-${256 * KIB - 1}`);
    const ahead = await putBytes(app, session, 10, `bytes ${256 * KIB + 10}-${256 * KIB + 19}/${total}`);
    expect(ahead.statusCode).toBe(400);
    const last = await putBytes(app, session, 1000, `bytes ${256 * KIB}-${total - 1}/${total}`);
    expect(last.statusCode).toBe(201);
    const again = await putBytes(app, session, 0, `bytes */${total}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(last.json().id);
    const uploads = (await control(app, 'GET', '/youtube/uploads')).json().data;
    expect(uploads).toEqual([expect.objectContaining({ received: total, video_id: last.json().id })]);
  });

  it('persists only whole 256 KiB units of a chunk that is not the last', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const total = 600 * KIB;
    const session = await startUpload(app, token, total);
    const partial = await putBytes(app, session, 300 * KIB, `bytes 0-${300 * KIB - 1}/${total}`);
    expect(partial.statusCode).toBe(308);
    expect(partial.headers.range).toBe(`bytes=0-${256 * KIB - 1}`);
    const rest = await putBytes(app, session, total - 256 * KIB, `bytes ${256 * KIB}-${total - 1}/${total}`);
    expect(rest.statusCode).toBe(201);
  });

  it('validates metadata and media type like videos.insert', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const start = (body: object, type = 'video/mp4') =>
      api(app, token, 'POST', '/upload/youtube/v3/videos', {
        query: { uploadType: 'resumable', part: 'snippet,status' },
        body,
        headers: { 'x-upload-content-length': '100', 'x-upload-content-type': type },
      });
    const cases: Array<[object, string]> = [
      [{ snippet: { description: 'no title' } }, 'invalidTitle'],
      [{ snippet: { title: 'x'.repeat(101) } }, 'invalidTitle'],
      [{ snippet: { title: 'ok', categoryId: '999' } }, 'invalidCategoryId'],
      [{ snippet: { title: 'ok', tags: ['x'.repeat(501)] } }, 'invalidTags'],
      [{ snippet: { title: 'ok', description: 'x'.repeat(5001) } }, 'invalidDescription'],
      [
        { snippet: { title: 'ok' }, status: { privacyStatus: 'public', publishAt: '2026-08-01T00:00:00Z' } },
        'invalidPublishAt',
      ],
      [
        { snippet: { title: 'ok' }, status: { privacyStatus: 'private', publishAt: '2020-01-01T00:00:00Z' } },
        'invalidPublishAt',
      ],
    ];
    for (const [body, reason] of cases) {
      const refused = await start(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(reasonOf(refused)).toBe(reason);
    }
    const image = await start(METADATA, 'image/png');
    expect(image.statusCode).toBe(400);
    expect(image.json().error.message).toContain('Valid media types: [video/*, application/octet-stream]');
    expect((await start(METADATA)).statusCode).toBe(200);
  });

  it('schedules a private video with publishAt: it goes public at that time', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const publishAt = new Date(START + 3_600_000).toISOString();
    const video = await uploadVideo(app, token, {
      snippet: { title: 'Season 3 reveal', categoryId: '20' },
      status: { privacyStatus: 'private', publishAt },
    });
    expect(video.status).toMatchObject({
      privacyStatus: 'private',
      publishAt: publishAt.replace('.000Z', 'Z'),
    });
    expect((await control(app, 'GET', `/youtube/videos/${video.id}`)).json().statistics.viewCount).toBe(0);
    await advance(app, 3_600 + 600);
    const later = (await control(app, 'GET', `/youtube/videos/${video.id}`)).json();
    expect(later).toMatchObject({
      privacy_status: 'public',
      publish_at: null,
      published_at: publishAt.replace('.000Z', 'Z'),
    });
    expect(later.statistics.viewCount).toBeGreaterThan(0);
  });

  it('grows statistics with the clock', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const video = await uploadVideo(app, token);
    // Access tokens live an hour: each read takes a fresh one.
    const stats = async () => {
      const { access_token: fresh } = await connect(app);
      const read = await api(app, fresh, 'GET', '/youtube/v3/videos', {
        query: { part: 'statistics', id: video.id },
      });
      return read.json().items[0].statistics;
    };
    const early = await stats();
    await advance(app, 6 * 3600);
    const later = await stats();
    expect(Number(later.viewCount)).toBeGreaterThan(Number(early.viewCount));
    expect(Number(later.likeCount)).toBeGreaterThanOrEqual(Number(early.likeCount));
    expect(Number(later.commentCount)).toBeGreaterThan(0);
    expect(later.favoriteCount).toBe('0');
  });
});
