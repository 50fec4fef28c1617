import { type ConsentKit, type ConsentRequest, renderErrorPage } from '../../core/consent.js';
import { escapeHtml } from '../../core/html.js';
import type { GoogleApp, GoogleUser, YtChannel } from './types.js';

const AUTH = 'https://www.googleapis.com/auth';

/** How Google's consent screen words each scope. */
const SCOPE_TEXT: Record<string, string> = {
  [`${AUTH}/youtube`]: 'Manage your YouTube account',
  [`${AUTH}/youtube.upload`]: 'Manage your YouTube videos',
  [`${AUTH}/youtube.force-ssl`]:
    'See, edit, and permanently delete your YouTube videos, ratings, comments and captions',
  [`${AUTH}/youtube.readonly`]: 'View your YouTube account',
  [`${AUTH}/yt-analytics.readonly`]: 'View YouTube Analytics reports for your YouTube content',
  [`${AUTH}/yt-analytics-monetary.readonly`]:
    'View monetary and non-monetary YouTube Analytics reports for your YouTube content',
  [`${AUTH}/userinfo.email`]: 'See your primary Google Account email address',
  [`${AUTH}/userinfo.profile`]:
    'See your personal info, including any personal info you’ve made publicly available',
  email: 'See your primary Google Account email address',
  profile: 'See your personal info, including any personal info you’ve made publicly available',
  openid: 'Associate you with your personal info on Google',
};

const STYLE = `body{font-family:Roboto,"Google Sans",Arial,sans-serif;background:#f0f4f9;margin:0;color:#1f1f1f}
.card{max-width:560px;margin:48px auto;background:#fff;border-radius:28px;padding:36px}
h1{font-size:24px;font-weight:400;margin:16px 0 8px}.muted{color:#444746;font-size:14px}
ul{padding-left:20px}li{margin:8px 0}label{display:block;margin:6px 0}
.actions{display:flex;justify-content:flex-end;gap:12px;margin-top:24px}
button{font-size:14px;font-weight:500;padding:10px 24px;border-radius:20px;cursor:pointer}
.allow{background:#0b57d0;color:#fff;border:0}.cancel{background:#fff;color:#0b57d0;border:1px solid #747775}
.brand{font-size:22px}`;

export const CONSENT: ConsentKit = {
  testId: 'google',
  brand: 'Google',
  style: STYLE,
  title: 'Sign in - Google Accounts',
  heading: '{app} wants to access your Google Account',
  scopesIntro: 'This will allow {app} to:',
  scopeText: SCOPE_TEXT,
  allow: { label: 'Allow', id: 'allow' },
  deny: { label: 'Cancel', id: 'cancel' },
};

export interface ConsentInput {
  app: GoogleApp;
  user: GoogleUser;
  channels: readonly YtChannel[];
  scopes: readonly string[];
  hidden: Record<string, string>;
}

/** The consent screen: which app, which account and channel (brand account), which scopes — Allow or Cancel. */
export function consentPage(input: ConsentInput): ConsentRequest {
  const channels = input.channels
    .map(
      (channel, index) =>
        `<label><input type="radio" name="channel_id" value="${escapeHtml(channel.id)}" data-testid="google-channel"${index === 0 ? ' checked' : ''}> ${escapeHtml(channel.title)} <span class="muted">${escapeHtml(channel.customUrl)}</span></label>`,
    )
    .join('');
  return {
    app: input.app.name,
    account: { name: input.user.email, nameId: 'user-email' },
    scopes: input.scopes,
    hidden: input.hidden,
    before: `<p>Choose a channel</p>${channels}\n`,
  };
}

/** Google's "Access blocked" page for a malformed request (`Error 400: redirect_uri_mismatch`…). */
export function renderAuthorizeError(status: number, error: string, message: string): string {
  return renderErrorPage(CONSENT, {
    title: 'Error - Google Accounts',
    heading: 'Access blocked: authorization error',
    message,
    detail: `<p class="muted">Error ${status}: ${escapeHtml(error)}</p>`,
  });
}
