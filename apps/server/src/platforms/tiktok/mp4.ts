interface Box {
  type: string;
  body: number;
  end: number;
}

/** The ISO BMFF boxes between `start` and `end` (32-bit, 64-bit and to-the-end sizes). */
function boxes(view: DataView, start: number, end: number): Box[] {
  const found: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1 && at + 16 <= end) {
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) break;
    const type = String.fromCharCode(...new Uint8Array(view.buffer, view.byteOffset + at + 4, 4));
    found.push({ type, body: at + header, end: at + size });
    at += size;
  }
  return found;
}

/**
 * A video's length from its MP4/MOV movie header (`moov/mvhd`), or undefined when the bytes are not
 * such a file or hold no header (other containers, a truncated file).
 */
export function mp4DurationSeconds(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const moov = boxes(view, 0, bytes.byteLength).find((box) => box.type === 'moov');
  const mvhd = moov && boxes(view, moov.body, moov.end).find((box) => box.type === 'mvhd');
  if (!mvhd) return undefined;
  const version = view.getUint8(mvhd.body);
  // After version and flags: creation and modification times (4 or 8 bytes each), then timescale.
  const timescaleAt = mvhd.body + (version === 1 ? 20 : 12);
  if (timescaleAt + (version === 1 ? 12 : 8) > mvhd.end) return undefined;
  const timescale = view.getUint32(timescaleAt);
  const units = version === 1 ? Number(view.getBigUint64(timescaleAt + 4)) : view.getUint32(timescaleAt + 4);
  return timescale > 0 ? units / timescale : undefined;
}
