import { describe, expect, it } from 'vitest';
import {
  advance,
  connect,
  container,
  control,
  emulator,
  graphAs,
  graphError,
  post,
  publishContainer,
  read,
} from './threads-helpers.js';

const image = (name: string) => `https://cdn.game.example/${name}.jpg`;

describe('threads emulator: publishing through containers', () => {
  it('publishes text with a link card, an image and a carousel, with permalinks and children', async () => {
    const app = await emulator();
    const c = await connect(app);
    const text = await post(app, c, {
      media_type: 'TEXT',
      text: 'Patch 1.2 is live',
      link_attachment: 'https://game.example/patch',
    });
    const fields = 'id,media_type,text,permalink,shortcode,link_attachment_url,timestamp,username';
    expect(await read(app, c, `/${text}`, { fields })).toMatchObject({
      media_type: 'TEXT_POST',
      text: 'Patch 1.2 is live',
      link_attachment_url: 'https://game.example/patch',
      permalink: expect.stringMatching(/^https:\/\/www\.threads\.net\/@\w+\/post\/[\w-]{11}$/),
    });
    const single = await post(app, c, { media_type: 'IMAGE', image_url: image('a'), text: 'New skin' });
    expect((await read(app, c, `/${single}`, { fields: 'media_type,media_url' })).media_url).toBe(image('a'));
    const items = [];
    for (const name of ['b', 'c', 'd'])
      items.push(
        await container(app, c, { media_type: 'IMAGE', image_url: image(name), is_carousel_item: 'true' }),
      );
    const carousel = await post(app, c, { media_type: 'CAROUSEL', children: items.join(','), text: 'Album' });
    const read3 = await read(app, c, `/${carousel}`, {
      fields: 'media_type,children{id,media_type,media_url}',
    });
    expect(read3.media_type).toBe('CAROUSEL_ALBUM');
    expect(read3.children.data.map((child: { media_url: string }) => child.media_url)).toEqual(
      ['b', 'c', 'd'].map(image),
    );
    const list = await read(app, c, `/${c.userId}/threads`, { fields: 'id,text', limit: '3' });
    expect(list.data.map((item: { id: string }) => item.id)).toEqual([carousel, single, text]);
    const posts = (await control(app, 'GET', '/threads/posts')).json().data;
    expect(posts[0]).toMatchObject({ id: carousel, children: expect.any(Array) });
    expect(posts[0].container_id).toMatch(/^\d{17}$/);
  });

  it('processes a video for a few seconds (IN_PROGRESS, then FINISHED) and fails a bad one', async () => {
    const app = await emulator();
    const c = await connect(app);
    const id = await container(app, c, {
      media_type: 'VIDEO',
      video_url: 'https://cdn.game.example/trailer.mp4',
    });
    expect(await read(app, c, `/${id}`, { fields: 'status' })).toEqual({ status: 'IN_PROGRESS', id });
    expect(graphError(await publishContainer(app, c, id))).toMatchObject({
      code: 24,
      error_subcode: 4279009,
    });
    await advance(app, 15);
    expect((await read(app, c, `/${id}`, { fields: 'status' })).status).toBe('FINISHED');
    expect((await publishContainer(app, c, id)).statusCode).toBe(200);
    expect((await read(app, c, `/${id}`, { fields: 'status' })).status).toBe('PUBLISHED');
    const bad = await container(app, c, {
      media_type: 'VIDEO',
      video_url: 'https://cdn.game.example/bad.mp4',
    });
    await advance(app, 15);
    expect(await read(app, c, `/${bad}`, { fields: 'status,error_message' })).toMatchObject({
      status: 'ERROR',
      error_message: 'FAILED_DOWNLOADING_VIDEO',
    });
  });

  it('attaches a poll to a text post (2–4 options, 24 hours)', async () => {
    const app = await emulator();
    const c = await connect(app);
    const poll = JSON.stringify({ option_a: 'Dunes', option_b: 'Harbor', option_c: 'Rift' });
    const id = await post(app, c, { media_type: 'TEXT', text: 'Next map?', poll_attachment: poll });
    const view = await read(app, c, `/${id}`, { fields: 'poll_attachment' });
    expect(view.poll_attachment).toMatchObject({ option_a: 'Dunes', option_c: 'Rift', total_votes: 0 });
    await advance(app, 6 * 3_600);
    const later = (await read(app, c, `/${id}`, { fields: 'poll_attachment' })).poll_attachment;
    expect(later.total_votes).toBeGreaterThan(0);
    expect(Date.parse(later.expiration_timestamp.replace('+0000', 'Z'))).toBe(
      Date.parse('2026-07-02T12:00:00Z'),
    );
  });

  it('validates containers like the real API', async () => {
    const app = await emulator();
    const c = await connect(app);
    const item = await container(app, c, {
      media_type: 'IMAGE',
      image_url: image('x'),
      is_carousel_item: 'true',
    });
    const refusals: Array<Record<string, string>> = [
      { text: 'no type' },
      { media_type: 'TEXT' },
      { media_type: 'TEXT', text: 'x'.repeat(501) },
      { media_type: 'TEXT', text: Array.from({ length: 6 }, (_, i) => `https://l${i}.example`).join(' ') },
      { media_type: 'IMAGE', image_url: 'not a url' },
      { media_type: 'IMAGE', image_url: image('y'), link_attachment: 'https://game.example' },
      { media_type: 'IMAGE', image_url: image('y'), poll_attachment: '{"option_a":"a","option_b":"b"}' },
      { media_type: 'TEXT', text: 'poll', poll_attachment: '{"option_a":"only one"}' },
      { media_type: 'TEXT', text: 'poll', poll_attachment: '{"option_a":"a","option_c":"c"}' },
      {
        media_type: 'TEXT',
        text: 'poll',
        poll_attachment: `{"option_a":"a","option_b":"${'b'.repeat(26)}"}`,
      },
      { media_type: 'CAROUSEL', children: item },
      { media_type: 'TEXT', text: 'reply', reply_to_id: '123' },
      { media_type: 'TEXT', text: 'hi', reply_control: 'nobody' },
    ];
    for (const params of refusals) {
      const refused = await graphAs(app, c.token, 'POST', `/${c.userId}/threads`, { ...params });
      expect(refused.statusCode, JSON.stringify(params)).toBe(400);
      expect(graphError(refused).code, JSON.stringify(params)).toBe(100);
    }
    const other = await graphAs(app, c.token, 'POST', '/123/threads', { media_type: 'TEXT', text: 'x' });
    expect(graphError(other)).toMatchObject({ code: 100, error_subcode: 33 });
  });

  it('publishes a container once, refuses expired ones, and can auto-publish text', async () => {
    const app = await emulator();
    const c = await connect(app);
    const id = await container(app, c, { media_type: 'TEXT', text: 'Once' });
    expect((await publishContainer(app, c, id)).statusCode).toBe(200);
    const twice = await publishContainer(app, c, id);
    expect(graphError(twice)).toMatchObject({ code: 100, message: expect.stringContaining('already') });
    const stale = await container(app, c, { media_type: 'TEXT', text: 'Too late' });
    await advance(app, 86_400);
    expect((await read(app, c, `/${stale}`, { fields: 'status' })).status).toBe('EXPIRED');
    expect(graphError(await publishContainer(app, c, stale)).code).toBe(100);
    const auto = await graphAs(app, c.token, 'POST', `/${c.userId}/threads`, {
      media_type: 'TEXT',
      text: 'Straight out',
      auto_publish_text: 'true',
    });
    expect((await read(app, c, `/${auto.json().id}`, { fields: 'text' })).text).toBe('Straight out');
  });

  it('enforces the 24-hour publishing quota and reports it', async () => {
    const app = await emulator();
    const c = await connect(app);
    await control(app, 'POST', '/threads/limits', { posts_per_day: 2 });
    await post(app, c, { media_type: 'TEXT', text: 'one' });
    await post(app, c, { media_type: 'TEXT', text: 'two' });
    const third = await publishContainer(
      app,
      c,
      await container(app, c, { media_type: 'TEXT', text: 'three' }),
    );
    expect(graphError(third)).toMatchObject({ code: 9, error_subcode: 2207042 });
    const limit = await read(app, c, `/${c.userId}/threads_publishing_limit`, {
      fields: 'quota_usage,config',
    });
    expect(limit.data[0]).toEqual({ quota_usage: 2, config: { quota_total: 2, quota_duration: 86_400 } });
    await advance(app, 86_401);
    await post(app, c, { media_type: 'TEXT', text: 'three, a day later' });
  });
});
