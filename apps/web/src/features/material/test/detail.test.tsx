import { errorCatalog } from '@herald/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, serve, setUpScreenTests } from '../../../test-harness.js';
import { onDesktop } from '../../../test-width.js';
import LibraryPage from '../library/LibraryPage.js';
import { BASE, base, buttonIn, detail, material, openAt, paged } from './fixtures.js';

setUpScreenTests();
onDesktop();

const open = (query: string) =>
  openAt(<LibraryPage routeName="material.library" params={{}} />, `/material/library${query}`);
const library = () => paged([material({ id: 11, name: 'Key art' })]);

describe('material detail', () => {
  it('opens from the URL with its facts, ended rights, fit per network and uses', async () => {
    const server = serve({
      ...base(BASE),
      'material/library': library,
      'material/detail': () =>
        ok(
          detail({
            name: 'Key art',
            folder_id: 2,
            expired: true,
            rights: {
              expires_at: '2026-10-01T15:59:59.000Z',
              regions: ['JP'],
              languages: [],
              licensor: 'Studio Hoshi',
              notes: '',
            },
            fit: [
              { network: 'facebook', verdict: 'fits', notes: [] },
              {
                network: 'instagram',
                verdict: 'warn',
                notes: [{ key: 'recommended_max', params: { what: 'aspect_ratio', value: '1.91:1' } }],
              },
              {
                network: 'youtube',
                verdict: 'error',
                notes: [{ key: 'not_supported', params: { what: 'images' } }],
              },
            ],
            uses: [
              {
                kind: 'post',
                id: 42,
                title: 'Season 3 launch',
                status: 'published',
                at: '2026-11-03T10:00:00.000Z',
                networks: ['facebook'],
                impressions: 12_345,
                engagements: 678,
              },
              {
                kind: 'task',
                id: 31,
                title: 'Teaser week',
                status: 'published',
                at: null,
                networks: [],
                impressions: null,
                engagements: null,
              },
            ],
          }),
        ),
    });
    open('?id=11');
    const drawer = await screen.findByTestId('material-detail');
    expect(server.bodies('material/detail')).toEqual([{ id: 11 }]);
    expect(within(drawer).getByTestId('expiry-alert').textContent).toContain(
      'The usage rights ended on 2026-10-01: it cannot be used for new posts',
    );
    const facts = within(drawer).getByTestId('material-facts');
    expect(within(facts).getByText('Key art / Season 3')).toBeTruthy();
    expect(within(facts).getByText('1080 × 1350')).toBeTruthy();
    const rights = within(drawer).getByTestId('material-rights');
    expect(within(rights).getByText('Studio Hoshi')).toBeTruthy();
    expect(within(rights).getByText('Japan (JP)')).toBeTruthy();

    expect(within(within(drawer).getByTestId('fit-facebook')).getByText('Fits')).toBeTruthy();
    const instagram = within(drawer).getByTestId('fit-instagram');
    expect(within(instagram).getByText('Outside recommended values')).toBeTruthy();
    expect(
      within(instagram).getByText('Aspect ratio: Instagram recommends at most 1.91:1; publishing may fail'),
    ).toBeTruthy();
    const youtube = within(drawer).getByTestId('fit-youtube');
    expect(within(youtube).getByText('Not accepted')).toBeTruthy();
    expect(within(youtube).getByText('YouTube does not support images')).toBeTruthy();

    const uses = within(drawer).getByTestId('material-uses');
    expect(within(uses).getByText('Season 3 launch').closest('a')?.getAttribute('href')).toBe(
      '/content/post/detail?id=42',
    );
    expect(within(uses).getByText('Teaser week').closest('a')?.getAttribute('href')).toBe(
      '/assign/task/detail?id=31',
    );
    expect(within(uses).getByText('12,345')).toBeTruthy();
    expect(within(uses).getByText('678')).toBeTruthy();
    expect(within(drawer).queryByTestId('material-delete')).toBeNull();
  });

  it('asks again before deleting a material scheduled posts use, saying how many will be held', async () => {
    let inUse = true;
    const server = serve({
      ...base(),
      'material/library': library,
      'material/detail': () => ok(detail({ name: 'Key art', scheduled_uses: 3 })),
      'material/delete': (body) => {
        const confirmed = (body as { confirm_in_use: boolean }).confirm_in_use;
        if (!confirmed && inUse)
          return ok([
            {
              id: 11,
              ok: false,
              code: errorCatalog.material_in_use.code,
              message: '3 scheduled posts use this material',
            },
          ]);
        inUse = false;
        return ok([{ id: 11, ok: true, code: 0, message: '' }]);
      },
    });
    open('?id=11');
    await screen.findByTestId('material-detail');
    fireEvent.click(screen.getByTestId('material-delete'));
    const first = await screen.findByText(
      'Delete “Key art” from the library? Posts already made keep their file.',
    );
    fireEvent.click(buttonIn(first.closest('.ant-modal') as HTMLElement, 'Delete'));
    const again = await screen.findByText(
      '3 scheduled posts use “Key art”. Deleting it holds them until someone keeps or revokes each. Delete anyway?',
    );
    expect(server.bodies('material/delete')).toEqual([{ ids: [11], confirm_in_use: false }]);
    fireEvent.click(buttonIn(again.closest('.ant-modal') as HTMLElement, 'Delete and hold the posts'));
    await waitFor(() =>
      expect(server.bodies('material/delete')).toEqual([
        { ids: [11], confirm_in_use: false },
        { ids: [11], confirm_in_use: true },
      ]),
    );
    expect(await screen.findByText('Deleted')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/material/library'));
  });

  it('lets a manager change the rights', async () => {
    const server = serve({
      ...base(),
      'material/library': library,
      'material/detail': () => ok(detail({ name: 'Key art' })),
      'material/update': () => ok(material({ name: 'Key art' })),
    });
    open('?id=11');
    const drawer = await screen.findByTestId('material-detail');
    fireEvent.click(buttonIn(drawer, 'Edit rights'));
    const dialog = (await screen.findByText('Edit “Key art”')).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('Licensor'), { target: { value: 'Studio Hoshi' } });
    fireEvent.click(within(dialog).getByTestId('form-submit'));
    await waitFor(() => expect(server.bodies('material/update')).toHaveLength(1));
    expect(server.bodies('material/update')[0]).toMatchObject({
      id: 11,
      name: 'Key art',
      rights: { expires_at: null, regions: [], languages: [], licensor: 'Studio Hoshi', notes: '' },
    });
  });
});
