import { canPublishTo, type SocialNetwork, socialNetworks } from '@herald/contract';
import { z } from 'zod';
import type { JobSpec } from '../../../jobs/queue.js';

/** How long a due job may run before it is taken as lost (its worker died) and run again. */
export const DUE_LEASE_SECONDS = 15;

/** A scheduled content's time came; the version says which schedule the job was made for. */
export const dueSpec = {
  name: 'content.due',
  payload: z.object({ content_id: z.number().int(), version: z.number().int() }),
  // Only database work: retried on a database hiccup, harmless when repeated (the version check).
  retryLimit: 5,
  retryDelaySeconds: 5,
  // One short transaction: a job still active after this was caught by a crash, and comes back.
  expireInSeconds: DUE_LEASE_SECONDS,
} satisfies JobSpec<z.ZodType>;

/** Publish one content to one account, in one round (a retry starts the next round). */
export const publishPayload = z.object({ target_id: z.number().int(), round: z.number().int() });

/** Delete one published target on its network. */
export const deleteSpec = {
  name: 'content.delete',
  payload: z.object({ target_id: z.number().int() }),
  // Deleting twice is harmless (a gone post answers "not found", counted as deleted).
  retryLimit: 3,
  retryDelaySeconds: 30,
} satisfies JobSpec<z.ZodType>;

/**
 * How many publishes of one network a process runs at once: networks with heavy uploads (YouTube,
 * TikTok) or strict per-account limits go one or two at a time.
 */
export const publishConcurrency: Readonly<Record<SocialNetwork, number>> = {
  facebook: 4,
  instagram: 2,
  threads: 2,
  twitter: 2,
  youtube: 1,
  tiktok: 1,
  reddit: 2,
  vk: 2,
  discord: 4,
  whatsapp: 2,
  facebook_group: 1,
  naver_lounge: 1,
  twitch: 2,
};

/** Networks Herald publishes to through an API, each with its own queue. */
export const publishNetworks = socialNetworks.filter(canPublishTo);

/**
 * The publish queue of a network. pg-boss retries are not used: the handler decides itself when to
 * try again (it must look the post up first), so a failed job is a bug, retried once for safety.
 */
export function publishSpec(network: SocialNetwork, leaseSeconds: number) {
  return {
    name: `publish.${network}`,
    payload: publishPayload,
    retryLimit: 1,
    retryDelaySeconds: leaseSeconds,
    // A video upload may take long; a worker that stops beating its heart is taken as dead sooner.
    expireInSeconds: 3600,
    heartbeatSeconds: Math.max(10, leaseSeconds),
  } satisfies JobSpec<z.ZodType>;
}

/** Tell the mobile publisher (Web Push to their devices) that a post waits for them. */
export const mobilePushSpec = {
  name: 'app.push',
  payload: z.object({ app_post_id: z.number().int() }),
  retryLimit: 3,
  retryDelaySeconds: 30,
} satisfies JobSpec<z.ZodType>;

/** Look for a shared post on its account; `try` counts the looks, spaced further apart each time. */
export const mobileLinkSpec = {
  name: 'app.link',
  payload: z.object({ app_post_id: z.number().int(), try: z.number().int().min(0) }),
  retryLimit: 2,
  retryDelaySeconds: 60,
} satisfies JobSpec<z.ZodType>;

export function contentJobSpecs(leaseSeconds: number): JobSpec<z.ZodType>[] {
  return [
    dueSpec,
    deleteSpec,
    mobilePushSpec,
    mobileLinkSpec,
    ...publishNetworks.map((network) => publishSpec(network, leaseSeconds)),
  ];
}
