import { apiPaths, FEED_BATCH_MAX, type Feed, type FeedChange } from '@herald/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/transport.js';
import type { BatchItemResult } from '../../../components/batch-results.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { applyChange } from '../model/rows.js';
import { replaceCachedRows } from './useFeedPages.js';

export interface FeedBatchOutcome {
  /** What was done, as the bar named it ("Set state: Resolved"). */
  label: string;
  results: BatchItemResult[];
  names: ReadonlyMap<number, string>;
}

function excerpt(feed: Feed): string {
  const who = feed.author.name ?? '';
  const text = feed.text.length > 60 ? `${feed.text.slice(0, 60)}…` : feed.text;
  return who ? `${who}: ${text}` : text;
}

/**
 * Sends one change over the selected items through feeds/batch, in slices of FEED_BATCH_MAX, then
 * shows the result of each item. What was done shows in the list at once; what was refused stays.
 */
export function useFeedBatch(onDone: () => void) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<FeedBatchOutcome | null>(null);

  const send = async (
    items: readonly Feed[],
    change: FeedChange,
    label: string,
    assigneeName: string | null,
  ) => {
    setBusy(true);
    try {
      const results: BatchItemResult[] = [];
      for (let start = 0; start < items.length; start += FEED_BATCH_MAX) {
        const ids = items.slice(start, start + FEED_BATCH_MAX).map((feed) => feed.id);
        const answer = await call(apiPaths.feeds.batch, { ids, change });
        results.push(...answer.results);
      }
      const done = new Set(results.filter((result) => result.ok).map((result) => result.id));
      replaceCachedRows(
        client,
        items.filter((feed) => done.has(feed.id)).map((feed) => applyChange(feed, change, assigneeName)),
      );
      setOutcome({ label, results, names: new Map(items.map((feed) => [feed.id, excerpt(feed)])) });
      onDone();
    } catch (error) {
      void message.error(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  /** Asks first ("Set state: Resolved on 12 items?"), then sends. */
  const run = (
    items: readonly Feed[],
    change: FeedChange,
    label: string,
    assigneeName: string | null = null,
  ) => {
    if (items.length === 0) return;
    modal.confirm({
      title: t('common.confirmTitle'),
      content: t('feeds.bulk.confirm', { action: label, count: items.length }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () => send(items, change, label, assigneeName),
    });
  };

  return { run, busy, outcome, close: () => setOutcome(null) };
}
