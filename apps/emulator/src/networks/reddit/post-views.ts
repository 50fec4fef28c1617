import { commentScore, postMetrics, subscribersAt } from './metrics.js';
import { permalinkOf, seconds } from './state.js';
import type { RedditComment, RedditMessage, RedditPost, RedditState } from './types.js';
import { escapeText, type Json, type View, WWW } from './views.js';

/** Posts (t3), comments (t1) and private messages (t4) as Reddit renders them. */

const voteOf = (view: View, votes: Map<string, number>) => {
  const vote = votes.get(view.viewer.id) ?? 0;
  return vote === 0 ? null : vote > 0;
};

const authorName = (state: RedditState, id: string): string => state.users.get(id)?.name ?? '[deleted]';

function domainOf(post: RedditPost): string {
  if (post.kind === 'self') return `self.${post.subreddit}`;
  if (post.kind === 'image') return 'i.redd.it';
  if (post.kind === 'video') return 'v.redd.it';
  return URL.canParse(post.url ?? '') ? new URL(post.url ?? '').hostname.replace(/^www\./, '') : '';
}

export function renderPost(view: View, post: RedditPost): Json {
  const metrics = postMetrics(view.state, post, view.now);
  const permalink = permalinkOf(post);
  const sub = view.state.subreddits.get(post.subreddit.toLowerCase());
  return {
    id: post.id,
    name: `t3_${post.id}`,
    title: escapeText(view, post.title),
    selftext: post.deleted ? '[deleted]' : escapeText(view, post.selftext),
    author: post.deleted ? '[deleted]' : authorName(view.state, post.authorId),
    author_fullname: post.deleted ? undefined : `t2_${post.authorId}`,
    subreddit: post.subreddit,
    subreddit_id: `t5_${sub?.id ?? ''}`,
    subreddit_name_prefixed: post.subreddit.startsWith('u_')
      ? `u/${post.subreddit.slice(2)}`
      : `r/${post.subreddit}`,
    subreddit_subscribers: sub ? subscribersAt(view.state, sub, view.now) : 0,
    created: seconds(post.createdAt),
    created_utc: seconds(post.createdAt),
    edited: post.editedAt === null ? false : seconds(post.editedAt),
    permalink,
    url: post.kind === 'self' ? `${WWW}${permalink}` : escapeText(view, post.url ?? ''),
    domain: domainOf(post),
    is_self: post.kind === 'self',
    is_video: post.kind === 'video',
    post_hint:
      post.kind === 'self'
        ? 'self'
        : post.kind === 'link'
          ? 'link'
          : post.kind === 'image'
            ? 'image'
            : 'hosted:video',
    thumbnail: post.kind === 'self' ? 'self' : post.kind === 'link' ? 'default' : 'image',
    score: metrics.score,
    ups: metrics.ups,
    downs: 0,
    upvote_ratio: metrics.upvoteRatio,
    num_comments: metrics.numComments,
    num_crossposts: 0,
    total_awards_received: 0,
    view_count: null,
    likes: voteOf(view, post.votes),
    over_18: post.nsfw,
    spoiler: post.spoiler,
    send_replies: post.sendReplies,
    link_flair_text: post.flair ? escapeText(view, post.flair.text) : null,
    link_flair_template_id: post.flair?.templateId ?? undefined,
    link_flair_background_color: post.flair?.backgroundColor ?? '',
    link_flair_text_color: post.flair?.textColor ?? 'dark',
    removed_by_category: post.deleted ? 'deleted' : null,
    stickied: false,
    locked: false,
    archived: false,
  };
}

export function renderComment(view: View, comment: RedditComment, replies: Json | '' = ''): Json {
  const post = view.state.posts.get(comment.postId);
  const author = comment.deleted ? '[deleted]' : authorName(view.state, comment.authorId);
  return {
    id: comment.id,
    name: `t1_${comment.id}`,
    body: comment.deleted ? '[deleted]' : escapeText(view, comment.body),
    author,
    author_fullname: comment.deleted ? undefined : `t2_${comment.authorId}`,
    parent_id: comment.parentId,
    link_id: `t3_${comment.postId}`,
    subreddit: post?.subreddit ?? '',
    created: seconds(comment.createdAt),
    created_utc: seconds(comment.createdAt),
    edited: comment.editedAt === null ? false : seconds(comment.editedAt),
    score: commentScore(view.state, comment, view.now),
    likes: voteOf(view, comment.votes),
    is_submitter: post?.authorId === comment.authorId,
    permalink: post ? `${permalinkOf(post)}${comment.id}/` : '',
    replies,
  };
}

/** Why a comment is in the viewer's inbox: it answers them, or it names them (`u/name`). */
export type InboxCommentKind = 'reply' | 'mention';

/** A comment as the inbox shows it: a reply to one of the viewer's posts or comments, or a mention. */
export function renderInboxComment(
  view: View,
  comment: RedditComment,
  why: InboxCommentKind = 'reply',
): Json {
  const post = view.state.posts.get(comment.postId);
  const base = renderComment(view, comment);
  const onPost = comment.parentId.startsWith('t3_');
  return {
    ...base,
    was_comment: true,
    new: comment.unread,
    subject: why === 'mention' ? 'username mention' : onPost ? 'post reply' : 'comment reply',
    link_title: post ? escapeText(view, post.title) : '',
    context: `${base.permalink}?context=3`,
    dest: view.viewer.name,
    type: why === 'mention' ? 'username_mention' : onPost ? 'post_reply' : 'comment_reply',
  };
}

export function renderMessage(view: View, message: RedditMessage): Json {
  return {
    id: message.id,
    name: `t4_${message.id}`,
    author: authorName(view.state, message.authorId),
    dest: authorName(view.state, message.destId),
    subject: escapeText(view, message.subject),
    body: escapeText(view, message.body),
    created: seconds(message.createdAt),
    created_utc: seconds(message.createdAt),
    new: message.unread,
    was_comment: false,
    first_message_name: null,
    parent_id: null,
    context: '',
  };
}
