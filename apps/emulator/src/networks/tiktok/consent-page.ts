import type { ConsentKit, SignedIn } from '../../core/consent.js';
import type { TiktokCreator } from './types.js';

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

export const CONSENT: ConsentKit = {
  testId: 'tiktok',
  brand: 'TikTok',
  style: STYLE,
  title: '{app} is requesting access to your TikTok account',
  heading: '{app} would like to access your TikTok account',
  scopesIntro: 'This will allow {app} to:',
  scopeText: SCOPE_TEXT,
  error: { title: 'Something went wrong' },
  allow: { label: 'Authorize', id: 'authorize' },
  deny: { label: 'Cancel', id: 'cancel' },
};

/** Who is signed in, as the page shows it. */
export function signedIn(user: TiktokCreator): SignedIn {
  return {
    lead: 'Logged in as',
    name: user.displayName,
    nameId: 'display-name',
    handle: { text: `@${user.username}`, id: 'username' },
  };
}
