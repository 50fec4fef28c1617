import { z } from 'zod';
import type { PublishContent } from '../types.js';

const createdSchema = z.object({ data: z.object({ id: z.string() }) });

/** A write to the API as the adapter makes it (JSON body). */
export type XWrite = (path: string, body: unknown) => Promise<unknown>;

/** The body of `POST /2/tweets`: text (the link appended when absent), media ids, poll. */
export function tweetBody(request: PublishContent, mediaIds: readonly string[]) {
  const text =
    request.link && !request.text.includes(request.link)
      ? `${request.text} ${request.link}`.trim()
      : request.text;
  return {
    text,
    ...(mediaIds.length > 0 ? { media: { media_ids: [...mediaIds] } } : {}),
    ...(request.poll
      ? { poll: { options: [...request.poll.options], duration_minutes: request.poll.durationMinutes } }
      : {}),
  };
}

/** Creates a post (or a reply) and answers its id. */
export async function createTweet(write: XWrite, body: unknown): Promise<string> {
  return createdSchema.parse(await write('/2/tweets', body)).data.id;
}

export const permalinkOf = (id: string) => `https://x.com/i/web/status/${id}`;
