/**
 * The console's route table (SPEC §2), declared once. The web console builds its router from it,
 * the permission grants of resources.ts name its routes, and the server answers `auth/perms` with
 * the names a user may open. Route names are dot paths; a grant of `content.post` allows every
 * route named `content.post` or `content.post.*`.
 */

/**
 * - ignoreAuth: opens without signing in.
 * - ignorePerm: any signed-in user may open it; no route grant is needed.
 * - ignoreGlobal: outside the game context: no game_id/game_area query, no game fallback.
 * - ignoreRefer: never remembered as the last route nor sent as the sign-in referer.
 * - scroller: the screen is a long, continuously loading list and owns its scrolling.
 */
export interface RouteFlags {
  ignoreAuth?: boolean;
  ignorePerm?: boolean;
  ignoreGlobal?: boolean;
  ignoreRefer?: boolean;
  scroller?: boolean;
}

export const sections = [
  'home',
  'middle',
  'policy',
  'error',
  'account',
  'assign',
  'content',
  'report',
  'listen',
  'material',
  'review',
  'perm',
  'config',
  'system',
  'app',
] as const;
export type Section = (typeof sections)[number];

/** Parameters a shared screen is opened with (list type, detail page, report mode…). */
export type ScreenParams = Readonly<Record<string, string>>;

export interface RouteDef {
  name: string;
  /** react-router pattern; `:id` marks a path parameter. */
  path: string;
  section: Section;
  /** The screen that renders it; several routes share one screen with different params. */
  screen?: string;
  params?: ScreenParams;
  flags?: RouteFlags;
  /** Name of the route this one forwards to (section roots and a few listen paths). */
  redirect?: string;
  /** Further paths that open the same route (e.g. with a trailing slash). */
  aliases?: readonly string[];
}

type Entry = Omit<RouteDef, 'section'>;

function section(name: Section, flags: RouteFlags | undefined, entries: readonly Entry[]): RouteDef[] {
  return entries.map((entry) => ({
    ...entry,
    section: name,
    ...(flags || entry.flags ? { flags: { ...flags, ...entry.flags } } : {}),
  }));
}

const contentTypes = ['comment', 'like', 'message'] as const;
const reviewTypes = ['post', 'comment', 'like', 'message'] as const;

const publicRoutes: RouteDef[] = [
  ...section('home', { ignoreAuth: true, ignoreGlobal: true, ignoreRefer: true }, [
    { name: 'home', path: '/', screen: 'home' },
  ]),
  ...section('middle', { ignorePerm: true, ignoreGlobal: true, ignoreRefer: true }, [
    { name: 'middle.oauth', path: '/middle/oauth', aliases: ['/middle/oauth/'], screen: 'middle.oauth' },
  ]),
  ...section('policy', { ignoreAuth: true, ignoreGlobal: true, ignoreRefer: true }, [
    { name: 'policy', path: '/policy', screen: 'policy', params: { doc: 'terms' } },
    { name: 'policy.terms', path: '/policy/terms', screen: 'policy', params: { doc: 'terms' } },
    { name: 'policy.privacy', path: '/policy/privacy', screen: 'policy', params: { doc: 'privacy' } },
    { name: 'policy.google', path: '/policy/google', screen: 'policy', params: { doc: 'google' } },
  ]),
  ...section('review', { ignoreAuth: true, ignoreGlobal: true, ignoreRefer: true }, [
    // An approval link from an e-mail or a chat: the signed token in the query is the credential.
    { name: 'review.decide', path: '/review/decide', screen: 'review.decide' },
  ]),
  ...section('material', { ignoreAuth: true, ignoreGlobal: true, ignoreRefer: true }, [
    // An outside reviewer's link (licensor, IP holder): the signed token in the query is the credential.
    { name: 'material.decide', path: '/material/decide', screen: 'material.decide' },
  ]),
  ...section('error', { ignoreAuth: true, ignorePerm: true, ignoreRefer: true }, [
    { name: 'error', path: '/error', screen: 'error', params: { code: 'error' } },
    { name: 'error.401', path: '/error/401', screen: 'error', params: { code: '401' } },
    {
      name: 'error.403',
      path: '/error/403',
      screen: 'error',
      params: { code: '403' },
      flags: { ignoreGlobal: true },
    },
    { name: 'error.404', path: '/error/404', screen: 'error', params: { code: '404' } },
  ]),
];

const featureRoutes: RouteDef[] = [
  ...section('account', undefined, [
    { name: 'account', path: '/account', redirect: 'account.list' },
    { name: 'account.list', path: '/account/list', screen: 'account.list' },
  ]),
  ...section('assign', undefined, [
    { name: 'assign', path: '/assign', redirect: 'assign.task.list' },
    { name: 'assign.task.list', path: '/assign/task/list', screen: 'assign.task.list' },
    { name: 'assign.task.gantt', path: '/assign/task/gantt', screen: 'assign.task.gantt' },
    { name: 'assign.task.detail', path: '/assign/task/detail', screen: 'assign.task.detail' },
    { name: 'assign.todo.list', path: '/assign/todo/list', screen: 'assign.todo.list' },
    { name: 'assign.todo.detail', path: '/assign/todo/detail', screen: 'assign.todo.detail' },
    {
      name: 'assign.todo.link',
      path: '/assign/todo/link',
      screen: 'assign.todo.link',
      flags: { scroller: true },
    },
    { name: 'assign.label.config', path: '/assign/label/config', screen: 'assign.label.config' },
    { name: 'assign.report.label', path: '/assign/report/label', screen: 'assign.report.label' },
    {
      name: 'assign.report.label.post',
      path: '/assign/report/label/post',
      screen: 'assign.report.post',
      params: { mode: 'label' },
    },
    {
      name: 'assign.report.task.post',
      path: '/assign/report/task/post',
      screen: 'assign.report.post',
      params: { mode: 'task' },
    },
    {
      name: 'assign.report.task.sentiment',
      path: '/assign/report/task/sentiment',
      screen: 'assign.report.sentiment',
      params: { mode: 'task' },
    },
    {
      name: 'assign.report.task.complete',
      path: '/assign/report/task/complete',
      screen: 'assign.report.complete',
    },
  ]),
  ...section('content', undefined, [
    { name: 'content', path: '/content', redirect: 'content.post.list' },
    {
      name: 'content.compose',
      path: '/content/compose',
      screen: 'content.compose',
      params: { page: 'compose' },
    },
    {
      name: 'content.post.list',
      path: '/content/post/list',
      screen: 'content.list',
      params: { type: 'post' },
    },
    {
      name: 'content.post.edit',
      path: '/content/post/edit',
      screen: 'content.compose',
      params: { page: 'post' },
    },
    {
      name: 'content.post.detail',
      path: '/content/post/detail',
      screen: 'content.detail',
      params: { page: 'content', type: 'post' },
    },
    { name: 'content.draft.list', path: '/content/draft/list', screen: 'content.draft.list' },
    {
      name: 'content.draft.edit',
      path: '/content/draft/edit',
      screen: 'content.compose',
      params: { page: 'draft' },
    },
    {
      name: 'content.feeds.list',
      path: '/content/feeds/list',
      screen: 'content.feeds.list',
      flags: { scroller: true },
    },
    { name: 'content.feeds.detail', path: '/content/feeds/detail', screen: 'content.feeds.detail' },
    { name: 'content.calendar', path: '/content/calendar', screen: 'content.calendar' },
    ...contentTypes.flatMap((type): Entry[] => [
      {
        name: `content.${type}.list`,
        path: `/content/${type}/list`,
        screen: 'content.list',
        params: { type },
      },
      {
        name: `content.${type}.detail`,
        path: `/content/${type}/detail`,
        screen: 'content.detail',
        params: { page: 'content', type },
      },
    ]),
    {
      name: 'content.message.thread',
      path: '/content/message/thread',
      screen: 'content.message.thread',
      params: { type: 'message' },
    },
  ]),
  ...section('report', undefined, [
    { name: 'report', path: '/report', redirect: 'report.post' },
    { name: 'report.account', path: '/report/account', screen: 'report.account' },
    { name: 'report.post', path: '/report/post', screen: 'report.post', params: { mode: 'post' } },
    {
      name: 'report.main_post',
      path: '/report/main_post',
      screen: 'report.post',
      params: { mode: 'mainpost' },
    },
    { name: 'report.tag', path: '/report/tag', screen: 'report.tag' },
    { name: 'report.tag.post', path: '/report/tag/post', screen: 'report.post', params: { mode: 'tag' } },
    { name: 'report.hashtag', path: '/report/hashtag', screen: 'report.hashtag' },
    {
      name: 'report.hashtag.post',
      path: '/report/hashtag/post',
      screen: 'report.post',
      params: { mode: 'hashtag' },
    },
    { name: 'report.creative', path: '/report/creative', screen: 'report.creative' },
    {
      name: 'report.sentiment',
      path: '/report/sentiment',
      screen: 'report.sentiment',
      params: { mode: 'post' },
    },
  ]),
  ...section('listen', undefined, [
    { name: 'listen', path: '/listen', redirect: 'listen.home' },
    { name: 'listen.home', path: '/listen/home', screen: 'listen.home' },
    { name: 'listen.new', path: '/listen/new', screen: 'listen.edit', params: { status: 'draft' } },
    { name: 'listen.active', path: '/listen/active', redirect: 'listen.home' },
    {
      name: 'listen.active.topic',
      path: '/listen/active/:id',
      screen: 'listen.topic',
      params: { status: 'active' },
    },
    {
      name: 'listen.active.config',
      path: '/listen/active/:id/config',
      screen: 'listen.edit',
      params: { status: 'active' },
    },
    { name: 'listen.draft', path: '/listen/draft', redirect: 'listen.new' },
    {
      name: 'listen.draft.topic',
      path: '/listen/draft/:id',
      screen: 'listen.edit',
      params: { status: 'draft' },
    },
    { name: 'listen.archive', path: '/listen/archive', redirect: 'listen.home' },
    {
      name: 'listen.archive.topic',
      path: '/listen/archive/:id',
      screen: 'listen.topic',
      params: { status: 'archive' },
    },
    {
      name: 'listen.archive.config',
      path: '/listen/archive/:id/config',
      screen: 'listen.edit',
      params: { status: 'archive' },
    },
  ]),
  ...section('material', undefined, [
    { name: 'material', path: '/material', redirect: 'material.list' },
    { name: 'material.list', path: '/material/list', screen: 'material.list', params: { mode: 'submit' } },
    { name: 'material.review', path: '/material/review', screen: 'material.review' },
    { name: 'material.library', path: '/material/library', screen: 'material.library' },
  ]),
  ...section('review', undefined, [
    { name: 'review', path: '/review', redirect: 'review.post.list' },
    ...reviewTypes.flatMap((type): Entry[] => [
      { name: `review.${type}.list`, path: `/review/${type}/list`, screen: 'review.list', params: { type } },
      {
        name: `review.${type}.detail`,
        path: `/review/${type}/detail`,
        screen: 'content.detail',
        params: { page: 'review', type },
      },
    ]),
  ]),
  ...section('perm', undefined, [
    { name: 'perm', path: '/perm', redirect: 'perm.users' },
    { name: 'perm.roles', path: '/perm/roles', screen: 'perm.roles' },
    { name: 'perm.users', path: '/perm/users', screen: 'perm.users' },
    { name: 'perm.groups', path: '/perm/groups', screen: 'perm.groups' },
  ]),
  ...section('config', undefined, [
    { name: 'config', path: '/config', redirect: 'config.tag' },
    { name: 'config.tag', path: '/config/tag', screen: 'config.tag' },
    { name: 'config.senti', path: '/config/senti', screen: 'config.senti' },
    { name: 'config.smart_rule', path: '/config/smart_rule', screen: 'config.smart_rule' },
    { name: 'config.group', path: '/config/group', screen: 'config.group' },
    { name: 'config.review.level', path: '/config/review/level', screen: 'config.review.level' },
    { name: 'config.review.flow', path: '/config/review/reviewer', screen: 'config.review.flow' },
    { name: 'config.review.switch', path: '/config/review/switch', screen: 'config.review.switch' },
  ]),
  ...section('system', { ignoreGlobal: true }, [
    { name: 'system', path: '/system', redirect: 'system.version' },
    { name: 'system.games', path: '/system/games', screen: 'system.games' },
    { name: 'system.version', path: '/system/version', screen: 'system.version', flags: { scroller: true } },
  ]),
];

/** The app shell (mobile publishing to Instagram); in lite mode these are the only routes. */
export const appRoutes: readonly RouteDef[] = section('app', undefined, [
  { name: 'app', path: '/app', redirect: 'app.post.list' },
  { name: 'app.post.list', path: '/app/post/list', screen: 'app.post.list', flags: { scroller: true } },
  { name: 'app.post.detail', path: '/app/post/detail', screen: 'app.post.detail' },
]);

/** Every route of the full console, public ones first. */
export const routes: readonly RouteDef[] = [...publicRoutes, ...featureRoutes, ...appRoutes];

const byName = new Map(routes.map((route) => [route.name, route]));

export function findRouteByName(name: string): RouteDef | undefined {
  return byName.get(name);
}

/** Whether a concrete path (no query) matches a route pattern, `:param` segments matching any value. */
export function matchRoutePath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = have[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(actual);
    else if (segment !== actual) return null;
  }
  return params;
}

export function findRouteByPath(path: string): RouteDef | undefined {
  return routes.find((route) => [route.path, ...(route.aliases ?? [])].some((p) => matchRoutePath(p, path)));
}

/** Where a signed-in user lands when no remembered route applies (§2 default content route). */
export function defaultRouteName(mobile: boolean): string {
  return mobile ? 'app.post.list' : 'content.calendar';
}

/** Follows redirects to the route that renders a screen. */
export function resolveRedirect(route: RouteDef): RouteDef {
  let current = route;
  for (let hops = 0; current.redirect && hops < 5; hops += 1) {
    const next = byName.get(current.redirect);
    if (!next) break;
    current = next;
  }
  return current;
}

/** True when `route` is `allowed` or lies below it (dot boundary). */
export function routeMatches(route: string, allowed: string): boolean {
  return route === allowed || route.startsWith(`${allowed}.`);
}
