/** Answers of the listening calls as the server shapes them; each test changes what it needs. */
import type { ListenMention, Topic, TopicConfig, TopicSourceStatus, TopicSummary } from '@herald/contract';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route as RouterRoute, Routes, useLocation } from 'react-router';
import { ok, Providers, type Reply } from '../../../test-harness.js';

export const AT = '2026-11-01T08:00:00.000Z';

/** A saved topic: listens on X and Instagram for the game's name. */
export function topic(patch: Partial<Topic> = {}): Topic {
  return {
    id: 7,
    title: 'Starfall launch',
    description: 'What players say about the launch',
    type: 'brand',
    status: 'active',
    sources: [
      { network: 'twitter', hashtags: [], page: null },
      { network: 'instagram', hashtags: ['starfall'], page: null },
    ],
    include_keywords: [{ match: 'contain_any', terms: [{ kind: 'keyword', value: 'starfall' }] }],
    exclude_keywords: [{ kind: 'keyword', value: 'giveaway' }],
    steam_app_id: null,
    created_at: AT,
    updated_at: AT,
    ...patch,
  };
}

export function sourceStatus(patch: Partial<TopicSourceStatus> = {}): TopicSourceStatus {
  return {
    network: 'twitter',
    state: 'ok',
    detail: null,
    last_run_at: AT,
    next_run_at: '2026-11-01T08:15:00.000Z',
    matched: 120,
    ...patch,
  };
}

/** A topic as the home list shows it. */
export function summary(patch: Partial<TopicSummary> = {}): TopicSummary {
  return {
    ...topic(),
    mentions: 1200,
    last_24h: { total: 40, positive: 20, neutral: 12, negative: 8 },
    last_fetched_at: AT,
    sources_status: [
      sourceStatus(),
      sourceStatus({ network: 'instagram', state: 'quota', detail: 'Hashtag budget spent until Tuesday' }),
    ],
    alerts: 2,
    ...patch,
  };
}

export function config(patch: Partial<TopicConfig> = {}): TopicConfig {
  return { topic: topic(), sources_status: [sourceStatus()], mentions: 1200, alerts: 3, ...patch };
}

export function mention(patch: Partial<ListenMention> = {}): ListenMention {
  return {
    id: 501,
    network: 'twitter',
    url: 'https://x.com/nova/status/1',
    text: 'Starfall launch was smooth, loving the new map',
    author: { id: 'u1', name: 'Nova', handle: 'nova', reach: 5400 },
    published_at: AT,
    sentiment: 'positive',
    corrected: false,
    terms: ['starfall'],
    ...patch,
  };
}

export const paged = (list: unknown[], total = list.length) => ok({ list, total, page: 1, page_size: 20 });

/** A catalogue refusal (HTTP 400/409) with its code and message. */
export const refusal = (code: number, msg: string, status = 400): Reply => ({
  status,
  body: { code, msg, data: null },
});

/** Shows where the screen navigated to. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a screen at a console URL under `pattern` (so it reads its :id), with the location shown. */
export function openAt(element: ReactElement, url: string, pattern = '*') {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <RouterRoute path={pattern} element={element} />
        </Routes>
        <Location />
      </MemoryRouter>
    </Providers>,
  );
}
