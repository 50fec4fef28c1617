import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers.js';
import { buildRouteTree } from './app/router.js';
import { initI18n } from './i18n/index.js';
import { isLiteMode } from './lib/environment.js';
import './styles.css';

async function start(): Promise<void> {
  await initI18n();
  const router = createBrowserRouter(buildRouteTree(isLiteMode()));
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
