import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { postDetail, previewShot } from '../../../components/post/fixtures.js';
import { ok, Providers, serve, setUpScreenTests } from '../../../test-harness.js';
import { onDesktop, screenWidth } from '../../../test-width.js';
import DetailPage from './DetailPage.js';

setUpScreenTests();
onDesktop();

const perms = (resources: string[]) =>
  ok({ resources, is_game_admin: false, is_platform_admin: false, routes: ['content'] });

function open(params: Record<string, string> = { page: 'content', type: 'post' }) {
  return render(
    <Providers>
      <MemoryRouter initialEntries={['/content/post/detail?id=42&game_id=1001&game_area=asia']}>
        <DetailPage routeName="content.post.detail" params={params} />
      </MemoryRouter>
    </Providers>,
  );
}

const actionButtons = async () => {
  const bar = await screen.findByTestId('detail-actions');
  return within(bar)
    .getAllByRole('button')
    .map((button) => button.textContent);
};

describe('post detail', () => {
  it('shows the post, each account’s result with its live post, the calls made and the history', async () => {
    const server = serve({
      'auth/perms': () => perms(['content_base', 'content_compose']),
      'post/detail': () => ok(postDetail()),
    });
    open();
    expect(await screen.findByText('Season 3 is live!')).toBeTruthy();
    await waitFor(() => expect(server.bodies('post/detail')).toEqual([{ id: 42 }]));
    const results = screen.getByTestId('account-results');
    expect(within(results).getAllByText('Published', { selector: '.ant-tag' })).toHaveLength(2);
    expect(within(results).getAllByRole('link', { name: 'Open' })[0]?.getAttribute('href')).toBe(
      'https://facebook.example/1001_1',
    );
    const calls = screen.getByTestId('attempt-log');
    expect(within(calls).getByText('Succeeded')).toBeTruthy();
    // Herald's outcome in the reader's words, linked to where the post is live.
    expect(within(calls).getByRole('link', { name: 'Published as 1001_2001' }).getAttribute('href')).toBe(
      'https://facebook.example/1001_2001',
    );
    const history = screen.getByTestId('post-history');
    expect(within(history).getByText('Publishing finished')).toBeTruthy();
    expect(within(history).getByText('by Herald')).toBeTruthy();
  });

  it('shows the preview screenshot taken when the post was submitted', async () => {
    serve({
      'auth/perms': () => perms(['content_base']),
      'post/detail': () => ok(postDetail({ preview: previewShot })),
    });
    open();
    const card = await screen.findByTestId('submitted-preview');
    expect(within(card).getByText('Preview as submitted')).toBeTruthy();
    const picture = within(card).getByRole('img', { name: 'The preview the author saw when submitting' });
    expect(picture.getAttribute('src')).toBe(previewShot.url);
  });

  it('shows no preview screenshot when none was taken', async () => {
    serve({ 'auth/perms': () => perms(['content_base']), 'post/detail': () => ok(postDetail()) });
    open();
    expect(await screen.findByText('Season 3 is live!')).toBeTruthy();
    expect(screen.queryByTestId('submitted-preview')).toBeNull();
    expect(screen.queryByText('Preview as submitted')).toBeNull();
  });

  it('offers exactly the actions the status allows, in a fixed order', async () => {
    serve({
      'auth/perms': () => perms(['content_base', 'content_compose']),
      'post/detail': () =>
        ok(
          postDetail(
            {
              status: 'scheduled',
              publish: {
                timing: 'schedule',
                scheduled_at: '2026-12-01T10:00:00.000Z',
                time_zone: 'Asia/Shanghai',
              },
            },
            { actions: ['revoke', 'reschedule', 'publish_now'] },
          ),
        ),
    });
    open();
    expect(await actionButtons()).toEqual(['Reschedule', 'Publish now', 'Stop schedule']);
  });

  it('shows no actions to a viewer without content_compose', async () => {
    serve({ 'auth/perms': () => perms(['content_base']), 'post/detail': () => ok(postDetail()) });
    open();
    await screen.findByText('Season 3 is live!');
    expect(screen.queryByTestId('detail-actions')).toBeNull();
  });

  it('asks to delete a published post naming the networks it is also deleted on', async () => {
    const server = serve({
      'auth/perms': () => perms(['content_base', 'content_compose']),
      'post/detail': () => ok(postDetail()),
      'post/delete': () => ok(postDetail({ status: 'deleting' })),
    });
    open();
    expect(await actionButtons()).toEqual(['Delete']);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Delete this post? It is also deleted on the networks where it was published: Facebook · Herald Page 1, X · heraldgame. This cannot be undone.',
      ),
    ).toBeTruthy();
    expect(server.bodies('post/delete')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.bodies('post/delete')).toEqual([{ id: 42 }]));
  });

  it('says where each account published from the phone stands with its mobile publisher', async () => {
    const base = postDetail().post.results;
    const [facebook, x] = base as [(typeof base)[number], (typeof base)[number]];
    serve({
      'auth/perms': () => perms(['content_base']),
      'post/detail': () =>
        ok(
          postDetail({
            status: 'mobiling',
            results: [
              { ...facebook, network: 'instagram', result: 'init', mobile_status: 'shared' },
              { ...x, mobile_status: null },
            ],
          }),
        ),
    });
    open();
    const results = await screen.findByTestId('account-results');
    expect(within(results).getByText('Shared from the phone, not seen on Instagram yet')).toBeTruthy();
    expect(within(results).queryByText('Waiting for the mobile publisher')).toBeNull();
    expect(within(results).queryByText('Published from the phone')).toBeNull();
  });

  it('asks the user to check the network before retrying an unknown outcome, then sends checked', async () => {
    const unknown = postDetail(
      {
        status: 'publish_exc',
        results: [
          {
            account_id: 1,
            network: 'facebook',
            account_name: 'Herald Page 1',
            result: 'exception',
            post_id: null,
            post_link: null,
            mobile_status: null,
            message: 'Timed out after sending',
            published_at: null,
          },
        ],
      },
      { actions: ['retry', 'to_draft', 'delete'] },
    );
    const server = serve({
      'auth/perms': () => perms(['content_base', 'content_compose']),
      'post/detail': () => ok(unknown),
      'post/retry': () => ok(postDetail({ status: 'publishing' })),
    });
    open();
    expect(await actionButtons()).toEqual(['Retry', 'Back to draft', 'Delete']);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/could not tell whether the post went out on Facebook · Herald Page 1/),
    ).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Retry' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('I checked: it did not publish there'));
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(server.bodies('post/retry')).toEqual([{ id: 42, checked: true }]));
  });

  it('lists results and calls as blocks on phones, with the actions under the status', async () => {
    screenWidth(390);
    serve({
      'auth/perms': () => perms(['content_base', 'content_compose']),
      'post/detail': () => ok(postDetail()),
    });
    open();
    const results = await screen.findByTestId('account-results');
    expect(results.tagName).toBe('DIV');
    expect(within(results).queryByRole('table')).toBeNull();
    expect(within(results).getAllByRole('link', { name: 'Open' })).toHaveLength(2);
    expect(within(screen.getByTestId('attempt-log')).getByText('Succeeded')).toBeTruthy();
    expect(
      within(screen.getByTestId('attempt-log')).getByRole('link', { name: 'Published as 1001_2001' }),
    ).toBeTruthy();
    expect(await actionButtons()).toEqual(['Delete']);
  });
});
