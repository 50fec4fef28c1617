import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { onTransportEvents } from '../api/transport.js';
import { hrefOf } from '../lib/links.js';

/** Scrolls to the top on every navigation (SPEC §2). */
function useScrollToTop(pathname: string): void {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: pathname ? 'instant' : 'auto' });
  }, [pathname]);
}

/** The top of the route tree: navigation effects every page shares. */
export function Root() {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  useScrollToTop(location.pathname);

  // HTTP 401 means the session is gone: drop everything cached and show "Login expired".
  useEffect(
    () =>
      onTransportEvents({
        sessionExpired: () => {
          client.clear();
          const from = `${window.location.pathname}${window.location.search}`;
          void navigate(hrefOf('error.401', window.location.search, { query: { from } }), { replace: true });
        },
      }),
    [client, navigate],
  );

  return <Outlet />;
}
