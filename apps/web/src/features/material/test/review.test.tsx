import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flaky } from '../../../test-flows.js';
import { ok, serve, serverError, setUpScreenTests, show } from '../../../test-harness.js';
import { onDesktop } from '../../../test-width.js';
import ReviewPage from '../review/ReviewPage.js';
import { base, buttonIn, material, paged } from './fixtures.js';

setUpScreenTests();
onDesktop();

const open = () => show(<ReviewPage routeName="material.review" params={{}} />);
const pending = [
  material({ id: 11, name: 'Key art', status: 'pending' }),
  material({
    id: 12,
    name: 'Logo sheet',
    status: 'pending',
    rights: {
      expires_at: '2030-01-31T15:59:59.000Z',
      regions: [],
      languages: [],
      licensor: 'Studio Hoshi',
      notes: '',
    },
  }),
];

async function rowOf(name: string): Promise<HTMLElement> {
  const queue = await screen.findByTestId('review-queue');
  return (await within(queue).findByText(name)).closest('tr') as HTMLElement;
}

function tick(row: HTMLElement) {
  const box = row.querySelector('input[type="checkbox"]');
  if (!box) throw new Error('no checkbox');
  fireEvent.click(box);
}

describe('material review queue', () => {
  it('asks for everyone’s pending submissions and shows each with its rights', async () => {
    const server = serve({ ...base(), 'material/list': () => paged(pending) });
    open();
    const row = await rowOf('Logo sheet');
    expect(server.bodies('material/list')[0]).toEqual({
      page: 1,
      page_size: 20,
      everyone: true,
      status: ['pending'],
    });
    expect(within(row).getByText('2030-01-31')).toBeTruthy();
    expect(within(row).getByText('Studio Hoshi')).toBeTruthy();
    expect(within(row).getByAltText('Preview of Logo sheet')).toBeTruthy();
  });

  it('says when nothing waits, and retries a failed load', async () => {
    const outage = flaky(serverError, () => paged([]));
    serve({ ...base(), 'material/list': outage.route });
    open();
    const retry = (await screen.findByText('Retry', {}, { timeout: 5000 })).closest('button') as HTMLElement;
    outage.recover();
    fireEvent.click(retry);
    expect(await screen.findByText('Nothing is waiting for review')).toBeTruthy();
  });

  it('rejects several only with a comment, and shows each one’s result', async () => {
    const server = serve({
      ...base(),
      'material/list': () => paged(pending),
      'material/review': () =>
        ok([
          { id: 11, ok: true, code: 0, message: '' },
          { id: 12, ok: false, code: 2305, message: 'This material has already been reviewed' },
        ]),
    });
    open();
    tick(await rowOf('Key art'));
    tick(await rowOf('Logo sheet'));
    const bar = await screen.findByTestId('review-batch-bar');
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    fireEvent.click(within(bar).getByTestId('batch-reject'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reject 2 materials')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('decision-send'));
    expect(await within(dialog).findByText('Say why the material is rejected')).toBeTruthy();
    expect(server.bodies('material/review')).toEqual([]);

    fireEvent.change(within(dialog).getByTestId('decision-comment'), {
      target: { value: 'Wrong logo colours' },
    });
    fireEvent.click(within(dialog).getByTestId('decision-send'));
    await waitFor(() =>
      expect(server.bodies('material/review')).toEqual([
        { ids: [11, 12], decision: 'reject', comment: 'Wrong logo colours' },
      ]),
    );
    expect((await screen.findByTestId('material-review-summary')).textContent).toBe('1 done, 1 not done');
    const results = screen.getByTestId('material-review-results');
    expect(within(results).getByText('Key art')).toBeTruthy();
    expect(within(results).getByText('Error 2305: This material has already been reviewed')).toBeTruthy();
  });

  it('approves one from its row without a comment', async () => {
    const server = serve({
      ...base(),
      'material/list': () => paged(pending),
      'material/review': () => ok([{ id: 11, ok: true, code: 0, message: '' }]),
    });
    open();
    fireEvent.click(buttonIn(await rowOf('Key art'), 'Approve'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('decision-send'));
    await waitFor(() =>
      expect(server.bodies('material/review')).toEqual([{ ids: [11], decision: 'approve', comment: '' }]),
    );
    expect(await screen.findByText('Approved')).toBeTruthy();
  });

  it('sends one to an outside reviewer by e-mail', async () => {
    const server = serve({
      ...base(),
      'material/list': () => paged(pending),
      'material/link/send': () => ok({ expires_at: '2030-01-04T08:00:00.000Z' }),
    });
    open();
    fireEvent.click(buttonIn(await rowOf('Key art'), 'Send to an outside reviewer'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Outside review of “Key art”')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('link-email'), {
      target: { value: 'legal@licensor.example' },
    });
    fireEvent.change(within(dialog).getByLabelText('Note for them'), {
      target: { value: 'Please check the logo' },
    });
    fireEvent.click(within(dialog).getByTestId('link-send'));
    await waitFor(() =>
      expect(server.bodies('material/link/send')).toEqual([
        { id: 11, email: 'legal@licensor.example', hours: 72, note: 'Please check the logo' },
      ]),
    );
    expect(await screen.findByText(/^Link sent; it works until 2030-01-04/)).toBeTruthy();
  });
});
