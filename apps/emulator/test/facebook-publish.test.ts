import { describe, expect, it } from 'vitest';
import { advance, control, emulator, G, graphAs, graphError, pageAccess, publish } from './fb-helpers.js';

describe('facebook emulator: publishing', () => {
  it('publishes a text post readable with permalink_url and listed in feed/published_posts', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const id = await publish(app, access, { message: 'Patch 2.0 is live' });
    expect(id).toMatch(new RegExp(`^${access.pageId}_\\d+$`));
    const post = await graphAs(app, access.token, 'GET', `/${id}`, {
      fields: 'id,message,permalink_url,created_time,is_published,status_type,from',
    });
    expect(post.json()).toMatchObject({
      id,
      message: 'Patch 2.0 is live',
      is_published: true,
      status_type: 'mobile_status_update',
      created_time: '2026-07-01T12:00:00+0000',
      from: { id: access.pageId, name: access.pageName },
    });
    expect(post.json().permalink_url).toBe(
      `https://www.facebook.com/${access.pageId}/posts/${id.split('_')[1]}`,
    );
    for (const edge of ['feed', 'published_posts']) {
      const list = await graphAs(app, access.token, 'GET', `/${access.pageId}/${edge}`);
      expect(list.json().data[0]).toMatchObject({ id, message: 'Patch 2.0 is live' });
      expect(list.json().data.length).toBeGreaterThan(1);
    }
  });

  it('publishes a link post and rejects a malformed link', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const id = await publish(app, access, {
      message: 'Read the notes',
      link: 'https://game.example.com/notes',
    });
    const post = await graphAs(app, access.token, 'GET', `/${id}`, { fields: 'attachments{media_type,url}' });
    expect(post.json().attachments.data[0]).toEqual({
      media_type: 'link',
      url: 'https://game.example.com/notes',
    });
    const bad = await graphAs(app, access.token, 'POST', `/${access.pageId}/feed`, { link: 'not a url' });
    expect(graphError(bad)).toMatchObject({ code: 100, error_subcode: 2061006 });
  });

  it('publishes a Page video from file_url and refuses one without a file', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const video = await graphAs(app, access.token, 'POST', `/${access.pageId}/videos`, {
      file_url: 'https://cdn.example.com/trailer.mp4',
      description: 'Season 3 trailer',
    });
    expect(video.statusCode).toBe(200);
    const { id } = video.json();
    const post = await graphAs(app, access.token, 'GET', `/${id}`, { fields: 'message,status_type' });
    expect(post.json()).toMatchObject({ message: 'Season 3 trailer', status_type: 'added_video' });
    const missing = await graphAs(app, access.token, 'POST', `/${access.pageId}/videos`, {
      description: 'No file',
    });
    expect(graphError(missing)).toMatchObject({ code: 100 });
    const bad = await graphAs(app, access.token, 'POST', `/${access.pageId}/videos`, { file_url: 'nope' });
    expect(graphError(bad)).toMatchObject({ code: 100, error_subcode: 1363030 });
  });

  it('publishes a single photo by url or upload', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const photo = await graphAs(app, access.token, 'POST', `/${access.pageId}/photos`, {
      url: 'https://cdn.example.com/key-art.jpg',
      caption: 'Key art',
    });
    expect(photo.statusCode).toBe(200);
    const { id, post_id } = photo.json();
    expect(post_id).toMatch(new RegExp(`^${access.pageId}_`));
    const post = await graphAs(app, access.token, 'GET', `/${post_id}`, {
      fields: 'message,full_picture,attachments',
    });
    expect(post.json()).toMatchObject({
      message: 'Key art',
      full_picture: 'https://cdn.example.com/key-art.jpg',
    });
    expect(post.json().attachments.data[0].target.id).toBe(id);

    const boundary = 'xYzBoundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="access_token"',
      '',
      access.token,
      `--${boundary}`,
      'Content-Disposition: form-data; name="caption"',
      '',
      'Uploaded',
      `--${boundary}`,
      'Content-Disposition: form-data; name="source"; filename="shot.png"',
      'Content-Type: image/png',
      '',
      'PNGDATA',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const upload = await app.inject({
      method: 'POST',
      url: `${G}/${access.pageId}/photos`,
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json().post_id).toBeTypeOf('string');

    const missing = await graphAs(app, access.token, 'POST', `/${access.pageId}/photos`, { caption: 'x' });
    expect(graphError(missing)).toMatchObject({ code: 324 });
    const badUrl = await graphAs(app, access.token, 'POST', `/${access.pageId}/photos`, { url: 'ftp://x' });
    expect(graphError(badUrl)).toMatchObject({ code: 100, error_subcode: 2061006 });
  });

  it('publishes a multi-photo post from unpublished photos via attached_media', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const ids: string[] = [];
    for (const name of ['a', 'b', 'c']) {
      const photo = await graphAs(app, access.token, 'POST', `/${access.pageId}/photos`, {
        url: `https://cdn.example.com/${name}.jpg`,
        published: 'false',
      });
      expect(Object.keys(photo.json())).toEqual(['id']);
      ids.push(photo.json().id);
    }
    const [a, b, c] = ids;
    const postId = await publish(app, access, {
      message: 'Three screenshots',
      attached_media: JSON.stringify([{ media_fbid: a }, { media_fbid: b }]),
    });
    const post = await graphAs(app, access.token, 'GET', `/${postId}`, { fields: 'attachments' });
    const album = post.json().attachments.data[0];
    expect(album.media_type).toBe('album');
    expect(album.subattachments.data.map((item: { target: { id: string } }) => item.target.id)).toEqual([
      a,
      b,
    ]);
    const indexed = await publish(app, access, { 'attached_media[0]': JSON.stringify({ media_fbid: c }) });
    expect(indexed).toMatch(/_/);
    const reused = await graphAs(app, access.token, 'POST', `/${access.pageId}/feed`, {
      attached_media: JSON.stringify([{ media_fbid: a }]),
    });
    expect(graphError(reused)).toMatchObject({ code: 100 });
  });

  it('schedules posts 10 minutes to 75 days ahead; they go live when the clock passes', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const now = Math.floor(Date.parse('2026-07-01T12:00:00Z') / 1000);
    const schedule = (seconds: number, extra: Record<string, string> = { published: 'false' }) =>
      graphAs(app, access.token, 'POST', `/${access.pageId}/feed`, {
        message: 'Later',
        scheduled_publish_time: String(now + seconds),
        ...extra,
      });
    const tooSoon = await schedule(5 * 60);
    expect(graphError(tooSoon)).toMatchObject({
      code: 100,
      error_user_title: 'Invalid Scheduled Publish Time',
    });
    expect(graphError(await schedule(76 * 86_400))).toMatchObject({ code: 100 });
    expect(graphError(await schedule(3600, {}))).toMatchObject({ code: 100 });
    const scheduled = await schedule(3600);
    expect(scheduled.statusCode).toBe(200);
    const id = scheduled.json().id;
    const read = await graphAs(app, access.token, 'GET', `/${id}`, {
      fields: 'is_published,scheduled_publish_time',
    });
    expect(read.json()).toEqual({ is_published: false, scheduled_publish_time: now + 3600 });
    const feedIds = async () =>
      (await graphAs(app, access.token, 'GET', `/${access.pageId}/feed`))
        .json()
        .data.map((p: { id: string }) => p.id);
    expect(await feedIds()).not.toContain(id);
    const queued = await graphAs(app, access.token, 'GET', `/${access.pageId}/scheduled_posts`);
    expect(queued.json().data.map((p: { id: string }) => p.id)).toEqual([id]);
    await advance(app, 3601);
    expect(await feedIds()).toContain(id);
    const live = await graphAs(app, access.token, 'GET', `/${id}`, { fields: 'is_published,created_time' });
    expect(live.json()).toEqual({ is_published: true, created_time: '2026-07-01T13:00:00+0000' });
  });

  it('validates content and tokens like the real API', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const other = (await graphAs(app, access.userToken, 'GET', '/me/accounts')).json().data[1];
    const empty = await graphAs(app, access.token, 'POST', `/${access.pageId}/feed`);
    expect(empty.statusCode).toBe(400);
    expect(graphError(empty)).toMatchObject({
      code: 100,
      message: '(#100) Missing message or attachment',
      type: 'OAuthException',
    });
    const long = await graphAs(app, access.token, 'POST', `/${access.pageId}/feed`, {
      message: 'x'.repeat(63_207),
    });
    expect(graphError(long)).toMatchObject({ code: 100 });
    const asUser = await graphAs(app, access.userToken, 'POST', `/${access.pageId}/feed`, { message: 'hi' });
    expect(asUser.statusCode).toBe(403);
    expect(graphError(asUser)).toMatchObject({ code: 200 });
    const wrongPage = await graphAs(app, access.token, 'POST', `/${other.id}/feed`, { message: 'hi' });
    expect(graphError(wrongPage)).toMatchObject({ code: 200 });
    const limited = await pageAccess(app, 0, { scope: ['pages_show_list', 'pages_read_engagement'] });
    const noScope = await graphAs(app, limited.token, 'POST', `/${limited.pageId}/feed`, { message: 'hi' });
    expect(graphError(noScope)).toMatchObject({ code: 200 });
  });

  it('edits and deletes posts', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const id = await publish(app, access, { message: 'Typo' });
    const edit = await graphAs(app, access.token, 'POST', `/${id}`, { message: 'Fixed' });
    expect(edit.json()).toEqual({ success: true });
    expect((await graphAs(app, access.token, 'GET', `/${id}`)).json().message).toBe('Fixed');
    const removed = await graphAs(app, access.token, 'DELETE', `/${id}`);
    expect(removed.json()).toEqual({ success: true });
    const gone = await graphAs(app, access.token, 'GET', `/${id}`);
    expect(graphError(gone)).toMatchObject({ code: 100, error_subcode: 33 });
    const state = (await control(app, 'GET', `/facebook/posts/${id}`)).json();
    expect(state).toMatchObject({ id, deleted: true, message: 'Fixed' });
  });
});
