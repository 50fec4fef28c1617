import type { ConsentKit, ConsentRequest } from '../../core/consent.js';
import { escapeHtml } from '../../core/html.js';
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

export const CONSENT: ConsentKit = {
  testId: 'reddit',
  brand: 'reddit',
  style: STYLE,
  title: '{app} requests to connect with your reddit account',
  heading: '{app} requests to connect with your reddit account.',
  scopesIntro: 'Allow {app} to:',
  scopeText: SCOPE_TEXT,
  showScopeName: true,
  error: { title: 'reddit.com: bad request', heading: 'bad request (reddit.com)' },
  allow: { label: 'Allow', id: 'allow' },
  deny: { label: 'Decline', id: 'decline', className: 'decline' },
};

export interface ConsentInput {
  app: RedditApp;
  user: RedditUser;
  scopes: readonly string[];
  permanent: boolean;
  hidden: Record<string, string>;
}

/** "{app} requests to connect with your reddit account" — Allow or Decline. */
export function consentPage(input: ConsentInput): ConsentRequest {
  const duration = input.permanent
    ? 'will be able to access these permissions until you revoke access'
    : 'will be able to access these permissions for 1 hour';
  return {
    app: input.app.name,
    account: { lead: 'Signed in as', name: `u/${input.user.name}`, nameId: 'user-name' },
    scopes: input.scopes,
    hidden: input.hidden,
    after: `\n<p class="muted" data-testid="reddit-duration">${escapeHtml(input.app.name)} ${duration}.</p>`,
  };
}
