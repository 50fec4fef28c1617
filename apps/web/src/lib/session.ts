import { apiPaths } from '@herald/contract/plain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { call } from '../api/transport.js';
import { logWarning } from './log.js';

/**
 * Keeps the session alive while the console is open: renew, then renew again at the `next` time the
 * server gives. A non-positive delay or a failed renewal is only logged (SPEC §4, §8).
 */
export function useSessionRenewal(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const renew = async () => {
      try {
        const { next } = await call(apiPaths.auth.renew, {});
        const delay = next * 1000 - Date.now();
        if (delay <= 0) {
          logWarning('session renewal: next renewal is not in the future', next);
          return;
        }
        if (!stopped) timer = setTimeout(() => void renew(), delay);
      } catch (error) {
        logWarning('session renewal failed', error);
      }
    };
    void renew();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [enabled]);
}

/** Signing out clears the renewal timer (by unmounting), session storage and cached data, then the session. */
export function useSignOut(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    sessionStorage.clear();
    try {
      await call(apiPaths.auth.logout, {});
    } finally {
      client.clear();
      window.location.assign('/');
    }
  }, [client]);
}
