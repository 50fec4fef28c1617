import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

/** One chunk of Vite's build manifest (`build.manifest`): its file and the chunks it imports. */
const chunkSchema = z.object({
  file: z.string(),
  name: z.string().optional(),
  src: z.string().optional(),
  isEntry: z.boolean().optional(),
  isDynamicEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  dynamicImports: z.array(z.string()).optional(),
});
const manifestSchema = z.record(z.string(), chunkSchema);
export type Manifest = z.infer<typeof manifestSchema>;

export function readManifest(distDir: string): Manifest {
  const path = join(distDir, '.vite', 'manifest.json');
  try {
    return manifestSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
      throw new Error(`${path} is missing: run \`npm run build -w @herald/web\` first`);
    }
    throw error;
  }
}

/** The manifest key of the HTML entry (index.html). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error('the build manifest has no entry');
  return key;
}

function chunkOf(manifest: Manifest, key: string) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
  return chunk;
}

/**
 * The JS files the browser fetches to run these chunks: each one and, transitively, its static
 * imports (what Vite modulepreloads with a dynamic import, and what index.html preloads for the entry).
 */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const files = new Set<string>();
  const pending = [...keys];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = chunkOf(manifest, key);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    pending.push(...(chunk.imports ?? []));
  }
  return files;
}

/** Gzip sizes of the built files, each compressed once (zlib's default level, as a server would). */
export function gzipSizer(distDir: string): (files: Iterable<string>) => number {
  const sizes = new Map<string, number>();
  const sizeOf = (file: string): number => {
    const known = sizes.get(file);
    if (known !== undefined) return known;
    const size = gzipSync(readFileSync(join(distDir, file))).length;
    sizes.set(file, size);
    return size;
  };
  return (files) => [...files].reduce((sum, file) => sum + sizeOf(file), 0);
}
