/** What the inbox list's screen tests share: a laid-out list, its fake server's base answers, the stream. */
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { ok, Providers, type Route } from '../../test-harness.js';
import FeedsListPage from './FeedsListPage.js';
import { me, perms, tags } from './fixtures.js';

/* jsdom lays nothing out: the list's scroller is given a window's height and each row its height, so
   the virtualiser renders what a reader would see. */
export const ROW = 116;
const VIEW = 800;
const stubbed = ['clientHeight', 'clientWidth', 'offsetHeight'] as const;
const originals = stubbed.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
function sizeOf(element: HTMLElement, name: (typeof stubbed)[number]): number {
  if (element.classList.contains('feeds-scroller')) return name === 'clientWidth' ? 900 : VIEW;
  if (name === 'offsetHeight' && element.classList.contains('feeds-virtual-row')) return ROW;
  return 0;
}
/** Gives the list's scroller a window's height and each row its height, for the file's tests. */
export function layOutList(): void {
  beforeAll(() => {
    for (const name of stubbed)
      Object.defineProperty(HTMLElement.prototype, name, {
        configurable: true,
        get(this: HTMLElement) {
          return sizeOf(this, name);
        },
      });
  });
  afterAll(() => {
    stubbed.forEach((name, index) => {
      const original = originals[index];
      if (original) Object.defineProperty(HTMLElement.prototype, name, original);
    });
  });
}

export const base: Record<string, Route> = {
  'auth/perms': () => ok(perms(['content_base', 'content_compose'])),
  'auth/user': () => ok(me),
  'tag/all': () => ok(tags),
  'feeds/sync/status': () => ok([]),
  'feeds/view/list': () => ok([]),
  'base/account/all': () => ok([]),
};

/**
 * Answers feeds/stream with a stream of server-sent events the test writes to, checking it is asked
 * with the console's headers; other paths go to the fake server.
 */
export function streamEvents() {
  const events = new TransformStream<Uint8Array, Uint8Array>();
  const writer = events.writable.getWriter();
  const served = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (!url.startsWith('/api/admin/feeds/stream')) return served(url, init);
      const headers = new Headers(init.headers);
      expect(headers.get('accept')).toBe('text/event-stream');
      expect(JSON.parse(headers.get('x-common-params') ?? '{}')).toMatchObject({ game_id: 1001 });
      return new Response(events.readable, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return (event: unknown) =>
    act(async () => {
      await writer.write(new TextEncoder().encode(`data: ${JSON.stringify(event)}\n\n`));
    });
}

export function openList(query = '') {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[`/content/feeds/list?game_id=1001&game_area=asia${query}`]}>
        <FeedsListPage routeName="content.feeds.list" params={{}} />
      </MemoryRouter>
    </Providers>,
  );
}

export type ListBody = {
  filter: Record<string, unknown>;
  cursor: string | null;
  direction: string;
  limit: number;
};
export const bodyOf = (body: unknown) => body as ListBody;
