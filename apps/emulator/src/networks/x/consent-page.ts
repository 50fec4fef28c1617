import type { ConsentKit, SignedIn } from '../../core/consent.js';
import type { XUser } from './types.js';

/** How the real consent screen words each scope. */
const SCOPE_TEXT: Record<string, string> = {
  'tweet.read': 'All the posts you can view, including posts from protected accounts.',
  'tweet.write': 'Post and repost for you.',
  'tweet.moderate.write': 'Hide and unhide replies to your posts.',
  'users.read': 'Any account you can view, including protected accounts.',
  'users.email': 'Your email address.',
  'follows.read': 'People who follow you and people who you follow.',
  'follows.write': 'Follow and unfollow people for you.',
  'offline.access': 'Stay connected to your account until you revoke access.',
  'space.read': 'All the Spaces you can view.',
  'mute.read': 'Accounts you’ve muted.',
  'mute.write': 'Mute and unmute accounts for you.',
  'like.read': 'Posts you’ve liked and likes you can view.',
  'like.write': 'Like and un-like posts for you.',
  'list.read': 'Lists, list members, and list followers of lists you’ve created or are a member of.',
  'list.write': 'Create and manage Lists for you.',
  'block.read': 'Accounts you’ve blocked.',
  'block.write': 'Block and unblock accounts for you.',
  'bookmark.read': 'Get Bookmarked posts from an authenticated user.',
  'bookmark.write': 'Bookmark and remove Bookmarks from posts.',
  'media.write': 'Upload media for you.',
  'dm.read': 'All your Direct Messages.',
  'dm.write': 'Send and manage Direct Messages for you.',
};

const STYLE = `body{font-family:-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f7f9f9;margin:0;color:#0f1419}
.card{max-width:560px;margin:48px auto;background:#fff;border-radius:16px;border:1px solid #cfd9de;padding:28px}
h1{font-size:22px;margin:12px 0 8px}.muted{color:#536471;font-size:14px}ul{padding-left:20px}li{margin:6px 0}
.actions{display:flex;flex-direction:column;gap:10px;margin-top:20px}
button{font-size:15px;font-weight:700;padding:12px 20px;border-radius:9999px;cursor:pointer}
.allow{background:#0f1419;color:#fff;border:0}.cancel{background:#fff;color:#0f1419;border:1px solid #cfd9de}
.brand{font-weight:800;font-size:26px}`;

export const CONSENT: ConsentKit = {
  testId: 'x',
  brand: '𝕏',
  style: STYLE,
  title: 'Authorize {app} to access your account',
  heading: '{app} wants to access your X account.',
  scopesIntro: '{app} will be able to:',
  scopeText: SCOPE_TEXT,
  showScopeName: true,
  allow: { label: 'Authorize app', id: 'authorize' },
  deny: { label: 'Cancel', id: 'cancel' },
  allowFirst: true,
};

/** Who is signed in, as the page shows it. */
export function signedIn(user: XUser): SignedIn {
  return {
    lead: 'Signed in as',
    name: user.name,
    nameId: 'user-name',
    handle: { text: `@${user.username}`, id: 'username' },
  };
}
