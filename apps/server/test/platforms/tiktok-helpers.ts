import type { MediaItem, OptionsOf } from '../../src/platforms/types.js';
import { control, MP4_DATA_URL } from './emulated.js';

/** A publish as the emulator's control API shows it. */
export type Publish = {
  publish_id: string;
  source: string;
  status: string;
  post_id: string | null;
  post_info: object;
};

export const publishesOf = async (url: string) =>
  ((await control(url, '/tiktok/publishes')) as { data: Publish[] }).data;

export const video = (url = MP4_DATA_URL): MediaItem => ({ url, kind: 'video', mimeType: 'video/mp4' });
export const photo = (name: string): MediaItem => ({
  url: `https://cdn.game.example/${name}.jpg`,
  kind: 'image',
  mimeType: 'image/jpeg',
});
/** A post's TikTok options as compose sends them: this privacy level, every switch off. */
export const tiktokOptions = (privacy_level: OptionsOf<'tiktok'>['privacy_level']): OptionsOf<'tiktok'> => ({
  privacy_level,
  auto_add_music: false,
  brand_organic_toggle: false,
  brand_content_toggle: false,
  disable_comment: false,
  disable_duet: false,
  disable_stitch: false,
  max_duration_sec: 600,
});
export const PUBLIC = tiktokOptions('PUBLIC_TO_EVERYONE');

/** An MP4 whose movie header (`moov/mvhd`, version 0) says it lasts `seconds`. */
export function mp4Lasting(seconds: number): string {
  const mvhd = Buffer.alloc(108);
  mvhd.writeUInt32BE(108, 0);
  mvhd.write('mvhd', 4, 'latin1');
  mvhd.writeUInt32BE(1000, 20);
  mvhd.writeUInt32BE(seconds * 1000, 24);
  const moov = Buffer.concat([Buffer.from([0, 0, 0, 116]), Buffer.from('moov', 'latin1'), mvhd]);
  const ftyp = Buffer.from(MP4_DATA_URL.split(',')[1] ?? '', 'base64');
  return `data:video/mp4;base64,${Buffer.concat([ftyp, moov]).toString('base64')}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Lets the emulator's clock run ahead while the adapter polls, so TikTok's processing takes no time. */
export async function fastForward<T>(url: string, run: Promise<T>): Promise<T> {
  const outcome = run.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  for (let step = 0; step < 4; step += 1) {
    await sleep(250);
    await control(url, '/clock', { advance_seconds: 10 });
  }
  const result = await outcome;
  if ('error' in result) throw result.error;
  return result.value;
}
