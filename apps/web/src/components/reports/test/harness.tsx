/** What the report screens' tests share: the fake server's base answers, a render, a captured chart. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { ok, Providers, type Route } from '../../../test-harness.js';
import type { ChartEngine } from '../charts/engine.js';
import { accountLookup, creativeLookup, perms, postLookup, sentimentLookup } from './fixtures.js';

/** Every option a chart was drawn with, in order (ECharts itself needs a real layout engine). */
export const drawn: Record<string, unknown>[] = [];

/** A chart engine that records what it is asked to draw. */
export const recordingEngine: ChartEngine = {
  init: () => ({
    setOption: (option) => {
      drawn.push(option as Record<string, unknown>);
    },
    resize: () => undefined,
    dispose: () => undefined,
  }),
};

export function base(resources: string[] = ['report_base', 'report_advance']): Record<string, Route> {
  return {
    'auth/perms': () => ok(perms(resources)),
    'base/account/all': () => ok([]),
    'tag/all': () => ok([{ id: 3, name: 'Patch', color: '#3b5bdb', issue_class: null, feed_count: 0 }]),
    'report/query/last': () => ok({ last_fetched_at: '2026-11-03T10:00:00.000Z' }),
    'report/refresh/list': () => ok([]),
    'report/post/metrics': () => ok(postLookup),
    'report/account/metrics': () => ok(accountLookup),
    'report/sentiment/metrics': () => ok(sentimentLookup),
    'report/creative/metrics': () => ok(creativeLookup),
  };
}

/** Renders a report screen at a console URL (with no chart drawn yet). */
export function openScreen(element: ReactElement, path = '/report/post') {
  drawn.length = 0;
  return render(
    <Providers>
      <MemoryRouter initialEntries={[`${path}${path.includes('?') ? '&' : '?'}game_id=1001&game_area=asia`]}>
        {element}
      </MemoryRouter>
    </Providers>,
  );
}

/** A file answer of a download endpoint, named by Content-Disposition. */
export function fileResponse(name: string): Response {
  return new Response('a,b\n1,2\n', {
    headers: {
      'content-type': 'text/csv',
      // Headers carry Latin-1 only: the plain name is an ASCII stand-in, the UTF-8 name the real one.
      'content-disposition': `attachment; filename="report.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });
}

/** Stubs the browser's file saving (jsdom has no object URLs). */
export function stubFileSaving() {
  const createObjectURL = vi.fn(() => 'blob:report');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return createObjectURL;
}
