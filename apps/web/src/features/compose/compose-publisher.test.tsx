import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, serve, setUpScreenTests } from '../../test-harness.js';
import { baseRoutes, chooseIn, draft, pickAccount, showCompose, typeText } from './compose-fixtures.js';

setUpScreenTests();

describe('compose mobile publisher', () => {
  it('offers the members who may publish from the phone, marking those no push reaches yet', async () => {
    const server = serve({ ...baseRoutes(), 'post/save': () => ok(draft()) });
    showCompose();
    const field = await screen.findByTestId('compose-mobile-publisher');
    await waitFor(() => expect(server.bodies('app/publisher/list')).toHaveLength(1));
    expect(server.bodies('perm/user/all')).toEqual([]);
    expect(
      screen.getByText(
        'The Instagram accounts of this post are published by this person from their phone: they get a push when it is time.',
      ),
    ).toBeTruthy();
    fireEvent.mouseDown(within(field).getByRole('combobox'));
    const mia = (await screen.findAllByTitle('Mia Wong mia@herald.local')).at(-1);
    const leo = (await screen.findAllByTitle('Leo Park leo@herald.local')).at(-1);
    expect(mia?.textContent).toBe('Mia Wong mia@herald.local');
    expect(leo?.textContent).toBe('Leo Park leo@herald.local · no device with notifications yet');
  });

  it('saves the chosen publisher with the post', async () => {
    const server = serve({ ...baseRoutes(), 'post/save': () => ok(draft()) });
    showCompose();
    await pickAccount('Facebook Herald Page');
    typeText('compose-text', 'Season 3 is live');
    await chooseIn('compose-mobile-publisher', 'Leo Park leo@herald.local');
    fireEvent.click(screen.getByTestId('compose-save'));
    await waitFor(() => expect(server.bodies('post/save')).toHaveLength(1));
    const [body] = server.bodies('post/save') as { post: { mobile_publisher_id: number | null } }[];
    expect(body?.post.mobile_publisher_id).toBe(8);
  });
});
