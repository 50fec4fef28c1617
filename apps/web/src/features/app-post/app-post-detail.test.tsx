import type { AppPost } from '@herald/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, type Reply, serve, serverError, setUpScreenTests } from '../../test-harness.js';
import {
  catchNavigation,
  fakeClipboard,
  fakeShareSheet,
  openDetail,
  resetBrowserFakes,
} from './detail-harness.js';
import { appPost } from './fixtures.js';

setUpScreenTests();
resetBrowserFakes();

const VIDEO_URL = 'http://127.0.0.1:3000/api/media/11/clip.mp4';
const shared = appPost({ status: 'shared', shared_at: '2026-11-01T09:00:00.000Z', share_count: 1 });
const refusal = (code: number, msg: string): Reply => ({ status: 409, body: { code, msg, data: null } });
const button = (name: string) => screen.findByRole('button', { name: new RegExp(name) });
/** The open dialog whose text includes `text` (a closed one may linger in jsdom). */
async function dialogSaying(text: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole('dialog').find((dialog) => dialog.textContent?.includes(text));
    expect(found).toBeTruthy();
  });
  if (!found) throw new Error(`no dialog saying ${text}`);
  return found;
}

/** The detail as it stands: it becomes `after` once app/post/share was called. */
function sharing(before: AppPost, after: AppPost) {
  let current = before;
  return {
    'app/post/detail': () => ok(current),
    'app/post/share': () => {
      current = after;
      return ok(after);
    },
    'app/post/list': () => ok({ list: [], total: 0, page: 1, page_size: 20, counts: {} }),
  };
}

describe('app post detail', () => {
  it('reminds the steps and shows the media, the caption and the first comment to copy', async () => {
    const server = serve({ 'app/post/detail': () => ok(appPost()) });
    const writeText = fakeClipboard();
    openDetail();
    const steps = await screen.findByTestId('publish-steps');
    expect(server.bodies('app/post/detail')).toEqual([{ id: 7 }]);
    expect(within(steps).getByText('The caption is copied for you')).toBeTruthy();
    expect(within(steps).getByText('In Instagram, paste the caption and publish it as a reel')).toBeTruthy();
    expect(
      within(steps).getByText('Come back here: Herald finds the post on herald.ig and links it'),
    ).toBeTruthy();
    const media = screen.getByTestId('app-post-media');
    expect(
      within(media)
        .getByRole('link', { name: /Download/ })
        .getAttribute('href'),
    ).toBe(VIDEO_URL);
    expect(screen.getByTestId('app-post-caption').textContent).toBe('Season 3 is live! #herald');
    expect(screen.getByTestId('app-post-first-comment').textContent).toBe('#season3 #launch');
    fireEvent.click(screen.getByRole('button', { name: /Copy First comment/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('#season3 #launch'));
    expect(await screen.findByText('Copied')).toBeTruthy();
  });

  it('hands the media and caption to the share sheet, then records the share', async () => {
    const server = serve({ ...sharing(appPost(), shared), [VIDEO_URL]: () => ok('video bytes') });
    const writeText = fakeClipboard();
    const share = fakeShareSheet();
    openDetail();
    fireEvent.click(await button('^send Send to Instagram$'));
    await waitFor(() => expect(server.bodies('app/post/share')).toEqual([{ id: 7 }]));
    const [data] = share.mock.calls[0] ?? [];
    expect(data?.text).toBe('Season 3 is live! #herald');
    expect(data?.files?.map((file) => [file.name, file.type])).toEqual([['clip.mp4', 'video/mp4']]);
    expect(writeText).toHaveBeenCalledWith('Season 3 is live! #herald');
    expect(await screen.findByText('Marked as shared: Herald looks for it on the account.')).toBeTruthy();
    expect(await button('Share again')).toBeTruthy();
  });

  it('records nothing when the share sheet is closed without sharing', async () => {
    const server = serve({ ...sharing(appPost(), shared), [VIDEO_URL]: () => ok('video bytes') });
    fakeClipboard();
    const share = fakeShareSheet(() => Promise.reject(new DOMException('closed', 'AbortError')));
    openDetail();
    fireEvent.click(await button('^send Send to Instagram$'));
    expect(await screen.findByText('Not shared: nothing was handed to Instagram.')).toBeTruthy();
    expect(share).toHaveBeenCalledTimes(1);
    expect(server.bodies('app/post/share')).toEqual([]);
  });

  it('without a share sheet copies the caption, saves the media, opens Instagram and asks before recording', async () => {
    const server = serve(sharing(appPost(), shared));
    const writeText = fakeClipboard();
    const { open, downloads } = catchNavigation();
    openDetail();
    fireEvent.click(await button('Send to Instagram'));
    const dialog = await dialogSaying('Did you publish it in Instagram?');
    expect(open).toHaveBeenCalledWith('https://www.instagram.com/', '_blank', 'noopener');
    expect(downloads).toEqual(['clip.mp4']);
    expect(writeText).toHaveBeenCalledWith('Season 3 is live! #herald');
    expect(server.bodies('app/post/share')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, I shared it' }));
    await waitFor(() => expect(server.bodies('app/post/share')).toEqual([{ id: 7 }]));
  });

  it('asks before sharing a shared post again, warning it may go out twice, then hands it off again', async () => {
    const server = serve(sharing(shared, { ...shared, share_count: 2 }));
    fakeClipboard();
    const { open } = catchNavigation();
    openDetail();
    fireEvent.click(await button('Share again'));
    const question = await dialogSaying(
      'Share it to Instagram again? If the first one went out, the post will be on herald.ig twice.',
    );
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(within(question).getByRole('button', { name: 'Share again' }));
    const confirm = await dialogSaying('Did you publish it in Instagram?');
    expect(open).toHaveBeenCalledTimes(1);
    expect(server.bodies('app/post/share')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, I shared it' }));
    await waitFor(() => expect(server.bodies('app/post/share')).toEqual([{ id: 7 }]));
  });

  it('shows the server’s words when the shared post is not on Instagram yet', async () => {
    const notYet = 'Not on herald.ig yet: publish it in Instagram with the caption as given, then try again';
    const server = serve({
      'app/post/detail': () => ok(shared),
      'app/post/link': () => refusal(1802, notYet),
    });
    openDetail();
    fireEvent.click(await button('I’ve published it — find it'));
    expect((await screen.findByTestId('not-found-yet')).textContent).toBe(notYet);
    expect(server.bodies('app/post/link')).toEqual([{ id: 7 }]);
  });

  it('opens a linked post on Instagram and offers no more sharing', async () => {
    const link = 'https://instagram.example/p/abc';
    serve({
      'app/post/detail': () =>
        ok(
          appPost({
            status: 'linked',
            linked_at: '2026-11-01T10:00:00.000Z',
            post_id: 'abc',
            post_link: link,
          }),
        ),
    });
    openDetail();
    const actions = await screen.findByTestId('share-actions');
    expect(
      within(actions)
        .getByRole('link', { name: /Open on Instagram/ })
        .getAttribute('href'),
    ).toBe(link);
    expect(within(actions).getByText(/^Linked \d{4}-\d\d-\d\d/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send to Instagram|Share again|find it/ })).toBeNull();
  });

  it('says so when the post is not there, or there is no post in the address', async () => {
    serve({ 'app/post/detail': () => ({ status: 404, body: { code: 404, msg: 'Not Found', data: null } }) });
    const { unmount } = openDetail('?id=99');
    expect(await screen.findByText(/This post is not there/)).toBeTruthy();
    unmount();
    openDetail('');
    expect(await screen.findByText('Choose a post from the list.')).toBeTruthy();
  });

  it('offers a retry when the post fails to load', async () => {
    const server = serve({ 'app/post/detail': () => serverError });
    openDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }, { timeout: 8000 }));
    await waitFor(() => expect(server.bodies('app/post/detail').length).toBeGreaterThan(3));
  });
});
