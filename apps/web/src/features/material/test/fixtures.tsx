/** Answers of the material calls as the server shapes them; each test changes what it needs. */
import {
  type Material,
  type MaterialDetail,
  type MaterialFolder,
  type MaterialLinkInfo,
  noRights,
} from '@herald/contract';
import { render, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route as RouterRoute, Routes, useLocation } from 'react-router';
import { bucket } from '../../../components/upload/test-tus.js';
import { ok, Providers, type Route } from '../../../test-harness.js';

export const MANAGE = ['material_base', 'material_manage'];
export const BASE = ['material_base'];

const AT = '2026-11-01T08:00:00.000Z';
export const mei = { user_id: 5, name: 'Mei Lin', email: 'mei@herald.local' };

/** An approved picture of the library; `patch` changes it. */
export function material(patch: Partial<Material> = {}): Material {
  const id = patch.id ?? 11;
  return {
    id,
    name: `Key art ${id}`,
    default_description: 'Season 3 is here',
    kind: 'image',
    status: 'approved',
    file: {
      id: 100 + id,
      url: `http://127.0.0.1:3000/api/media/${100 + id}/${'s'.repeat(32)}.png`,
      name: `key-art-${id}.png`,
      mime: 'image/png',
      size: 2 * 1024 * 1024,
      sha1: 'a'.repeat(40),
      width: 1080,
      height: 1350,
    },
    preview: {
      status: 'done',
      thumbnail_url: `http://127.0.0.1:3000/api/media/${200 + id}/thumb.webp`,
      poster_url: null,
      duration_ms: null,
      codec: null,
      reason: null,
    },
    tags: ['season3'],
    folder_id: null,
    rights: { ...noRights },
    expired: false,
    submitted_by: mei,
    review: null,
    usage_count: 0,
    created_at: AT,
    updated_at: AT,
    ...patch,
  };
}

/** A video material: its poster frame and duration come from the preview job. */
export function videoMaterial(patch: Partial<Material> = {}): Material {
  const base = material({ id: patch.id ?? 21 });
  return material({
    ...base,
    kind: 'video',
    name: 'Trailer',
    file: { ...base.file, mime: 'video/mp4', name: 'trailer.mp4', width: 1920, height: 1080 },
    preview: { ...base.preview, poster_url: base.preview.thumbnail_url, duration_ms: 30_000, codec: 'h264' },
    ...patch,
  });
}

/** material/detail's answer: the material with its fit, uses and scheduled uses. */
export function detail(patch: Partial<MaterialDetail> = {}): MaterialDetail {
  return { ...material(), fit: [], uses: [], scheduled_uses: 0, ...patch };
}

export const folders: MaterialFolder[] = [
  { id: 1, name: 'Key art', parent_id: null, level: 1, count: 3 },
  { id: 2, name: 'Season 3', parent_id: 1, level: 2, count: 2 },
  { id: 3, name: 'Logos', parent_id: null, level: 1, count: 0 },
];

export const perms = (resources: string[]) => ({
  resources,
  is_game_admin: false,
  is_platform_admin: false,
  routes: ['material'],
});

export const paged = (list: unknown[], total = list.length) => ok({ list, total, page: 1, page_size: 20 });

/** What every material screen reads besides its list: permissions, folders, tags, upload settings. */
export function base(resources: string[] = MANAGE): Record<string, Route> {
  return {
    'auth/perms': () => ok(perms(resources)),
    'material/folder/list': () => ok(folders),
    'material/tags': () =>
      ok([
        { tag: 'season3', count: 4 },
        { tag: 'logo', count: 1 },
      ]),
    'upload/bucket': () => ok(bucket),
    'upload/credential': () => ok({ token: 't', expires_at: new Date(Date.now() + 3600_000).toISOString() }),
  };
}

/** An outside reviewer's link as material/link/info answers it. */
export function linkInfo(patch: Partial<MaterialLinkInfo> = {}): MaterialLinkInfo {
  return {
    game_name: 'Herald Demo',
    reviewer: 'legal@licensor.example',
    name: 'Key art 11',
    kind: 'image',
    default_description: 'Season 3 is here',
    rights: { ...noRights, licensor: 'Studio Hoshi', regions: ['JP'] },
    file_url: 'http://127.0.0.1:3000/api/media/111/file.png',
    thumbnail_url: 'http://127.0.0.1:3000/api/media/211/thumb.webp',
    submitted_by: 'Mei Lin',
    state: 'open',
    status: 'pending',
    ...patch,
  };
}

/**
 * The button labelled `label` inside `container`. Found by its text: role queries compute every
 * ancestor's style, which jsdom makes slow on screens carrying antd's many style sheets.
 */
export function buttonIn(container: HTMLElement, label: string | RegExp): HTMLElement {
  const button = within(container).getByText(label, { selector: 'button, button *' }).closest('button');
  if (!button) throw new Error(`no button ${label}`);
  return button;
}

/** Shows where the screen navigated to. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a screen at a console URL (a material to open rides in the query), with the location shown. */
export function openAt(element: ReactElement, url: string) {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <RouterRoute path="*" element={element} />
        </Routes>
        <Location />
      </MemoryRouter>
    </Providers>,
  );
}
