import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The console builds to dist/, which the server serves; in development /api goes to the server. */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.PORT ?? '3000'}`, changeOrigin: false } },
  },
  // The manifest (dist/.vite/, not served) lets `npm run bench:bundle` weigh each route's first load.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500, manifest: true },
});
