import { emptyPostInput } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import type { PostMedia } from '../../src/modules/content/facts.js';
import { publishRequestFor } from '../../src/modules/content/pipeline/request.js';
import { postBodySchema } from '../../src/modules/content/store.js';

const trailer = {
  id: 7,
  url: 'https://media.test/trailer.mp4',
  name: 'trailer.mp4',
  mime: 'video/mp4',
  kind: 'video' as const,
  size: 1024,
  sha1: 'a'.repeat(40),
  width: 1080,
  height: 1920,
  duration_ms: 61_500,
};
const media: PostMedia = { images: [], videos: [trailer], thumbnail: null, preview: null };
const video = { url: trailer.url, kind: 'video', mimeType: 'video/mp4' };

const tiktok = {
  auto_add_music: false,
  brand_organic_toggle: false,
  brand_content_toggle: false,
  disable_comment: false,
  disable_duet: true,
  disable_stitch: false,
  privacy_level: 'FOLLOWER_OF_CREATOR' as const,
  max_duration_sec: 600,
};
const reddit = { content_type: 'text' as const, subreddit: 'IndieGaming', flair_id: null };

/** A post as its row stores it, read back through the body schema as the pipeline does. */
const stored = (options: object) => {
  const { account_ids: _accounts, ...body } = emptyPostInput({ title: ' Season 3 ', text: 'Out now' });
  return postBodySchema.parse(JSON.parse(JSON.stringify({ ...body, options })));
};

describe('the request an adapter is asked to publish', () => {
  it("carries the network's own options and the values taken from the post", () => {
    const body = stored({ tiktok, reddit });
    expect(publishRequestFor(body, 'tiktok', media)).toEqual({
      text: 'Out now',
      media: [video],
      options: tiktok,
      videoSeconds: 62,
    });
    expect(publishRequestFor(body, 'reddit', media)).toEqual({
      text: 'Out now',
      media: [],
      options: reddit,
      title: 'Season 3',
    });
    expect(publishRequestFor(body, 'youtube', media)).toEqual({ text: 'Season 3\nOut now', media: [video] });
    expect(publishRequestFor(body, 'twitter', media)).toEqual({ text: 'Out now', media: [video] });
  });

  it('leaves out the options of a network the stored post has none for', () => {
    const body = stored({});
    expect(publishRequestFor(body, 'tiktok', media)).toEqual({
      text: 'Out now',
      media: [video],
      videoSeconds: 62,
    });
    expect(publishRequestFor(body, 'instagram', media)).toEqual({ text: 'Out now', media: [video] });
  });
});
