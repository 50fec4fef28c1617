import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { FacebookGraph } from '../facebook/graph.js';
import type { AccountRef, MediaItem, PublishContent, PublishSteps } from '../types.js';

/** How long to wait for a container to be FINISHED before publishing it. */
export interface ProcessingWait {
  intervalMs: number;
  /** Past this the publish fails as transient; the saved container is reused by the next try. */
  limitMs: number;
}

/** Meta suggests ~30 s for media to process; a video still processing after a minute is left for a retry. */
export const DEFAULT_PROCESSING_WAIT: ProcessingWait = { intervalMs: 3_000, limitMs: 60_000 };

const MAX_ITEMS = 20;
const POLL_KEYS = ['option_a', 'option_b', 'option_c', 'option_d'];

const idSchema = z.object({ id: z.string() });
const statusSchema = z.object({ status: z.string(), error_message: z.string().optional() });

type Params = Record<string, string | boolean | undefined>;

export interface ThreadsPublish {
  graph: FacebookGraph;
  account: AccountRef;
  steps: PublishSteps;
  wait: ProcessingWait;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const mediaParams = (item: MediaItem): Params =>
  item.kind === 'video'
    ? { media_type: 'VIDEO', video_url: item.url }
    : { media_type: 'IMAGE', image_url: item.url };

/** Refuses, before any call, what a Threads post cannot be. */
function check(request: PublishContent): void {
  if (request.scheduledAt)
    throw new PlatformError(
      'threads',
      'unsupported',
      'Threads has no native scheduling; publish at the time',
    );
  if (request.poll && request.media.length > 0)
    throw new PlatformError('threads', 'content', 'a Threads poll can only be attached to a text post');
  const options = request.poll?.options.length;
  if (options !== undefined && (options < 2 || options > POLL_KEYS.length))
    throw new PlatformError('threads', 'content', `a Threads poll has 2 to ${POLL_KEYS.length} options`);
  if (request.media.length > MAX_ITEMS)
    throw new PlatformError('threads', 'content', `a Threads carousel holds at most ${MAX_ITEMS} items`);
}

/** The post's text; with media the link goes into the text (link cards are for text posts only). */
function textOf(request: PublishContent): string {
  if (!request.link || request.media.length === 0 || request.text.includes(request.link)) return request.text;
  return `${request.text} ${request.link}`.trim();
}

/** Creates a container once (step `name`, reused on resume unless `fresh`), answering its id. */
async function container(job: ThreadsPublish, name: string, params: Params, fresh: boolean): Promise<string> {
  const saved = job.steps.done[name];
  if (saved && !fresh) return saved;
  const answer = await job.graph.post(
    `${job.account.socialId}/threads`,
    params,
    job.account.credential.accessToken,
  );
  const { id } = idSchema.parse(answer);
  await job.steps.save(name, id);
  return id;
}

/** Waits until a container is past IN_PROGRESS; ERROR is final (content), a slow one transient. */
async function settled(job: ThreadsPublish, id: string): Promise<string> {
  const deadline = Date.now() + job.wait.limitMs;
  for (;;) {
    const answer = await job.graph.get(
      id,
      { fields: 'status,error_message' },
      job.account.credential.accessToken,
    );
    const { status, error_message } = statusSchema.parse(answer);
    if (status === 'ERROR')
      throw new PlatformError(
        'threads',
        'content',
        `Threads could not process the media (${error_message ?? 'UNKNOWN'})`,
      );
    if (status !== 'IN_PROGRESS') return status;
    if (Date.now() + job.wait.intervalMs > deadline)
      throw new PlatformError('threads', 'transient', 'the media is still processing on Threads');
    await sleep(job.wait.intervalMs);
  }
}

/** The container to publish: a text, image or video one (`container_0`), or a carousel of items. */
async function topContainer(job: ThreadsPublish, request: PublishContent, fresh: boolean): Promise<string> {
  const text = textOf(request);
  const [only] = request.media;
  if (request.media.length <= 1) {
    const poll = request.poll?.options.map((option, index) => [POLL_KEYS[index], option]);
    const params: Params = only
      ? { ...mediaParams(only), text }
      : {
          media_type: 'TEXT',
          text,
          link_attachment: request.link,
          poll_attachment: poll ? JSON.stringify(Object.fromEntries(poll)) : undefined,
        };
    return container(job, 'container_0', params, fresh);
  }
  const items: string[] = [];
  for (const [index, item] of request.media.entries()) {
    const id = await container(
      job,
      `container_${index}`,
      { ...mediaParams(item), is_carousel_item: true },
      fresh,
    );
    if (item.kind === 'video') await settled(job, id);
    items.push(id);
  }
  return container(job, 'carousel', { media_type: 'CAROUSEL', children: items.join(','), text }, fresh);
}

/**
 * Publishes through the container flow (threads.md §2): containers are created once each and saved
 * the moment Threads returns them, awaited until FINISHED, then published. Answers the media id, or
 * null when the saved container was already published by an earlier try whose answer was lost.
 */
export async function publishThread(job: ThreadsPublish, request: PublishContent): Promise<string | null> {
  check(request);
  let id = await topContainer(job, request, false);
  let status = await settled(job, id);
  if (status === 'EXPIRED') {
    id = await topContainer(job, request, true);
    status = await settled(job, id);
  }
  return status === 'PUBLISHED' ? null : publishContainer(job, id);
}

async function publishContainer(job: ThreadsPublish, id: string): Promise<string> {
  const answer = await job.graph.post(
    `${job.account.socialId}/threads_publish`,
    { creation_id: id },
    job.account.credential.accessToken,
  );
  return idSchema.parse(answer).id;
}

/** A reply: a TEXT container answering `targetId`, published once FINISHED (nothing to resume). */
export async function publishReply(job: ThreadsPublish, targetId: string, text: string): Promise<string> {
  const id = await container(job, 'reply', { media_type: 'TEXT', text, reply_to_id: targetId }, true);
  await settled(job, id);
  return publishContainer(job, id);
}
