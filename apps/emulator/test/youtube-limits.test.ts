import { describe, expect, it } from 'vitest';
import { injectFault } from './emulator-helpers.js';
import {
  api,
  connect,
  control,
  emulator,
  myChannel,
  putBytes,
  REDIRECT,
  reasonOf,
  startUpload,
  tokenRequest,
} from './youtube-helpers.js';

const categories = (app: Awaited<ReturnType<typeof emulator>>, token: string) =>
  api(app, token, 'GET', '/youtube/v3/videoCategories', { query: { part: 'snippet', regionCode: 'US' } });

describe('youtube emulator: quota, faults and determinism', () => {
  it('charges list calls 1 unit and writes 50, and answers quotaExceeded when the day is spent', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    await categories(app, token);
    const video = await startUpload(app, token, 10);
    expect(video).toContain('upload_id=');
    const used = (await control(app, 'GET', '/youtube/quota')).json();
    expect(used).toMatchObject({ units_used: 1, units_limit: 10_000, inserts_used: 1, inserts_limit: 100 });
    await control(app, 'POST', '/youtube/quota', { units_used: 9_999 });
    expect((await categories(app, token)).statusCode).toBe(200);
    const spent = await categories(app, token);
    expect(spent.statusCode).toBe(403);
    expect(spent.json().error.errors[0]).toMatchObject({ reason: 'quotaExceeded', domain: 'youtube.quota' });
    await control(app, 'POST', '/youtube/quota', { inserts_used: 100 });
    const insert = await api(app, token, 'POST', '/upload/youtube/v3/videos', {
      query: { uploadType: 'resumable', part: 'snippet' },
      body: { snippet: { title: 'x' } },
    });
    expect(reasonOf(insert)).toBe('quotaExceeded');
    // A new Pacific day starts from zero.
    await control(app, 'POST', '/clock', { advance_seconds: 86_400 });
    const { access_token: fresh } = await connect(app);
    expect((await categories(app, fresh)).statusCode).toBe(200);
    expect((await control(app, 'GET', '/youtube/quota')).json().units_used).toBe(1);
    await control(app, 'POST', '/youtube/quota', { reset: true });
    expect((await control(app, 'GET', '/youtube/quota')).json().units_used).toBe(0);
  });

  it('injects expired tokens, rate limits and backend errors', async () => {
    const app = await emulator();
    const tokens = await connect(app);
    const fault = (body: object) => control(app, 'POST', '/faults', { network: 'youtube', ...body });
    await fault({ match: 'videoCategories.list', kind: 'expired_token' });
    expect(reasonOf(await categories(app, tokens.access_token))).toBe('authError');
    await fault({ kind: 'rate_limit' });
    const limited = await categories(app, tokens.access_token);
    expect(limited.statusCode).toBe(403);
    expect(reasonOf(limited)).toBe('rateLimitExceeded');
    await fault({ kind: 'server_error' });
    const down = await categories(app, tokens.access_token);
    expect(down.statusCode).toBe(503);
    expect(reasonOf(down)).toBe('backendError');
    await fault({ match: 'oauth2.token', kind: 'expired_token' });
    const refresh = await tokenRequest(app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(refresh.json().error).toBe('invalid_grant');
    expect((await categories(app, tokens.access_token)).statusCode).toBe(200);
  });

  it('timeout_after_create on the final PUT creates the video and withholds the answer', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const session = await startUpload(app, token, 100);
    await injectFault(app, 'youtube', 'timeout_after_create', {
      match: 'publish',
      method: 'PUT',
      delay_ms: 20,
    });
    await expect(putBytes(app, session, 100)).rejects.toThrow();
    const channel = await myChannel(app, token);
    const videos = (await control(app, 'GET', `/youtube/channels/${channel.id}/videos`)).json().data;
    expect(videos[0]).toMatchObject({ title: 'Patch 1.2 trailer', origin: 'api' });
    const query = await putBytes(app, session, 0, 'bytes */100');
    expect(query.statusCode).toBe(200);
    expect(query.json().id).toBe(videos[0].id);
  });

  it('derives everything from the seed', async () => {
    const snapshot = async (seed: number) => {
      const app = await emulator(seed);
      const { access_token: token } = await connect(app);
      const channel = await myChannel(app, token);
      const uploads = await api(app, token, 'GET', '/youtube/v3/playlistItems', {
        query: {
          part: 'snippet',
          playlistId: channel.contentDetails.relatedPlaylists.uploads,
          maxResults: '50',
        },
      });
      return { channel, token, uploads: uploads.json().items };
    };
    const [a, b, c] = [await snapshot(5), await snapshot(5), await snapshot(6)];
    expect(a.channel).toEqual(b.channel);
    expect(a.uploads).toEqual(b.uploads);
    expect(a.token).toBe(b.token);
    expect(c.channel.id).not.toBe(a.channel.id);
  });

  it('connects the channel picked on the consent page', async () => {
    const app = await emulator();
    const { channels } = (await control(app, 'GET', '/youtube/state')).json();
    const last = channels[channels.length - 1];
    const { access_token: token } = await connect(app, { channel_id: last.id });
    expect((await myChannel(app, token)).id).toBe(last.id);
    const unknown = await control(app, 'POST', '/youtube/authorize', {
      redirect_uri: REDIRECT,
      scope: 'https://www.googleapis.com/auth/youtube',
      channel_id: 'UCnope',
    });
    expect(unknown.statusCode).toBe(400);
  });
});
