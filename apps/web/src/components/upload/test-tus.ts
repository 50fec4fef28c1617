/**
 * A stand-in for tus-js-client's Upload: it records what it was given and lets the test play the
 * server. `vi.mock('tus-js-client', () => import('…/upload/test-tus.js'))`.
 */
import type { UploadBucket } from '@herald/contract';
import { vi } from 'vitest';

/** Upload settings with small limits (a large file is 500 bytes), so every rule is quick to reach. */
export const bucket: UploadBucket = {
  endpoint: '/api/admin/upload/tus',
  storage: 'local',
  chunk_size: 8 * 1024 * 1024,
  kinds: {
    image: {
      mime_types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
      extensions: ['.jpg', '.jpeg', '.png', '.gif', '.webp'],
      max_bytes: 1000,
    },
    video: { mime_types: ['video/mp4'], extensions: ['.mp4'], max_bytes: 5000 },
    document: { mime_types: ['application/pdf'], extensions: ['.pdf'], max_bytes: 5000 },
  },
  large_file_bytes: 500,
};

interface FakeUploadOptions {
  metadata: Record<string, string>;
  chunkSize: number;
  endpoint: string;
  onBeforeRequest: (request: { setHeader: (name: string, value: string) => void }) => Promise<void>;
  onProgress: (sent: number, total: number) => void;
  onSuccess: () => void;
  onError: (error: Error & { originalResponse?: { getBody: () => string } }) => void;
}

export class Upload {
  static made: Upload[] = [];
  /** Played on every start (the server answering at once); none by default. */
  static onStart: ((upload: Upload) => void) | null = null;
  url: string | null = null;
  started = 0;
  abort = vi.fn(async (_terminate?: boolean) => undefined);
  constructor(
    readonly file: File,
    readonly options: FakeUploadOptions,
  ) {
    Upload.made.push(this);
  }
  findPreviousUploads = async () => [];
  resumeFromPreviousUpload = vi.fn();
  start() {
    this.started += 1;
    Upload.onStart?.(this);
  }
  /** The server took the last byte: the upload's URL names upload `id`. */
  finish(id: number) {
    this.url = `http://localhost/api/admin/upload/tus/${id}-0123456789abcdef0123456789abcdef`;
    this.options.onSuccess();
  }
}

/** Forgets the uploads made and any answer set up for them (before each test). */
export function resetFakeUploads(): void {
  Upload.made = [];
  Upload.onStart = null;
}
