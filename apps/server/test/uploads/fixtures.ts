import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * Tiny but real media files built in memory, so the tests need no binary fixtures and no encoder:
 * a PNG with a given size, and an ISO BMFF movie (MP4 or QuickTime) whose header states a duration.
 */

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A grey RGB PNG of width × height. */
export function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function box(type: string, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'ascii');
  return Buffer.concat([head, body]);
}

function u32(...values: number[]): Buffer {
  const out = Buffer.alloc(values.length * 4);
  for (const [index, value] of values.entries()) out.writeUInt32BE(value >>> 0, index * 4);
  return out;
}

function u16(...values: number[]): Buffer {
  const out = Buffer.alloc(values.length * 2);
  for (const [index, value] of values.entries()) out.writeUInt16BE(value, index * 2);
  return out;
}

const MATRIX = u32(0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);

/**
 * A one-track movie: `mp4` (brand isom) or `mov` (brand "qt  "), the given picture size and duration.
 * The single sample is filler bytes: enough for the container's headers to be read, not to play.
 */
export function movie(kind: 'mp4' | 'mov', width: number, height: number, durationMs: number): Buffer {
  const brand = kind === 'mp4' ? 'isom' : 'qt  ';
  const ftyp = box('ftyp', Buffer.from(brand, 'ascii'), u32(0x200), Buffer.from(`${brand}mp41`, 'ascii'));
  const sample = Buffer.alloc(64, 0x11);
  const mvhd = box(
    'mvhd',
    u32(0, 0, 0, 1000, durationMs, 0x00010000),
    u16(0x0100, 0),
    u32(0, 0),
    MATRIX,
    u32(0, 0, 0, 0, 0, 0, 2),
  );
  const tkhd = box(
    'tkhd',
    u32(0x00000003, 0, 0, 1, 0, durationMs, 0, 0),
    u16(0, 0, 0, 0),
    MATRIX,
    u32(width << 16, height << 16),
  );
  const mdhd = box('mdhd', u32(0, 0, 0, 1000, durationMs), u16(0x55c4, 0));
  const hdlr = box(
    'hdlr',
    u32(0, 0),
    Buffer.from('vide', 'ascii'),
    u32(0, 0, 0),
    Buffer.from('VideoHandler\0', 'ascii'),
  );
  const avc1 = box(
    'avc1',
    Buffer.alloc(6),
    u16(1),
    Buffer.alloc(16),
    u16(width, height),
    u32(0x00480000, 0x00480000, 0),
    u16(1),
    Buffer.alloc(32),
    u16(0x0018, 0xffff),
  );
  const stsd = box('stsd', u32(0, 1), avc1);
  const stts = box('stts', u32(0, 1, 1, durationMs));
  const stsc = box('stsc', u32(0, 1, 1, 1, 1));
  const stsz = box('stsz', u32(0, 0, 1, sample.length));
  const build = (chunkOffset: number) => {
    const stbl = box('stbl', stsd, stts, stsc, stsz, box('stco', u32(0, 1, chunkOffset)));
    const dinf = box('dinf', box('dref', u32(0, 1), box('url ', u32(1))));
    const minf = box('minf', box('vmhd', u32(1), u16(0, 0, 0, 0)), dinf, stbl);
    const moov = box('moov', mvhd, box('trak', tkhd, box('mdia', mdhd, hdlr, minf)));
    return Buffer.concat([ftyp, moov, box('mdat', sample)]);
  };
  const draft = build(0);
  // The sample sits right after the mdat header at the end of the file.
  return build(draft.length - sample.length);
}

export function sha1(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex');
}
