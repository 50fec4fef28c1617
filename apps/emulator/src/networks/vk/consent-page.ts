import { type ConsentKit, type ConsentRequest, scopeItems } from '../../core/consent.js';
import { escapeHtml } from '../../core/html.js';
import { scopeNames } from './scopes.js';
import type { VkApp, VkGroup, VkUser } from './types.js';

/** How the consent page words each right. */
const RIGHT_TEXT: Record<string, string> = {
  wall: 'Access to the wall',
  photos: 'Access to photos',
  video: 'Access to videos',
  docs: 'Access to documents',
  groups: 'Access to communities',
  stats: 'Access to statistics',
  offline: 'Access at any time',
  messages: 'Access to community messages',
  manage: 'Community management',
  stories: 'Access to stories',
  app_widget: 'Access to community widgets',
};

const STYLE = `body{font-family:-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#edeef0;margin:0;color:#000}
.card{max-width:520px;margin:48px auto;background:#fff;border-radius:12px;box-shadow:0 1px 0 0 #d7d8db,0 0 0 1px #e3e4e8;padding:28px}
h1{font-size:20px;margin:12px 0 8px}.muted{color:#818c99;font-size:14px}ul{padding-left:20px}li{margin:6px 0}
.actions{display:flex;gap:10px;margin-top:20px}
button{font-size:15px;font-weight:600;padding:10px 20px;border-radius:8px;cursor:pointer;border:0}
.allow{background:#0077ff;color:#fff}.cancel{background:#f2f3f5;color:#0077ff}
.brand{font-weight:800;font-size:26px;color:#0077ff}`;

export const CONSENT: ConsentKit = {
  testId: 'vk',
  brand: 'VK',
  style: STYLE,
  title: '{app} requests access',
  heading: '{app} requests access to your account',
  scopesIntro: 'For your account:',
  scopeText: RIGHT_TEXT,
  marks: { list: 'user-rights', item: 'right', attr: 'right' },
  error: { title: 'Error', heading: 'Authorization error' },
  allow: { label: 'Allow', id: 'allow' },
  deny: { label: 'Cancel', id: 'cancel' },
  allowFirst: true,
};

export interface ConsentInput {
  app: VkApp;
  user: VkUser;
  scope: number;
  groups: readonly VkGroup[];
  hidden: Record<string, string>;
}

/**
 * The consent page: which app, which person, and either the communities with the community rights (a
 * community consent: the tokens it gives are the communities') or the person's own rights — Allow or
 * Cancel.
 */
export function consentPage(input: ConsentInput): ConsentRequest {
  const communities = input.groups
    .map(
      (group) =>
        `<li data-testid="vk-community" data-group-id="${group.id}">${escapeHtml(group.name)} <span class="muted">(club${group.id})</span></li>`,
    )
    .join('');
  const forCommunities = input.groups.length
    ? `<p>On behalf of these communities:</p><ul data-testid="vk-communities">${communities}</ul>
<ul data-testid="vk-community-rights">${scopeItems(CONSENT, scopeNames(input.scope, 'group'))}</ul>`
    : '';
  return {
    app: input.app.name,
    account: {
      lead: 'Signed in as',
      name: `${input.user.firstName} ${input.user.lastName}`,
      nameId: 'user-name',
    },
    scopes: input.groups.length ? [] : scopeNames(input.scope, 'user'),
    hidden: input.hidden,
    before: forCommunities,
  };
}
