import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { AccountRef, MediaItem, PublishContent, PublishResult, PublishSteps } from '../types.js';
import type { FacebookGraph } from './graph.js';

const idSchema = z.object({ id: z.string() });
const photoSchema = z.object({ id: z.string(), post_id: z.string().optional() });
const permalinkSchema = z.object({ permalink_url: z.string().optional() });

function scheduling(request: PublishContent) {
  if (!request.scheduledAt) return { published: true };
  return { published: false, scheduled_publish_time: Math.floor(request.scheduledAt.getTime() / 1000) };
}

async function permalink(graph: FacebookGraph, postId: string, token: string): Promise<string | null> {
  const answer = permalinkSchema.parse(
    await graph.get(encodeURIComponent(postId), { fields: 'permalink_url' }, token),
  );
  return answer.permalink_url ?? null;
}

/** Uploads each photo unpublished once (resumable by step `photo_<n>`), then one feed post attaches them. */
async function album(
  graph: FacebookGraph,
  account: AccountRef,
  request: PublishContent,
  images: readonly MediaItem[],
  steps: PublishSteps,
): Promise<string> {
  const token = account.credential.accessToken;
  const photoIds: string[] = [];
  for (const [index, image] of images.entries()) {
    const step = `photo_${index}`;
    let id = steps.done[step];
    if (!id) {
      id = idSchema.parse(
        await graph.post(`${account.socialId}/photos`, { url: image.url, published: false }, token),
      ).id;
      await steps.save(step, id);
    }
    photoIds.push(id);
  }
  const attached = JSON.stringify(photoIds.map((media_fbid) => ({ media_fbid })));
  const post = await graph.post(
    `${account.socialId}/feed`,
    { message: request.text, attached_media: attached, ...scheduling(request) },
    token,
  );
  return idSchema.parse(post).id;
}

/** Facebook Pages publishing (platforms/facebook.md §2): feed, photos, albums, videos; native scheduling. */
export async function publishToPage(
  graph: FacebookGraph,
  videoGraph: FacebookGraph,
  account: AccountRef,
  request: PublishContent,
  steps: PublishSteps,
): Promise<PublishResult> {
  const token = account.credential.accessToken;
  const page = account.socialId;
  if (request.poll) throw new PlatformError('facebook', 'unsupported', 'Page posts cannot carry polls');
  const videos = request.media.filter((item) => item.kind === 'video');
  const images = request.media.filter((item) => item.kind !== 'video');
  let postId: string;
  if (videos.length > 0) {
    if (videos.length > 1 || images.length > 0) {
      throw new PlatformError('facebook', 'content', 'a Page video post carries exactly one video');
    }
    const [video] = videos;
    const answer = await videoGraph.post(
      `${page}/videos`,
      { file_url: video?.url, description: request.text, ...scheduling(request) },
      token,
    );
    postId = idSchema.parse(answer).id;
  } else if (images.length === 1 && !request.link) {
    const [image] = images;
    const answer = photoSchema.parse(
      await graph.post(
        `${page}/photos`,
        { url: image?.url, caption: request.text, ...scheduling(request) },
        token,
      ),
    );
    postId = answer.post_id ?? answer.id;
  } else if (images.length > 1) {
    postId = await album(graph, account, request, images, steps);
  } else {
    const answer = await graph.post(
      `${page}/feed`,
      { message: request.text, link: request.link, ...scheduling(request) },
      token,
    );
    postId = idSchema.parse(answer).id;
  }
  return { postId, permalink: await permalink(graph, postId, token) };
}
