import { apiPaths, type Feed, type FeedChange, type FeedDetail } from '@herald/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeyOf, useApiQuery } from '../../../api/hooks.js';
import { call } from '../../../api/transport.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { replaceCachedRows } from './useFeedPages.js';

/** Reply statuses on their way out: the detail is read again soon to show where they got to. */
const sending = new Set([
  'agreed',
  'scheduled',
  'publishing',
  'mobiling',
  'canceling',
  'revoking',
  'deleting',
]);
/** A reply waiting for a reviewer changes more slowly. */
const waiting = new Set(['drafted', 'reviewing']);

/** How soon to read the item again for its replies' progress; false when none is on its way. */
export function replyWatch(detail: FeedDetail | undefined): number | false {
  const statuses = (detail?.replies ?? []).map((reply) => reply.status);
  if (statuses.some((status) => sending.has(status))) return 3000;
  if (statuses.some((status) => waiting.has(status))) return 30_000;
  return false;
}

/**
 * One item with everything around it (feeds/detail), and the writes made from it: each answer puts
 * the new item in the detail and in every list that shows it.
 */
export function useFeedDetail(id: number) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const client = useQueryClient();
  const key = queryKeyOf(apiPaths.feeds.detail, { id });
  const query = useApiQuery(
    apiPaths.feeds.detail,
    { id },
    { refetchInterval: (current) => replyWatch(current.state.data) },
  );
  const [busy, setBusy] = useState<string | null>(null);

  const putFeed = useCallback(
    (feed: Feed) => {
      client.setQueryData<FeedDetail>(key, (current) =>
        current
          ? {
              ...current,
              feed,
              thread: current.thread.map((item) => (item.id === feed.id ? feed : item)),
            }
          : current,
      );
      replaceCachedRows(client, [feed]);
    },
    [client, key],
  );
  const putDetail = useCallback(
    (detail: FeedDetail) => {
      client.setQueryData<FeedDetail>(key, detail);
      replaceCachedRows(client, [detail.feed]);
    },
    [client, key],
  );

  /** Runs one write, names it busy meanwhile, and says why it failed; answers whether it succeeded. */
  const attempt = useCallback(
    async (name: string, work: () => Promise<void>, done?: string): Promise<boolean> => {
      setBusy(name);
      try {
        await work();
        if (done) void message.success(done);
        return true;
      } catch (error) {
        void message.error(failureText(error));
        return false;
      } finally {
        setBusy(null);
      }
    },
    [message, failureText],
  );

  const change = (change: FeedChange) =>
    attempt(
      `change:${change.kind}`,
      async () => putFeed(await call(apiPaths.feeds.change, { id, change })),
      t('feeds.detail.changed'),
    );

  return { query, busy, attempt, putFeed, putDetail, change };
}

/** How often the caller says they are on the item (and hears who else is). */
export const PRESENCE_MS = 20_000;

/**
 * The collision warning: while the item is open, feeds/presence is called every 20 s, and at once when
 * the caller starts or stops writing a reply; it answers the others looking at or answering it.
 */
export function usePresence(id: number, replying: boolean, myId: number | undefined) {
  const [others, setOthers] = useState<{ user_id: number; name: string; replying: boolean }[]>([]);
  const latest = useRef(replying);
  latest.current = replying;
  const announce = useCallback(async () => {
    try {
      const answer = await call(apiPaths.feeds.presence, { id, replying: latest.current });
      setOthers(answer.filter((entry) => entry.user_id !== myId));
    } catch {
      // Presence is a courtesy: when it fails the warning simply stays as it was, and the next beat retries.
      return;
    }
  }, [id, myId]);
  useEffect(() => {
    void announce();
    const timer = setInterval(() => void announce(), PRESENCE_MS);
    return () => clearInterval(timer);
  }, [announce]);
  // Starting or stopping a reply is said at once, not at the next beat.
  const said = useRef(replying);
  useEffect(() => {
    if (said.current === replying) return;
    said.current = replying;
    void announce();
  }, [replying, announce]);
  return others;
}
