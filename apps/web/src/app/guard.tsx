import type { Game } from '@herald/contract';
import { AREA_IDS, apiPaths, authCheckCodes, type RouteDef, routeMatches } from '@herald/contract/plain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useApiQuery } from '../api/hooks.js';
import { useGames } from '../api/lookups.js';
import { call, setCallContext } from '../api/transport.js';
import { FullPageSpinner, QueryError } from '../components/states.js';
import { NoGame } from '../features/errors/NoGame.js';
import { rememberRoute } from '../lib/last-route.js';
import { hrefOf, withGame } from '../lib/links.js';

const GAME_STORAGE_KEY = 'herald.game';

/** The game and area a URL names, when both are valid for the user; else null. */
export function gameFromQuery(search: string, games: readonly Game[]): { game: Game; area: string } | null {
  const query = new URLSearchParams(search);
  const id = Number(query.get('game_id'));
  const area = query.get('game_area') ?? '';
  const game = games.find((item) => item.game_id === id);
  const knownArea = AREA_IDS.some((known) => known === area);
  return game && knownArea ? { game, area } : null;
}

/** Restores the game of the previous page for routes outside the game context (system pages). */
function restoreRememberedGame(): void {
  const raw = sessionStorage.getItem(GAME_STORAGE_KEY);
  const [id, area] = raw?.split(':') ?? [];
  if (id && area) setCallContext({ game_id: Number(id), area_id: area });
}

export function useAuthCheck(enabled: boolean) {
  const location = useLocation();
  return useQuery({
    queryKey: ['auth/check'],
    queryFn: () =>
      call(apiPaths.auth.checkReferer, {
        referer_url: `${location.pathname}${location.search}${location.hash}`,
      }),
    enabled,
    staleTime: 60_000,
  });
}

/** Remembers a route once the user has actually been let in (never a page that ended in 403). */
function useRememberRoute(route: RouteDef, admitted: boolean): void {
  const location = useLocation();
  const params = useParams();
  useEffect(() => {
    if (!admitted) return;
    const query = Object.fromEntries(new URLSearchParams(location.search));
    const pathParams = Object.fromEntries(
      Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    rememberRoute(route, { name: route.name, hash: location.hash, query, params: pathParams });
  }, [admitted, route, location.search, location.hash, params]);
}

/**
 * The route guard of SPEC §4: sign-in first, then a valid game and area (falling back to the first
 * game with a page reload), then the route's permission; a failed check goes to 403.
 */
export function RouteGuard({ route, children }: { route: RouteDef; children: ReactNode }) {
  const location = useLocation();
  const flags = route.flags ?? {};
  const auth = useAuthCheck(!flags.ignoreAuth);
  const signedIn = auth.data !== undefined && auth.data.code !== authCheckCodes.noAuth;
  const games = useGames(signedIn && !flags.ignoreGlobal);
  const current = games.data ? gameFromQuery(location.search, games.data) : null;
  if (flags.ignoreGlobal) restoreRememberedGame();
  else if (current) setCallContext({ game_id: current.game.game_id, area_id: current.area });
  const contextReady = flags.ignoreGlobal || current !== null;
  const perms = useApiQuery(
    apiPaths.auth.perms,
    {},
    { enabled: signedIn && contextReady, staleTime: 60_000 },
  );
  const allowed =
    perms.data !== undefined &&
    (flags.ignorePerm ||
      perms.data.is_platform_admin ||
      perms.data.routes.some((grant) => routeMatches(route.name, grant)));
  useRememberRoute(route, allowed && !flags.ignoreAuth);
  const fallback = games.data?.[0];
  const needsFallback = !flags.ignoreGlobal && games.data !== undefined && current === null && fallback;

  useEffect(() => {
    if (current) sessionStorage.setItem(GAME_STORAGE_KEY, `${current.game.game_id}:${current.area}`);
  }, [current]);
  useEffect(() => {
    if (needsFallback) window.location.replace(withGame(window.location.href, fallback.game_id, AREA_IDS[0]));
  }, [needsFallback, fallback]);
  useEffect(() => {
    const target = auth.data?.callback_url;
    if (auth.data?.code === authCheckCodes.noAuth && target?.startsWith('/api/'))
      window.location.assign(target);
  }, [auth.data]);

  if (flags.ignoreAuth) return children;
  if (auth.isError) return <Navigate to="/" replace />;
  if (!auth.data) return <FullPageSpinner />;
  if (auth.data.code === authCheckCodes.noAuth) {
    const target = auth.data.callback_url ?? '/';
    return target.startsWith('/api/') ? <FullPageSpinner /> : <Navigate to={target} replace />;
  }
  if (!flags.ignoreGlobal) {
    if (games.isError) return <QueryError error={games.error} onRetry={() => void games.refetch()} />;
    if (!games.data || needsFallback) return <FullPageSpinner />;
    if (games.data.length === 0) return <NoGame />;
  }
  if (perms.isError) return <QueryError error={perms.error} onRetry={() => void perms.refetch()} />;
  if (!perms.data) return <FullPageSpinner />;
  if (!allowed)
    return <Navigate to={hrefOf('error.403', location.search, { query: { from: route.name } })} replace />;
  return children;
}
