import type { MediaFile } from '@herald/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetUploadToken } from '../../../components/upload/credential.js';
import { sha1Hex } from '../../../components/upload/test-hash.js';
import { Upload as FakeUpload, resetFakeUploads } from '../../../components/upload/test-tus.js';
import { ok, serve, serverError, setUpScreenTests, show } from '../../../test-harness.js';
import { onDesktop } from '../../../test-width.js';
import SubmitPage from '../submit/SubmitPage.js';
import { base, buttonIn, material, paged } from './fixtures.js';

vi.mock('tus-js-client', () => import('../../../components/upload/test-tus.js'));

setUpScreenTests();
onDesktop();

const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9, 8, 7, 6]);
let sha1 = '';
const stored = (id: number, name: string): MediaFile => ({
  id,
  url: `http://127.0.0.1:3000/api/media/${id}/${'s'.repeat(32)}.png`,
  name,
  mime: 'image/png',
  size: bytes.length,
  sha1,
  width: 4,
  height: 3,
});

beforeAll(async () => {
  sha1 = await sha1Hex(bytes);
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
});
beforeEach(() => {
  resetFakeUploads();
  forgetUploadToken();
});

const open = () => show(<SubmitPage routeName="material.list" params={{ mode: 'submit' }} />);

async function pick(...files: File[]) {
  const input = await screen.findByTestId('material-file-input');
  await waitFor(() => expect(input.getAttribute('accept')).toContain('application/pdf'));
  fireEvent.change(input, { target: { files } });
}

const submitButton = () => screen.getByTestId('material-submit') as HTMLButtonElement;

describe('material submit screen', () => {
  it('links a file the game already has instead of uploading it', async () => {
    const known = material({ id: 7, name: 'Launch key art' });
    const server = serve({
      ...base(),
      'material/list': () => paged([]),
      'material/check': () => ok([{ sha1, material: known }]),
    });
    open();
    await pick(new File([bytes], 'copy-of-key-art.png', { type: 'image/png' }));
    const row = await screen.findByTestId('known-file');
    expect(within(row).getByText('Already in the library as “Launch key art”')).toBeTruthy();
    expect(within(row).getByText('Approved')).toBeTruthy();
    expect(within(row).getByText('Open').closest('a')?.getAttribute('href')).toContain('/material/library?');
    expect(server.bodies('material/check')).toEqual([{ sha1: [sha1] }]);
    expect(FakeUpload.made).toHaveLength(0);
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByTestId('submit-blocked').textContent).toBe('Add a file first');
  });

  it('blocks submitting while uploading, then submits each file with the shared details', async () => {
    const server = serve({
      ...base(),
      'material/list': () => paged([]),
      'material/check': () => ok([{ sha1, material: null }]),
      'upload/detail': () => ok(stored(31, 'banner.png')),
      'material/submit': (body) =>
        ok({
          material: material({ id: 40, status: 'pending', name: String((body as { name: string }).name) }),
          linked: false,
        }),
    });
    open();
    await pick(new File([bytes], 'banner.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeUpload.made[0]?.started).toBe(1));
    const upload = FakeUpload.made[0];
    if (!upload) throw new Error('no upload');
    expect(upload.options.metadata).toMatchObject({ filename: 'banner.png', kind: 'image', sha1 });
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByTestId('submit-blocked').textContent).toBe(
      'Wait until every file has finished uploading',
    );

    upload.finish(31);
    const name = await screen.findByLabelText('Name of banner.png');
    expect((name as HTMLInputElement).value).toBe('banner.png');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.change(name, { target: { value: 'Season 3 banner' } });
    fireEvent.change(screen.getByTestId('material-description'), {
      target: { value: 'Season 3 starts today' },
    });
    fireEvent.change(screen.getByLabelText('Licensor'), { target: { value: 'Studio Hoshi' } });
    fireEvent.click(submitButton());

    await waitFor(() => expect(server.bodies('material/submit')).toHaveLength(1));
    expect(server.bodies('material/submit')[0]).toEqual({
      name: 'Season 3 banner',
      default_description: 'Season 3 starts today',
      tags: [],
      folder_id: null,
      rights: { expires_at: null, regions: [], languages: [], licensor: 'Studio Hoshi', notes: '' },
      upload_id: 31,
    });
    expect(await screen.findByText('1 submitted for review')).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Name of banner.png')).toBeNull());
  });

  it('shows an invalid file with an error icon and its reason, and sends nothing', async () => {
    const server = serve({ ...base(), 'material/list': () => paged([]) });
    open();
    await pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    const icon = await screen.findByLabelText('Invalid file');
    const row = icon.closest('[data-testid="upload-row"]') as HTMLElement;
    expect(within(row).getByText('Unsupported file type')).toBeTruthy();
    expect(server.bodies('material/check')).toEqual([]);
    expect(FakeUpload.made).toHaveLength(0);
  });

  it('takes a PDF document as a document upload', async () => {
    serve({
      ...base(),
      'material/list': () => paged([]),
      'material/check': () => ok([{ sha1: 'x', material: null }]),
    });
    open();
    await pick(new File(['%PDF-1.7'], 'brand-guide.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeUpload.made).toHaveLength(1));
    expect(FakeUpload.made[0]?.options.metadata).toMatchObject({
      kind: 'document',
      filetype: 'application/pdf',
    });
  });
});

describe('my submissions', () => {
  it('lists them with their status, a rejection’s comment, and sends a rejected one back', async () => {
    const rejected = material({
      id: 12,
      name: 'Old logo',
      status: 'rejected',
      review: { by: 'Ana Ruiz', comment: 'Wrong colours', at: '2026-11-02T08:00:00.000Z' },
    });
    const server = serve({
      ...base(),
      'material/list': () => paged([material({ id: 13, name: 'Poster', status: 'pending' }), rejected]),
      'material/resubmit': () => ok({ ...rejected, status: 'pending' }),
    });
    open();
    const table = await screen.findByTestId('my-submissions');
    await within(table).findByText('Old logo');
    expect(server.bodies('material/list')[0]).toEqual({ page: 1, page_size: 20 });
    expect(within(table).getByText('Pending review')).toBeTruthy();
    expect(within(table).getByText('Rejected: Wrong colours')).toBeTruthy();
    const row = within(table).getByText('Old logo').closest('tr') as HTMLElement;
    fireEvent.click(buttonIn(row, 'Resubmit'));
    await waitFor(() => expect(server.bodies('material/resubmit')).toEqual([{ id: 12 }]));
    expect(await screen.findByText('Sent back for review')).toBeTruthy();
  });

  it('says when there are none, and offers a retry when they fail to load', async () => {
    let failing = true;
    serve({ ...base(), 'material/list': () => (failing ? serverError : paged([])) });
    open();
    const retry = (await screen.findByText('Retry', {}, { timeout: 5000 })).closest('button') as HTMLElement;
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByText('You have not submitted any material yet')).toBeTruthy();
  });
});
