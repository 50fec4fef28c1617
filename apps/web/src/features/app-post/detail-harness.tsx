/** Rendering the app post detail, and the browser APIs its hand-off uses, for the detail tests. */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import { Providers } from '../../test-harness.js';
import PostDetailPage from './PostDetailPage.js';

export function openDetail(query = '?id=7') {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[`/app/post/detail${query}`]}>
        <PostDetailPage routeName="app.post.detail" params={{}} />
      </MemoryRouter>
    </Providers>,
  );
}

/** Puts a value on navigator for the current test only (jsdom has no clipboard or share sheet). */
function onNavigator(name: string, value: unknown): void {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

/** A clipboard that takes every text; the texts written so far. */
export function fakeClipboard() {
  const writeText = vi.fn(async (_text: string) => undefined);
  onNavigator('clipboard', { writeText });
  return writeText;
}

/** A share sheet that takes files; `outcome` is what share() does (resolve, or reject with an error). */
export function fakeShareSheet(outcome: () => Promise<void> = async () => undefined) {
  const share = vi.fn((_data: ShareData) => outcome());
  onNavigator('canShare', (data: ShareData) => (data.files?.length ?? 0) > 0);
  onNavigator('share', share);
  return share;
}

/** Catches new tabs and downloads instead of letting jsdom try to navigate. */
export function catchNavigation() {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  return { open, downloads };
}

/** Takes the fakes away after each test. */
export function resetBrowserFakes(): void {
  afterEach(() => {
    vi.restoreAllMocks();
    for (const name of ['clipboard', 'canShare', 'share']) Reflect.deleteProperty(navigator, name);
  });
}
