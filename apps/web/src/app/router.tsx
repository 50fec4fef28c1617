import { appRoutes, type RouteDef, routes, sections } from '@herald/contract/plain';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject, useLocation, useMatches } from 'react-router';
import { NotBuilt } from '../components/NotBuilt.js';
import { FullPageSpinner } from '../components/states.js';
import { hrefOf } from '../lib/links.js';
import { screens } from '../screens/registry.js';
import { RouteGuard } from './guard.js';
import { Root } from './Root.js';
import { RouteError } from './RouteError.js';

export interface RouteHandle {
  route: RouteDef;
}

function isHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'route' in value;
}

/** The route definition of the innermost matched route. */
function deepestRoute(matches: readonly { handle: unknown }[]): RouteDef | undefined {
  const handle = [...matches].reverse().find((match) => isHandle(match.handle))?.handle;
  return isHandle(handle) ? handle.route : undefined;
}

/** Route definitions outside the console frame (home, policy, error, the OAuth middle page). */
const standaloneSections = new Set(['home', 'middle', 'policy', 'error']);

/** Outside the frame: those sections, and any page that opens without signing in (an approval link). */
function isStandalone(route: RouteDef): boolean {
  return standaloneSections.has(route.section) || route.flags?.ignoreAuth === true;
}

function notFoundRoute(section: string): RouteDef {
  return {
    name: `${section}.404`,
    path: '*',
    section: 'error',
    screen: 'error',
    params: { code: '404' },
    flags: { ignorePerm: true, ignoreRefer: true },
  };
}

function ScreenOf({ route }: { route: RouteDef }) {
  const Screen = route.screen ? screens[route.screen] : undefined;
  const params = route.params ?? {};
  if (!Screen) return <NotBuilt routeName={route.name} />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Screen routeName={route.name} params={params} />
    </Suspense>
  );
}

/** A redirect keeps the query (game_id, game_area, test) and goes to the named route. */
function RedirectTo({ name }: { name: string }) {
  const location = useLocation();
  return <Navigate to={hrefOf(name, location.search)} replace />;
}

function elementFor(route: RouteDef) {
  return route.redirect ? <RedirectTo name={route.redirect} /> : <ScreenOf route={route} />;
}

/**
 * The frame (header, menu, game switcher, notifications) is its own chunk: the sign-in page and the
 * other pages outside the frame never load antd's Menu, Drawer, Dropdown and the rest of it.
 */
const ConsoleLayout = lazy(async () => ({
  default: (await import('./layout/ConsoleLayout.js')).ConsoleLayout,
}));

/** The console frame for every section route: the guard, then the layout around the page. */
function ConsoleFrame() {
  const route = deepestRoute(useMatches());
  if (!route) return <Outlet />;
  return (
    <RouteGuard route={route}>
      <Suspense fallback={<FullPageSpinner />}>
        <ConsoleLayout route={route}>
          <Outlet />
        </ConsoleLayout>
      </Suspense>
    </RouteGuard>
  );
}

function toObject(route: RouteDef, guarded: boolean): RouteObject[] {
  const element = guarded ? <RouteGuard route={route}>{elementFor(route)}</RouteGuard> : elementFor(route);
  return [route.path, ...(route.aliases ?? [])].map((path) => ({ path, element, handle: { route } }));
}

/**
 * The route tree of SPEC §2, built from the contract's table. In lite mode (the app shell) only the
 * app routes exist beside sign-in and the error pages.
 */
export function buildRouteTree(lite: boolean): RouteObject[] {
  const table = lite
    ? [...routes.filter((route) => standaloneSections.has(route.section)), ...appRoutes]
    : routes;
  const standalone = table.filter(isStandalone);
  const framed = table.filter((route) => !isStandalone(route));
  const framedSections = sections.filter((section) => framed.some((route) => route.section === section));
  const topNotFound = notFoundRoute('unknown');
  return [
    {
      element: <Root />,
      errorElement: <RouteError />,
      children: [
        ...standalone.flatMap((route) => toObject(route, true)),
        {
          element: <ConsoleFrame />,
          errorElement: <RouteError />,
          children: [
            ...framed.flatMap((route) => toObject(route, false)),
            ...framedSections.map((section) => {
              const route = notFoundRoute(section);
              return { path: `/${section}/*`, element: <ScreenOf route={route} />, handle: { route } };
            }),
          ],
        },
        { path: '*', element: <ScreenOf route={topNotFound} />, handle: { route: topNotFound } },
      ],
    },
  ];
}
