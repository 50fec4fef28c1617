import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import type { RouteDef } from '@herald/contract';

/** Where the console's router finds each screen (apps/web/src/screens/registry.ts). */
export const REGISTRY = 'src/screens/registry.ts';

/** The console frame (header, menu), a lazy chunk of its own that every page inside the frame loads. */
export const FRAME = 'src/app/layout/ConsoleLayout';

/** As apps/web/src/app/router.tsx decides: pages outside the frame are these sections and any that opens without signing in. */
const standaloneSections = new Set(['home', 'middle', 'policy', 'error']);

export function isFramed(route: RouteDef): boolean {
  return !standaloneSections.has(route.section) && route.flags?.ignoreAuth !== true;
}

const lazyImport = /lazy\(\(\) => import\('([^']+)'\)\)/g;
const registryLine = /^\s*'?([\w.]+)'?: (?:lazy\(\(\) => import\('([^']+)'\)\)|(\w+)),$/;
const namedImport = (name: string) => new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '([^']+)'`);

/** `../features/x/Page.js` imported from `src/screens/registry.ts` → `src/features/x/Page` (no extension). */
function resolveFrom(importer: string, specifier: string): string {
  return posix.join(posix.dirname(importer), specifier).replace(/\.js$/, '');
}

function read(webDir: string, file: string): string {
  return readFileSync(join(webDir, file), 'utf8');
}

/**
 * Each screen's lazily imported modules (extensionless sources under apps/web): a screen the registry
 * declares `lazy(() => import(...))` has that one module; a screen it keeps in the entry (content.detail
 * picks its body at run time) has the lazy bodies its own file declares, all of them candidates.
 */
export function screenModules(webDir: string): Map<string, string[]> {
  const source = read(webDir, REGISTRY);
  const modules = new Map<string, string[]>();
  for (const line of source.split('\n')) {
    const match = registryLine.exec(line);
    if (!match?.[1]) continue;
    const [, screen, lazyPath, identifier] = match;
    if (lazyPath) {
      modules.set(screen, [resolveFrom(REGISTRY, lazyPath)]);
      continue;
    }
    const from = identifier ? namedImport(identifier).exec(source)?.[1] : undefined;
    if (!from) throw new Error(`${REGISTRY}: cannot find where screen ${screen} (${identifier}) comes from`);
    const file = `${resolveFrom(REGISTRY, from)}.tsx`;
    const bodies = [...read(webDir, file).matchAll(lazyImport)].map((found) =>
      resolveFrom(file, found[1] ?? ''),
    );
    modules.set(screen, bodies);
  }
  if (modules.size === 0) throw new Error(`${REGISTRY}: no screen found; has its shape changed?`);
  return modules;
}

/** The manifest key of a source module (manifest keys carry the extension: .tsx or .ts). */
export function manifestKeyOf(keys: ReadonlySet<string>, module: string): string | undefined {
  return ['.tsx', '.ts'].map((extension) => `${module}${extension}`).find((key) => keys.has(key));
}

/** apps/web, from this folder (bench/bundle). */
export const webDirOf = (bundleDir: string) => join(dirname(dirname(bundleDir)), 'apps', 'web');
