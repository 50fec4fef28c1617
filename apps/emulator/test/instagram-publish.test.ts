import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { advance, control, emulator, graphAs, graphError } from './fb-helpers.js';
import {
  createContainer,
  type IgAccess,
  igAccess,
  publishContainer,
  publishRequest,
  statusOf,
} from './ig-helpers.js';

const item = (app: FastifyInstance, access: IgAccess, name: string) =>
  createContainer(app, access, {
    image_url: `https://cdn.example.com/${name}.jpg`,
    is_carousel_item: 'true',
  });

describe('instagram emulator: content publishing', () => {
  it('publishes a single image: container → media_publish → media visible', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    const containerId = await createContainer(app, access, {
      image_url: 'https://cdn.example.com/key-art.jpg',
      caption: 'Season 3 is live! #gamedev @someone',
      alt_text: 'Key art of season 3',
      location_id: '110843418940484',
      user_tags: JSON.stringify([{ username: 'mina.kim', x: 0.5, y: 0.4 }]),
    });
    expect(await statusOf(app, access, containerId)).toMatchObject({ status_code: 'FINISHED' });
    const mediaId = await publishContainer(app, access, containerId);
    expect(mediaId).toMatch(/^\d{17}$/);
    expect((await statusOf(app, access, containerId)).status_code).toBe('PUBLISHED');
    const media = await graphAs(app, access.userToken, 'GET', `/${mediaId}`, {
      fields:
        'id,caption,media_type,media_product_type,media_url,permalink,shortcode,timestamp,username,like_count,comments_count,alt_text',
    });
    expect(media.json()).toMatchObject({
      id: mediaId,
      caption: 'Season 3 is live! #gamedev @someone',
      media_type: 'IMAGE',
      media_product_type: 'FEED',
      media_url: 'https://cdn.example.com/key-art.jpg',
      permalink: expect.stringMatching(/^https:\/\/www\.instagram\.com\/p\/[\w-]{11}\/$/),
      timestamp: '2026-07-01T12:00:00+0000',
      username: access.username,
      like_count: 0,
      comments_count: 0,
      alt_text: 'Key art of season 3',
    });
    const list = await graphAs(app, access.token, 'GET', `/${access.igUserId}/media`, { limit: '1' });
    expect(list.json().data).toEqual([{ id: mediaId }]);
    const linked = (await control(app, 'GET', `/facebook/instagram/containers/${containerId}`)).json();
    expect(linked).toMatchObject({
      status_code: 'PUBLISHED',
      media_id: mediaId,
      published_time: expect.any(String),
    });
  });

  it('builds carousels from 2–10 finished items of the same account', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    const other = await igAccess(app, 1);
    const ids: string[] = [];
    for (let index = 0; index < 11; index++) ids.push(await item(app, access, `shot-${index}`));
    const video = await createContainer(app, access, {
      media_type: 'VIDEO',
      video_url: 'https://cdn.example.com/clip.mp4',
      is_carousel_item: 'true',
    });
    const carousel = (children: string[]) =>
      graphAs(app, access.token, 'POST', `/${access.igUserId}/media`, {
        media_type: 'CAROUSEL',
        caption: 'Screenshots',
        children: children.join(','),
      });
    expect(graphError(await carousel(ids.slice(0, 1)))).toMatchObject({ code: 100, error_subcode: 2207028 });
    expect(graphError(await carousel(ids))).toMatchObject({ code: 100, error_subcode: 2207028 });
    const foreign = await item(app, other, 'theirs');
    expect(graphError(await carousel([ids[0] ?? '', foreign]))).toMatchObject({ error_subcode: 2207028 });
    const notItem = await createContainer(app, access, { image_url: 'https://cdn.example.com/single.jpg' });
    expect(graphError(await carousel([ids[0] ?? '', notItem]))).toMatchObject({ error_subcode: 2207028 });
    expect(graphError(await carousel([ids[0] ?? '', video]))).toMatchObject({ error_subcode: 2207028 });
    await advance(app, 60);

    const parent = await carousel([...ids.slice(0, 9), video]);
    expect(parent.statusCode, parent.body).toBe(200);
    const mediaId = await publishContainer(app, access, parent.json().id);
    const media = await graphAs(app, access.token, 'GET', `/${mediaId}`, {
      fields: 'media_type,caption,children{id,media_type,media_url}',
    });
    expect(media.json().media_type).toBe('CAROUSEL_ALBUM');
    const children = media.json().children.data as Array<{ media_type: string; media_url: string }>;
    expect(children).toHaveLength(10);
    expect(children[0]).toMatchObject({
      media_type: 'IMAGE',
      media_url: 'https://cdn.example.com/shot-0.jpg',
    });
    expect(children[9]?.media_type).toBe('VIDEO');
    expect(graphError(await publishRequest(app, access, ids[0] ?? ''))).toMatchObject({ code: 24 });
  });

  it('processes reels: IN_PROGRESS for a few seconds, then FINISHED (or ERROR), clock-driven', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    const reel = await createContainer(app, access, {
      media_type: 'REELS',
      video_url: 'https://cdn.example.com/trailer.mp4',
      caption: 'Trailer',
      share_to_feed: 'true',
      thumb_offset: '1500',
    });
    expect(await statusOf(app, access, reel)).toMatchObject({
      status_code: 'IN_PROGRESS',
      status: expect.stringContaining('In Progress'),
    });
    const early = await publishRequest(app, access, reel);
    expect(early.statusCode).toBe(400);
    expect(graphError(early)).toMatchObject({
      code: 9007,
      error_subcode: 2207027,
      message: 'Media ID is not available',
    });
    await advance(app, 31);
    expect((await statusOf(app, access, reel)).status_code).toBe('FINISHED');
    const mediaId = await publishContainer(app, access, reel);
    const media = await graphAs(app, access.token, 'GET', `/${mediaId}`, {
      fields: 'media_type,media_product_type,is_shared_to_feed,thumbnail_url,permalink',
    });
    expect(media.json()).toMatchObject({
      media_type: 'VIDEO',
      media_product_type: 'REELS',
      is_shared_to_feed: true,
      permalink: expect.stringContaining('/reel/'),
    });

    const bad = await createContainer(app, access, {
      media_type: 'REELS',
      video_url: 'https://cdn.example.com/bad.mp4',
    });
    await advance(app, 31);
    const failed = await statusOf(app, access, bad);
    expect(failed).toMatchObject({ status_code: 'ERROR', status: expect.stringContaining('2207026') });
    expect(graphError(await publishRequest(app, access, bad))).toMatchObject({ code: 9007 });
    const missing = await graphAs(app, access.token, 'POST', `/${access.igUserId}/media`, {
      media_type: 'REELS',
    });
    expect(graphError(missing)).toMatchObject({ code: 100 });
  });

  it('publishes stories from an image or a video', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    const story = await createContainer(app, access, {
      media_type: 'STORIES',
      image_url: 'https://cdn.example.com/story.jpg',
    });
    const mediaId = await publishContainer(app, access, story);
    const media = await graphAs(app, access.token, 'GET', `/${mediaId}`, {
      fields: 'media_type,media_product_type,permalink',
    });
    expect(media.json()).toMatchObject({ media_type: 'IMAGE', media_product_type: 'STORY' });
    const stories = await graphAs(app, access.token, 'GET', `/${access.igUserId}/stories`);
    expect(stories.json().data[0]).toEqual({ id: mediaId });
    const feed = await graphAs(app, access.token, 'GET', `/${access.igUserId}/media`, { limit: '100' });
    expect(feed.json().data.map((entry: { id: string }) => entry.id)).not.toContain(mediaId);
    const videoStory = await createContainer(app, access, {
      media_type: 'STORIES',
      video_url: 'https://cdn.example.com/story.mp4',
    });
    expect((await statusOf(app, access, videoStory)).status_code).toBe('IN_PROGRESS');
    const none = await graphAs(app, access.token, 'POST', `/${access.igUserId}/media`, {
      media_type: 'STORIES',
    });
    expect(graphError(none)).toMatchObject({ code: 100 });
  });
});
