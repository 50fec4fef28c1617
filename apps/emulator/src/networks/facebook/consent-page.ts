import type { ConsentKit, ConsentRequest } from '../../core/consent.js';
import { escapeHtml } from '../../core/html.js';
import type { FbActor, FbApp, FbPage } from './types.js';

const PERMISSION_TEXT: Record<string, string> = {
  public_profile: 'Your name and profile picture',
  email: 'Your email address',
  pages_show_list: 'Show a list of the Pages you manage',
  pages_manage_posts: 'Create and manage content on your Page',
  pages_read_engagement: 'Read content posted on the Page',
  pages_manage_engagement: 'Moderate comments and likes on your Page',
  pages_read_user_content: 'Read user content on your Page',
  read_insights: 'Read Page and post insights',
  pages_messaging: 'Manage and access Page conversations in Messenger',
  pages_manage_metadata: 'Manage accounts, settings and webhooks for a Page',
  business_management: 'Manage your business',
  instagram_basic: 'Access profile and posts from the Instagram account connected to your Page',
  instagram_content_publish: 'Create and publish content on the Instagram account connected to your Page',
  instagram_manage_comments: 'Manage comments for the Instagram account connected to your Page',
  instagram_manage_insights: 'Read insights of the Instagram account connected to your Page',
  instagram_manage_messages: 'Manage messages for the Instagram account connected to your Page',
  whatsapp_business_management: 'Manage your WhatsApp Business accounts, phone numbers and message templates',
  whatsapp_business_messaging: 'Send and receive messages with your WhatsApp Business phone numbers',
};

const STYLE = `body{font-family:Helvetica,Arial,sans-serif;background:#f0f2f5;margin:0}
.card{max-width:520px;margin:48px auto;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.2);padding:24px}
h1{font-size:20px;margin:0 0 8px}.muted{color:#65676b;font-size:14px}ul{padding-left:20px}
label{display:block;padding:6px 0}.actions{display:flex;gap:8px;justify-content:flex-end;margin-top:16px}
button{font-size:15px;padding:8px 20px;border-radius:6px;border:0;cursor:pointer}
.allow{background:#1877f2;color:#fff}.cancel{background:#e4e6eb;color:#050505}.brand{color:#1877f2;font-weight:bold}`;

export const CONSENT: ConsentKit = {
  testId: 'fb',
  brand: 'facebook',
  style: STYLE,
  title: 'Log in with Facebook — {app}',
  heading: '{app} is requesting access',
  scopesIntro: '{app} would like to:',
  scopeText: PERMISSION_TEXT,
  showScopeName: true,
  marks: { list: 'permissions', item: 'permission' },
  allow: { label: 'Allow', id: 'allow' },
  deny: { label: 'Cancel', id: 'cancel', value: 'cancel' },
};

export interface ConsentInput {
  app: FbApp;
  user: FbActor;
  pages: readonly FbPage[];
  scopes: readonly string[];
  hidden: Record<string, string>;
  /** Username of the Instagram account linked to a Page, by Page id. */
  instagram?: Readonly<Record<string, string>>;
  /** The WhatsApp Business Accounts shared when WhatsApp permissions are asked: name and numbers. */
  whatsapp?: ReadonlyArray<{ id: string; name: string; numbers: readonly string[] }>;
}

/** The WhatsApp Business Accounts the app gets, when it asks for WhatsApp permissions. */
function whatsappSection(input: ConsentInput): string {
  if (!input.whatsapp?.length || !input.scopes.some((scope) => scope.startsWith('whatsapp_'))) return '';
  const accounts = input.whatsapp
    .map(
      (waba) =>
        `<li data-testid="fb-waba-${waba.id}">${escapeHtml(waba.name)} <span class="muted">${escapeHtml(waba.numbers.join(', '))}</span></li>`,
    )
    .join('');
  return `<p>WhatsApp Business accounts shared with ${escapeHtml(input.app.name)}:</p><ul data-testid="fb-wabas">${accounts}</ul>`;
}

/** The Page picker: every Page the person manages, ticked, with its linked Instagram account. */
function pagePicker(input: ConsentInput): string {
  const instagram = (pageId: string) => {
    const username = input.instagram?.[pageId];
    return username
      ? ` <span class="muted" data-testid="fb-page-ig-${pageId}">· Instagram @${escapeHtml(username)}</span>`
      : '';
  };
  const pages = input.pages
    .map(
      (page) =>
        `<label><input type="checkbox" name="pages" value="${page.id}" checked data-testid="fb-page-${page.id}"> ${escapeHtml(page.name)} <span class="muted">${escapeHtml(page.category)}</span>${instagram(page.id)}</label>`,
    )
    .join('');
  return `<p>Choose the Pages ${escapeHtml(input.app.name)} can access:</p><div data-testid="fb-pages">${pages}</div>`;
}

/** The Facebook Login dialog: who is asking, for what, on which Pages — Allow or Cancel. */
export function consentPage(input: ConsentInput): ConsentRequest {
  return {
    app: input.app.name,
    account: { lead: 'Logged in as', name: input.user.name, nameId: 'user-name' },
    scopes: input.scopes,
    hidden: input.hidden,
    after: `\n${pagePicker(input)}\n${whatsappSection(input)}`,
  };
}
