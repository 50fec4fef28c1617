import type { MediaFile } from '@herald/contract';
import { copyText } from './clipboard.js';
import { downloadMedia } from './media.js';

export const INSTAGRAM_URL = 'https://www.instagram.com/';

export interface HandOffOutcome {
  /** shared: the share sheet took it; canceled: the user closed the sheet; opened: Instagram opened beside the downloads. */
  result: 'shared' | 'canceled' | 'opened';
  copied: boolean;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Hands a post to Instagram. Run it straight from a click, with nothing awaited before: the share
 * sheet, the clipboard and a new tab all need the user's gesture. The caption is copied either way,
 * since Instagram drops the text a share sheet passes it.
 */
export async function handOff(post: {
  text: string;
  media: readonly MediaFile[];
  files?: File[] | undefined;
}): Promise<HandOffOutcome> {
  const copying = copyText(post.text);
  const { files } = post;
  if (files && files.length > 0 && navigator.canShare?.({ files })) {
    try {
      await navigator.share({ files, text: post.text });
    } catch (error) {
      if (isAbort(error)) return { result: 'canceled', copied: await copying };
      throw error;
    }
    return { result: 'shared', copied: await copying };
  }
  downloadMedia(post.media, files);
  window.open(INSTAGRAM_URL, '_blank', 'noopener');
  return { result: 'opened', copied: await copying };
}
