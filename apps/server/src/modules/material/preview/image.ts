import sharp from 'sharp';

/** The longest side of a thumbnail, in pixels. */
export const THUMBNAIL_SIDE = 480;
/** Larger pictures than this are not decoded (a decompression bomb passes the size checks). */
const MAX_PIXELS = 100_000_000;

/** A picture the server made, with its size. */
export interface Picture {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * A WebP thumbnail of an image, its long side THUMBNAIL_SIDE (never enlarged), turned upright by its
 * EXIF orientation; an animation's first frame.
 */
export async function thumbnailOf(input: Buffer): Promise<Picture> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_PIXELS, animated: false })
    .rotate()
    .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/** The pixel size of a picture the server made (a poster frame). */
export async function pictureSize(input: Buffer): Promise<{ width: number | null; height: number | null }> {
  const { width, height } = await sharp(input).metadata();
  return { width: width ?? null, height: height ?? null };
}
