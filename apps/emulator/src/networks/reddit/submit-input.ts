import { bool, str } from '../../core/params.js';
import { thingError } from './errors.js';
import { assetAt } from './media-store.js';
import type { AuthedCall } from './routing.js';
import { subredditNamed } from './state.js';
import type { PostFlair, PostKind, RedditAsset, Subreddit } from './types.js';

const TITLE_MAX = 300;
const TEXT_MAX = 40_000;
const KINDS: readonly PostKind[] = ['self', 'link', 'image', 'video'];

export interface Submission {
  sub: Subreddit;
  kind: PostKind;
  title: string;
  text: string;
  url: string | null;
  asset: RedditAsset | null;
  flair: PostFlair | null;
  nsfw: boolean;
  spoiler: boolean;
  sendReplies: boolean;
}

/** The community, refused like Reddit: unknown, private, someone else's profile, wrong kind of post. */
function community(call: AuthedCall, kind: PostKind): Subreddit {
  const name = (str(call.params, 'sr') ?? '').trim();
  if (!name) throw thingError('SUBREDDIT_REQUIRED', 'you must specify a subreddit', 'sr');
  const sub = subredditNamed(call.state, name);
  if (!sub) throw thingError('SUBREDDIT_NOEXIST', "that subreddit doesn't exist", 'sr');
  const outsider = sub.type === 'private' && !sub.moderator && !sub.subscribed;
  if (outsider || (sub.type === 'user' && !sub.moderator))
    throw thingError('SUBREDDIT_NOTALLOWED', "you aren't allowed to post there.", 'sr');
  if (kind === 'self' && sub.submissionType === 'link')
    throw thingError('NO_SELFS', "that subreddit doesn't allow text posts", 'sr');
  if (kind !== 'self' && sub.submissionType === 'self')
    throw thingError('NO_LINKS', 'that subreddit only allows text posts', 'sr');
  if (kind === 'image' && !sub.allowImages)
    throw thingError('NO_IMAGES', "this community doesn't allow images", 'sr');
  if (kind === 'video' && !sub.allowVideos)
    throw thingError('NO_VIDEOS', "this community doesn't allow videos", 'sr');
  return sub;
}

function title(call: AuthedCall): string {
  const value = (str(call.params, 'title') ?? '').trim();
  if (!value) throw thingError('NO_TEXT', 'we need something here', 'title');
  if (value.length > TITLE_MAX) throw thingError('TOO_LONG', `this is too long (max: ${TITLE_MAX})`, 'title');
  return value;
}

/** A link post's URL: valid, and not already submitted to the community (unless `resubmit`). */
function link(call: AuthedCall, sub: Subreddit): string {
  const url = (str(call.params, 'url') ?? '').trim();
  if (!url) throw thingError('NO_URL', 'a url is required', 'url');
  if (!/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(url))
    throw thingError('BAD_URL', 'you should check that url', 'url');
  const duplicate = [...call.state.posts.values()].some(
    (post) => !post.deleted && post.kind === 'link' && post.subreddit === sub.name && post.url === url,
  );
  if (duplicate && bool(call.params, 'resubmit') !== true)
    throw thingError('ALREADY_SUB', 'that link has already been submitted', 'url');
  return url;
}

/** An image or video post: the URL must be one of the user's uploaded media assets of that type. */
function media(call: AuthedCall, kind: 'image' | 'video'): RedditAsset {
  const asset = assetAt(call.state, str(call.params, 'url') ?? '');
  const type = kind === 'image' ? 'image/' : 'video/';
  if (!asset || asset.ownerId !== call.user.id || !asset.mimetype.startsWith(type))
    throw thingError('BAD_URL', 'you should check that url', 'url');
  if (kind === 'video') {
    const poster = assetAt(call.state, str(call.params, 'video_poster_url') ?? '');
    if (!poster?.mimetype.startsWith('image/'))
      throw thingError('BAD_URL', 'a video post needs a poster image', 'video_poster_url');
  }
  return asset;
}

function flair(call: AuthedCall, sub: Subreddit): PostFlair | null {
  const id = str(call.params, 'flair_id');
  if (!id) {
    if (sub.flairRequired)
      throw thingError('SUBMIT_VALIDATION_FLAIR_REQUIRED', 'Your post must contain post flair.', 'flair');
    return null;
  }
  const template = sub.flairs.find((candidate) => candidate.id === id);
  if (!template || (template.modOnly && !sub.moderator))
    throw thingError('BAD_FLAIR_TEMPLATE_ID', "that flair template doesn't exist", 'flair');
  const custom = str(call.params, 'flair_text')?.trim();
  if (custom && custom.length > 64) throw thingError('TOO_LONG', 'this is too long (max: 64)', 'flair_text');
  return {
    templateId: template.id,
    text: template.textEditable && custom ? custom : template.text,
    backgroundColor: template.backgroundColor,
    textColor: template.textColor,
  };
}

/** What `POST /api/submit` asks for, checked in Reddit's order; refusals are `json.errors`. */
export function parseSubmission(call: AuthedCall): Submission {
  const kind = str(call.params, 'kind') ?? 'link';
  if (!(KINDS as readonly string[]).includes(kind))
    throw thingError('INVALID_OPTION', 'that option is not valid', 'kind');
  const postKind = kind as PostKind;
  const heading = title(call);
  const sub = community(call, postKind);
  const text = postKind === 'self' ? (str(call.params, 'text') ?? '') : '';
  if (text.length > TEXT_MAX) throw thingError('TOO_LONG', `this is too long (max: ${TEXT_MAX})`, 'text');
  const asset = postKind === 'image' || postKind === 'video' ? media(call, postKind) : null;
  const url = postKind === 'link' ? link(call, sub) : null;
  return {
    sub,
    kind: postKind,
    title: heading,
    text,
    url,
    asset,
    flair: flair(call, sub),
    nsfw: bool(call.params, 'nsfw') === true,
    spoiler: bool(call.params, 'spoiler') === true,
    sendReplies: bool(call.params, 'sendreplies') !== false,
  };
}
