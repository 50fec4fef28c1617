import { execFile } from 'node:child_process';

/** A command-line tool the previews need is not installed (not found on PATH). */
export class ToolMissing extends Error {
  constructor(readonly tool: string) {
    super(`${tool} is not installed on the server`);
    this.name = 'ToolMissing';
  }
}

/** A poster frame is a few hundred kilobytes; anything past this is not one. */
const MAX_OUTPUT = 64 * 1024 * 1024;
/** ffprobe and one frame from ffmpeg take seconds; a file that takes minutes is not readable. */
const TIMEOUT_MS = 2 * 60_000;

/**
 * Runs ffmpeg or ffprobe (from PATH; Debian's packages) and answers what it wrote to stdout. A tool
 * that is not installed is ToolMissing, anything else the tool's own failure.
 */
export function runTool(tool: 'ffmpeg' | 'ffprobe', args: readonly string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      tool,
      [...args],
      { encoding: 'buffer', maxBuffer: MAX_OUTPUT, timeout: TIMEOUT_MS, windowsHide: true },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return reject(new ToolMissing(tool));
        const detail = stderr.toString('utf8').trim().slice(0, 500);
        reject(new Error(`${tool} failed: ${detail || error.message}`, { cause: error }));
      },
    );
  });
}

/** Both tools answer (before a video is copied for them): ToolMissing names the first that does not. */
export async function assertVideoTools(): Promise<void> {
  await runTool('ffprobe', ['-version']);
  await runTool('ffmpeg', ['-version']);
}
