import { escapeHtml, hiddenInputs, htmlPage } from '../../core/html.js';
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

const BRAND = '<div class="brand">VK <span class="muted">(emulator)</span></div>';

export interface ConsentInput {
  app: VkApp;
  user: VkUser;
  scope: number;
  groups: readonly VkGroup[];
  hidden: Record<string, string>;
}

function rights(names: readonly string[]): string {
  return names
    .map(
      (name) =>
        `<li data-testid="vk-right" data-right="${escapeHtml(name)}">${escapeHtml(RIGHT_TEXT[name] ?? name)}</li>`,
    )
    .join('');
}

/** The consent page: which app, which person, which communities and rights — Allow or Cancel. */
export function renderConsent(input: ConsentInput): string {
  const name = escapeHtml(input.app.name);
  const communities = input.groups
    .map(
      (group) =>
        `<li data-testid="vk-community" data-group-id="${group.id}">${escapeHtml(group.name)} <span class="muted">(club${group.id})</span></li>`,
    )
    .join('');
  const forCommunities = input.groups.length
    ? `<p>On behalf of these communities:</p><ul data-testid="vk-communities">${communities}</ul>
<ul data-testid="vk-community-rights">${rights(scopeNames(input.scope, 'group'))}</ul>`
    : '';
  return htmlPage({
    title: `${input.app.name} requests access`,
    style: STYLE,
    brand: BRAND,
    body: `<h1 data-testid="vk-app-name">${name} requests access to your account</h1>
<p class="muted">Signed in as <strong data-testid="vk-user-name">${escapeHtml(`${input.user.firstName} ${input.user.lastName}`)}</strong></p>
<form method="post">${hiddenInputs(input.hidden)}
${forCommunities}<p>For your account:</p><ul data-testid="vk-user-rights">${rights(scopeNames(input.scope, 'user'))}</ul>
<div class="actions"><button class="allow" type="submit" name="decision" value="allow" data-testid="vk-allow">Allow</button>
<button class="cancel" type="submit" name="decision" value="deny" data-testid="vk-cancel">Cancel</button></div>
</form>`,
  });
}

export function renderAuthorizeError(message: string): string {
  return htmlPage({
    title: 'Error',
    style: STYLE,
    brand: BRAND,
    body: `<h1 data-testid="vk-error-title">Authorization error</h1><p data-testid="vk-error">${escapeHtml(message)}</p>`,
  });
}
