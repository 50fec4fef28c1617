import { describe, expect, it } from 'vitest';
import {
  advance,
  connect,
  control,
  emulator,
  initUpload,
  mp4,
  open,
  postInfo,
  putChunk,
  status,
} from './tiktok-helpers.js';

const MB = 1024 * 1024;
const init = '/v2/post/publish/video/init/';
const photos = (
  urls: string[],
  info: object = { title: 'Gallery', privacy_level: 'PUBLIC_TO_EVERYONE' },
) => ({
  media_type: 'PHOTO',
  post_mode: 'DIRECT_POST',
  post_info: { description: 'Concept art from the team', ...info },
  source_info: { source: 'PULL_FROM_URL', photo_images: urls, photo_cover_index: 0 },
});

describe('tiktok emulator: Content Posting API', () => {
  it('answers the creator info a post must respect', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const info = (await open(app, token, 'POST', '/v2/post/publish/creator_info/query/')).json();
    expect(info.error).toMatchObject({ code: 'ok', log_id: expect.any(String) });
    expect(info.data).toMatchObject({
      privacy_level_options: [
        'PUBLIC_TO_EVERYONE',
        'MUTUAL_FOLLOW_FRIENDS',
        'FOLLOWER_OF_CREATOR',
        'SELF_ONLY',
      ],
      comment_disabled: false,
      max_video_post_duration_sec: 600,
    });
    const limited = await connect(app, ['user.info.basic']);
    const refused = await open(app, limited.access_token, 'POST', '/v2/post/publish/creator_info/query/');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('scope_not_authorized');
  });

  it('uploads a small video in one chunk, processes it on the clock and lists it', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const { publish_id, upload_url } = await initUpload(app, token, 4096, postInfo('First clip #launch'));
    expect(upload_url).toContain('/tiktok/upload/upload/?upload_id=');
    expect((await status(app, token, publish_id)).status).toBe('PROCESSING_UPLOAD');
    expect((await putChunk(app, upload_url, mp4(4096), 0, 4096)).statusCode).toBe(201);
    expect(await status(app, token, publish_id)).toMatchObject({
      status: 'PROCESSING_UPLOAD',
      uploaded_bytes: 4096,
    });
    await advance(app, 10);
    const done = await status(app, token, publish_id);
    expect(done.status).toBe('PUBLISH_COMPLETE');
    const [postId] = done.publicaly_available_post_id;
    const listed = await open(app, token, 'POST', '/v2/video/list/', {
      fields: 'id,title,share_url,view_count',
      body: { max_count: 1 },
    });
    expect(listed.json().data.videos[0]).toMatchObject({ id: postId, title: 'First clip #launch' });
  });

  it('enforces the chunk rules and takes a large file in order, 206 then 201', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const source = (size: number, chunk: number, count: number) => ({
      post_info: postInfo('Trailer'),
      source_info: { source: 'FILE_UPLOAD', video_size: size, chunk_size: chunk, total_chunk_count: count },
    });
    for (const bad of [source(4 * MB, 2 * MB, 2), source(20 * MB, 3 * MB, 6), source(11 * MB, 5 * MB, 3)]) {
      const refused = await open(app, token, 'POST', init, { body: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('invalid_params');
    }
    const answer = (await open(app, token, 'POST', init, { body: source(11 * MB, 5 * MB, 2) })).json().data;
    const file = mp4(11 * MB);
    expect((await putChunk(app, answer.upload_url, file.subarray(5 * MB), 5 * MB, 11 * MB)).statusCode).toBe(
      400,
    );
    expect((await putChunk(app, answer.upload_url, file.subarray(0, 5 * MB), 0, 11 * MB)).statusCode).toBe(
      206,
    );
    expect((await putChunk(app, answer.upload_url, file.subarray(5 * MB), 5 * MB, 11 * MB)).statusCode).toBe(
      201,
    );
  });

  it('fails a file that is not a video with file_format_check_failed', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const { publish_id, upload_url } = await initUpload(app, token, 64);
    await putChunk(app, upload_url, Buffer.alloc(64, 7), 0, 64);
    await advance(app, 10);
    expect(await status(app, token, publish_id)).toMatchObject({
      status: 'FAILED',
      fail_reason: 'file_format_check_failed',
    });
  });

  it('pulls a video and photos from verified domains only', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const pull = (url: string) =>
      open(app, token, 'POST', init, {
        body: { post_info: postInfo('Pulled'), source_info: { source: 'PULL_FROM_URL', video_url: url } },
      });
    const unverified = await pull('https://elsewhere.example/v.mp4');
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error.code).toBe('url_ownership_unverified');
    const video = (await pull('https://cdn.game.example/v.mp4')).json().data.publish_id;
    expect((await status(app, token, video)).status).toBe('PROCESSING_DOWNLOAD');
    const urls = ['https://cdn.game.example/1.jpg', 'https://cdn.game.example/2.jpg'];
    const photo = await open(app, token, 'POST', '/v2/post/publish/content/init/', { body: photos(urls) });
    expect(photo.statusCode, photo.body).toBe(200);
    const tooMany = photos(Array.from({ length: 36 }, (_, i) => `https://cdn.game.example/${i}.jpg`));
    expect(
      (await open(app, token, 'POST', '/v2/post/publish/content/init/', { body: tooMany })).statusCode,
    ).toBe(400);
    await advance(app, 10);
    expect((await status(app, token, video)).status).toBe('PUBLISH_COMPLETE');
    const posts = (await control(app, 'GET', '/tiktok/posts')).json().data;
    const gallery = posts.find((post: { kind: string }) => post.kind === 'photo');
    expect(gallery).toMatchObject({
      title: 'Gallery',
      description: 'Concept art from the team',
      image_count: 2,
    });
  });

  it('refuses a privacy level the creator lacks, public posts of an unaudited app and posts over the cap', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    await control(app, 'POST', '/tiktok/creator', {
      privacy_level_options: ['FOLLOWER_OF_CREATOR', 'SELF_ONLY'],
    });
    const body = (info: object) => ({
      post_info: info,
      source_info: { source: 'PULL_FROM_URL', video_url: 'https://cdn.game.example/v.mp4' },
    });
    const mismatch = await open(app, token, 'POST', init, { body: body(postInfo('Public')) });
    expect(mismatch.json().error.code).toBe('privacy_level_option_mismatch');
    await control(app, 'POST', '/tiktok/unaudited', { unaudited: true });
    const followers = body(postInfo('Followers', { privacy_level: 'FOLLOWER_OF_CREATOR' }));
    const unaudited = await open(app, token, 'POST', init, { body: followers });
    expect(unaudited.statusCode).toBe(403);
    expect(unaudited.json().error.code).toBe('unaudited_client_can_only_post_to_private_accounts');
    const selfOnly = body(postInfo('Private', { privacy_level: 'SELF_ONLY' }));
    expect((await open(app, token, 'POST', init, { body: selfOnly })).statusCode).toBe(200);
    await control(app, 'POST', '/tiktok/limits', { posts_per_day: 1 });
    const capped = await open(app, token, 'POST', init, { body: selfOnly });
    expect(capped.statusCode).toBe(403);
    expect(capped.json().error.code).toBe('spam_risk_too_many_posts');
    await advance(app, 86_400);
    const tomorrow = (await connect(app)).access_token;
    expect((await open(app, tomorrow, 'POST', init, { body: selfOnly })).statusCode).toBe(200);
  });
});
