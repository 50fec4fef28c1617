import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flaky } from '../../../test-flows.js';
import { ok, serve, serverError, setUpScreenTests } from '../../../test-harness.js';
import DecidePage from '../decide/DecidePage.js';
import { buttonIn, linkInfo, openAt } from './fixtures.js';

setUpScreenTests();

const TOKEN = 'signed-token-0123456789abcdef';
const open = (query = `?token=${TOKEN}`) =>
  openAt(<DecidePage routeName="material.decide" params={{}} />, `/material/decide${query}`);

describe('outside reviewer page', () => {
  it('says a link without its token cannot be used, and asks nothing', async () => {
    const server = serve({});
    open('');
    expect(await screen.findByText('This review link cannot be used')).toBeTruthy();
    expect(screen.getByText('The link is incomplete: open it again from the e-mail.')).toBeTruthy();
    expect(server.bodies('material/link/info')).toEqual([]);
  });

  it('says a used or expired link cannot be used, with the server’s reason', async () => {
    serve({
      'material/link/info': () => ({
        status: 410,
        body: { code: 2311, msg: 'This review link has expired or has already been used', data: null },
      }),
    });
    open();
    const invalid = await screen.findByTestId('link-invalid');
    expect(within(invalid).getByText('This review link cannot be used')).toBeTruthy();
    expect(within(invalid).getByText('This review link has expired or has already been used')).toBeTruthy();
  });

  it('shows the material and rejects it only with a comment, once', async () => {
    const server = serve({
      'material/link/info': () => ok(linkInfo()),
      'material/link/decide': () => ok(linkInfo({ state: 'decided', status: 'rejected' })),
    });
    open();
    const page = await screen.findByTestId('material-decide');
    await within(page).findByText(
      'legal@licensor.example, please approve or reject this material for Herald Demo.',
    );
    const facts = within(page).getByTestId('link-facts');
    expect(within(facts).getByText('Key art 11')).toBeTruthy();
    expect(within(facts).getByText('Mei Lin')).toBeTruthy();
    expect(within(page).getByText('Studio Hoshi')).toBeTruthy();
    expect(within(page).getByAltText('Preview of Key art 11')).toBeTruthy();

    fireEvent.click(buttonIn(page, 'Reject'));
    expect(await within(page).findByText('Say why the material is rejected')).toBeTruthy();
    expect(server.bodies('material/link/decide')).toEqual([]);
    fireEvent.change(within(page).getByTestId('decision-comment'), { target: { value: 'Not our logo' } });
    fireEvent.click(buttonIn(page, 'Reject'));
    await waitFor(() =>
      expect(server.bodies('material/link/decide')).toEqual([
        { token: TOKEN, decision: 'reject', comment: 'Not our logo' },
      ]),
    );
    expect((await within(page).findByTestId('link-closed')).textContent).toContain(
      'Thank you: the material is rejected',
    );
  });

  it('says a link already decided was decided, with the outcome', async () => {
    serve({ 'material/link/info': () => ok(linkInfo({ state: 'decided', status: 'approved' })) });
    open();
    const closed = await screen.findByTestId('link-closed');
    expect(closed.textContent).toContain('This material has already been reviewed');
    expect(closed.textContent).toContain('It was approved.');
    expect(screen.queryByTestId('decision-comment')).toBeNull();
  });

  it('offers a retry when the link cannot be read for now', async () => {
    const outage = flaky(serverError, () => ok(linkInfo()));
    serve({ 'material/link/info': outage.route });
    open();
    const retry = (await screen.findByText('Retry', {}, { timeout: 5000 })).closest('button') as HTMLElement;
    outage.recover();
    fireEvent.click(retry);
    expect(await screen.findByText('Key art 11')).toBeTruthy();
  });
});
