import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { PublishContent, PublishResult, PublishSteps } from '../types.js';
import { permalinkOf, postRef, wallOf } from './ids.js';
import { uploadMedia, type VkWall } from './media.js';

/** A wall post carries at most ten attachments; a poll holds one to ten answers. */
const MAX_ATTACHMENTS = 10;
const MAX_ANSWERS = 10;
const MAX_QUESTION = 255;

const content = (message: string) => new PlatformError('vk', 'content', message);

function check(request: PublishContent): void {
  const videos = request.media.filter((item) => item.kind === 'video').length;
  if (videos > 1) throw content('a VK post carries one video');
  const count = request.media.length + (request.poll ? 1 : 0) + (request.link ? 1 : 0);
  if (count > MAX_ATTACHMENTS) throw content('a VK post carries at most ten attachments');
  const answers = request.poll?.options.length;
  if (answers !== undefined && (answers < 1 || answers > MAX_ANSWERS))
    throw content('a VK poll holds one to ten answers');
  if (!request.text.trim() && count === 0) throw content('a VK post needs text or an attachment');
}

/** The post's first line: the poll's question and the video's title ('Poll' when the text has none). */
function headline(request: PublishContent): string {
  const first = request.text.split('\n', 1)[0]?.trim() ?? '';
  return (first || 'Poll').slice(0, MAX_QUESTION);
}

/** polls.create on the community wall (step `poll`, reused on a resumed publish): answers `<owner>_<id>`. */
async function createPoll(wall: VkWall, request: PublishContent, steps: PublishSteps): Promise<string> {
  const done = steps.done.poll;
  if (done) return done;
  const poll = request.poll;
  const minutes = poll?.durationMinutes ?? 0;
  const answer = await wall.api.call(
    'polls.create',
    {
      owner_id: wallOf(wall.groupId),
      question: headline(request),
      add_answers: JSON.stringify(poll?.options ?? []),
      // Compose offers no anonymous polls: voters are shown, as VK does by default.
      is_anonymous: 0,
      end_date: minutes > 0 ? Math.floor(Date.now() / 1000) + minutes * 60 : undefined,
    },
    wall.token,
    z.object({ id: z.number(), owner_id: z.number() }),
  );
  const id = `${answer.owner_id}_${answer.id}`;
  await steps.save('poll', id);
  return id;
}

/**
 * A community wall post (platforms/vk.md §2): text, pictures through the wall upload server, one
 * video, a poll, one link, posted as the community; native scheduling through `publish_date`.
 */
export async function publishToWall(
  wall: VkWall,
  request: PublishContent,
  steps: PublishSteps,
): Promise<PublishResult> {
  check(request);
  const attachments = await uploadMedia(wall, request.media, steps, headline(request));
  if (request.poll) attachments.push(`poll${await createPoll(wall, request, steps)}`);
  if (request.link) attachments.push(request.link);
  const ownerId = wallOf(wall.groupId);
  const answer = await wall.api.call(
    'wall.post',
    {
      owner_id: ownerId,
      from_group: 1,
      message: request.text,
      attachments: attachments.length > 0 ? attachments.join(',') : undefined,
      publish_date: request.scheduledAt ? Math.floor(request.scheduledAt.getTime() / 1000) : undefined,
    },
    wall.token,
    z.object({ post_id: z.number() }),
  );
  return { postId: postRef(ownerId, answer.post_id), permalink: permalinkOf(ownerId, answer.post_id) };
}
