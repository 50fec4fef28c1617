import type { LookupItem, LookupKind, NetworkOptions, NetworkProfile, SocialNetwork } from '@herald/contract';
import type { PlatformError } from './errors.js';
import type { AccountReading, MetricReading, ReportedPost } from './report-types.js';

/** What a network issued for an account (kept sealed at rest, never sent to the browser). */
export interface Credential {
  accessToken: string;
  refreshToken: string | null;
  /** Null when the token does not expire by time (e.g. Facebook Page tokens). */
  expiresAt: Date | null;
  refreshExpiresAt: Date | null;
  scopes: string[];
}

export interface AuthorizeRequest {
  state: string;
  /** Herald's /middle/oauth page, where the network sends the popup back. */
  redirectUri: string;
  /** PKCE S256 challenge, for networks that take one. */
  codeChallenge: string;
  /** VK community sign-in: the communities to ask tokens for. */
  groupIds?: readonly string[];
}

export interface CodeExchange {
  code: string;
  redirectUri: string;
  codeVerifier: string;
  /** What the authorization's first consent left for this one (`NextConsent.carry`), where it had two. */
  carried?: string;
}

/** A first consent's outcome on a network that asks a second one before anything can be connected. */
export interface NextConsent {
  /** The second consent page (the same state and redirect URI). */
  authorizeUrl: string;
  /** What the second step needs from the first (a token): kept sealed with the authorization till then. */
  carry: string;
}

/** One page, channel, profile or community the authorization lets the user connect. */
export interface Connectable {
  socialId: string;
  name: string;
  link: string | null;
  avatarUrl: string | null;
  credential: Credential;
}

/** What the network says about an account right now. */
export interface AccountProfile {
  name: string;
  link: string | null;
  avatarUrl: string | null;
}

/** Who wrote a post read from a network, where the network says (hashtag media, for one, does not). */
export interface PostAuthor {
  /** The author's id on the network. */
  id: string;
  name: string | null;
  /** The author's handle, where the network has one and tells it (listening searches). */
  handle?: string | undefined;
  /** Followers or subscribers, where the network tells. */
  reach?: number | undefined;
}

/** One post read back from the account's network. */
export interface NetworkPost {
  id: string;
  text: string | null;
  permalink: string | null;
  postedAt: Date;
  metrics: Record<string, number>;
  /** Set by the listening reads (public Page posts, channel messages); absent where not given. */
  author?: PostAuthor | undefined;
  /** Handles of the accounts the post replies to, where a listening read is told; absent otherwise. */
  recipients?: readonly string[] | undefined;
}

/** How a listening search reads its query. */
export interface SearchOptions {
  /** The query is a topic tag, not words (Threads' TAG search mode). */
  tag?: boolean;
}

export interface PostPage {
  posts: NetworkPost[];
  /** Opaque cursor of the next (older) page; null at the end. */
  next: string | null;
}

/** A comment or reply read from a post. */
export interface NetworkComment {
  id: string;
  /** The comment it answers, or null for a comment on the post itself. */
  parentId: string | null;
  authorId: string | null;
  authorName: string | null;
  text: string;
  createdAt: Date;
  likeCount: number | null;
}

export interface CommentPage {
  comments: NetworkComment[];
  next: string | null;
}

/** A private message in one of the account's conversations. */
export interface NetworkMessage {
  id: string;
  conversationId: string;
  /** Who wrote it on the network (the account itself for its own replies). */
  senderId: string;
  senderName: string | null;
  /** Written by the account (a reply), not by the person it talks to. */
  fromAccount: boolean;
  text: string;
  createdAt: Date;
}

export interface MessagePage {
  messages: NetworkMessage[];
  next: string | null;
}

/** One day's value of an account metric (the network's own metric name). */
export interface MetricPoint {
  metric: string;
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  value: number;
}

/** An account as an adapter acts on it: its id on the network and a usable credential. */
export interface AccountRef {
  socialId: string;
  credential: Credential;
}

/** One picture or video of a post, at a URL the network (or Herald, to upload it) can read. */
export interface MediaItem {
  url: string;
  kind: 'image' | 'gif' | 'video';
  mimeType: string;
}

/** What a publish carries whatever the network. */
export interface PublishContent {
  text: string;
  link?: string | undefined;
  media: readonly MediaItem[];
  poll?: { options: readonly string[]; durationMinutes: number } | undefined;
  /** Publish later by the network's own scheduler (only where `native_schedule` is supported). */
  scheduledAt?: Date | undefined;
}

/** The contract's options of one network (`networkOptionsSchema`), as the post stores them. */
export type OptionsOf<N extends keyof NetworkOptions> = NonNullable<NetworkOptions[N]>;

/**
 * Values a network's request takes from the post itself rather than from the user's options: the
 * post's title (Reddit), the video's length where its bytes may not tell it (TikTok).
 */
interface ComputedFields {
  reddit: { title?: string | undefined };
  tiktok: { videoSeconds?: number | undefined };
}

type OptionsPart<N extends SocialNetwork> = N extends keyof NetworkOptions
  ? { options?: OptionsOf<N> | undefined }
  : unknown;
type ComputedPart<N extends SocialNetwork> = N extends keyof ComputedFields ? ComputedFields[N] : unknown;

/**
 * What network N's adapter is asked to publish: the content, the network's own options (absent when the
 * post has none for it) and its computed values. Without N, any network's request. It is rebuilt the
 * same way from the stored post for a look-up, so `findPublished` searches for exactly what was sent.
 */
export type PublishRequest<N extends SocialNetwork = SocialNetwork> = {
  [K in N]: PublishContent & OptionsPart<K> & ComputedPart<K>;
}[N];

/**
 * The ids a multi-step publish has obtained so far (uploaded photos, containers, upload sessions).
 * Each step is saved the moment the network returns it, and a resumed publish skips what it holds.
 */
export interface PublishSteps {
  readonly done: Readonly<Record<string, string>>;
  save(step: string, id: string): Promise<void>;
}

export interface PublishResult {
  postId: string;
  permalink: string | null;
}

/**
 * One social network, spoken to over its real HTTP API (or the emulator at the same paths). Every
 * later feature (publishing, inbox, reports, listening) reaches a network only through this.
 *
 * Network N's adapter publishes N's requests. `PlatformAdapter` without N is any network's adapter, as
 * the registry hands it out: its caller pairs it with a request built for that same network.
 */
export interface PlatformAdapter<N extends SocialNetwork = SocialNetwork> {
  readonly network: N;
  /** What the network's official API allows (the capability matrix). */
  readonly profile: NetworkProfile;
  /** Talking to the local emulator instead of the real network. */
  readonly emulated: boolean;
  /** How far back the network keeps history an import can read. */
  readonly historyDays: number;
  /**
   * How long before expiry a credential is renewed (default one hour). Networks whose tokens renew
   * themselves without a refresh token (Threads) renew days ahead, so an idle account never lapses.
   */
  readonly renewAheadMs?: number;

  /** The consent page the popup opens. */
  authorizeUrl(request: AuthorizeRequest): string;
  /**
   * What an error the consent sent back means when it is more than the user declining (TikTok refusing
   * the user's region); absent, or undefined, for a plain refusal.
   */
  callbackError?(error: string, description: string | undefined): PlatformError | undefined;
  /**
   * A network that asks two consents in a row (VK: the administrator signs in as a user, then consents
   * for the communities) exchanges the first one's code here, `request` being the authorization as it
   * started; the second callback reaches `completeAuthorization` with this step's carry.
   */
  completeFirstConsent?(exchange: CodeExchange, request: AuthorizeRequest): Promise<NextConsent>;
  /** Exchanges the callback code and lists what the user may connect, each with its own credential. */
  completeAuthorization(exchange: CodeExchange): Promise<Connectable[]>;
  /** Renews an expiring credential; networks without refresh tokens return null (reconnect needed). */
  refreshCredential(credential: Credential): Promise<Credential | null>;
  /** Verifies the credential still works and reads the account's current profile. */
  readProfile(socialId: string, credential: Credential): Promise<AccountProfile>;
  /** Reads the account's own posts, newest first, published at or after `since`. */
  listPosts(socialId: string, credential: Credential, since: Date, cursor: string | null): Promise<PostPage>;

  /** Publishes a post; multi-step publishes record and resume their intermediate ids through `steps`. */
  publish(account: AccountRef, request: PublishRequest<N>, steps: PublishSteps): Promise<PublishResult>;
  /**
   * Looks for a post this request made since `since` (after a timeout or crash left the outcome
   * unknown), so it is never sent twice. A network that cannot look posts up at all throws
   * `unsupported` (never answers null, which would send the post again): the outcome then stays
   * unknown, for a person to check.
   */
  findPublished(account: AccountRef, request: PublishRequest<N>, since: Date): Promise<NetworkPost | null>;
  deletePost(account: AccountRef, postId: string): Promise<void>;
  /** Comments on a post or replies to a comment; answers the new comment's id. */
  comment(account: AccountRef, targetId: string, text: string): Promise<string>;
  like(account: AccountRef, targetId: string): Promise<void>;
  /**
   * Hides (or shows again) someone's comment on the account's content: still there for its author and
   * their friends, gone for everyone else. Absent where the network's API cannot moderate comments.
   */
  hideComment?(account: AccountRef, commentId: string, hidden: boolean): Promise<void>;
  /** Deletes a comment on the account's content, or one the account wrote; absent where it cannot. */
  deleteComment?(account: AccountRef, commentId: string): Promise<void>;
  /** Comments and replies of one of the account's posts, newest first; absent where none can be read. */
  readComments?(account: AccountRef, postId: string, cursor: string | null): Promise<CommentPage>;
  /** Public posts that mention or tag the account since an instant, newest first. */
  readMentions?(account: AccountRef, since: Date, cursor: string | null): Promise<PostPage>;
  /** Private messages of the account's conversations, newest first. */
  readMessages?(account: AccountRef, cursor: string | null): Promise<MessagePage>;
  /**
   * Sends a private message to someone who wrote to the account; networks with a reply window (Meta's
   * 24 hours) refuse it outside the window as 'content'. Answers the message id. `key` names this
   * message across re-sends (the same key is the same message): networks that deduplicate by a
   * client key (VK's random_id) send it once; without a key every call is a new message.
   */
  sendMessage?(account: AccountRef, recipientId: string, text: string, key?: string): Promise<string>;
  /** Daily account metrics between two instants, as the network names them. */
  accountMetrics?(account: AccountRef, since: Date, until: Date): Promise<MetricPoint[]>;
  /** A post's current counters, as the network names them. */
  postMetrics?(account: AccountRef, postId: string): Promise<Record<string, number>>;
  /**
   * A post's metrics for reports, in catalogue keys and stored units, with why the missing ones cannot
   * be had. One refused or retired metric marks only itself (`unreach`); the others still load.
   */
  reportPost?(account: AccountRef, post: ReportedPost): Promise<MetricReading>;
  /** The account's daily metrics for reports between two instants, in catalogue keys. */
  reportAccount?(account: AccountRef, since: Date, until: Date): Promise<AccountReading>;
  /**
   * Public posts matching a listening query since an instant (where the network allows search);
   * `options.tag` searches the query as a topic tag where the network tells tags apart (Threads).
   */
  search?(
    account: AccountRef,
    query: string,
    since: Date,
    cursor: string | null,
    options?: SearchOptions,
  ): Promise<PostPage>;
  /**
   * Public media tagged with a hashtag (with or without `#`) since an instant, newest first: Instagram's
   * Hashtag Search, whose each new hashtag takes one of the account's 30 per rolling 7 days (refused
   * beyond as `rate_limited`, with the wait the network gives). Covers the last 24 hours at most.
   */
  searchHashtag?(account: AccountRef, hashtag: string, since: Date, cursor: string | null): Promise<PostPage>;
  /**
   * Posts of another public Page since an instant, newest first, each with the Page as its author
   * (Facebook's Page Public Content Access: the one public reading Facebook allows).
   */
  readPagePosts?(account: AccountRef, pageId: string, since: Date, cursor: string | null): Promise<PostPage>;
  /**
   * Messages written since an instant in the text and announcement channels of the server the bot is
   * installed in (Discord), each with its author; a page holds one channel's messages, oldest first,
   * and the cursor goes on through the channels. Without the privileged MESSAGE_CONTENT intent Discord
   * gives members' messages an empty text: such messages are left out.
   */
  readChannelMessages?(account: AccountRef, since: Date, cursor: string | null): Promise<PostPage>;
  /** The third-party look-ups this network answers (SPEC §7); absent where it answers none. */
  lookup?(account: AccountRef, kind: LookupKind, query: string): Promise<LookupItem[]>;
}
