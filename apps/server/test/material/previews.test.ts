import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, type Material, type UploadKind } from '@herald/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FFMPEG_MISSING, makePreview } from '../../src/modules/material/preview/run.js';
import { call } from '../factories.js';
import { useTestApp } from '../harness.js';
import { png, sha1 } from '../uploads/fixtures.js';
import { type Declaration, uploadRaw } from '../uploads/helpers.js';
import { fakeUpload, type MaterialGame, materialGame, submit, testMaterialDeps } from './helpers.js';

const ffmpegFound = spawnSync('ffmpeg', ['-version']).status === 0;
const folder = mkdtempSync(join(tmpdir(), 'herald-material-test-'));

/** A real two-second H.264 MP4 (ffmpeg's test pattern), made here. */
function smallVideo(): Buffer {
  const path = join(folder, 'pattern.mp4');
  const made = spawnSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=2:size=320x240:rate=10',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-y',
    path,
  ]);
  if (made.status !== 0) throw new Error(`ffmpeg could not make the test video: ${made.stderr}`);
  return readFileSync(path);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('material previews', () => {
  const testApp = useTestApp({ listen: true });
  let world: MaterialGame;
  let token: string;

  beforeAll(async () => {
    world = await materialGame(testApp());
    ({ token } = await call(testApp().app, api.upload.credential, {}, world.alice.as));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** Uploads real bytes over tus and submits them; answers the material. */
  async function material(
    bytes: Buffer,
    declared: { filename: string; filetype: string; kind: UploadKind },
  ): Promise<Material> {
    // The uploads helpers name images and videos only; the metadata they send takes any kind.
    const metadata = { ...declared, sha1: sha1(bytes) } as Declaration;
    const sent = await uploadRaw(testApp(), token, bytes, metadata);
    expect(sent.response.status).toBe(204);
    return (await submit(testApp().app, world.alice, sent.id)).material;
  }

  async function previewed(id: number) {
    await makePreview(testMaterialDeps(testApp()), id);
    return call(testApp().app, api.material.detail, { id }, world.alice.as);
  }

  async function fetched(url: string | null) {
    if (!url) throw new Error('no preview link');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    return { type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it('makes an image’s WebP thumbnail, 480 px on its long side, served by a signed link', async () => {
    const submitted = await material(png(1200, 600), {
      filename: 'wide.png',
      filetype: 'image/png',
      kind: 'image',
    });
    const detail = await previewed(submitted.id);
    expect(detail.preview).toMatchObject({ status: 'done', poster_url: null, codec: null, reason: null });
    const thumbnail = await fetched(detail.preview.thumbnail_url);
    expect(thumbnail.type).toBe('image/webp');
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 240,
    });
    // A second run (a repeated job) changes nothing.
    expect(await makePreview(testMaterialDeps(testApp()), submitted.id)).toBeNull();
  });

  it.skipIf(!ffmpegFound)(
    `makes a video’s poster, thumbnail and codec with ffmpeg${ffmpegFound ? '' : ' (skipped: ffmpeg is not installed here; CI installs it)'}`,
    async () => {
      const submitted = await material(smallVideo(), {
        filename: 'pattern.mp4',
        filetype: 'video/mp4',
        kind: 'video',
      });
      const detail = await previewed(submitted.id);
      expect(detail.preview).toMatchObject({
        status: 'done',
        codec: 'h264',
        duration_ms: 2000,
        reason: null,
      });
      expect(detail.file).toMatchObject({ width: 320, height: 240 });
      const poster = await fetched(detail.preview.poster_url);
      expect(poster.type).toBe('image/jpeg');
      expect(await sharp(poster.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
      const thumbnail = await fetched(detail.preview.thumbnail_url);
      expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ format: 'webp', width: 320 });
    },
  );

  it('says so when ffmpeg is missing, and does not fail the job', async () => {
    const { db } = testApp().database;
    const video = await fakeUpload(db, world.game, world.alice.id, {
      kind: 'video',
      mime: 'video/mp4',
      durationMs: 2000,
    });
    const { material: submitted } = await submit(testApp().app, world.alice, video.id);
    const path = process.env.PATH;
    process.env.PATH = folder;
    try {
      expect(await makePreview(testMaterialDeps(testApp()), submitted.id)).toBe('unavailable');
    } finally {
      process.env.PATH = path;
    }
    const detail = await call(testApp().app, api.material.detail, { id: submitted.id }, world.alice.as);
    expect(detail.preview).toMatchObject({
      status: 'unavailable',
      reason: FFMPEG_MISSING,
      thumbnail_url: null,
      poster_url: null,
    });
    expect(FFMPEG_MISSING).toBe('ffmpeg is not installed on the server');
  });

  it('records a file it cannot read as failed, and a document as done without a thumbnail', async () => {
    const { db } = testApp().database;
    const lost = await fakeUpload(db, world.game, world.alice.id);
    const { material: broken } = await submit(testApp().app, world.alice, lost.id);
    expect(await makePreview(testMaterialDeps(testApp()), broken.id)).toBe('failed');
    const detail = await call(testApp().app, api.material.detail, { id: broken.id }, world.alice.as);
    expect(detail.preview).toMatchObject({
      status: 'failed',
      reason: expect.stringContaining('could not be read'),
    });
    const document = await material(PDF, {
      filename: 'brand.pdf',
      filetype: 'application/pdf',
      kind: 'document',
    });
    expect(document.kind).toBe('document');
    const read = await previewed(document.id);
    expect(read.preview).toMatchObject({ status: 'done', thumbnail_url: null });
    expect(read.fit).toEqual([]);
  });
});
