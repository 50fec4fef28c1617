import { IMAGE_TIMEOUT_MS, SCREENSHOT_FORMAT, type UploadBucket } from '@herald/contract';
import { sendFile } from '../../../components/upload/index.js';
import { withDeadline } from '../../../lib/deadline.js';

/** SPEC §9: screenshots are PNG by default. */
const SCREENSHOT_TYPE = `image/${SCREENSHOT_FORMAT}`;

/**
 * The capture and its upload together give up after this long and the post goes without its picture,
 * so a submission is never held for it: the capture may wait IMAGE_TIMEOUT_MS (SPEC §9, 15 000 ms) for
 * the preview's images, and the upload of the small PNG gets as long again.
 */
export const PREVIEW_DEADLINE_MS = 2 * IMAGE_TIMEOUT_MS;

/** A PNG of `node` as a file named for when it was taken (`preview-<ms>.png`). */
export async function screenshotOf(node: HTMLElement, takenAt = Date.now()): Promise<File> {
  // Loaded on first use: only a submission needs it, so the compose screen does not wait for it.
  const { domToBlob } = await import('modern-screenshot');
  // SPEC §9: an image of the preview that has not loaded within IMAGE_TIMEOUT_MS is left out.
  const blob = await domToBlob(node, { type: SCREENSHOT_TYPE, timeout: IMAGE_TIMEOUT_MS });
  return new File([blob], `preview-${takenAt}.${SCREENSHOT_FORMAT}`, { type: SCREENSHOT_TYPE });
}

/**
 * Screenshots the preview card and uploads it as an image of the game: the upload id the submission
 * carries as `preview_id`. Rejects when either step fails or PREVIEW_DEADLINE_MS passes.
 */
export function capturePreview(node: HTMLElement, bucket: () => Promise<UploadBucket>): Promise<number> {
  return withDeadline(async (signal) => {
    const [file, settings] = await Promise.all([screenshotOf(node), bucket()]);
    signal.throwIfAborted();
    const stored = await sendFile(file, 'image', settings, signal);
    return stored.id;
  }, PREVIEW_DEADLINE_MS);
}
