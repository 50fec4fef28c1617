import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ok, Providers, serve, setUpScreenTests } from '../../test-harness.js';
import { onDesktop } from '../../test-width.js';
import DetailPage from './EngagementDetailPage.js';
import { likeDetail } from './fixtures.js';

setUpScreenTests();
onDesktop();

const perms = (resources: string[]) =>
  ok({ resources, is_game_admin: false, is_platform_admin: false, routes: ['content'] });

function open(params: Record<string, string>) {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[`/content/${params.type}/detail?id=42&game_id=1001&game_area=asia`]}>
        <DetailPage routeName={`content.${params.type}.detail`} params={params} />
      </MemoryRouter>
    </Providers>,
  );
}

describe('engagement detail', () => {
  it('opens a like with what it answers, and withdraws it from approval through like/act', async () => {
    const server = serve({
      'auth/perms': () => perms(['content_base', 'content_compose']),
      'like/detail': () => ok(likeDetail()),
      'like/act': () => ok(likeDetail({ status: 'canceled' }, [])),
    });
    open({ page: 'content', type: 'like' });
    expect(await screen.findByText('Our guild cleared the raid on day one!')).toBeTruthy();
    expect(screen.getByText('Ava Chen')).toBeTruthy();
    expect(server.bodies('like/detail')).toEqual([{ id: 42 }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(server.bodies('like/act')).toEqual([{ id: 42, action: 'cancel', checked: false }]),
    );
  });
});
