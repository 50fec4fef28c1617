/** Steps screen tests repeat, each checking what the user sees and what reaches the server. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { FakeServer, Reply, Route } from './test-harness.js';

/** A route that answers `failure` until `recover()`, then as `route` does. */
export function flaky(failure: Reply, route: Route) {
  let failing = true;
  return {
    route: (body: unknown) => (failing ? failure : route(body)),
    recover: () => {
      failing = false;
    },
  };
}

/**
 * Presses a delete-like action and answers its confirmation: the question must be asked and nothing
 * sent before OK; after OK exactly `body` goes to `path`, and "Deleted" shows.
 */
export async function removeWithConfirm(
  server: FakeServer,
  action: HTMLElement,
  expected: { question: string; path: string; body: unknown },
): Promise<void> {
  fireEvent.click(action);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(expected.question)).toBeTruthy();
  expect(server.bodies(expected.path)).toEqual([]);
  fireEvent.click(within(dialog).getByRole('button', { name: action.textContent ?? '' }));
  await waitFor(() => expect(server.bodies(expected.path)).toEqual([expected.body]));
  expect(await screen.findByText('Deleted')).toBeTruthy();
}

/**
 * A list that failed to load shows Retry instead of `content`; once the server recovers, pressing
 * Retry calls `path` once more and shows it. Server errors are retried before giving up: `timeout`.
 */
export async function retryLoads(
  server: FakeServer,
  path: string,
  outage: { recover: () => void },
  content: string,
  timeout = 1000,
): Promise<void> {
  const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout });
  expect(screen.queryByText(content)).toBeNull();
  const failed = server.bodies(path).length;
  outage.recover();
  fireEvent.click(retry);
  expect(await screen.findByText(content)).toBeTruthy();
  expect(server.bodies(path).length).toBe(failed + 1);
}
