import type { ConsentKit, SignedIn } from '../../core/consent.js';
import type { ThUser } from './types.js';

/** How the authorization window words each permission. */
const PERMISSION_TEXT: Record<string, string> = {
  threads_basic: 'Access your Threads profile information',
  threads_content_publish: 'Create and publish posts on your behalf',
  threads_manage_replies: 'Reply to posts and manage replies on your behalf',
  threads_read_replies: 'Read replies to your posts',
  threads_manage_insights: 'Access insights for your profile and posts',
  threads_manage_mentions: 'Access posts that mention you',
  threads_keyword_search: 'Search public posts by keyword',
  threads_delete: 'Delete your posts',
  threads_location_tagging: 'Search for and tag locations in your posts',
  threads_profile_discovery: 'Look up public profiles',
};

const STYLE = `body{font-family:-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#fafafa;margin:0;color:#000}
.card{max-width:480px;margin:48px auto;background:#fff;border-radius:16px;border:1px solid #dbdbdb;padding:28px}
h1{font-size:20px;margin:12px 0 8px}.muted{color:#737373;font-size:14px}ul{padding-left:20px}li{margin:6px 0}
.actions{display:flex;flex-direction:column;gap:10px;margin-top:20px}
button{font-size:15px;font-weight:600;padding:12px 20px;border-radius:12px;cursor:pointer}
.allow{background:#000;color:#fff;border:0}.cancel{background:#fff;color:#000;border:1px solid #dbdbdb}
.brand{font-weight:800;font-size:26px}`;

export const CONSENT: ConsentKit = {
  testId: 'threads',
  brand: '@ Threads',
  style: STYLE,
  title: 'Allow {app} to access your Threads profile',
  heading: '{app} is requesting access to your Threads profile',
  scopesIntro: '{app} would like to:',
  scopeText: PERMISSION_TEXT,
  showScopeName: true,
  marks: { list: 'permissions', item: 'permission' },
  allow: { label: 'Allow', id: 'allow' },
  deny: { label: 'Cancel', id: 'cancel' },
  allowFirst: true,
};

/** Who is signed in, as the page shows it. */
export function signedIn(user: ThUser): SignedIn {
  return {
    lead: 'Logged in as',
    name: user.name,
    nameId: 'name',
    handle: { text: `@${user.username}`, id: 'username' },
  };
}
