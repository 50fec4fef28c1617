import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serve, setUpScreenTests } from '../../test-harness.js';
import {
  allAccounts,
  baseRoutes,
  chooseIn,
  pickAccount,
  reviewLookup,
  showCompose,
  typeText,
} from './compose-fixtures.js';

setUpScreenTests();

const ready = (id: number, ready_levels: number, my_levels: number[] = []) => ({
  account_id: id,
  flow_id: 1,
  flow_name: 'Default',
  ready_levels,
  my_levels,
});

function levelField(): HTMLElement {
  const item = screen.getByTestId('compose-review-level').closest('.ant-form-item');
  if (!(item instanceof HTMLElement)) throw new Error('no review level field');
  return item;
}

describe('compose review level', () => {
  it('offers the game’s levels by name and disables accounts whose flow has no reviewer for the level', async () => {
    const accounts = allAccounts.map((account) => ready(account.id, account.id === 2 ? 1 : 2));
    serve(baseRoutes(allAccounts, reviewLookup({ accounts })));
    showCompose();
    await screen.findByTestId('compose-form');
    await waitFor(() =>
      expect(screen.getByTestId('compose-review-level').className).not.toContain('disabled'),
    );
    // The field's label names its select.
    fireEvent.mouseDown(screen.getByLabelText('Review level'));
    expect(await screen.findByTitle('Level 1 · Community lead')).toBeTruthy();
    expect(screen.getByTitle('Level 2 · Legal')).toBeTruthy();
    expect(screen.queryByTitle('Level 3')).toBeNull();
    fireEvent.click(screen.getByTitle('Level 2 · Legal'));
    const x = await screen.findByRole('checkbox', { name: 'X herald_x' });
    await waitFor(() => expect((x as HTMLInputElement).disabled).toBe(true));
    expect(
      screen.getByText('No reviewer for level 2 in its review flow (Default): ask an administrator'),
    ).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'Facebook Herald Page' }) as HTMLInputElement).disabled,
    ).toBe(false);
  });

  it('asks for a level where approval is switched on, and submits nothing until one is chosen', async () => {
    const server = serve(
      baseRoutes(
        allAccounts,
        reviewLookup({ switchs: [{ content_type: 'post', network: 'facebook', enabled: true }] }),
      ),
    );
    showCompose();
    await pickAccount('Facebook Herald Page');
    typeText('compose-text', 'Patch notes');
    const message = 'Approval is switched on for Facebook posts: choose a review level';
    expect(await within(levelField()).findByText(message)).toBeTruthy();
    fireEvent.click(screen.getByTestId('compose-submit'));
    expect(await screen.findByText('Validation failed, please check the form')).toBeTruthy();
    expect(server.bodies('post/submit')).toEqual([]);
    await chooseIn('compose-review-level', 'Level 1 · Community lead');
    await pickAccount('Facebook Herald Page');
    await waitFor(() => expect(within(levelField()).queryByText(message)).toBeNull());
    expect(screen.getByTestId('compose-submit').textContent).toBe('Submit for approval');
  });

  it('makes an author who reviews an account choose its highest level', async () => {
    const accounts = allAccounts.map((account) => ready(account.id, 2, account.id === 1 ? [1] : []));
    serve(baseRoutes(allAccounts, reviewLookup({ accounts })));
    showCompose();
    await screen.findByTestId('compose-form');
    await chooseIn('compose-review-level', 'Level 1 · Community lead');
    await pickAccount('Facebook Herald Page');
    const message = 'You review Herald Page: choose its highest level (2)';
    expect(await within(levelField()).findByText(message)).toBeTruthy();
    await chooseIn('compose-review-level', 'Level 2 · Legal');
    await pickAccount('Facebook Herald Page');
    await waitFor(() => expect(within(levelField()).queryByText(message)).toBeNull());
  });
});
