import type { Material } from '@herald/contract';
import { noRights } from '@herald/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bucket } from '../../../components/upload/test-tus.js';
import { ok, serve, setUpScreenTests } from '../../../test-harness.js';
import { baseRoutes, draft, image, pickAccount, showCompose, typeText, video } from '../compose-fixtures.js';

setUpScreenTests();

const AT = '2026-11-01T08:00:00.000Z';
function libraryMaterial(id: number, kind: 'image' | 'video', description: string): Material {
  const file = kind === 'image' ? image(id, `art-${id}.jpg`) : { ...video(id), name: `clip-${id}.mp4` };
  return {
    id: id + 1000,
    name: `Material ${id}`,
    default_description: description,
    kind,
    status: 'approved',
    file: {
      id: file.id,
      url: file.url,
      name: file.name,
      mime: file.mime,
      size: file.size,
      sha1: file.sha1,
      width: 800,
      height: 600,
    },
    preview: {
      status: 'done',
      thumbnail_url: `${file.url}?thumb`,
      poster_url: null,
      duration_ms: null,
      codec: null,
      reason: null,
    },
    tags: [],
    folder_id: null,
    rights: noRights,
    expired: false,
    submitted_by: null,
    review: null,
    usage_count: 0,
    created_at: AT,
    updated_at: AT,
  };
}

const picture = libraryMaterial(51, 'image', 'Season 3 is here');
const clip = libraryMaterial(52, 'video', 'Watch the trailer');

/** Compose as a member who may use the library. */
function routes() {
  return {
    ...baseRoutes(),
    'auth/perms': () =>
      ok({
        resources: ['content_base', 'content_compose', 'material_base'],
        is_game_admin: false,
        is_platform_admin: false,
        routes: [],
      }),
    'upload/bucket': () => ok(bucket),
    'material/folder/list': () => ok([]),
    'material/library': () => ok({ list: [picture, clip], total: 2, page: 1, page_size: 12 }),
    'upload/detail': () => ok({ ...video(52), name: 'clip-52.mp4', duration_ms: 31_000 }),
  };
}

async function pickBoth() {
  fireEvent.click(await screen.findByTestId('library-picker-open', {}, { timeout: 5000 }));
  const grid = await screen.findByTestId('picker-grid');
  fireEvent.click(within(grid).getByLabelText('Pick Material 51'));
  fireEvent.click(within(grid).getByLabelText('Pick Material 52'));
  fireEvent.click(screen.getByTestId('library-picker-add'));
}

describe('compose: from library', () => {
  it('adds the picked files like uploads and puts their description into an empty text', async () => {
    const server = serve({ ...routes(), 'post/save': () => ok(draft()) });
    showCompose();
    await pickBoth();
    expect(server.bodies('material/library')[0]).toEqual({
      page: 1,
      page_size: 12,
      usable_only: true,
      kinds: ['image', 'video'],
    });
    expect(await screen.findByText('art-51.jpg')).toBeTruthy();
    expect(await screen.findByText('clip-52.mp4')).toBeTruthy();
    // The video's length comes from its upload, as an uploaded video's does.
    expect(screen.getByText(/31\.0 s/)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByTestId('compose-text') as HTMLTextAreaElement).value).toBe(
        'Season 3 is here\n\nWatch the trailer',
      ),
    );
    await pickAccount('Facebook Herald Page');
    fireEvent.click(screen.getByTestId('compose-save'));
    await waitFor(() => expect(server.bodies('post/save')).toHaveLength(1));
    // The post records the materials by their files' upload ids, as it records uploads.
    expect(server.bodies('post/save')[0]).toMatchObject({ post: { image_ids: [51], video_ids: [52] } });
  });

  it('asks before touching text already written, and appends on request', async () => {
    serve(routes());
    showCompose();
    await screen.findByTestId('compose-form');
    typeText('compose-text', 'Out now');
    await pickBoth();
    const offer = await screen.findByTestId('offered-text');
    expect(offer.textContent).toBe('Season 3 is here\n\nWatch the trailer');
    fireEvent.click(within(offer.closest('.ant-modal') as HTMLElement).getByText('Append'));
    await waitFor(() =>
      expect((screen.getByTestId('compose-text') as HTMLTextAreaElement).value).toBe(
        'Out now\n\nSeason 3 is here\n\nWatch the trailer',
      ),
    );
  });

  it('shows the server’s refusal of an expired material under the media, and says it', async () => {
    serve({
      ...routes(),
      'post/save': () => ({
        status: 409,
        body: {
          code: 2303,
          msg: 'The usage rights of this material have ended; it cannot be used for new posts',
          data: null,
        },
      }),
    });
    showCompose();
    await pickBoth();
    await screen.findByText('art-51.jpg');
    await pickAccount('Facebook Herald Page');
    fireEvent.click(screen.getByTestId('compose-save'));
    const words = 'The usage rights of this material have ended; it cannot be used for new posts';
    // The toast, and the issue under each uploader holding files.
    await waitFor(() => expect(screen.getAllByText(words)).toHaveLength(3));
  });

  it('is not offered to members who may not use the library', async () => {
    serve({ ...baseRoutes(), 'upload/bucket': () => ok(bucket) });
    showCompose();
    await screen.findByTestId('compose-form');
    await screen.findByTestId('media-uploader-image');
    expect(screen.queryByTestId('library-picker-open')).toBeNull();
  });
});
