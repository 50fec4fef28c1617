import type { MediaFile } from '@herald/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, serve, setUpScreenTests, show } from '../../test-harness.js';
import { forgetUploadToken } from './credential.js';
import { MediaUploader } from './MediaUploader.js';
import { sha1Hex } from './test-hash.js';
import { bucket, Upload as FakeUpload, resetFakeUploads } from './test-tus.js';
import { useUploadsBusy } from './useUploadsBusy.js';

vi.mock('tus-js-client', () => import('./test-tus.js'));

const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4, 5, 6, 7, 8]);
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

let changes: MediaFile[][] = [];
function Form({ max = 2 }: { max?: number }) {
  const [files, setFiles] = useState<MediaFile[]>([]);
  const uploads = useUploadsBusy();
  return (
    <>
      <MediaUploader
        kind="image"
        value={files}
        max={max}
        onChange={(next) => {
          changes.push(next);
          setFiles(next);
        }}
        onBusyChange={uploads.track('images')}
      />
      <button type="submit" disabled={uploads.busy}>
        Publish
      </button>
    </>
  );
}

async function pick(...files: File[]) {
  const input = await screen.findByTestId('media-uploader-input-image');
  await waitFor(() => expect(input.getAttribute('accept')).toContain('image/png'));
  fireEvent.change(input, { target: { files } });
}

const publish = () => screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement;

setUpScreenTests();
beforeAll(async () => {
  sha1 = await sha1Hex(bytes);
  // jsdom has no object URLs; the uploader only shows them as previews.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
});
beforeEach(() => {
  resetFakeUploads();
  changes = [];
  forgetUploadToken();
});

describe('MediaUploader', () => {
  it('hashes, uploads with the token, then adds the stored file; the form is blocked meanwhile', async () => {
    const server = serve({
      'upload/bucket': () => ok(bucket),
      'upload/credential': () =>
        ok({ token: 'signed-token', expires_at: new Date(Date.now() + 3600_000).toISOString() }),
      'upload/detail': () => ok(stored(17, 'cover.png')),
    });
    show(<Form />);
    await pick(new File([bytes], 'cover.png', { type: 'image/png' }));

    await waitFor(() => expect(FakeUpload.made).toHaveLength(1));
    const upload = FakeUpload.made[0];
    if (!upload) throw new Error('no upload');
    expect(upload.options.metadata).toEqual({
      filename: 'cover.png',
      filetype: 'image/png',
      kind: 'image',
      sha1,
    });
    expect(upload.options.endpoint).toMatch(/\/api\/admin\/upload\/tus$/);
    await waitFor(() => expect(upload.started).toBe(1));
    const headers: Record<string, string> = {};
    await upload.options.onBeforeRequest({
      setHeader: (name, value) => Object.assign(headers, { [name]: value }),
    });
    expect(headers).toEqual({ 'x-upload-token': 'signed-token' });
    expect(publish().disabled).toBe(true);

    upload.options.onProgress(6, 12);
    expect(await screen.findByText('Uploading')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Paused')).toBeTruthy();
    expect(upload.abort).toHaveBeenCalledWith();
    expect(publish().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(upload.started).toBe(2));

    upload.finish(17);
    await waitFor(() => expect(changes).toEqual([[stored(17, 'cover.png')]]));
    expect(server.bodies('upload/detail')).toEqual([{ id: 17 }]);
    expect(await screen.findByText('Uploaded')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Preview of cover.png' })).toBeTruthy();
    await waitFor(() => expect(publish().disabled).toBe(false));
  });

  it('refuses a file of another type before sending it, with an error icon and the reason', async () => {
    serve({ 'upload/bucket': () => ok(bucket) });
    show(<Form />);
    await pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    const icon = await screen.findByRole('img', { name: 'Invalid file' });
    const row = icon.closest('[data-testid="upload-row"]') as HTMLElement;
    expect(within(row).getByText('Unsupported file type')).toBeTruthy();
    expect(FakeUpload.made).toHaveLength(0);
    expect(publish().disabled).toBe(false);
    fireEvent.click(within(row).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Invalid file' })).toBeNull());
  });

  it('shows the server’s reason when it refuses the bytes', async () => {
    serve({
      'upload/bucket': () => ok(bucket),
      'upload/credential': () =>
        ok({ token: 't', expires_at: new Date(Date.now() + 3600_000).toISOString() }),
    });
    show(<Form />);
    await pick(new File([bytes], 'fake.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeUpload.made[0]?.started).toBe(1));
    const refusal = Object.assign(new Error('response code 400'), {
      originalResponse: {
        getBody: () => JSON.stringify({ code: 1506, msg: 'File type mismatch', data: null }),
      },
    });
    FakeUpload.made[0]?.options.onError(refusal);
    expect(await screen.findByText('File type mismatch')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Invalid file' })).toBeTruthy();
    await waitFor(() => expect(publish().disabled).toBe(false));
  });

  it('stops an upload for good (tus termination)', async () => {
    serve({
      'upload/bucket': () => ok(bucket),
      'upload/credential': () =>
        ok({ token: 't', expires_at: new Date(Date.now() + 3600_000).toISOString() }),
    });
    show(<Form />);
    await pick(new File([bytes], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeUpload.made[0]?.started).toBe(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stopped')).toBeTruthy();
    expect(FakeUpload.made[0]?.abort).toHaveBeenCalledWith(true);
    await waitFor(() => expect(publish().disabled).toBe(false));
  });

  it('asks before hashing a large file, and drops it when declined', async () => {
    serve({ 'upload/bucket': () => ok(bucket) });
    show(<Form />);
    await pick(new File([new Uint8Array(600)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText(/huge\.png is 600 B\. Checking it before the upload/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeUpload.made).toHaveLength(0);
    expect(screen.queryByTestId('upload-row')).toBeNull();
  });

  it('takes no more files than `max` and says how many were left out', async () => {
    serve({
      'upload/bucket': () => ok(bucket),
      'upload/credential': () =>
        ok({ token: 't', expires_at: new Date(Date.now() + 3600_000).toISOString() }),
    });
    show(<Form max={1} />);
    await pick(
      new File([bytes], 'a.png', { type: 'image/png' }),
      new File([bytes], 'b.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('At most 1 files: 1 not added')).toBeTruthy();
    await waitFor(() => expect(FakeUpload.made).toHaveLength(1));
    expect(screen.getByRole('button', { name: /Add images/ }).hasAttribute('disabled')).toBe(true);
  });
});
