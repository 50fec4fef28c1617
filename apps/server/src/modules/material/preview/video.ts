import { z } from 'zod';
import { runTool } from './tools.js';

/** What ffprobe reads of a video's first video stream. */
export interface VideoProbe {
  codec: string | null;
  width: number | null;
  height: number | null;
  durationMs: number | null;
}

const probeSchema = z.object({
  streams: z
    .array(
      z.object({
        codec_name: z.string().optional(),
        width: z.number().int().optional(),
        height: z.number().int().optional(),
      }),
    )
    .default([]),
  format: z.object({ duration: z.string().optional() }).default({}),
});

/** Codec, picture size and duration of a video file (ffprobe). */
export async function probeVideo(path: string): Promise<VideoProbe> {
  const out = await runTool('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=codec_name,width,height:format=duration',
    '-of',
    'json',
    path,
  ]);
  const parsed = probeSchema.parse(JSON.parse(out.toString('utf8')));
  const stream = parsed.streams[0];
  const seconds = Number(parsed.format.duration);
  return {
    codec: stream?.codec_name ?? null,
    width: stream?.width ?? null,
    height: stream?.height ?? null,
    durationMs: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null,
  };
}

/**
 * A poster frame as JPEG (ffmpeg): the frame one second in, or halfway through a shorter video, so a
 * black first frame (a fade-in) is rarely the poster.
 */
export async function posterFrame(path: string, durationMs: number | null): Promise<Buffer> {
  const at = durationMs === null ? 0 : Math.min(1, durationMs / 2000);
  const frame = await runTool('ffmpeg', [
    '-v',
    'error',
    '-ss',
    at.toFixed(3),
    '-i',
    path,
    '-frames:v',
    '1',
    '-f',
    'image2',
    '-c:v',
    'mjpeg',
    '-q:v',
    '3',
    'pipe:1',
  ]);
  if (frame.length === 0) throw new Error('ffmpeg wrote no frame');
  return frame;
}
