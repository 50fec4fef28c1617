import type { UploadBucket, UploadKind } from '@herald/contract';

/** Why a picked file is refused before any byte leaves the browser. */
export type FileProblem = { kind: 'type' } | { kind: 'size'; max: number };

/**
 * The type the upload declares. Browsers leave `File.type` empty for extensions they do not know
 * (often .mov on Windows): the bucket's extension list then names it.
 */
export function declaredType(file: File, kind: UploadKind, bucket: UploadBucket): string | null {
  const rule = bucket.kinds[kind];
  if (file.type) return rule.mime_types.includes(file.type) ? file.type : null;
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  const byExtension: Record<string, string> = {
    '.jpg': 'image/jpeg',
    '.jpeg': 'image/jpeg',
    '.png': 'image/png',
    '.gif': 'image/gif',
    '.webp': 'image/webp',
    '.mp4': 'video/mp4',
    '.m4v': 'video/mp4',
    '.mov': 'video/quicktime',
    '.webm': 'video/webm',
    '.pdf': 'application/pdf',
  };
  const guess = byExtension[extension];
  return guess && rule.mime_types.includes(guess) && rule.extensions.includes(extension) ? guess : null;
}

/** Which of `kinds` a file is, by its declared type (or its extension): null when none takes it. */
export function kindOfFile(
  file: File,
  kinds: readonly UploadKind[],
  bucket: UploadBucket,
): UploadKind | null {
  return kinds.find((kind) => declaredType(file, kind, bucket) !== null) ?? null;
}

/** The client-side checks (type and size per kind); the server checks the bytes again. */
export function checkFile(file: File, kind: UploadKind, bucket: UploadBucket): FileProblem | null {
  if (!declaredType(file, kind, bucket)) return { kind: 'type' };
  const max = bucket.kinds[kind].max_bytes;
  if (file.size > max || file.size === 0) return { kind: 'size', max };
  return null;
}

/** "1.5 MB": sizes as people read them. */
export function readableSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** What the file input offers: the types and extensions of the kind (or kinds). */
export function acceptOf(kinds: UploadKind | readonly UploadKind[], bucket: UploadBucket): string {
  const list: readonly UploadKind[] = typeof kinds === 'string' ? [kinds] : kinds;
  return list
    .flatMap((kind) => [...bucket.kinds[kind].mime_types, ...bucket.kinds[kind].extensions])
    .join(',');
}
