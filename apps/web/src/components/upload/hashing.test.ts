import { afterEach, describe, expect, it, vi } from 'vitest';
import { sha1OfFile } from './hashing.js';
import { sha1InThread } from './sha1.js';
import type { HashAnswer, HashRequest } from './sha1.worker.js';
import { sha1Hex } from './test-hash.js';

/**
 * A stand-in for the browser's Worker running the hashing worker's protocol in this thread; `failLoad`
 * makes it fail the way a worker script that cannot load does (an error before any answer).
 */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  static failLoad = false;
  terminated = false;
  constructor(readonly url: URL) {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(request: HashRequest) {
    if (FakeWorker.failLoad) {
      queueMicrotask(() => this.dispatchEvent(Object.assign(new Event('error'), { message: 'load failed' })));
      return;
    }
    const answer = (data: HashAnswer) => {
      if (!this.terminated) this.dispatchEvent(new MessageEvent('message', { data }));
    };
    void sha1InThread(request.file, {
      chunkBytes: request.chunkBytes,
      onProgress: (fraction) => answer({ type: 'progress', fraction }),
    }).then((hex) => answer({ type: 'done', hex }));
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.made = [];
  FakeWorker.failLoad = false;
});

const bytes = new Uint8Array(1000).map((_, index) => index % 251);

describe('hashing in a web worker', () => {
  it('hashes in the worker, passing its progress on, then stops it', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const progress: number[] = [];
    const digest = await sha1OfFile(new Blob([bytes]), {
      chunkBytes: 500,
      onProgress: (done) => progress.push(done),
    });
    expect(digest).toBe(await sha1Hex(bytes));
    expect(progress).toEqual([0.5, 1]);
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]?.url.pathname).toMatch(/sha1\.worker\.ts$/);
    expect(FakeWorker.made[0]?.terminated).toBe(true);
  });

  it('stops the worker at once when aborted', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const controller = new AbortController();
    const hashing = sha1OfFile(new Blob([bytes]), { signal: controller.signal, chunkBytes: 10 });
    controller.abort();
    await expect(hashing).rejects.toBeDefined();
    expect(FakeWorker.made[0]?.terminated).toBe(true);
  });

  it('hashes in the page when the worker cannot load', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.failLoad = true;
    expect(await sha1OfFile(new Blob([bytes]))).toBe(await sha1Hex(bytes));
    expect(FakeWorker.made[0]?.terminated).toBe(true);
  });
});
