import type { UploadBucket } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import { checkFile, declaredType, readableSize } from './checks.js';
import { sha1OfFile } from './hashing.js';
import { sha1Hex } from './test-hash.js';

const rule = (mime_types: string[], extensions: string[], max_bytes: number) => ({
  mime_types,
  extensions,
  max_bytes,
});
const bucket: UploadBucket = {
  endpoint: '/api/admin/upload/tus',
  storage: 'local',
  chunk_size: 1024,
  kinds: {
    image: rule(['image/png', 'image/jpeg'], ['.png', '.jpg', '.jpeg'], 100),
    video: rule(['video/mp4', 'video/quicktime'], ['.mp4', '.mov'], 1000),
    document: rule(['application/pdf'], ['.pdf'], 1000),
  },
  large_file_bytes: 500,
};

describe('client-side file checks', () => {
  it('accepts the kind’s types and names a missing browser type from the extension', () => {
    expect(declaredType(new File(['x'], 'a.png', { type: 'image/png' }), 'image', bucket)).toBe('image/png');
    expect(declaredType(new File(['x'], 'clip.MOV'), 'video', bucket)).toBe('video/quicktime');
    expect(declaredType(new File(['x'], 'a.png', { type: 'image/png' }), 'video', bucket)).toBeNull();
    expect(declaredType(new File(['x'], 'notes.txt'), 'image', bucket)).toBeNull();
  });

  it('refuses other types, empty files and files over the kind’s limit', () => {
    expect(checkFile(new File(['x'], 'a.gif', { type: 'image/gif' }), 'image', bucket)).toEqual({
      kind: 'type',
    });
    expect(checkFile(new File([], 'a.png', { type: 'image/png' }), 'image', bucket)).toEqual({
      kind: 'size',
      max: 100,
    });
    expect(
      checkFile(new File([new Uint8Array(101)], 'a.png', { type: 'image/png' }), 'image', bucket),
    ).toEqual({
      kind: 'size',
      max: 100,
    });
    expect(
      checkFile(new File([new Uint8Array(100)], 'a.png', { type: 'image/png' }), 'image', bucket),
    ).toBeNull();
  });

  it('writes sizes as people read them', () => {
    expect(readableSize(600)).toBe('600 B');
    expect(readableSize(1536)).toBe('1.5 KB');
    expect(readableSize(500 * 1024 * 1024)).toBe('500 MB');
  });
});

describe('hashing', () => {
  it('computes the SHA-1 of a file slice by slice, reporting progress', async () => {
    const bytes = new Uint8Array(1000).map((_, index) => index % 251);
    const progress: number[] = [];
    const digest = await sha1OfFile(new Blob([bytes]), {
      chunkBytes: 300,
      onProgress: (done) => progress.push(done),
    });
    expect(digest).toBe(await sha1Hex(bytes));
    expect(progress).toEqual([0.3, 0.6, 0.9, 1]);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(sha1OfFile(new Blob([new Uint8Array(10)]), { signal: controller.signal })).rejects.toThrow();
  });
});
