import { escapeHtml, hiddenInputs, htmlPage } from '../../core/html.js';
import type { RedditApp, RedditUser } from './types.js';

/** How the real consent page words each scope. */
const SCOPE_TEXT: Record<string, string> = {
  identity: 'Access my reddit username and signup date.',
  submit: 'Submit links and comments from my account.',
  read: 'Access posts and comments through my account.',
  edit: 'Edit and delete my comments and submissions.',
  history: 'Access my voting history and comments or submissions I\u2019ve saved or hidden.',
  flair: 'Select my subreddit flair. Change link flair on my submissions.',
  mysubreddits: 'Access the list of subreddits I moderate, contribute to, and subscribe to.',
  privatemessages: 'Access my inbox and send private messages to other users.',
  vote: 'Submit and change my votes on comments and submissions.',
  save: 'Save and unsave comments and submissions.',
  subscribe: 'Manage my subreddit subscriptions. Manage "friends" - users whose content I follow.',
  account: 'Update preferences and related account information.',
  report: 'Report content for rules violations. Hide & show individual submissions.',
  wikiread: 'Read wiki pages through my account.',
};

const STYLE = `body{font-family:"IBM Plex Sans",-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#dae0e6;margin:0;color:#1c1c1c}
.card{max-width:560px;margin:48px auto;background:#fff;border-radius:8px;border:1px solid #ccc;padding:28px}
h1{font-size:20px;margin:12px 0 8px}.muted{color:#7c7c7c;font-size:14px}ul{padding-left:20px}li{margin:6px 0}
.actions{display:flex;gap:12px;margin-top:20px}
button{font-size:14px;font-weight:700;padding:10px 24px;border-radius:9999px;cursor:pointer}
.allow{background:#0079d3;color:#fff;border:0}.decline{background:#fff;color:#0079d3;border:1px solid #0079d3}
.brand{font-weight:800;font-size:26px;color:#ff4500}`;

const BRAND = '<div class="brand">reddit <span class="muted">(emulator)</span></div>';

export interface ConsentInput {
  app: RedditApp;
  user: RedditUser;
  scopes: readonly string[];
  permanent: boolean;
  hidden: Record<string, string>;
}

/** "{app} requests to connect with your reddit account" — Allow or Decline. */
export function renderConsent(input: ConsentInput): string {
  const name = escapeHtml(input.app.name);
  const scopes = input.scopes
    .map(
      (scope) =>
        `<li data-testid="reddit-scope" data-scope="${escapeHtml(scope)}">${escapeHtml(SCOPE_TEXT[scope] ?? scope)} <span class="muted">(${escapeHtml(scope)})</span></li>`,
    )
    .join('');
  const duration = input.permanent
    ? 'will be able to access these permissions until you revoke access'
    : 'will be able to access these permissions for 1 hour';
  return htmlPage({
    title: `${input.app.name} requests to connect with your reddit account`,
    style: STYLE,
    brand: BRAND,
    body: `<h1 data-testid="reddit-app-name">${name} requests to connect with your reddit account.</h1>
<p class="muted">Signed in as <strong data-testid="reddit-user-name">u/${escapeHtml(input.user.name)}</strong></p>
<form method="post">${hiddenInputs(input.hidden)}
<p>Allow ${name} to:</p><ul data-testid="reddit-scopes">${scopes}</ul>
<p class="muted" data-testid="reddit-duration">${name} ${duration}.</p>
<div class="actions"><button class="decline" type="submit" name="decision" value="deny" data-testid="reddit-decline">Decline</button>
<button class="allow" type="submit" name="decision" value="allow" data-testid="reddit-allow">Allow</button></div>
</form>`,
  });
}

export function renderAuthorizeError(message: string): string {
  return htmlPage({
    title: 'reddit.com: bad request',
    style: STYLE,
    brand: BRAND,
    body: `<h1 data-testid="reddit-error-title">bad request (reddit.com)</h1><p data-testid="reddit-error">${escapeHtml(message)}</p>`,
  });
}
