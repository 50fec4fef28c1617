import {
  api,
  type CommentInput,
  type EngagementTarget,
  type LikeInput,
  type MessageInput,
} from '@herald/contract';
import { type Caller, call } from '../factories.js';
import type { TestApp } from '../harness.js';
import { control } from '../platforms/emulated.js';

/** A Facebook target on the emulator, as the form would carry it after picking it. */
export function facebookTarget(fields: Partial<EngagementTarget> & { social_id: string }): EngagementTarget {
  return {
    network: 'facebook',
    post_id: null,
    recipient_id: null,
    author: 'Star Harbor',
    excerpt: 'Season 3 starts today!',
    link: null,
    ...fields,
  };
}

const plan = { review_level: null, publish: { timing: 'immediate' }, timeout_action: 'hold_on' } as const;

export function commentInput(accountIds: number[], target: EngagementTarget, text: string): CommentInput {
  return { content_type: 'comment', account_ids: accountIds, target, text, ...plan };
}

export function likeInput(accountIds: number[], target: EngagementTarget): LikeInput {
  return { content_type: 'like', account_ids: accountIds, target, like_type: 'like', ...plan };
}

export function messageInput(accountIds: number[], target: EngagementTarget, text: string): MessageInput {
  return { content_type: 'message', account_ids: accountIds, target, text, message_type: 'message', ...plan };
}

/** A post made on the emulated Page directly (as if published outside Herald); answers its id. */
export async function pagePost(emulatorUrl: string, pageId: string): Promise<string> {
  const answer = (await control(emulatorUrl, `/facebook/pages/${pageId}/posts`)) as {
    data: { id: string }[];
  };
  const [first] = answer.data;
  if (!first) throw new Error('the emulated Page has no post');
  return first.id;
}

/** The emulator's view of one post, with its comments and who liked it. */
export async function postState(emulatorUrl: string, postId: string) {
  return (await control(emulatorUrl, `/facebook/posts/${postId}`)) as {
    liked_by_page: boolean;
    comments: { id: string; message: string; parent_id?: string | null }[];
  };
}

/** Waits until an engagement settles on the networks. */
export async function settled(
  testApp: TestApp,
  as: Caller,
  game: number,
  id: number,
  group: 'comment' | 'like' | 'message',
) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const detail = await call(testApp.app, api[group].detail, { id }, { as, game });
    if (['published', 'publish_fail', 'publish_exc'].includes(detail.engagement.status)) return detail;
    if (Date.now() > deadline) throw new Error(`${group} ${id} is still ${detail.engagement.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
