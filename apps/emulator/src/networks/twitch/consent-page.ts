import type { ConsentKit, SignedIn } from '../../core/consent.js';
import type { TwitchUser } from './types.js';

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

export const CONSENT: ConsentKit = {
  testId: 'twitch',
  brand: 'twitch',
  style: STYLE,
  title: 'Twitch',
  heading: '{app} wants to access your account',
  scopesIntro: 'This will allow {app} to:',
  scopeText: SCOPE_TEXT,
  error: { title: 'Twitch', heading: 'There was a problem' },
  allow: { label: 'Authorize', id: 'authorize' },
  deny: { label: 'Cancel', id: 'cancel' },
};

/** Who is signed in, as the page shows it. */
export function signedIn(user: TwitchUser): SignedIn {
  return { lead: 'Signed in as', name: user.displayName, nameId: 'display-name' };
}
