import { readFileSync } from 'node:fs';
import { basename, join, posix } from 'node:path';
import type { Manifest } from './manifest.js';

/** Where the console declares what each UI language loads (apps/web/src/i18n/packs.ts). */
export const PACKS = 'src/i18n/packs.ts';

const dynamicImport = /import\('([^']+)'\)/g;

/** The body of one language's loader: from `  en: async () => {` (or `'zh-CN': …`) to its closing `  },`. */
function loaderOf(source: string, locale: string): string {
  const start = source.search(new RegExp(`^ {2}'?${locale}'?: async \\(\\) => \\{$`, 'm'));
  const end = source.indexOf('\n  },', start);
  if (start < 0 || end < 0) throw new Error(`${PACKS}: no loader for ${locale}; has its shape changed?`);
  return source.slice(start, end);
}

/**
 * The manifest key of a module: its own chunk (`src/...`, `../../node_modules/...`), else the shared
 * chunk Rolldown named after it (a module other chunks also import, like antd's en_US).
 */
function chunkKeyOf(manifest: Manifest, specifier: string): string {
  const module = specifier.startsWith('.')
    ? posix.join(posix.dirname(PACKS), specifier).replace(/\.js$/, '')
    : `../../node_modules/${specifier}`;
  const own = ['.ts', '.tsx', '.js']
    .map((extension) => `${module}${extension}`)
    .find((key) => key in manifest);
  if (own) return own;
  const name = basename(module);
  const shared = Object.keys(manifest).filter((key) => !manifest[key]?.src && manifest[key]?.name === name);
  if (shared.length !== 1 || !shared[0]) throw new Error(`${specifier} has no chunk of its own in the build`);
  return shared[0];
}

/** The chunks the console fetches before its first screen for this language (its texts, antd's locale…). */
export function languageChunks(webDir: string, manifest: Manifest, locale: string): string[] {
  const loader = loaderOf(readFileSync(join(webDir, PACKS), 'utf8'), locale);
  return [...loader.matchAll(dynamicImport)].map((found) => chunkKeyOf(manifest, found[1] ?? ''));
}
