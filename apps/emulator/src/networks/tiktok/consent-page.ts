import { escapeHtml, hiddenInputs, htmlPage } from '../../core/html.js';
import type { TiktokApp, TiktokCreator } from './types.js';

/** How the consent screen words each scope. */
const SCOPE_TEXT: Record<string, string> = {
  'user.info.basic': 'Read your profile info (avatar, display name)',
  'user.info.profile': 'Read your additional profile information, such as bio description and username',
  'user.info.stats': 'Read your profile statistics, such as like count, follower count and video count',
  'video.list': 'Read your public videos on TikTok',
  'video.publish': 'Directly post content to your TikTok profile',
  'video.upload': 'Share content to TikTok as a draft for you to review and post',
};

const STYLE = `body{font-family:"TikTok Sans",-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f8f8f8;margin:0;color:#161823}
.card{max-width:480px;margin:48px auto;background:#fff;border-radius:8px;border:1px solid #e3e3e4;padding:28px}
h1{font-size:20px;margin:12px 0 8px}.muted{color:#8a8b91;font-size:14px}ul{padding-left:20px}li{margin:6px 0}
.actions{display:flex;gap:10px;margin-top:20px}
button{flex:1;font-size:15px;font-weight:600;padding:12px 20px;border-radius:4px;cursor:pointer}
.allow{background:#fe2c55;color:#fff;border:0}.cancel{background:#fff;color:#161823;border:1px solid #e3e3e4}
.brand{font-weight:800;font-size:24px}`;

const BRAND = '<div class="brand">TikTok <span class="muted">(emulator)</span></div>';

export interface ConsentInput {
  app: TiktokApp;
  creator: TiktokCreator;
  scopes: readonly string[];
  hidden: Record<string, string>;
}

/** Login Kit's consent screen: which app, which account, which permissions — Authorize or Cancel. */
export function renderConsent(input: ConsentInput): string {
  const name = escapeHtml(input.app.name);
  const scopes = input.scopes
    .map(
      (scope) =>
        `<li data-testid="tiktok-scope" data-scope="${escapeHtml(scope)}">${escapeHtml(SCOPE_TEXT[scope] ?? scope)}</li>`,
    )
    .join('');
  return htmlPage({
    title: `${input.app.name} is requesting access to your TikTok account`,
    style: STYLE,
    brand: BRAND,
    body: `<h1 data-testid="tiktok-app-name">${name} would like to access your TikTok account</h1>
<p class="muted">Logged in as <strong data-testid="tiktok-display-name">${escapeHtml(input.creator.displayName)}</strong> <span data-testid="tiktok-username">@${escapeHtml(input.creator.username)}</span></p>
<form method="post">${hiddenInputs(input.hidden)}
<p>This will allow ${name} to:</p><ul data-testid="tiktok-scopes">${scopes}</ul>
<div class="actions"><button class="cancel" type="submit" name="decision" value="deny" data-testid="tiktok-cancel">Cancel</button>
<button class="allow" type="submit" name="decision" value="allow" data-testid="tiktok-authorize">Authorize</button></div>
</form>`,
  });
}

export function renderAuthorizeError(message: string): string {
  return htmlPage({
    title: 'Something went wrong',
    style: STYLE,
    brand: BRAND,
    body: `<h1 data-testid="tiktok-error-title">Something went wrong</h1><p data-testid="tiktok-error">${escapeHtml(message)}</p>`,
  });
}
