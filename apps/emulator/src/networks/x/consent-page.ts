import { escapeHtml, hiddenInputs, htmlPage } from '../../core/html.js';
import type { XApp, XUser } from './types.js';

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

const BRAND = '<div class="brand">𝕏 <span class="muted">(emulator)</span></div>';

export interface ConsentInput {
  app: XApp;
  user: XUser;
  scopes: readonly string[];
  hidden: Record<string, string>;
}

/** The OAuth 2.0 consent screen: which app, which account, which scopes — Authorize or Cancel. */
export function renderConsent(input: ConsentInput): string {
  const name = escapeHtml(input.app.name);
  const scopes = input.scopes
    .map(
      (scope) =>
        `<li data-testid="x-scope" data-scope="${escapeHtml(scope)}">${escapeHtml(SCOPE_TEXT[scope] ?? scope)} <span class="muted">(${escapeHtml(scope)})</span></li>`,
    )
    .join('');
  return htmlPage({
    title: `Authorize ${input.app.name} to access your account`,
    style: STYLE,
    brand: BRAND,
    body: `<h1 data-testid="x-app-name">${name} wants to access your X account.</h1>
<p class="muted">Signed in as <strong data-testid="x-user-name">${escapeHtml(input.user.name)}</strong> <span data-testid="x-username">@${escapeHtml(input.user.username)}</span></p>
<form method="post">${hiddenInputs(input.hidden)}
<p>${name} will be able to:</p><ul data-testid="x-scopes">${scopes}</ul>
<div class="actions"><button class="allow" type="submit" name="decision" value="allow" data-testid="x-authorize">Authorize app</button>
<button class="cancel" type="submit" name="decision" value="deny" data-testid="x-cancel">Cancel</button></div>
</form>`,
  });
}

export function renderAuthorizeError(title: string, message: string): string {
  return htmlPage({
    title,
    style: STYLE,
    brand: BRAND,
    body: `<h1 data-testid="x-error-title">${escapeHtml(title)}</h1><p data-testid="x-error">${escapeHtml(message)}</p>`,
  });
}
