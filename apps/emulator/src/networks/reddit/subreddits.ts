import type { FastifyInstance } from 'fastify';
import { str } from '../../core/params.js';
import { forbidden, RedditHttpError } from './errors.js';
import { pageOf, viewOf } from './paging.js';
import { type AuthedCall, oauthRoute, type RedditRuntime } from './routing.js';
import { seconds, subredditNamed } from './state.js';
import type { Subreddit } from './types.js';
import { listing, renderSubreddit, thing } from './views.js';

/**
 * The community of a `/r/{sr}/…` path. Reddit redirects an unknown name to the subreddit search and
 * answers 403 `{"reason": "private"}` for a private community the user is not part of.
 */
export function communityOf(call: AuthedCall, name: string | undefined): Subreddit {
  const sub = name ? subredditNamed(call.state, name) : undefined;
  if (!sub) {
    const location = `/subreddits/search.json?q=${encodeURIComponent(name ?? '')}`;
    throw new RedditHttpError(302, '', { location });
  }
  if (sub.type === 'private' && !sub.moderator && !sub.subscribed) throw forbidden('private');
  return sub;
}

function search(call: AuthedCall) {
  const query = (str(call.params, 'q') ?? '').trim().toLowerCase();
  const found = [...call.state.subreddits.values()].filter(
    (sub) =>
      sub.type !== 'user' &&
      query.length > 0 &&
      [sub.name, sub.title, sub.description].some((text) => text.toLowerCase().includes(query)),
  );
  found.sort((a, b) => b.subscribers - a.subscribers);
  const { page, after, before } = pageOf(found, call.params, (sub) => `t5_${sub.id}`);
  const view = viewOf(call);
  return listing(
    page.map((sub) => thing('t5', renderSubreddit(view, sub))),
    after,
    before,
  );
}

function mine(call: AuthedCall) {
  const where = call.path.where;
  const subs = [...call.state.subreddits.values()].filter((sub) =>
    where === 'moderator' ? sub.moderator : where === 'subscriber' ? sub.subscribed : false,
  );
  const { page, after, before } = pageOf(subs, call.params, (sub) => `t5_${sub.id}`);
  const view = viewOf(call);
  return listing(
    page.map((sub) => thing('t5', renderSubreddit(view, sub))),
    after,
    before,
  );
}

function rules(call: AuthedCall) {
  const sub = communityOf(call, call.path.sr);
  return {
    rules: sub.rules.map((rule, priority) => ({
      kind: rule.kind,
      short_name: rule.shortName,
      violation_reason: rule.shortName,
      description: rule.description,
      priority,
      created_utc: seconds(sub.createdAt),
    })),
    site_rules: [
      'Spam',
      'Personal and confidential information',
      'Threatening, harassing, or inciting violence',
    ],
    site_rules_flow: [],
  };
}

/** Flair templates the user may pick (mod-only ones only for moderators). */
function linkFlairs(call: AuthedCall) {
  const sub = communityOf(call, call.path.sr);
  return sub.flairs
    .filter((flair) => !flair.modOnly || sub.moderator)
    .map((flair) => ({
      type: 'richtext',
      id: flair.id,
      text: flair.text,
      text_editable: flair.textEditable,
      allowable_content: 'all',
      max_emojis: 10,
      mod_only: flair.modOnly,
      css_class: '',
      richtext: [{ e: 'text', t: flair.text }],
      background_color: flair.backgroundColor,
      text_color: flair.textColor,
    }));
}

function postRequirements(call: AuthedCall) {
  const sub = communityOf(call, call.path.sr);
  return {
    is_flair_required: sub.flairRequired,
    title_text_max_length: 300,
    title_text_min_length: null,
    body_restriction_policy: sub.submissionType === 'link' ? 'notAllowed' : 'none',
    link_restriction_policy: sub.submissionType === 'self' ? 'notAllowed' : 'none',
    domain_blacklist: [],
    domain_whitelist: [],
    title_blacklisted_strings: [],
    body_blacklisted_strings: [],
    guidelines_text: null,
  };
}

export function registerSubreddits(app: FastifyInstance, rt: RedditRuntime): void {
  oauthRoute(app, rt, {
    method: 'GET',
    url: ['/subreddits/search', '/subreddits/search.json'],
    operation: 'subreddits.search',
    scope: 'read',
    handler: search,
  });
  oauthRoute(app, rt, {
    method: 'GET',
    url: '/subreddits/mine/:where',
    operation: 'subreddits.mine',
    scope: 'mysubreddits',
    handler: mine,
  });
  oauthRoute(app, rt, {
    method: 'GET',
    url: '/r/:sr/about',
    operation: 'subreddit.about',
    scope: 'read',
    handler: (call) => thing('t5', renderSubreddit(viewOf(call), communityOf(call, call.path.sr))),
  });
  oauthRoute(app, rt, {
    method: 'GET',
    url: '/r/:sr/about/rules',
    operation: 'subreddit.rules',
    scope: 'read',
    handler: rules,
  });
  oauthRoute(app, rt, {
    method: 'GET',
    url: '/r/:sr/api/link_flair_v2',
    operation: 'subreddit.flairs',
    scope: 'flair',
    handler: linkFlairs,
  });
  oauthRoute(app, rt, {
    method: 'GET',
    url: '/api/v1/:sr/post_requirements',
    operation: 'subreddit.requirements',
    scope: 'submit',
    handler: postRequirements,
  });
}
