import { api } from '@herald/contract';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { materials } from '../../src/db/schema/index.js';
import { call, rawCall } from '../factories.js';
import { useTestApp } from '../harness.js';
import { buildUpload } from './builders.js';
import { buildReportPost, reportGame } from './fixtures.js';

const range = { start: '2026-05-01', end: '2026-05-10' };
const publishedAt = new Date('2026-05-03T12:00:00Z');

type Upload = Awaited<ReturnType<typeof buildUpload>>;

async function buildMaterial(
  db: Db,
  upload: Upload,
  values: { name: string; status: 'approved' | 'pending'; thumbnailUploadId?: number },
) {
  const [material] = await db
    .insert(materials)
    .values({
      gameId: upload.gameId,
      uploadId: upload.id,
      sha1: `${upload.id}`.padStart(40, 'a'),
      kind: upload.kind === 'video' ? 'video' : 'image',
      name: values.name,
      status: values.status,
      thumbnailUploadId: values.thumbnailUploadId ?? null,
      previewStatus: 'done',
    })
    .returning();
  if (!material) throw new Error('material not created');
  return material;
}

describe('the creative report names library files by their material', () => {
  const testApp = useTestApp();
  let g: Awaited<ReturnType<typeof reportGame>>;
  let files: { trailer: Upload; keyArt: Upload; draft: Upload; thumbnail: Upload };
  let materialId: number;
  const asAdvanced = () => ({ as: g.advanced, game: g.game });

  beforeAll(async () => {
    const { db } = testApp().database;
    g = await reportGame(db);
    files = {
      trailer: await buildUpload(db, g.game, 'trailer-final-v3.mp4', 'video'),
      keyArt: await buildUpload(db, g.game, 'key-art.png', 'image'),
      draft: await buildUpload(db, g.game, 'IMG_0042.png', 'image'),
      // The preview job's thumbnail: an upload of its own (WebP in the library; any image here).
      thumbnail: await buildUpload(db, g.game, 'thumbnail.png', 'image'),
    };
    const material = await buildMaterial(db, files.trailer, {
      name: 'Season 4 launch trailer',
      status: 'approved',
      thumbnailUploadId: files.thumbnail.id,
    });
    materialId = material.id;
    // Submitted but not reviewed: only the library's reviewers know its name.
    await buildMaterial(db, files.draft, { name: 'Unreleased hero art', status: 'pending' });
    for (const [upload, views] of [
      [files.trailer, 900],
      [files.keyArt, 500],
      [files.draft, 100],
    ] as const)
      await buildReportPost(db, g.facebook, {
        publishedAt,
        text: `Out now ${upload.name}`,
        mediaIds: [upload.id],
        metrics: { views },
      });
  });

  it('shows an approved material’s name and thumbnail, and the file name of any other upload', async () => {
    const report = await call(testApp().app, api.report.creativeReports, { range }, asAdvanced());
    expect(report.list.map((row) => [row.media_id, row.material_id, row.name, row.kind])).toEqual([
      [files.trailer.id, materialId, 'Season 4 launch trailer', 'video'],
      [files.keyArt.id, null, 'key-art.png', 'image'],
      [files.draft.id, null, 'IMG_0042.png', 'image'],
    ]);
    const [trailer, keyArt, draft] = report.list;
    expect(trailer?.thumbnail_url).toMatch(new RegExp(`/api/media/${files.thumbnail.id}/[^/]+\\.png$`));
    expect(keyArt?.thumbnail_url).toBeNull();
    expect(draft?.thumbnail_url).toBeNull();
  });

  it('names the material the same way when narrowed to posts and in the export', async () => {
    const narrowed = await call(
      testApp().app,
      api.report.creativeReports,
      { range, keyword: 'out now' },
      asAdvanced(),
    );
    expect(narrowed.list.map((row) => row.name)).toEqual([
      'Season 4 launch trailer',
      'key-art.png',
      'IMG_0042.png',
    ]);
    const file = await rawCall(
      testApp().app,
      api.report.creativeExport,
      { range, format: 'csv', metrics: ['views'] },
      asAdvanced(),
    );
    const rows = parse(file.rawPayload, { bom: true }) as string[][];
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ['media_id', 'name', 'kind'],
      [String(files.trailer.id), 'Season 4 launch trailer', 'video'],
      [String(files.keyArt.id), 'key-art.png', 'image'],
      [String(files.draft.id), 'IMG_0042.png', 'image'],
    ]);
  });
});
