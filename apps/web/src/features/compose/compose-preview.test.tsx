import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sha1Hex } from '../../components/upload/test-hash.js';
import { Upload as FakeUpload } from '../../components/upload/test-tus.js';
import { ok, serve, setUpScreenTests } from '../../test-harness.js';
import {
  baseRoutes,
  capturesPreviews,
  composeForFacebook,
  draft,
  facebookPost,
  PREVIEW_ID,
  previewUploadRoutes,
  showCompose,
} from './compose-fixtures.js';
import { domToBlob, pngBytes } from './preview/test-screenshot.js';

vi.mock('modern-screenshot', () => import('./preview/test-screenshot.js'));
vi.mock('tus-js-client', () => import('../../components/upload/test-tus.js'));

setUpScreenTests();
capturesPreviews();

const failed = 'Screenshot capture failed: the post is submitted without its preview picture';

function serveCompose() {
  return serve({
    ...baseRoutes(),
    ...previewUploadRoutes(),
    'post/submit': () => ok(draft({ status: 'publishing' })),
    'post/save': () => ok(draft()),
  });
}

const submitButton = () => screen.getByTestId('compose-submit');

describe('compose preview screenshot', () => {
  it('captures the preview card as a PNG and uploads it as an image before submitting', async () => {
    const server = serveCompose();
    showCompose();
    await composeForFacebook();
    const panel = screen.getByTestId('compose-preview');
    fireEvent.click(submitButton());
    await waitFor(() => expect(server.bodies('post/submit')).toHaveLength(1));
    expect(domToBlob).toHaveBeenCalledTimes(1);
    expect(domToBlob).toHaveBeenCalledWith(panel, { type: 'image/png', timeout: 15_000 });
    const [upload] = FakeUpload.made;
    expect(upload?.options.metadata).toEqual({
      filename: expect.stringMatching(/^preview-\d+\.png$/),
      filetype: 'image/png',
      kind: 'image',
      sha1: await sha1Hex(pngBytes),
    });
    expect(server.bodies('upload/detail')).toEqual([{ id: PREVIEW_ID }]);
    expect(server.bodies('post/submit')).toEqual([
      { post: { ...facebookPost, preview_id: PREVIEW_ID }, accept_risk: false },
    ]);
  });

  it('warns and submits without a picture when the capture fails', async () => {
    domToBlob.mockRejectedValueOnce(new Error('the canvas is tainted'));
    const server = serveCompose();
    showCompose();
    await composeForFacebook();
    fireEvent.click(submitButton());
    expect(await screen.findByText(failed)).toBeTruthy();
    await waitFor(() =>
      expect(server.bodies('post/submit')).toEqual([{ post: facebookPost, accept_risk: false }]),
    );
    expect(FakeUpload.made).toHaveLength(0);
  });

  it('warns and submits without a picture when the server refuses its upload', async () => {
    FakeUpload.onStart = (upload) => upload.options.onError(new Error('response code 400'));
    const server = serveCompose();
    showCompose();
    await composeForFacebook();
    fireEvent.click(submitButton());
    expect(await screen.findByText(failed)).toBeTruthy();
    await waitFor(() =>
      expect(server.bodies('post/submit')).toEqual([{ post: facebookPost, accept_risk: false }]),
    );
    expect(FakeUpload.made).toHaveLength(1);
    expect(server.bodies('upload/detail')).toEqual([]);
  });

  it('holds the submission and the draft back while the preview is captured', async () => {
    let capture: (blob: Blob) => void = () => undefined;
    domToBlob.mockImplementationOnce(() => new Promise<Blob>((resolve) => (capture = resolve)));
    const server = serveCompose();
    showCompose();
    await composeForFacebook();
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Capturing the preview…'));
    expect(submitButton().className).toContain('ant-btn-loading');
    expect((screen.getByTestId('compose-save') as HTMLButtonElement).disabled).toBe(true);
    expect(server.bodies('post/submit')).toEqual([]);

    capture(new Blob([pngBytes], { type: 'image/png' }));
    await waitFor(() =>
      expect(server.bodies('post/submit')).toEqual([
        { post: { ...facebookPost, preview_id: PREVIEW_ID }, accept_risk: false },
      ]),
    );
  });

  it('saves a draft without capturing anything', async () => {
    const server = serveCompose();
    showCompose();
    await composeForFacebook();
    fireEvent.click(screen.getByTestId('compose-save'));
    await waitFor(() => expect(server.bodies('post/save')).toEqual([{ post: facebookPost }]));
    expect(domToBlob).not.toHaveBeenCalled();
    expect(FakeUpload.made).toHaveLength(0);
    expect(server.bodies('upload/detail')).toEqual([]);
  });
});
