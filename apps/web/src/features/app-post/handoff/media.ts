import type { AppPost, MediaFile } from '@herald/contract';

/** Everything Instagram gets, images first, in the order the author put them. */
export function mediaOf(post: Pick<AppPost, 'images' | 'videos'>): MediaFile[] {
  return [...post.images, ...post.videos];
}

/** The media as files, for the share sheet; fails as a whole, since a post is shared whole. */
export function fetchFiles(media: readonly MediaFile[], signal?: AbortSignal): Promise<File[]> {
  return Promise.all(
    media.map(async (item) => {
      const response = await fetch(item.url, { signal });
      if (!response.ok) throw new Error(`${item.name}: HTTP ${response.status}`);
      return new File([await response.blob()], item.name, { type: item.mime });
    }),
  );
}

/** How long a downloaded file's object URL lives: long enough for the browser to start saving it. */
const REVOKE_AFTER_MS = 60_000;

/** Starts a download of each medium: from the fetched file when there is one, else from its address. */
export function downloadMedia(media: readonly MediaFile[], files?: readonly File[]): void {
  media.forEach((item, index) => {
    const file = files?.[index];
    const href = file ? URL.createObjectURL(file) : item.url;
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.download = item.name;
    anchor.rel = 'noopener';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    if (file) setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
  });
}
