import type { FastifyInstance } from 'fastify';
import { checkSubmitThrottle, recordSubmission } from './limits.js';
import { mediaUrl } from './media-store.js';
import { type AuthedCall, oauthRoute, type RedditRuntime } from './routing.js';
import { addPost, permalinkOf } from './state.js';
import { parseSubmission } from './submit-input.js';
import { WWW } from './views.js';

/**
 * `POST /api/submit`: the community's rules, then the user's anti-spam throttle. Self and link posts
 * answer their id and permalink; media posts answer only a websocket (the post appears in the user's
 * submitted listing once the media is processed — at once here).
 */
function submit(call: AuthedCall) {
  const input = parseSubmission(call);
  checkSubmitThrottle(call.state, call.now);
  const post = addPost(call.state, {
    subreddit: input.sub.name,
    authorId: call.user.id,
    title: input.title,
    selftext: input.text,
    kind: input.kind,
    url: input.asset ? mediaUrl(call.state, input.asset) : input.url,
    createdAt: call.now,
    flair: input.flair,
    nsfw: input.nsfw,
    spoiler: input.spoiler,
    sendReplies: input.sendReplies,
    origin: 'api',
  });
  recordSubmission(call.state, call.now);
  if (input.asset) {
    return {
      json: {
        errors: [],
        data: {
          user_submitted_page: `${WWW}/user/${call.user.name}/submitted/`,
          websocket_url: `wss://ws-${input.asset.signature.slice(0, 12)}.wss.redditmedia.com/rte_images/${input.asset.id}?m=${post.id}`,
        },
      },
    };
  }
  return {
    json: {
      errors: [],
      data: { url: `${WWW}${permalinkOf(post)}`, drafts_count: 0, id: post.id, name: `t3_${post.id}` },
    },
  };
}

export function registerSubmit(app: FastifyInstance, rt: RedditRuntime): void {
  oauthRoute(app, rt, {
    method: 'POST',
    url: '/api/submit',
    operation: 'submit',
    aliases: ['publish'],
    scope: 'submit',
    handler: submit,
  });
}
