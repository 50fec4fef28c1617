import type { UploadKind, UploadKindRule } from '@herald/contract';

/**
 * What Herald accepts. The list is what every network it publishes to takes in common (SPEC §5);
 * a network's own, narrower limits are checked by compose per network, not here.
 */
const ACCEPTED: Readonly<Record<UploadKind, Readonly<Record<string, readonly string[]>>>> = {
  image: {
    'image/jpeg': ['.jpg', '.jpeg'],
    'image/png': ['.png'],
    'image/gif': ['.gif'],
    'image/webp': ['.webp'],
  },
  video: {
    'video/mp4': ['.mp4', '.m4v'],
    'video/quicktime': ['.mov'],
    'video/webm': ['.webm'],
  },
  // Kept in the material library for reference (brand guides, licences); never posted.
  document: {
    'application/pdf': ['.pdf'],
  },
};

const MIB = 1024 * 1024;

/**
 * Images: the largest any network takes (X allows 15 MB GIFs, Facebook 30 MB photos). Videos: TikTok's
 * 4 GB; YouTube takes more, but beyond that an upload through the console is the wrong tool. Documents:
 * a press kit or brand guide as a PDF.
 */
export const MAX_BYTES: Readonly<Record<UploadKind, number>> = {
  image: 30 * MIB,
  video: 4096 * MIB,
  document: 200 * MIB,
};

/**
 * Bytes per tus PATCH. Each request must finish inside the server's five-minute request timeout even
 * on a slow line (8 MiB at 0.5 Mbit/s is about two minutes), and S3 parts must be at least 5 MiB.
 */
export const CHUNK_BYTES = 8 * MIB;

export function kindRule(kind: UploadKind): UploadKindRule {
  const types = ACCEPTED[kind];
  return {
    mime_types: Object.keys(types),
    extensions: Object.values(types).flat(),
    max_bytes: MAX_BYTES[kind],
  };
}

export function accepts(kind: UploadKind, mime: string): boolean {
  return Object.hasOwn(ACCEPTED[kind], mime);
}

/** The kind a sniffed type belongs to, if Herald accepts it at all. */
export function kindOf(mime: string): UploadKind | null {
  if (accepts('image', mime)) return 'image';
  if (accepts('video', mime)) return 'video';
  if (accepts('document', mime)) return 'document';
  return null;
}

/** "30 MB" for messages: the limit as a person reads it. */
export function readableBytes(bytes: number): string {
  return bytes >= 1024 * MIB ? `${Math.round(bytes / (1024 * MIB))} GB` : `${Math.round(bytes / MIB)} MB`;
}

/** The extension a served file's URL ends with (some networks look at it). */
export function extensionOf(mime: string): string {
  const kind = kindOf(mime);
  const first = kind ? ACCEPTED[kind][mime]?.[0] : undefined;
  return first ?? '.bin';
}
