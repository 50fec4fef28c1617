import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flaky } from '../../../test-flows.js';
import { ok, serve, serverError, setUpScreenTests } from '../../../test-harness.js';
import { onDesktop } from '../../../test-width.js';
import LibraryPage from '../library/LibraryPage.js';
import { libraryRequest, noLibraryFilters } from '../model/library-filters.js';
import { BASE, base, material, openAt, paged } from './fixtures.js';

setUpScreenTests();
onDesktop();

const open = (query = '') =>
  openAt(<LibraryPage routeName="material.library" params={{}} />, `/material/library${query}`);
const lastBody = (server: { bodies: (path: string) => unknown[] }) =>
  server.bodies('material/library').at(-1);

/** Picks an option of the antd select holding `testId`. */
async function choose(testId: string, option: string) {
  const input = screen.getByTestId(testId).querySelector('input');
  if (!input) throw new Error(`no select ${testId}`);
  fireEvent.mouseDown(input);
  const items = await screen.findAllByTitle(option);
  const item = items.at(-1);
  if (!item) throw new Error(`no option ${option}`);
  fireEvent.click(item);
}

describe('library filters', () => {
  it('turn sizes in MB, days and orders into the library request', () => {
    expect(
      libraryRequest({
        ...noLibraryFilters,
        keyword: ' teaser ',
        tags: ['season3'],
        kinds: ['video'],
        sizeMin: 1.5,
        sizeMax: 10,
        created: ['2026-11-01', '2026-11-30'],
        folder: 'none',
        sort: 'used',
      }),
    ).toMatchObject({
      page: 1,
      page_size: 24,
      keyword: 'teaser',
      tags: ['season3'],
      kinds: ['video'],
      size_min: 1_572_864,
      size_max: 10_485_760,
      folder_id: null,
      sort: 'usage',
      order: 'desc',
    });
    expect(libraryRequest(noLibraryFilters)).toEqual({
      page: 1,
      page_size: 24,
      sort: 'created_at',
      order: 'desc',
    });
  });
});

describe('library screen', () => {
  it('shows the approved materials as cards and sends each filter to the server', async () => {
    const server = serve({
      ...base(BASE),
      'material/library': () =>
        paged([
          material({ id: 11, name: 'Key art', usage_count: 3 }),
          material({
            id: 12,
            name: 'Old banner',
            expired: true,
            rights: {
              expires_at: '2026-10-01T15:59:59.000Z',
              regions: [],
              languages: [],
              licensor: '',
              notes: '',
            },
          }),
        ]),
    });
    open();
    const grid = await screen.findByTestId('library-grid');
    expect(within(grid).getByText('Key art')).toBeTruthy();
    expect(within(grid).getByText('3 uses')).toBeTruthy();
    expect(within(grid).getByText('Rights ended')).toBeTruthy();
    expect(server.bodies('material/library')[0]).toEqual({
      page: 1,
      page_size: 24,
      sort: 'created_at',
      order: 'desc',
    });

    const search = screen.getByPlaceholderText('Search by name');
    fireEvent.change(search, { target: { value: 'key' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastBody(server)).toMatchObject({ keyword: 'key' }));

    await choose('library-kinds', 'Video');
    await waitFor(() => expect(lastBody(server)).toMatchObject({ kinds: ['video'] }));

    const min = screen.getByPlaceholderText('From (MB)');
    fireEvent.change(min, { target: { value: '2' } });
    await waitFor(() => expect(lastBody(server)).toMatchObject({ size_min: 2 * 1024 * 1024 }));

    await choose('library-sort', 'Largest first');
    await waitFor(() => expect(lastBody(server)).toMatchObject({ sort: 'size', order: 'desc' }));

    const tree = screen.getByTestId('folder-tree');
    fireEvent.click(within(tree).getByText('Season 3'));
    await waitFor(() => expect(lastBody(server)).toMatchObject({ folder_id: 2, keyword: 'key', page: 1 }));
    fireEvent.click(within(tree).getByText('Not in a folder'));
    await waitFor(() => expect(lastBody(server)).toMatchObject({ folder_id: null }));
    expect(screen.queryByLabelText('New folder')).toBeNull();
  });

  it('says when the library is empty, and when nothing matches', async () => {
    serve({ ...base(BASE), 'material/library': () => paged([]) });
    open();
    expect(await screen.findByText('No approved materials yet')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('folder-tree')).getByText('Logos'));
    expect(await screen.findByText('No material matches these filters')).toBeTruthy();
  });

  it('offers a retry when the library fails to load', async () => {
    const outage = flaky(serverError, () => paged([material({ name: 'Key art' })]));
    serve({ ...base(BASE), 'material/library': outage.route });
    open();
    const retry = (await screen.findByText('Retry', {}, { timeout: 5000 })).closest('button') as HTMLElement;
    outage.recover();
    fireEvent.click(retry);
    expect(await screen.findByText('Key art')).toBeTruthy();
  });

  it('lets a manager add a folder inside the one chosen', async () => {
    const server = serve({
      ...base(),
      'material/library': () => paged([]),
      'material/folder/create': () => ok({ id: 9, name: 'Posters', parent_id: 1, level: 2, count: 0 }),
    });
    open();
    fireEvent.click(await within(await screen.findByTestId('folder-tree')).findByText('Key art'));
    fireEvent.click(await screen.findByLabelText('New folder inside'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('folder-name'), { target: { value: 'Posters' } });
    fireEvent.click(within(dialog).getByTestId('form-submit'));
    await waitFor(() =>
      expect(server.bodies('material/folder/create')).toEqual([{ name: 'Posters', parent_id: 1 }]),
    );
  });
});
