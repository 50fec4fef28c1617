import { describe, expect, it } from 'vitest';
import { baseRouteGrants, resourceRouteGrants, systemRouteGrants } from '../src/resources.js';
import {
  appRoutes,
  defaultRouteName,
  findRouteByName,
  findRouteByPath,
  resolveRedirect,
  routeMatches,
  routes,
} from '../src/routes.js';

/** Every path SPEC §2 lists, written out so that a change to the table fails here. */
const specPaths = [
  '/',
  '/middle/oauth',
  '/policy',
  '/policy/terms',
  '/policy/privacy',
  '/policy/google',
  '/error',
  '/error/403',
  '/error/404',
  '/account/list',
  '/assign/task/list',
  '/assign/task/gantt',
  '/assign/task/detail',
  '/assign/todo/list',
  '/assign/todo/detail',
  '/assign/todo/link',
  '/assign/label/config',
  '/assign/report/label',
  '/assign/report/label/post',
  '/assign/report/task/post',
  '/assign/report/task/sentiment',
  '/assign/report/task/complete',
  '/content/compose',
  '/content/post/list',
  '/content/post/edit',
  '/content/post/detail',
  '/content/draft/list',
  '/content/draft/edit',
  '/content/feeds/list',
  '/content/feeds/detail',
  '/content/calendar',
  '/content/comment/list',
  '/content/comment/detail',
  '/content/like/list',
  '/content/like/detail',
  '/content/message/list',
  '/content/message/detail',
  '/content/message/thread',
  '/report/account',
  '/report/post',
  '/report/main_post',
  '/report/tag',
  '/report/tag/post',
  '/report/hashtag',
  '/report/hashtag/post',
  '/report/creative',
  '/report/sentiment',
  '/listen/home',
  '/listen/new',
  '/listen/active',
  '/listen/active/:id',
  '/listen/active/:id/config',
  '/listen/draft',
  '/listen/draft/:id',
  '/listen/archive',
  '/listen/archive/:id',
  '/listen/archive/:id/config',
  '/material/list',
  '/material/review',
  '/material/library',
  '/review/post/list',
  '/review/post/detail',
  '/review/comment/list',
  '/review/comment/detail',
  '/review/like/list',
  '/review/like/detail',
  '/review/message/list',
  '/review/message/detail',
  '/perm/roles',
  '/perm/users',
  '/perm/groups',
  '/config/tag',
  '/config/senti',
  '/config/smart_rule',
  '/config/group',
  '/config/review/level',
  '/config/review/reviewer',
  '/config/review/switch',
  '/system/games',
  '/system/version',
  '/app/post/list',
  '/app/post/detail',
];

const sectionRedirects: Record<string, string> = {
  '/account': 'account.list',
  '/assign': 'assign.task.list',
  '/content': 'content.post.list',
  '/report': 'report.post',
  '/listen': 'listen.home',
  '/material': 'material.list',
  '/review': 'review.post.list',
  '/perm': 'perm.users',
  '/config': 'config.tag',
  '/system': 'system.version',
  '/listen/active': 'listen.home',
  '/listen/draft': 'listen.new',
  '/listen/archive': 'listen.home',
};

describe('route table', () => {
  it('declares every path of the specification', () => {
    const declared = new Set(routes.map((route) => route.path));
    expect(specPaths.filter((path) => !declared.has(path))).toEqual([]);
  });

  it('has unique names and paths', () => {
    const names = routes.map((route) => route.name);
    const paths = routes.map((route) => route.path);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('redirects each section root to its default screen', () => {
    for (const [path, target] of Object.entries(sectionRedirects)) {
      const route = findRouteByPath(path);
      expect(route?.redirect, path).toBe(target);
      if (route) expect(resolveRedirect(route).name).toBe(target);
    }
  });

  it('gives every route either a screen or a redirect to an existing route', () => {
    for (const route of routes) {
      if (route.redirect) expect(findRouteByName(route.redirect), route.name).toBeDefined();
      else expect(route.screen, route.name).toBeTruthy();
    }
  });

  it('names the reviewer route "review flow" and keeps its path', () => {
    expect(findRouteByName('config.review.flow')?.path).toBe('/config/review/reviewer');
  });

  it('parameterises shared screens by type, page and mode', () => {
    expect(findRouteByPath('/content/like/list')).toMatchObject({
      screen: 'content.list',
      params: { type: 'like' },
    });
    expect(findRouteByPath('/review/message/detail')).toMatchObject({
      screen: 'content.detail',
      params: { page: 'review', type: 'message' },
    });
    expect(findRouteByPath('/report/main_post')?.params).toEqual({ mode: 'mainpost' });
    expect(findRouteByPath('/assign/report/task/sentiment')?.params).toEqual({ mode: 'task' });
  });

  it('matches path parameters and the trailing-slash alias', () => {
    expect(findRouteByPath('/listen/active/42/config')?.name).toBe('listen.active.config');
    expect(findRouteByPath('/listen/archive/7')?.name).toBe('listen.archive.topic');
    expect(findRouteByPath('/middle/oauth/')?.name).toBe('middle.oauth');
    expect(findRouteByPath('/nowhere')).toBeUndefined();
  });

  it('applies the flags of §2', () => {
    expect(findRouteByName('home')?.flags?.ignoreAuth).toBe(true);
    expect(findRouteByName('error.403')?.flags).toMatchObject({ ignoreAuth: true, ignoreGlobal: true });
    expect(findRouteByName('system.games')?.flags?.ignoreGlobal).toBe(true);
    const scrollers = routes.filter((route) => route.flags?.scroller).map((route) => route.name);
    expect(scrollers.sort()).toEqual([
      'app.post.list',
      'assign.todo.link',
      'content.feeds.list',
      'system.version',
    ]);
    expect(findRouteByName('content.calendar')?.flags).toBeUndefined();
  });

  it('keeps the app shell routes apart for lite mode', () => {
    expect(appRoutes.map((route) => route.path)).toEqual(['/app', '/app/post/list', '/app/post/detail']);
    expect(defaultRouteName(true)).toBe('app.post.list');
    expect(defaultRouteName(false)).toBe('content.calendar');
  });

  it('grants only route names that exist', () => {
    const grants = [...Object.values(resourceRouteGrants).flat(), ...baseRouteGrants, ...systemRouteGrants];
    for (const grant of grants) {
      expect(
        routes.some((route) => routeMatches(route.name, grant)),
        grant,
      ).toBe(true);
    }
  });
});
