import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4319);
export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password';
/** The local emulator the console starts beside itself, standing in for the networks. */
export const EMULATOR_URL = `http://127.0.0.1:${PORT + 100}`;

/**
 * Journeys a user would walk, in Debian's Chromium (never a downloaded browser), against the real
 * server on a fresh embedded database.
 */
export default defineConfig({
  testDir: './journeys',
  outputDir: './artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The accessibility pass runs after the journeys, over the data they leave behind (posts, tags,
  // roles, tasks), so it checks screens that hold data (docs/accessibility.md).
  projects: [
    { name: 'journeys', testIgnore: /accessibility\.spec\.ts$/ },
    { name: 'accessibility', testMatch: /accessibility\.spec\.ts$/, dependencies: ['journeys'] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `npm run build -w @herald/web && DATA_DIR="$(mktemp -d)" PORT=${PORT} EMULATOR_URL=${EMULATOR_URL} ADMIN_EMAIL=${ADMIN_EMAIL} ADMIN_PASSWORD=${ADMIN_PASSWORD} LOG_LEVEL=warn npm run start -w @herald/server`,
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/admin/auth/providers`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
