/**
 * The boundaries of the code, checked on every `npm test` (lint step). docs/architecture.md explains
 * the layers and the module map; this file enforces them, and each rule's comment is what a violation
 * prints.
 */

/**
 * The server's module map: which modules each module may use (always through their index.ts). Lower
 * modules never reach up; where one must set off a higher one, it is handed a port (content's
 * `Approval`, which the review module provides).
 */
const serverModules = {
  perm: [],
  notices: [],
  help: [],
  uploads: [],
  auth: ['perm'],
  tenancy: ['perm'],
  accounts: ['perm'],
  'review-config': ['perm'],
  content: ['accounts', 'perm', 'uploads', 'notices'],
  engagement: ['content', 'accounts', 'perm'],
  review: ['content', 'engagement', 'review-config', 'accounts', 'perm', 'uploads', 'notices'],
  app: ['content', 'accounts', 'perm', 'uploads', 'notices'],
  sentiment: [],
  feeds: ['sentiment', 'engagement', 'content', 'accounts', 'perm', 'notices'],
  reports: ['accounts', 'perm', 'uploads'],
  assign: ['perm', 'uploads', 'notices'],
  material: ['content', 'assign', 'reports', 'accounts', 'uploads', 'perm', 'notices'],
  listening: ['sentiment', 'accounts', 'perm', 'notices'],
};

const modulesDir = '^apps/server/src/modules';
const notTests = ['\\.test\\.tsx?$', '^apps/server/test/'];

const moduleMapRules = Object.entries(serverModules).map(([name, uses]) => ({
  name: `module-map-${name}`,
  comment: `modules/${name} may use only ${uses.length ? uses.join(', ') : 'no other module'} (the module map in docs/architecture.md)`,
  severity: 'error',
  from: { path: `${modulesDir}/${name}/`, pathNot: notTests },
  to: {
    path: `${modulesDir}/[^/]+/`,
    pathNot: [`${modulesDir}/(${[name, ...uses].join('|')})/`],
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'no circular imports: dependencies point one way (docs/architecture.md)',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-through-index',
      comment: 'another server module is used only through its index.ts, never its files',
      severity: 'error',
      from: { path: `${modulesDir}/([^/]+)/`, pathNot: notTests },
      to: { path: `${modulesDir}/[^/]+/`, pathNot: [`${modulesDir}/$1/`, `${modulesDir}/[^/]+/index\\.ts$`] },
    },
    {
      name: 'composition-through-index',
      comment: 'the composition root (app.ts, main.ts, wiring.ts) uses modules only through their index.ts',
      severity: 'error',
      from: { path: '^apps/server/src/([^/]+\\.ts$|scripts/)', pathNot: notTests },
      to: { path: `${modulesDir}/[^/]+/`, pathNot: `${modulesDir}/[^/]+/index\\.ts$` },
    },
    ...moduleMapRules,
    {
      name: 'core-imports-no-module',
      comment:
        'core (http, db, jobs, crypto, outbound, files) imports no module: modules build on it, not the reverse',
      severity: 'error',
      from: { path: '^apps/server/src/(http|db|jobs|crypto|outbound|files)/' },
      to: { path: [`${modulesDir}/`, '^apps/server/src/(platforms/|wiring\\.ts|app\\.ts)'] },
    },
    {
      name: 'platforms-import-no-module-or-http',
      comment:
        'platforms/ speaks to networks only: no module and no HTTP-layer code (a module turns a PlatformError into an API error)',
      severity: 'error',
      from: { path: '^apps/server/src/platforms/' },
      to: {
        path: [`${modulesDir}/`, '^apps/server/src/(http|jobs|db)/', '^apps/server/src/(app|wiring)\\.ts$'],
      },
    },
    {
      name: 'contract-imports-nothing-of-its-users',
      comment: 'packages/contract is imported by the apps and imports nothing of theirs',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'web-imports-no-server-code',
      comment:
        'the console talks to the server over HTTP through the contract; it never imports server or emulator code',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/(server|emulator)/' },
    },
    {
      name: 'emulator-imports-no-server-code',
      comment:
        'the emulator stands in for the networks and knows nothing of Herald: no server or console code',
      severity: 'error',
      from: { path: '^apps/emulator/' },
      to: { path: '^apps/(server|web)/' },
    },
    {
      name: 'web-feature-imports-no-other-feature',
      comment:
        "a web feature never imports another feature's files; shared views live in src/components or src/lib",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-feature-imports-no-app-shell',
      comment: 'web features import nothing from the app shell (src/app); helpers they need live in src/lib',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '^docs/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
