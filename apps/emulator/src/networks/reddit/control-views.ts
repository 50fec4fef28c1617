import { commentScore, postMetrics } from './metrics.js';
import { permalinkOf, seconds } from './state.js';
import type { RedditComment, RedditMessage, RedditPost, RedditState } from './types.js';
import { WWW } from './views.js';

/** What tests see of the world (not Reddit's shapes): plain fields, votes and counters included. */

const nameOf = (state: RedditState, id: string): string => state.users.get(id)?.name ?? '[deleted]';

export function postJson(state: RedditState, post: RedditPost, now: number) {
  const metrics = postMetrics(state, post, now);
  return {
    id: post.id,
    name: `t3_${post.id}`,
    subreddit: post.subreddit,
    author: nameOf(state, post.authorId),
    title: post.title,
    selftext: post.selftext,
    kind: post.kind,
    url: post.url,
    permalink: `${WWW}${permalinkOf(post)}`,
    created_utc: seconds(post.createdAt),
    flair: post.flair ? { template_id: post.flair.templateId, text: post.flair.text } : null,
    nsfw: post.nsfw,
    spoiler: post.spoiler,
    send_replies: post.sendReplies,
    deleted: post.deleted,
    origin: post.origin,
    my_vote: post.votes.get(state.user.id) ?? 0,
    score: metrics.score,
    upvote_ratio: metrics.upvoteRatio,
    num_comments: metrics.numComments,
  };
}

export function commentJson(state: RedditState, comment: RedditComment, now: number) {
  return {
    id: comment.id,
    name: `t1_${comment.id}`,
    post_id: comment.postId,
    parent_id: comment.parentId,
    author: nameOf(state, comment.authorId),
    body: comment.body,
    created_utc: seconds(comment.createdAt),
    deleted: comment.deleted,
    origin: comment.origin,
    my_vote: comment.votes.get(state.user.id) ?? 0,
    score: commentScore(state, comment, now),
    unread: comment.unread,
  };
}

export function messageJson(state: RedditState, message: RedditMessage) {
  return {
    id: message.id,
    name: `t4_${message.id}`,
    author: nameOf(state, message.authorId),
    dest: nameOf(state, message.destId),
    subject: message.subject,
    body: message.body,
    created_utc: seconds(message.createdAt),
    unread: message.unread,
  };
}

export function stateJson(state: RedditState, now: number) {
  const posts = [...state.posts.values()];
  return {
    seed: state.seed,
    user: { id: state.user.id, name: state.user.name },
    visitors: state.visitors.map(({ id, name, acceptsMessages }) => ({
      id,
      name,
      accepts_messages: acceptsMessages,
    })),
    apps: [...state.apps.values()].map((app) => ({ client_id: app.clientId, name: app.name })),
    subreddits: [...state.subreddits.values()].map((sub) => ({
      name: sub.name,
      type: sub.type,
      submission_type: sub.submissionType,
      allow_images: sub.allowImages,
      flair_required: sub.flairRequired,
      flairs: sub.flairs.map((flair) => ({
        id: flair.id,
        text: flair.text,
        text_editable: flair.textEditable,
      })),
      moderator: sub.moderator,
      subscribed: sub.subscribed,
    })),
    counts: {
      posts: posts.length,
      account_posts: posts.filter((post) => post.authorId === state.user.id && !post.deleted).length,
      comments: state.comments.size,
      messages: state.messages.size,
      assets: state.assets.size,
      tokens: state.tokens.size,
      codes: state.codes.size,
    },
    limits: state.limits,
    recent_submissions: state.submissions.filter((at) => at > now - state.limits.submit_window_seconds * 1000)
      .length,
  };
}
