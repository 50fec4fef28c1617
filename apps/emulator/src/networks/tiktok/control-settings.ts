import type { FastifyInstance } from 'fastify';
import { countChanges, fail, isCount } from '../../core/control.js';
import { asRecord, list, type Params } from '../../core/params.js';
import { DEFAULT_LIMITS, DEFAULT_POSTS_PER_DAY } from './limits.js';
import type { TiktokRuntime } from './routing.js';
import { type CreatorSettings, PRIVACY_LEVELS, type PrivacyLevel } from './types.js';

/** A `{<name>: boolean}` switch. */
function registerSwitch(
  app: FastifyInstance,
  url: string,
  name: string,
  apply: (on: boolean) => Record<string, boolean>,
): void {
  app.post(url, async (request, reply) => {
    const value = asRecord(request.body)[name];
    if (typeof value !== 'boolean') return fail(reply, `${name} must be a boolean`);
    return apply(value);
  });
}

const FLAGS = {
  comment_disabled: 'commentDisabled',
  duet_disabled: 'duetDisabled',
  stitch_disabled: 'stitchDisabled',
  banned_from_posting: 'bannedFromPosting',
} as const;

/** The creator's settings as creator_info reports them; answers an error message or undefined. */
function updateCreator(settings: CreatorSettings, body: Params): string | undefined {
  const levels = body.privacy_level_options === undefined ? undefined : list(body, 'privacy_level_options');
  const known = (level: string): level is PrivacyLevel =>
    (PRIVACY_LEVELS as readonly string[]).includes(level);
  if (levels && (levels.length === 0 || !levels.every(known)))
    return `privacy_level_options must be a non-empty list of ${PRIVACY_LEVELS.join(', ')}`;
  const max = body.max_video_post_duration_sec;
  if (max !== undefined && (!isCount(max) || max < 1))
    return 'max_video_post_duration_sec must be a positive integer';
  for (const name of Object.keys(FLAGS)) {
    if (body[name] !== undefined && typeof body[name] !== 'boolean') return `${name} must be a boolean`;
  }
  if (levels) settings.privacyLevels = levels.filter(known);
  if (typeof max === 'number') settings.maxVideoSeconds = max;
  for (const [name, key] of Object.entries(FLAGS)) {
    const value = body[name];
    if (typeof value === 'boolean') settings[key] = value;
  }
  return undefined;
}

/** Switches and limits under `/_emulator/tiktok`: region, audit, creator settings, domains, limits. */
export function registerSettingsControl(app: FastifyInstance, rt: TiktokRuntime): void {
  registerSwitch(app, '/region', 'mainland_china', (on) => {
    rt.state.mainlandChina = on;
    return { mainland_china: on };
  });
  registerSwitch(app, '/unaudited', 'unaudited', (on) => {
    rt.state.unaudited = on;
    return { unaudited: on };
  });
  app.post('/creator', async (request, reply) => {
    const problem = updateCreator(rt.state.creator.settings, asRecord(request.body));
    return problem ? fail(reply, problem) : { settings: rt.state.creator.settings };
  });
  app.post('/domains', async (request, reply) => {
    const domains = list(asRecord(request.body), 'domains');
    if (!domains) return fail(reply, 'domains must be a list of host names');
    rt.state.verifiedDomains = domains.map((domain) => domain.toLowerCase());
    return { verified_domains: rt.state.verifiedDomains };
  });
  app.get('/limits', async () => ({
    per_minute: rt.state.limits.perMinute,
    posts_per_day: rt.state.limits.postsPerDay,
    defaults: { per_minute: DEFAULT_LIMITS, posts_per_day: DEFAULT_POSTS_PER_DAY },
  }));
  app.post('/limits', async (request, reply) => {
    const body = asRecord(request.body);
    const perMinute = countChanges(
      Object.entries(asRecord(body.per_minute)),
      Object.keys(DEFAULT_LIMITS),
      'operation',
    );
    if ('problem' in perMinute) return fail(reply, perMinute.problem);
    if (body.posts_per_day !== undefined && !isCount(body.posts_per_day))
      return fail(reply, 'posts_per_day must be an integer ≥ 0');
    for (const [operation, value] of perMinute.changes) rt.state.limits.perMinute[operation] = value;
    if (isCount(body.posts_per_day)) rt.state.limits.postsPerDay = body.posts_per_day;
    if (body.reset_windows === true) rt.state.windows.clear();
    return { per_minute: rt.state.limits.perMinute, posts_per_day: rt.state.limits.postsPerDay };
  });
}
