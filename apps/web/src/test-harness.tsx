/**
 * What screen tests share: a fake /api/admin answering by path, and rendering a screen inside the
 * console's real providers (query client, antd in English, i18n) and a router.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { setCallContext } from './api/transport.js';
import { Providers } from './app/providers.js';
import { initI18n } from './i18n/index.js';

/** The console's real providers, for a test that renders inside a router of its own. */
export { Providers };

export interface Reply {
  status?: number;
  body: { code: number; msg: string; data: unknown };
}
/** Answers one path, at once or later; `body` is the JSON body of a POST (null for a GET). */
export type Route = (body: unknown) => Reply | Promise<Reply>;

export const ok = (data: unknown): Reply => ({ body: { code: 0, msg: 'ok', data } });
export const page = (list: unknown[]) => ok({ list, total: list.length, page: 1, page_size: 20 });
/** A failure of the server itself (HTTP 500), which the query client retries twice. */
export const serverError: Reply = { status: 500, body: { code: 1000, msg: 'Operate Fail', data: null } };
const notFound: Reply = { status: 404, body: { code: 404, msg: 'Not Found', data: null } };

export interface FakeServer {
  /** The bodies sent to one path so far, in order (null for a GET). */
  bodies: (path: string) => unknown[];
}

/** Stubs fetch with a fake server answering by path (404 for any other path); it records every call. */
export function serve(routes: Record<string, Route>): FakeServer {
  const calls: { path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const path = url.replace('/api/admin/', '').split('?')[0] ?? '';
    const body: unknown = init.body ? JSON.parse(String(init.body)) : null;
    calls.push({ path, body });
    const route = routes[path];
    const reply = route ? await route(body) : notFound;
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return { bodies: (path) => calls.filter((call) => call.path === path).map((call) => call.body) };
}

/** Renders a screen as the console does: real providers, a router, a fresh query cache. */
export function show(element: ReactElement) {
  return render(
    <Providers>
      <MemoryRouter>{element}</MemoryRouter>
    </Providers>,
  );
}

/** Sets up i18n (English) and a chosen game once per file, and removes the fake server after each test. */
export function setUpScreenTests(): void {
  beforeAll(async () => {
    await initI18n();
    setCallContext({ game_id: 1001, area_id: 'asia' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
