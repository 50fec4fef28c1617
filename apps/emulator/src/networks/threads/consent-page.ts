import { escapeHtml, hiddenInputs, htmlPage } from '../../core/html.js';
import type { ThApp, ThUser } from './types.js';

/** How the authorization window words each permission. */
const PERMISSION_TEXT: Record<string, string> = {
  threads_basic: 'Access your Threads profile information',
  threads_content_publish: 'Create and publish posts on your behalf',
  threads_manage_replies: 'Reply to posts and manage replies on your behalf',
  threads_read_replies: 'Read replies to your posts',
  threads_manage_insights: 'Access insights for your profile and posts',
  threads_manage_mentions: 'Access posts that mention you',
  threads_keyword_search: 'Search public posts by keyword',
  threads_delete: 'Delete your posts',
  threads_location_tagging: 'Search for and tag locations in your posts',
  threads_profile_discovery: 'Look up public profiles',
};

const STYLE = `body{font-family:-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#fafafa;margin:0;color:#000}
.card{max-width:480px;margin:48px auto;background:#fff;border-radius:16px;border:1px solid #dbdbdb;padding:28px}
h1{font-size:20px;margin:12px 0 8px}.muted{color:#737373;font-size:14px}ul{padding-left:20px}li{margin:6px 0}
.actions{display:flex;flex-direction:column;gap:10px;margin-top:20px}
button{font-size:15px;font-weight:600;padding:12px 20px;border-radius:12px;cursor:pointer}
.allow{background:#000;color:#fff;border:0}.cancel{background:#fff;color:#000;border:1px solid #dbdbdb}
.brand{font-weight:800;font-size:26px}`;

const BRAND = '<div class="brand">@ Threads <span class="muted">(emulator)</span></div>';

export interface ConsentInput {
  app: ThApp;
  user: ThUser;
  scopes: readonly string[];
  hidden: Record<string, string>;
}

/** The authorization window: which app, which profile, which permissions — Allow or Cancel. */
export function renderConsent(input: ConsentInput): string {
  const name = escapeHtml(input.app.name);
  const permissions = input.scopes
    .map(
      (scope) =>
        `<li data-testid="threads-permission" data-scope="${escapeHtml(scope)}">${escapeHtml(PERMISSION_TEXT[scope] ?? scope)} <span class="muted">(${escapeHtml(scope)})</span></li>`,
    )
    .join('');
  return htmlPage({
    title: `Allow ${input.app.name} to access your Threads profile`,
    style: STYLE,
    brand: BRAND,
    body: `<h1 data-testid="threads-app-name">${name} is requesting access to your Threads profile</h1>
<p class="muted">Logged in as <strong data-testid="threads-name">${escapeHtml(input.user.name)}</strong> <span data-testid="threads-username">@${escapeHtml(input.user.username)}</span></p>
<form method="post">${hiddenInputs(input.hidden)}
<p>${name} would like to:</p><ul data-testid="threads-permissions">${permissions}</ul>
<div class="actions"><button class="allow" type="submit" name="decision" value="allow" data-testid="threads-allow">Allow</button>
<button class="cancel" type="submit" name="decision" value="deny" data-testid="threads-cancel">Cancel</button></div>
</form>`,
  });
}

export function renderAuthorizeError(title: string, message: string): string {
  return htmlPage({
    title,
    style: STYLE,
    brand: BRAND,
    body: `<h1 data-testid="threads-error-title">${escapeHtml(title)}</h1><p data-testid="threads-error">${escapeHtml(message)}</p>`,
  });
}
