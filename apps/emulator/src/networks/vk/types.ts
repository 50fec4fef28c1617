import type { AppCode, GrantState, KeyedApp, RevocableGrant } from '../../core/grants.js';
import type { ArrivingWorld, People } from '../../core/state.js';

/** A registered VK app (its id is the OAuth `client_id`, its protected key the `client_secret`). */
export type VkApp = KeyedApp;

export interface VkUser {
  id: number;
  firstName: string;
  lastName: string;
  screenName: string;
}

export interface VkGroup {
  id: number;
  name: string;
  screenName: string;
  /** Members when the world was seeded; they grow slowly from here. */
  members: number;
  /** Users who administer the community (may ask community tokens for it). */
  adminIds: number[];
  /** Community setting: posts with links are refused (error 222). */
  linksForbidden: boolean;
}

export type PostOrigin = 'seed' | 'api';

export interface VkPost {
  ownerId: number;
  id: number;
  /** Who the post is shown as: -group_id with from_group=1, else the user. */
  fromId: number;
  /** The user (or -group) whose token made the post. */
  createdBy: number;
  /** ms; for a postponed post, when it will be published. */
  date: number;
  /** ms, when the post was made (flood control counts identical posts by it). */
  createdAt: number;
  text: string;
  /** `photo-1_2`, `video-1_3`, `poll-1_4` or a URL, in order. */
  attachments: string[];
  postponed: boolean;
  signed: boolean;
  closeComments: boolean;
  markedAsAds: boolean;
  origin: PostOrigin;
  deleted: boolean;
  /** Who liked it through the API (users, or -group for community tokens). */
  likes: Set<number>;
}

export type CommentOrigin = 'seed' | 'visitor' | 'api';

export interface VkComment {
  ownerId: number;
  id: number;
  postId: number;
  fromId: number;
  date: number;
  text: string;
  /** The comment it answers (replies live in the thread of their top-level comment). */
  replyTo?: number;
  /** The top-level comment whose thread holds this reply. */
  threadOf?: number;
  origin: CommentOrigin;
  deleted: boolean;
  likes: Set<number>;
}

export type MessageOrigin = 'seed' | 'visitor' | 'api';

/** A message of a community's conversation with one person (community messages). */
export interface VkMessage {
  groupId: number;
  /** Unique within the community's messages. */
  id: number;
  /** The person the conversation is with. */
  peerId: number;
  /** The person, or -group_id for what the community sent. */
  fromId: number;
  /** ms */
  date: number;
  text: string;
  /** The sender's de-duplication key (0: none); a repeated key answers the first message. */
  randomId: number;
  /** The message's number within its conversation. */
  conversationMessageId: number;
  origin: MessageOrigin;
}

export interface VkPhoto {
  ownerId: number;
  id: number;
  date: number;
  width: number;
  height: number;
  caption: string;
}

export interface VkVideo {
  ownerId: number;
  id: number;
  title: string;
  description: string;
  date: number;
  /** Set once the file reached the upload URL. */
  uploadedBytes?: number;
}

export interface VkPoll {
  ownerId: number;
  id: number;
  question: string;
  answers: Array<{ id: number; text: string }>;
  anonymous: boolean;
  multiple: boolean;
  /** ms, 0 = never ends. */
  endDate: number;
  created: number;
  authorId: number;
}

/** What a photo upload server answered, waiting for photos.saveWallPhoto (single use). */
export interface VkPendingPhoto {
  hash: string;
  server: number;
  groupId: number;
  userId: number;
  width: number;
  height: number;
}

/** An upload URL handed out by photos.getWallUploadServer or video.save. */
export interface VkTicket {
  kind: 'photo' | 'video';
  groupId: number;
  userId: number;
  server: number;
  /** The video a video upload URL belongs to (`<owner>_<id>`). */
  video?: string;
}

export interface VkToken extends RevocableGrant {
  kind: 'user' | 'group';
  appId: string;
  /** The user who authorized (for a community token: the administrator who asked it). */
  userId: number;
  /** The community of a community token. */
  groupId?: number;
  /** The granted bit mask (user or community bits, by kind). */
  scope: number;
}

export interface VkCode extends AppCode {
  userId: number;
  /** The granted bit mask. */
  scope: number;
  groupIds: number[];
}

/** Limits the emulator enforces; change them with `POST /_emulator/vk/limits`. */
export interface VkLimits {
  /** Requests per second of one user token (error 6). */
  user_requests_per_second: number;
  /** Requests per second of one community token (error 6). */
  group_requests_per_second: number;
  /** Identical posts one wall takes within an hour; the next is flood control (error 9). */
  identical_posts_per_hour: number;
  /** Posts and comments one token makes within a minute before a captcha is asked (error 14). */
  writes_per_minute: number;
}

/** VK's world: visitors comment on the communities' posts, write to them and write public posts. */
export interface VkState extends GrantState<VkApp, VkCode, VkToken>, People<VkUser, number>, ArrivingWorld {
  groups: Map<number, VkGroup>;
  /** Keyed `<owner>_<id>`. */
  posts: Map<string, VkPost>;
  comments: Map<string, VkComment>;
  /** Community messages, keyed `<group_id>_<id>`. */
  messages: Map<string, VkMessage>;
  /** Who allowed messages from each community (by group id): writing to it allows its answers. */
  messageConsent: Map<number, Set<number>>;
  photos: Map<string, VkPhoto>;
  videos: Map<string, VkVideo>;
  polls: Map<string, VkPoll>;
  pendingPhotos: Map<string, VkPendingPhoto>;
  tickets: Map<string, VkTicket>;
  /** The next object id of each owner (posts and comments of a wall share one sequence, as on VK). */
  sequences: Map<number, number>;
  limits: VkLimits;
  /** Request times per token (the last second) and write times per token (the last minute). */
  requests: Map<string, number[]>;
  writes: Map<string, number[]>;
  captchas: Set<string>;
}

export const key = (ownerId: number, id: number): string => `${ownerId}_${id}`;
