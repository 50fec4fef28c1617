import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { FacebookGraph } from '../facebook/graph.js';
import type { AccountRef, MediaItem, PublishRequest, PublishSteps } from '../types.js';

const idSchema = z.object({ id: z.string() });
const statusSchema = z.object({ status_code: z.string().optional(), status: z.string().optional() });

/** A video container usually finishes within minutes; the publish then resumes from the saved container. */
const FINISH_LIMIT_MS = 90_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type ContentType = 'feed' | 'reel' | 'story';

/** A post without Instagram options goes to the feed. */
function contentType(request: PublishRequest<'instagram'>): ContentType {
  const value = request.options?.content_type;
  return value === 'reel' || value === 'story' ? value : 'feed';
}

function mediaParams(item: MediaItem, type: ContentType | 'child') {
  if (item.kind !== 'video')
    return { image_url: item.url, ...(type === 'story' ? { media_type: 'STORIES' } : {}) };
  const mediaType = type === 'story' ? 'STORIES' : type === 'child' ? 'VIDEO' : 'REELS';
  return { media_type: mediaType, video_url: item.url };
}

/** Creates a container once (step `name`), answering its id. */
async function container(
  graph: FacebookGraph,
  account: AccountRef,
  steps: PublishSteps,
  name: string,
  params: Record<string, string | boolean | undefined>,
): Promise<string> {
  const saved = steps.done[name];
  if (saved) return saved;
  const answer = idSchema.parse(
    await graph.post(`${account.socialId}/media`, params, account.credential.accessToken),
  );
  await steps.save(name, answer.id);
  return answer.id;
}

/**
 * Waits until a container is FINISHED (or already PUBLISHED, by an earlier try whose answer was lost);
 * ERROR and EXPIRED are final, a slow one is left for a later try.
 */
async function finished(
  graph: FacebookGraph,
  account: AccountRef,
  id: string,
): Promise<'FINISHED' | 'PUBLISHED'> {
  const deadline = Date.now() + FINISH_LIMIT_MS;
  for (let wait = 500; ; wait = Math.min(wait * 2, 8000)) {
    const state = statusSchema.parse(
      await graph.get(
        encodeURIComponent(id),
        { fields: 'status_code,status' },
        account.credential.accessToken,
      ),
    );
    if (state.status_code === 'FINISHED' || state.status_code === 'PUBLISHED') return state.status_code;
    if (state.status_code === 'ERROR' || state.status_code === 'EXPIRED') {
      throw new PlatformError(
        'instagram',
        'content',
        state.status ?? `the media container is ${state.status_code}`,
      );
    }
    if (Date.now() + wait > deadline)
      throw new PlatformError('instagram', 'transient', 'the media is still processing');
    await sleep(wait);
  }
}

/**
 * Instagram's container flow (platforms/instagram.md §2): children and container ids are saved the
 * moment they are returned, so a resumed publish never creates them twice. Answers the media id, or
 * `published` when the saved container was already published (the media is then found by caption).
 */
export async function publishToInstagram(
  graph: FacebookGraph,
  account: AccountRef,
  request: PublishRequest<'instagram'>,
  steps: PublishSteps,
): Promise<string | 'published'> {
  if (request.poll || request.scheduledAt) {
    throw new PlatformError(
      'instagram',
      'unsupported',
      'Instagram publishing has no polls and no native scheduling',
    );
  }
  const [first, ...more] = request.media;
  if (!first) throw new PlatformError('instagram', 'content', 'an Instagram post needs an image or a video');
  const type = contentType(request);
  const caption = type === 'story' ? undefined : request.text;
  let id: string;
  if (more.length === 0) {
    const shareToFeed = type === 'reel' ? (request.options?.share_to_feed ?? true) : undefined;
    id = await container(graph, account, steps, 'container', {
      ...mediaParams(first, type),
      caption,
      share_to_feed: shareToFeed,
    });
  } else {
    if (type !== 'feed') throw new PlatformError('instagram', 'content', 'reels and stories carry one media');
    const children: string[] = [];
    for (const [index, item] of request.media.entries()) {
      const child = await container(graph, account, steps, `child_${index}`, {
        ...mediaParams(item, 'child'),
        is_carousel_item: true,
      });
      await finished(graph, account, child);
      children.push(child);
    }
    id = await container(graph, account, steps, 'container', {
      media_type: 'CAROUSEL',
      children: children.join(','),
      caption,
    });
  }
  if ((await finished(graph, account, id)) === 'PUBLISHED') return 'published';
  const published = await graph.post(
    `${account.socialId}/media_publish`,
    { creation_id: id },
    account.credential.accessToken,
  );
  return idSchema.parse(published).id;
}
