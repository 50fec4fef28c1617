import type { ClientCode, ClientToken, ConfidentialApp, GrantState } from '../../core/grants.js';
import type { ArrivingWorld, People } from '../../core/state.js';

/** A registered "web app": confidential, one redirect URI (optional here: any URI is accepted). */
export type RedditApp = ConfidentialApp;

export interface RedditUser {
  /** Base-36 id without the `t2_` prefix. */
  id: string;
  name: string;
  createdAt: number;
  linkKarma: number;
  commentKarma: number;
  /** Whether the user takes private messages. */
  acceptsMessages: boolean;
}

export type SubmissionType = 'any' | 'link' | 'self';

export interface FlairTemplate {
  id: string;
  text: string;
  textEditable: boolean;
  backgroundColor: string;
  textColor: 'dark' | 'light';
  modOnly: boolean;
}

export interface SubredditRule {
  shortName: string;
  description: string;
  kind: 'link' | 'comment' | 'all';
}

export interface Subreddit {
  /** Base-36 id without the `t5_` prefix. */
  id: string;
  name: string;
  title: string;
  description: string;
  /** Subscribers when the world was seeded; they grow slowly. */
  subscribers: number;
  createdAt: number;
  submissionType: SubmissionType;
  allowImages: boolean;
  allowVideos: boolean;
  type: 'public' | 'private' | 'user';
  over18: boolean;
  flairRequired: boolean;
  flairs: FlairTemplate[];
  rules: SubredditRule[];
  /** The signed-in account's relation to the community. */
  subscribed: boolean;
  moderator: boolean;
}

export type PostKind = 'self' | 'link' | 'image' | 'video';
export type Origin = 'seed' | 'api' | 'visitor' | 'public';
export type Vote = -1 | 0 | 1;

export interface PostFlair {
  templateId: string | null;
  text: string;
  backgroundColor: string;
  textColor: 'dark' | 'light';
}

export interface RedditPost {
  /** Base-36 id without the `t3_` prefix. */
  id: string;
  subreddit: string;
  authorId: string;
  title: string;
  selftext: string;
  kind: PostKind;
  /** The link of a link post, the media of an image or video post. */
  url: string | null;
  createdAt: number;
  flair: PostFlair | null;
  nsfw: boolean;
  spoiler: boolean;
  sendReplies: boolean;
  origin: Origin;
  votes: Map<string, Vote>;
  deleted: boolean;
  editedAt: number | null;
}

export interface RedditComment {
  /** Base-36 id without the `t1_` prefix. */
  id: string;
  postId: string;
  /** Fullname of what it answers: `t3_…` (the post) or `t1_…` (a comment). */
  parentId: string;
  authorId: string;
  body: string;
  createdAt: number;
  origin: Origin;
  votes: Map<string, Vote>;
  deleted: boolean;
  editedAt: number | null;
  /** Unread in the recipient's inbox. */
  unread: boolean;
}

export interface RedditMessage {
  /** Base-36 id without the `t4_` prefix. */
  id: string;
  authorId: string;
  destId: string;
  subject: string;
  body: string;
  createdAt: number;
  unread: boolean;
}

/** An upload lease of `POST /api/media/asset.json`, filled by the multipart POST to its action. */
export interface RedditAsset {
  id: string;
  ownerId: string;
  key: string;
  filepath: string;
  mimetype: string;
  signature: string;
  createdAt: number;
  uploadedBytes: number | null;
  /** The asset's URL (the upload's `Location`), once uploaded. */
  location: string | null;
}

export interface RedditToken extends ClientToken {
  /** The refresh token an access token was issued with (revoking it revokes them all). */
  refreshValue: string | null;
}

export interface RedditCode extends ClientCode {
  /** `duration=permanent`: the exchange issues a refresh token. */
  permanent: boolean;
}

/** What the control API can change at run time. */
export interface RedditLimits {
  /** Queries per minute and client id, averaged over `window_seconds`. */
  qpm: number;
  window_seconds: number;
  /** Submissions a user may make within `submit_window_seconds` before RATELIMIT. */
  submit_burst: number;
  submit_window_seconds: number;
}

/** Reddit's world: the game studio's account signs in on the consent page. */
export interface RedditState
  extends GrantState<RedditApp, RedditCode, RedditToken>,
    People<RedditUser>,
    ArrivingWorld {
  /** By lower-cased name. */
  subreddits: Map<string, Subreddit>;
  posts: Map<string, RedditPost>;
  comments: Map<string, RedditComment>;
  messages: Map<string, RedditMessage>;
  assets: Map<string, RedditAsset>;
  limits: RedditLimits;
  /** Fixed rate-limit windows by client id. */
  windows: Map<string, { start: number; count: number }>;
  /** When the signed-in user's recent submissions were made (anti-spam throttle). */
  submissions: number[];
}
