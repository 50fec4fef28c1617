import { escapeHtml, hiddenInputs, htmlPage } from '../../core/html.js';
import type { TwitchApp, TwitchUser } from './types.js';

/** How the consent screen words each scope. */
const SCOPE_TEXT: Record<string, string> = {
  'user:read:chat': 'Receive chat messages and notifications',
  'user:write:chat': 'Send chat messages and notifications',
  'user:bot': 'Appear in chat as a bot',
  'channel:bot': 'Allow the app to join your channel’s chat as a bot',
  'user:read:email': 'View your email address',
  'moderator:manage:announcements': 'Send announcements in channels where you have the moderator role',
  'moderator:read:followers': 'Read the followers of a broadcaster',
  'channel:read:subscriptions': 'View a list of all subscribers to your channel',
  'channel:manage:polls': 'Manage polls on your channel',
  'clips:edit': 'Create clips from a broadcast or video',
};

const STYLE = `body{font-family:Inter,Roobert,"Helvetica Neue",Helvetica,Arial,sans-serif;background:#0e0e10;margin:0;color:#efeff1}
.card{max-width:460px;margin:48px auto;background:#18181b;border-radius:6px;padding:32px}
h1{font-size:18px;margin:12px 0 8px}.muted{color:#adadb8;font-size:13px}ul{padding-left:20px}li{margin:6px 0}
.actions{display:flex;gap:10px;margin-top:24px}
button{flex:1;font-size:14px;font-weight:600;padding:10px 16px;border-radius:4px;cursor:pointer}
.allow{background:#9147ff;color:#fff;border:0}.cancel{background:#2f2f35;color:#efeff1;border:0}
.brand{font-weight:800;font-size:22px;color:#bf94ff}`;

const BRAND = '<div class="brand">twitch <span class="muted">(emulator)</span></div>';

export interface ConsentInput {
  app: TwitchApp;
  user: TwitchUser;
  scopes: readonly string[];
  hidden: Record<string, string>;
}

/** id.twitch.tv's authorization screen: which app, which account, which permissions — Authorize or Cancel. */
export function renderConsent(input: ConsentInput): string {
  const name = escapeHtml(input.app.name);
  const scopes = input.scopes
    .map(
      (scope) =>
        `<li data-testid="twitch-scope" data-scope="${escapeHtml(scope)}">${escapeHtml(SCOPE_TEXT[scope] ?? scope)}</li>`,
    )
    .join('');
  return htmlPage({
    title: 'Twitch',
    style: STYLE,
    brand: BRAND,
    body: `<h1 data-testid="twitch-app-name">${name} wants to access your account</h1>
<p class="muted">Signed in as <strong data-testid="twitch-display-name">${escapeHtml(input.user.displayName)}</strong></p>
<form method="post">${hiddenInputs(input.hidden)}
<p>This will allow ${name} to:</p><ul data-testid="twitch-scopes">${scopes}</ul>
<div class="actions"><button class="cancel" type="submit" name="decision" value="deny" data-testid="twitch-cancel">Cancel</button>
<button class="allow" type="submit" name="decision" value="allow" data-testid="twitch-authorize">Authorize</button></div>
</form>`,
  });
}

export function renderAuthorizeError(message: string): string {
  return htmlPage({
    title: 'Twitch',
    style: STYLE,
    brand: BRAND,
    body: `<h1 data-testid="twitch-error-title">There was a problem</h1><p data-testid="twitch-error">${escapeHtml(message)}</p>`,
  });
}
