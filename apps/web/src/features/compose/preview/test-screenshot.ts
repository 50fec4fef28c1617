/**
 * A stand-in for modern-screenshot, whose canvas work jsdom cannot do:
 * `vi.mock('modern-screenshot', () => import('./preview/test-screenshot.js'))`.
 */
import type { Options } from 'modern-screenshot';
import { vi } from 'vitest';

/** The PNG signature and a few bytes: what every capture answers unless a test says otherwise. */
export const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

const png = async (_node: Node, _options?: Options) => new Blob([pngBytes], { type: 'image/png' });

export const domToBlob = vi.fn(png);

/** Forgets the captures made and any answer a test set up (before each test). */
export function resetScreenshots(): void {
  domToBlob.mockReset();
  domToBlob.mockImplementation(png);
}
