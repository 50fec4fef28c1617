import type { ConsentKit, ConsentRequest } from '../../core/consent.js';
import { escapeHtml } from '../../core/html.js';
import { PERMISSION_TEXT } from './permissions.js';
import type { DiscordApp, DiscordGuild, DiscordUser } from './types.js';

const SCOPE_TEXT: Record<string, string> = {
  bot: 'Add a bot to a server',
  'applications.commands': 'Create commands',
  identify: 'Access your username, avatar, and banner',
  email: 'Access your email address',
  guilds: 'Know what servers you’re in',
  'guilds.members.read': 'Read your member info in servers',
  connections: 'Access your third-party connections',
  'messages.read': 'Read all messages from all channels you can see',
};

const STYLE = `body{font-family:"gg sans","Noto Sans",Helvetica,Arial,sans-serif;background:#313338;margin:0;color:#dbdee1}
.card{max-width:480px;margin:48px auto;background:#2b2d31;border-radius:8px;padding:24px}
h1{font-size:20px;color:#f2f3f5;margin:12px 0 4px}.muted{color:#b5bac1;font-size:13px}
ul{padding-left:20px}li{margin:6px 0}label{display:block;margin:6px 0}select{width:100%;padding:8px}
.actions{display:flex;gap:10px;margin-top:20px;justify-content:flex-end}
button{font-size:14px;font-weight:600;padding:10px 20px;border-radius:4px;cursor:pointer;border:0}
.allow{background:#5865f2;color:#fff}.cancel{background:transparent;color:#dbdee1}
.brand{font-weight:800;font-size:22px;color:#fff}`;

export const CONSENT: ConsentKit = {
  testId: 'discord',
  brand: 'Discord',
  style: STYLE,
  title: 'Discord | Authorize access to {app}',
  heading: '{app}',
  scopesIntro: 'This will allow the developer of {app} to:',
  scopeText: SCOPE_TEXT,
  error: { title: 'Discord | Invalid OAuth2 request', heading: 'Invalid OAuth2 request' },
  allow: { label: 'Authorize', id: 'authorize' },
  deny: { label: 'Cancel', id: 'cancel' },
};

export interface ConsentInput {
  app: DiscordApp;
  user: DiscordUser;
  scopes: readonly string[];
  permissions: bigint;
  /** Servers the person may add the bot to (Manage Server); empty unless `bot` is asked for. */
  guilds: readonly DiscordGuild[];
  preselected: string | null;
  hidden: Record<string, string>;
}

function guildPicker(input: ConsentInput): string {
  if (!input.scopes.includes('bot')) return '';
  const options = input.guilds
    .map(
      (guild) =>
        `<option value="${escapeHtml(guild.id)}" data-testid="discord-guild"${guild.id === input.preselected ? ' selected' : ''}>${escapeHtml(guild.name)}</option>`,
    )
    .join('');
  const granted = PERMISSION_TEXT.filter(([bit]) => (input.permissions & bit) === bit)
    .map(([, text]) => `<li data-testid="discord-permission">${escapeHtml(text)}</li>`)
    .join('');
  return `<label class="muted" for="guild_id">ADD TO SERVER:</label>
<select id="guild_id" name="guild_id" data-testid="discord-guilds">${options}</select>
<p class="muted">This requires you to have <strong>Manage Server</strong> permission in this server.</p>
<p>Grant the bot these permissions:</p><ul data-testid="discord-permissions">${granted}</ul>`;
}

/** The install screen: which app, which account, which server, which permissions — Authorize or Cancel. */
export function consentPage(input: ConsentInput): ConsentRequest {
  return {
    app: input.app.name,
    account: {
      lead: 'wants to access your Discord account. Signed in as',
      name: input.user.globalName ?? input.user.username,
      nameId: 'user-name',
    },
    scopes: input.scopes.filter((scope) => scope !== 'bot'),
    hidden: input.hidden,
    after: `\n${guildPicker(input)}`,
  };
}
