/**
 * The weight of the console's first load, per entry route, from the last `vite build`: gzip KB of the
 * JavaScript fetched before the screen shows — the entry and its static imports (index.html's
 * modulepreloads), the default language's pack (English texts, antd's locale), the console frame's chunk
 * for pages inside it, and the route's lazy screen chunk with its static imports. The baseline column is the entry alone. `--check` exits 1 when a route
 * is over its budget (sign-in pages 300 KB, console pages 350 KB; docs/bundle.md).
 *   npm run build -w @herald/web && npm run bench:bundle            (-- --check to gate, -- --all for every route)
 */
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, type RouteDef, routes } from '@herald/contract';
import { languageChunks } from './boot.js';
import { budgetOf } from './budgets.js';
import { entryKey, gzipSizer, readManifest, staticClosure } from './manifest.js';
import { FRAME, isFramed, manifestKeyOf, screenModules, webDirOf } from './screens.js';

/** The routes a user lands on first: sign-in, the start page after it (the calendar), the main lists. */
const LANDING = [
  'home',
  'content.calendar',
  'content.post.list',
  'content.compose',
  'content.comment.list',
  'content.feeds.list',
  'report.post',
  'report.account',
  'assign.task.gantt',
  'listen.home',
  'review.decide',
];

const args = new Set(process.argv.slice(2));
const webDir = webDirOf(import.meta.dirname);
const distDir = join(webDir, 'dist');
const manifest = readManifest(distDir);
const keys = new Set(Object.keys(manifest));
const gzip = gzipSizer(distDir);
const entry = entryKey(manifest);
const modules = screenModules(webDir);

const language = languageChunks(webDir, manifest, DEFAULT_LANGUAGE);
const boot = [entry, ...language];
const baseline = gzip(staticClosure(manifest, [entry]));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function keyOf(module: string): string {
  const key = manifestKeyOf(keys, module);
  if (!key) throw new Error(`${module} is not a chunk of the build: is it still a lazy import?`);
  return key;
}

/** The heaviest of the route's candidate screen chunks (a detail route picks one body at run time). */
function weightOf(route: RouteDef): number {
  const start = isFramed(route) ? [...boot, keyOf(FRAME)] : boot;
  const candidates = (route.screen ? modules.get(route.screen) : undefined) ?? [];
  const loads = candidates.length ? candidates.map((module) => [...start, keyOf(module)]) : [start];
  return Math.max(...loads.map((chunks) => gzip(staticClosure(manifest, chunks))));
}

const chosen = routes.filter(
  (route) => !route.redirect && (args.has('--all') || LANDING.includes(route.name)),
);
const rows = chosen.map((route) => {
  const bytes = weightOf(route);
  const budget = budgetOf(route);
  return { route: route.name, path: route.path, kb: kb(bytes), budget, over: bytes / 1024 > budget };
});

console.log(`entry alone (index.html and its modulepreloads): ${kb(baseline)} KB gzip`);
console.log(
  `${DEFAULT_LANGUAGE} language pack: ${kb(gzip(staticClosure(manifest, language)))} KB gzip, counted in every route\n`,
);
console.table(rows.map(({ over, ...row }) => ({ ...row, status: over ? 'OVER' : 'ok' })));

const over = rows.filter((row) => row.over);
if (args.has('--check') && over.length > 0) {
  console.error(
    `bundle budget exceeded: ${over.map((row) => `${row.route} ${row.kb} KB > ${row.budget} KB`).join(', ')}`,
  );
  process.exit(1);
}
