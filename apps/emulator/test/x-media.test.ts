import { describe, expect, it } from 'vitest';
import { advance, api, connect, emulator, tweet, upload, uploadImage } from './x-helpers.js';

const MB = 1024 * 1024;

async function setup() {
  const app = await emulator();
  const { access_token: token } = await connect(app);
  return { app, token };
}

describe('x emulator: media upload', () => {
  it('uploads an image in one request and attaches it to a post', async () => {
    const { app, token } = await setup();
    const response = await upload(
      app,
      token,
      '/2/media/upload',
      { media_category: 'tweet_image' },
      { bytes: 4096, type: 'image/jpeg' },
    );
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ size: 4096, expires_after_secs: 86_400 });
    expect(data.media_key).toBe(`3_${data.id}`);
    expect(data.processing_info).toBeUndefined();
    const id = await tweet(app, token, { text: 'Screenshot!', media: { media_ids: [data.id] } });
    const read = await api(app, token, 'GET', `/2/tweets/${id}`, {
      query: {
        'tweet.fields': 'attachments',
        expansions: 'attachments.media_keys',
        'media.fields': 'width,height,url',
      },
    });
    expect(read.json().data.attachments.media_keys).toEqual([data.media_key]);
    expect(read.json().includes.media[0]).toMatchObject({
      media_key: data.media_key,
      type: 'photo',
      url: expect.any(String),
    });
  });

  it('enforces types and size limits', async () => {
    const { app, token } = await setup();
    const uncategorised = await upload(app, token, '/2/media/upload', {}, { bytes: 1024, type: 'image/png' });
    expect(uncategorised.statusCode).toBe(400);
    expect(uncategorised.json().errors[0]).toEqual({
      parameters: { media_category: [] },
      message: 'media_category is required.',
    });
    const image = { media_category: 'tweet_image' };
    const big = await upload(app, token, '/2/media/upload', image, { bytes: 5 * MB + 1, type: 'image/png' });
    expect(big.statusCode).toBe(400);
    expect(big.json().errors[0].message).toBe(`File size exceeds ${5 * MB} bytes.`);
    const video = await upload(
      app,
      token,
      '/2/media/upload',
      { media_category: 'tweet_video' },
      { bytes: 1024, type: 'video/mp4' },
    );
    expect(video.json().errors[0].message).toContain('chunks');
    const pdf = await upload(app, token, '/2/media/upload', image, { bytes: 1024, type: 'application/pdf' });
    expect(pdf.json().errors[0].message).toBe('media_type application/pdf is not supported');
    const hugeVideo = await api(app, token, 'POST', '/2/media/upload/initialize', {
      body: { media_type: 'video/mp4', total_bytes: 513 * MB, media_category: 'tweet_video' },
    });
    expect(hugeVideo.statusCode).toBe(400);
    const hugeGif = await api(app, token, 'POST', '/2/media/upload/initialize', {
      body: { media_type: 'image/gif', total_bytes: 16 * MB, media_category: 'tweet_gif' },
    });
    expect(hugeGif.json().errors[0].message).toBe(`File size exceeds ${15 * MB} bytes.`);
  });

  it('refuses an APPEND segment over 1 MB with 413, as the edge of X does', async () => {
    const { app, token } = await setup();
    const init = await api(app, token, 'POST', '/2/media/upload/initialize', {
      body: { media_type: 'video/mp4', total_bytes: 2 * MB, media_category: 'tweet_video' },
    });
    const { id } = init.json().data;
    const append = (index: string, bytes: number) =>
      upload(
        app,
        token,
        `/2/media/upload/${id}/append`,
        { segment_index: index },
        {
          bytes,
          type: 'application/octet-stream',
        },
      );
    const oversized = await append('0', MB + 1);
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toMatchObject({ status: 413, title: 'Payload Too Large' });
    expect((await append('0', MB)).statusCode).toBe(200);
    expect((await append('1', MB)).statusCode).toBe(200);
    expect((await api(app, token, 'POST', `/2/media/upload/${id}/finalize`)).statusCode).toBe(200);
  });

  it('uploads a video in chunks; it can be posted once processing has succeeded', async () => {
    const { app, token } = await setup();
    const init = await api(app, token, 'POST', '/2/media/upload/initialize', {
      body: { media_type: 'video/mp4', total_bytes: 3072, media_category: 'tweet_video' },
    });
    expect(init.statusCode).toBe(200);
    const { id, media_key, expires_after_secs } = init.json().data;
    expect(media_key).toBe(`7_${id}`);
    expect(expires_after_secs).toBeGreaterThan(0);
    const first = await upload(
      app,
      token,
      `/2/media/upload/${id}/append`,
      { segment_index: '0' },
      { bytes: 2048, type: 'application/octet-stream' },
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().data.expires_at).toBeTypeOf('number');
    const early = await api(app, token, 'POST', `/2/media/upload/${id}/finalize`);
    expect(early.json().errors[0].message).toContain('Segments do not add up');
    const second = await api(app, token, 'POST', `/2/media/upload/${id}/append`, {
      body: { segment_index: 1, media: Buffer.alloc(1024, 2).toString('base64') },
    });
    expect(second.statusCode).toBe(200);
    const finalized = await api(app, token, 'POST', `/2/media/upload/${id}/finalize`);
    expect(finalized.json().data).toMatchObject({
      id,
      size: 3072,
      processing_info: { state: 'pending', check_after_secs: 1 },
    });
    const tooSoon = await api(app, token, 'POST', '/2/tweets', {
      body: { text: 'Trailer', media: { media_ids: [id] } },
    });
    expect(tooSoon.json().errors[0].message).toBe('Your media IDs are invalid.');
    const status = async () =>
      (await api(app, token, 'GET', '/2/media/upload', { query: { command: 'STATUS', media_id: id } })).json()
        .data.processing_info;
    await advance(app, 2);
    expect(await status()).toMatchObject({ state: 'in_progress', progress_percent: expect.any(Number) });
    await advance(app, 15);
    expect(await status()).toEqual({ state: 'succeeded', progress_percent: 100 });
    const image = await uploadImage(app, token);
    const mixed = await api(app, token, 'POST', '/2/tweets', {
      body: { text: 'Mixed', media: { media_ids: [id, image] } },
    });
    expect(mixed.statusCode).toBe(400);
    await tweet(app, token, { text: 'Trailer', media: { media_ids: [id] } });
  });

  it('accepts the command=INIT|APPEND|FINALIZE spelling and animated GIFs', async () => {
    const { app, token } = await setup();
    const init = await upload(app, token, '/2/media/upload', {
      command: 'INIT',
      media_type: 'image/gif',
      total_bytes: '1000',
      media_category: 'tweet_gif',
    });
    const { id, media_key } = init.json().data;
    expect(media_key).toBe(`16_${id}`);
    const appended = await upload(
      app,
      token,
      '/2/media/upload',
      { command: 'APPEND', media_id: id, segment_index: '0' },
      { bytes: 1000, type: 'image/gif' },
    );
    expect(appended.statusCode).toBe(200);
    const finalized = await upload(app, token, '/2/media/upload', { command: 'FINALIZE', media_id: id });
    expect(finalized.json().data.processing_info.state).toBe('pending');
    await advance(app, 20);
    await tweet(app, token, { text: 'GIF!', media: { media_ids: [id] } });
    const unknown = await api(app, token, 'GET', '/2/media/upload', {
      query: { command: 'STATUS', media_id: '123' },
    });
    expect(unknown.statusCode).toBe(400);
  });
});
